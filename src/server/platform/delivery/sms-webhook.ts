import { DeliveryError, type SmsMessage } from './delivery-types';

// SMS through an HTTP provider: a POST of JSON { to, message } to SMS_WEBHOOK_URL, with
// SMS_WEBHOOK_TOKEN as a bearer token when it is set. Any 2xx answer means accepted.

const TIMEOUT_MS = 10_000;

export function createSmsWebhook(url: string, token: string | undefined): { send(message: SmsMessage): Promise<void> } {
  return {
    async send(message) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, message: message.message }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (err) {
        throw new DeliveryError('the SMS provider could not be reached', { cause: err });
      }
      // The body is drained but never read into an error or a log: a provider may echo the message.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new DeliveryError(`the SMS provider answered HTTP ${res.status}`);
    },
  };
}
