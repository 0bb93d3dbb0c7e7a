// What the delivery transports carry, and how they fail.

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface SmsMessage {
  /** +91XXXXXXXXXX */
  to: string;
  message: string;
}

/** A transport failure; its message names the transport and status, never the content sent. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}
