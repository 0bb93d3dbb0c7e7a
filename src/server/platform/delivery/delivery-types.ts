// What the delivery transports carry, and how they fail.

/** Why a message is sent: a one-time code, or a notice (appointment requests). Counted in the metrics. */
export type DeliveryPurpose = 'code' | 'notice';

export interface EmailMessage {
  purpose: DeliveryPurpose;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** An iCalendar invitation (text/calendar, its METHOD inside) sent with the text and attached. */
  calendar?: string;
}

export interface SmsMessage {
  purpose: DeliveryPurpose;
  /** +91XXXXXXXXXX */
  to: string;
  message: string;
}

/** A transport failure; its message names the transport and status, never the content sent. */
export class DeliveryError extends Error {
  override name = 'DeliveryError';
}
