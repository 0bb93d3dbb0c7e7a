import http from 'node:http';
import { SMTPServer } from 'smtp-server';
import { z } from 'zod';

// The test's own receivers: a real SMTP server and a real HTTP SMS webhook. What they receive
// is kept in memory and served at GET /messages, so journeys can read the codes that were sent.

const delivered = z.object({ channel: z.enum(['email', 'sms']), to: z.string(), text: z.string(), at: z.number() });
export type Delivered = z.infer<typeof delivered>;

export const INBOX_PORTS = {
  smtp: Number(process.env.E2E_SMTP_PORT ?? 2526),
  http: Number(process.env.E2E_INBOX_PORT ?? 4399),
};

export async function startInbox(): Promise<{ close: () => Promise<void> }> {
  const messages: Delivered[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo)
          messages.push({ channel: 'email', to: rcpt.address.toLowerCase(), text: raw, at: Date.now() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(INBOX_PORTS.smtp, '127.0.0.1', resolve));

  const web = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/sms') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        try {
          const parsed = JSON.parse(body) as { to?: string; message?: string };
          messages.push({ channel: 'sms', to: String(parsed.to), text: String(parsed.message), at: Date.now() });
          res.writeHead(202).end();
        } catch {
          res.writeHead(400).end();
        }
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/messages') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => web.listen(INBOX_PORTS.http, '127.0.0.1', resolve));

  return {
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
}

/** The latest 6-digit code delivered to `to` on `channel`, read from the running inbox. */
export async function latestCode(channel: 'email' | 'sms', to: string, after = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`http://127.0.0.1:${INBOX_PORTS.http}/messages`);
    const all = z.array(delivered).parse(await res.json());
    const mine = all.filter(
      (m) => m.channel === channel && m.to.toLowerCase().includes(to.toLowerCase()) && m.at >= after,
    );
    const last = mine.at(-1);
    const match = last ? /\b(\d{6})\b/.exec(last.text) : null;
    if (match?.[1]) return match[1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${channel} code delivered to ${to}`);
}
