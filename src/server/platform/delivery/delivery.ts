import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type Config } from '@server/config';
import type { DeliveryPurpose, EmailMessage, SmsMessage } from './delivery-types';
import { createSmsWebhook } from './sms-webhook';
import { createSmtpMailer } from './smtp-mailer';

// How messages leave the shop: email over SMTP, SMS through an HTTP provider. Without a
// transport configured (development, tests), the message is written to the log instead and
// marked as a development delivery; in production a missing transport stops the start.

export interface Delivery {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  email(message: EmailMessage): Promise<void>;
  /** Resolves once the SMS provider accepted the message (2xx); rejects otherwise. */
  sms(message: SmsMessage): Promise<void>;
  close(): void;
}

const REQUIRED_IN_PRODUCTION = [
  ['SMTP_URL', 'email (one-time codes, appointment notices) is sent over SMTP, for example smtp://user:pass@host:587'],
  ['SMS_WEBHOOK_URL', 'one-time codes for phones are POSTed to this SMS provider URL as JSON { to, message }'],
] as const;

/** Stops a production start when a transport is missing, naming the variable. */
export function assertDeliveryConfigured(config: Pick<Config, 'isProduction' | 'SMTP_URL' | 'SMS_WEBHOOK_URL'>): void {
  if (!config.isProduction) return;
  const missing = REQUIRED_IN_PRODUCTION.filter(([name]) => !config[name]);
  if (missing.length === 0) return;
  const lines = missing.map(([name, why]) => `  ${name}: is required when NODE_ENV=production (${why})`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export const DEVELOPMENT_DELIVERY_MARK = 'DEVELOPMENT DELIVERY';

export function createDelivery(
  config: Pick<Config, 'isProduction' | 'SMTP_URL' | 'MAIL_FROM' | 'SMS_WEBHOOK_URL' | 'SMS_WEBHOOK_TOKEN'>,
  logger: FastifyBaseLogger,
  counted: (purpose: DeliveryPurpose, channel: 'email' | 'sms', outcome: 'sent' | 'failed') => void = () => undefined,
): Delivery {
  assertDeliveryConfigured(config);
  /** Counts the outcome of one hand-over to a transport, and passes it on. */
  const tally = async (purpose: DeliveryPurpose, channel: 'email' | 'sms', send: () => Promise<void>) => {
    try {
      await send();
      counted(purpose, channel, 'sent');
    } catch (err) {
      counted(purpose, channel, 'failed');
      throw err;
    }
  };
  const mailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : undefined;
  const sms = config.SMS_WEBHOOK_URL ? createSmsWebhook(config.SMS_WEBHOOK_URL, config.SMS_WEBHOOK_TOKEN) : undefined;
  return {
    async email(message) {
      if (mailer) return tally(message.purpose, 'email', () => mailer.send(message));
      logger.warn(
        { developmentDelivery: true, channel: 'email', to: message.to, subject: message.subject, text: message.text },
        `${DEVELOPMENT_DELIVERY_MARK}: email not sent (SMTP_URL is not set)`,
      );
    },
    async sms(message) {
      if (sms) return tally(message.purpose, 'sms', () => sms.send(message));
      logger.warn(
        { developmentDelivery: true, channel: 'sms', to: message.to, text: message.message },
        `${DEVELOPMENT_DELIVERY_MARK}: SMS not sent (SMS_WEBHOOK_URL is not set)`,
      );
    },
    close() {
      mailer?.close();
    },
  };
}
