import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { captureLogs, type CapturedLogs } from './helpers/log-capture';
import { rawRequest } from './helpers/raw-http';

// Issue 25 (README for a newcomer): one log line per request at info, and a client that leaves
// in the middle of its request is not an error of the shop's. Against a started server.

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

const parsed = (logs: CapturedLogs): LogLine[] => logs.lines.map((line) => JSON.parse(line) as LogLine);

/** Resolves once `check` holds, polling the captured log (a state, not a fixed wait). */
async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('the log never reached the expected state');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describeEachDatabase('request log', (dialect) => {
  let t: TestApp;
  let logs: CapturedLogs;
  let port = 0;
  beforeAll(async () => {
    logs = captureLogs('info');
    t = await createTestApp(dialect, { build: { logger: logs.logger } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('writes one info line per request: method, path without its query, status and time', async () => {
    logs.lines.length = 0;
    const res = await fetch(`http://127.0.0.1:${port}/api/getProducts?page=1&limit=2&token=secret-value`);
    expect(res.status).toBe(200);
    await until(() => parsed(logs).some((l) => l.res?.statusCode === 200));
    const lines = parsed(logs).filter((l) => l.level === 30);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line?.req).toEqual({ method: 'GET', url: '/api/getProducts' });
    expect(line?.res?.statusCode).toBe(200);
    expect(typeof line?.responseTime).toBe('number');
    expect(logs.lines.join('\n')).not.toContain('secret-value');
  });

  it('does not log a client that leaves mid-request as an error', async () => {
    logs.lines.length = 0;
    const head =
      'POST /api/loginUser HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 2000\r\n\r\n{"email":"';
    const received = new Promise((resolve) => t.app.server.once('request', resolve));
    const exchange = rawRequest(port, head);
    await received;
    exchange.socket.destroy();
    await exchange.closed;
    // The server notices the abort: its one line says so, at info.
    await until(() => parsed(logs).some((l) => l.req?.url === '/api/loginUser'));
    expect(parsed(logs).map((l) => [l.level, l.msg])).toEqual([[30, 'request aborted by the client']]);
    const errors = parsed(logs).filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
  });

  it('does not log an admin upload cut off by its client as an error', async () => {
    const token = await t.adminToken();
    logs.lines.length = 0;
    const boundary = 'cut-off-upload';
    const head =
      `POST /api/createProduct HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 500000\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nRing\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n` +
      `Content-Type: image/jpeg\r\n\r\n${'x'.repeat(20_000)}`;
    const received = new Promise((resolve) => t.app.server.once('request', resolve));
    const exchange = rawRequest(port, head);
    await received;
    exchange.socket.destroy();
    await exchange.closed;
    await until(() => parsed(logs).some((l) => l.req?.url === '/api/createProduct'));
    expect(parsed(logs).map((l) => l.msg)).toEqual(['request aborted by the client']);
    expect(parsed(logs).filter((l) => l.level >= 50)).toEqual([]);
  });

  it('still logs a fault of the shop for a request whose body was read whole', async () => {
    logs.lines.length = 0;
    await t.deps.db.destroy(); // the database goes away under a started server
    const res = await fetch(`http://127.0.0.1:${port}/api/loginUser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ phoneEmail: 'asha@example.com', password: 'not the password' }),
    });
    expect(res.status).toBeGreaterThanOrEqual(500);
    await until(() => parsed(logs).some((l) => l.msg === 'request completed'));
    expect(parsed(logs).filter((l) => l.level >= 40).length).toBeGreaterThan(0);
  });
});
