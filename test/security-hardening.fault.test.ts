import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SECURITY_MESSAGES } from '@shared/messages/security';
import { freePort, startServer, tempDataDir, type ServerProcess } from './helpers/server-process';

// Findings 1 and 2 of the second hardening round, as the review measured them, against the real
// server as a child process: memory held by unauthenticated uploads, and password hashing
// starving file reads. Bounded in time: each storm is a fixed number of requests.

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill();
  server = undefined;
});

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A GET from a chosen loopback address; resolves with status and milliseconds. */
function timedGet(port: number, pathName: string, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathName, localAddress, agent: false, timeout: 30_000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - started }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function post(
  port: number,
  pathName: string,
  body: unknown,
  localAddress: string,
): Promise<{ status: number; body: string; retryAfter: string | undefined; ms: number }> {
  const started = Date.now();
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathName,
        method: 'POST',
        localAddress,
        agent: false,
        timeout: 60_000,
        headers: { 'content-type': 'application/json', 'content-length': String(payload.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            retryAfter: res.headers['retry-after'],
            ms: Date.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('finding 1: unauthenticated uploads hold no memory', () => {
  it('25 clients pushing 10 MB uploads without a session: refused at once, the process barely grows', async () => {
    const port = await freePort(3570);
    server = await startServer({ port, dataDir: tempDataDir('hold') });
    const pid = server.child.pid ?? 0;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const clients = Array.from(
      { length: 25 },
      (_, i) =>
        new Promise<{ status: number; sent: number }>((resolve) => {
          const socket = net.connect({ port, host: '127.0.0.1', localAddress: `127.0.1.${i + 1}` });
          let sent = 0;
          let status = 0;
          const pump = () => {
            // 10 MB announced, pushed as fast as the server takes it, until it answers and closes.
            while (sent < 10 * 1024 * 1024 && !socket.destroyed) {
              sent += chunk.length;
              if (!socket.write(chunk)) return void socket.once('drain', pump);
            }
          };
          socket.on('connect', () => {
            socket.write(
              `POST /api/createProduct HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; ` +
                `boundary=x\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`,
            );
            pump();
          });
          socket.on(
            'data',
            (d: Buffer) => (status ||= Number(/^HTTP\/1\.1 (\d{3})/.exec(d.toString('latin1'))?.[1] ?? 0)),
          );
          socket.on('error', () => undefined);
          socket.on('close', () => resolve({ status, sent }));
        }),
    );
    const results = await Promise.all(clients);
    clearInterval(sampler);
    // Each is answered 401 at once; a client still pushing when the server closes may see the
    // connection reset before it reads the answer (status 0). None is read to its end.
    for (const r of results) expect([0, 401]).toContain(r.status);
    expect(results.filter((r) => r.status === 401).length).toBeGreaterThan(0);
    // The review saw 165 MB grow to 656 MB; now a refused body is never buffered.
    expect(peak - before).toBeLessThan(60);
  });
});

describe('finding 2: a storm of sign-ins does not starve file reads', () => {
  it('80 wrong sign-ins from 8 addresses at real cost: hashing bounded (503 + Retry-After), reads quick', async () => {
    const port = await freePort(3574);
    const dataDir = tempDataDir('hash-storm');
    const clientDir = path.join(dataDir, 'no-client');
    fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>shop</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'x'.repeat(200_000));
    server = await startServer({
      port,
      dataDir,
      env: {
        PASSWORD_HASH_LOG_N: '15',
        HASH_CONCURRENCY: '1',
        HASH_QUEUE_LIMIT: '8',
        RATE_LIMIT_AUTH_MAX: '100000',
        SIGN_IN_SLOWDOWN_MAX_MS: '0',
      },
    });
    const storm = Array.from({ length: 80 }, (_, i) =>
      post(
        port,
        '/api/loginAdmin',
        { username: 'fault-admin', password: `wrong password ${i}` },
        `127.0.2.${(i % 8) + 1}`,
      ),
    );
    const reads: Array<{ status: number; ms: number }> = [];
    for (let i = 0; i < 10; i++) {
      reads.push(await timedGet(port, '/assets/app.js', '127.0.3.1'));
      reads.push(await timedGet(port, '/api/getCategories', '127.0.3.2'));
    }
    const answers = await Promise.all(storm);
    for (const r of reads) expect(r.status).toBe(200);
    // The review measured 21.7 s for a static file during such a storm (on a machine shared with
    // other work, so the bound leaves room for CPU contention).
    const times = reads.map((r) => r.ms).sort((x, y) => x - y);
    console.info(`reads during the storm: median ${times[Math.floor(times.length / 2)]} ms, max ${times.at(-1)} ms`);
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(1000);
    expect(times.at(-1)).toBeLessThan(5000);
    const busy = answers.filter((a) => a.status === 503);
    expect(answers.every((a) => a.status === 401 || a.status === 503)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    expect(JSON.parse(busy[0]?.body ?? '{}')).toEqual({ message: SECURITY_MESSAGES.busy });
    expect(busy[0]?.retryAfter).toBeDefined();
    // And once the storm has passed, the admin signs in.
    expect(
      (
        await post(
          port,
          '/api/loginAdmin',
          { username: 'fault-admin', password: 'fault-admin-password-1' },
          '127.0.3.3',
        )
      ).status,
    ).toBe(200);
  });
});
