import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { drainOutboxes } from './harness';

// The test's own delivery endpoints: a real SMTP server and a real HTTP SMS webhook, both on
// 127.0.0.1 with ports chosen by the system. Tests read the one-time codes from what arrived,
// and can make either transport fail.

export interface ReceivedEmail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  raw: string;
}

export interface ReceivedSms {
  to: string;
  message: string;
  authorization: string | undefined;
  contentType: string | undefined;
}

export interface Receivers {
  emails: ReceivedEmail[];
  sms: ReceivedSms[];
  /** SMS posted while failSms was on: received, then answered with the failure status. */
  refusedSms: ReceivedSms[];
  /** SMTP_URL and SMS_WEBHOOK_URL for createTestApp's env. */
  env: { SMTP_URL: string; SMS_WEBHOOK_URL: string };
  /** The one-time code in the latest email to `to`, once the open test apps' outboxes have sent what was due. */
  emailCode(to: string): Promise<string>;
  /** The one-time code in the latest SMS to `to` (+91XXXXXXXXXX), likewise. */
  smsCode(to: string): Promise<string>;
  /** Waits until the open test apps' outboxes have sent what was due. */
  settle(): Promise<void>;
  /** Makes the SMS provider answer with this status (null: accept again). */
  failSms(status: number | null): void;
  /** Makes the SMTP server refuse messages (false: accept again). */
  failEmail(on: boolean): void;
  close(): Promise<void>;
}

const CODE = /(?<!\d)(\d{6})(?!\d)/;

function codeIn(text: string | undefined, what: string): string {
  const match = text === undefined ? null : CODE.exec(text);
  if (!match?.[1]) throw new Error(`no 6-digit code in ${what}`);
  return match[1];
}

/** The headers and decoded text body of a single-part message as nodemailer writes it. */
export function parseEmail(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  let body = split === -1 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return {
    headers,
    text: body
      .replace(/\r\n/g, '\n')
      .replace(/\n\.\n?$/, '')
      .trimEnd(),
  };
}

export async function startReceivers(): Promise<Receivers> {
  const emails: ReceivedEmail[] = [];
  const sms: ReceivedSms[] = [];
  const refusedSms: ReceivedSms[] = [];
  let smsFailure: number | null = null;
  let emailFailure = false;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (emailFailure) {
          const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(err);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const { headers, text } = parseEmail(raw);
        emails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: headers.subject ?? '',
          text,
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const web = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/sms') {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to?: unknown; message?: unknown };
        const received = {
          to: String(body.to),
          message: String(body.message),
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
        };
        if (smsFailure !== null) {
          refusedSms.push(received);
          // A provider that echoes the message in its error: the server must not pass it on.
          res
            .writeHead(smsFailure, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: 'provider down', message: received.message }));
          return;
        }
        sms.push(received);
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
      } catch {
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  const webPort = (web.address() as AddressInfo).port;

  return {
    emails,
    sms,
    refusedSms,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMS_WEBHOOK_URL: `http://127.0.0.1:${webPort}/sms` },
    async emailCode(to) {
      await drainOutboxes();
      const mail = emails.filter((m) => m.to.includes(to.toLowerCase())).at(-1);
      return codeIn(mail?.text, `an email to ${to}`);
    },
    async smsCode(to) {
      await drainOutboxes();
      return codeIn(sms.filter((m) => m.to === to).at(-1)?.message, `an SMS to ${to}`);
    },
    settle: drainOutboxes,
    failSms(status) {
      smsFailure = status;
    },
    failEmail(on) {
      emailFailure = on;
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
}
