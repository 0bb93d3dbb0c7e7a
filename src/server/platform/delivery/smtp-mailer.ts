import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { DeliveryError, type EmailMessage } from './delivery-types';

// Email over SMTP with nodemailer. SMTP_URL is smtp://user:pass@host:587 (STARTTLS when the
// server offers it) or smtps://user:pass@host:465 (TLS from the start).

const TIMEOUT_MS = 15_000;

/** The connection options of an SMTP URL; query parameters such as ?requireTLS=true pass through. */
export function smtpOptionsFromUrl(url: string): SMTPTransport.Options {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const options: SMTPTransport.Options = {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
  if (parsed.username) {
    options.auth = { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) };
  }
  const extra: Record<string, string | number | boolean> = {};
  for (const [key, value] of parsed.searchParams) {
    extra[key] = value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value;
  }
  return { ...options, ...extra };
}

export function createSmtpMailer(
  url: string,
  from: string,
): { send(message: EmailMessage): Promise<void>; close(): void } {
  const transport = nodemailer.createTransport(smtpOptionsFromUrl(url));
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject.replace(/[\r\n]+/g, ' '),
          text: message.text,
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          ...(message.calendar ? { icalEvent: calendarPart(message.calendar) } : {}),
        });
        if (info.rejected.length > 0) throw new DeliveryError('the SMTP server refused the recipient');
      } catch (err) {
        if (err instanceof DeliveryError) throw err;
        // nodemailer's errors carry the server's reply and codes, never the message body.
        const code = (err as { code?: unknown; responseCode?: unknown }).code;
        const status = (err as { responseCode?: unknown }).responseCode;
        throw new DeliveryError(
          `SMTP delivery ` +
            `failed${typeof code === 'string' ? ` (${code}${typeof status === 'number' ? ` ${status}` : ''})` : ''}`,
          { cause: err },
        );
      }
    },
    close() {
      transport.close();
    },
  };
}

/** An invitation as nodemailer sends it: a text/calendar alternative with its METHOD, and attached. */
function calendarPart(content: string): { method: string; content: string; filename: string } {
  const method = /^METHOD:(\w+)/m.exec(content)?.[1] ?? 'REQUEST';
  return { method, content, filename: method === 'CANCEL' ? 'cancel.ics' : 'invitation.ics' };
}
