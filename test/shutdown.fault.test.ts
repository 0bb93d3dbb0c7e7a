import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogin,
  freePort,
  jsonOf,
  request,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './helpers/server-process';

// SIGTERM while 50 connections are busy: each has sent its request line, headers and half of its
// body. The server must stop accepting, let every one of them finish (201, and the write kept),
// and exit cleanly within 10 s.

const BUSY = 50;
const EXIT_WITHIN_MS = 10_000;

interface PendingRequest {
  finish(): void;
  answer: Promise<{ status: number; body: string }>;
}

/** Opens a connection and sends all of a JSON POST except the second half of its body. */
function halfSentPost(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<PendingRequest> {
  const payload = Buffer.from(JSON.stringify(body));
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${payload.length}`,
    'Connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  const cut = Math.floor(payload.length / 2);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const answer = new Promise<{ status: number; body: string }>((done, fail) => {
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
        done({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
      });
      socket.on('error', fail);
    });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.write(head);
      socket.write(payload.subarray(0, cut), () =>
        resolve({ finish: () => socket.write(payload.subarray(cut)), answer }),
      );
    });
  });
}

describe('graceful shutdown under load', () => {
  let server: ServerProcess | undefined;
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    dataDir = tempDataDir('shutdown');
    port = await freePort(3520);
    server = await startServer({ port, dataDir });
  });

  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight, refuses new connections and exits within 10 s', async () => {
    const first = server!;
    const token = await adminLogin(first.baseUrl);
    const names = Array.from({ length: BUSY }, (_, i) => `shutdown category ${i}`);
    const pending = await Promise.all(
      names.map((name) => halfSentPost(port, '/api/createCategory', { Authorization: `Bearer ${token}` }, { name })),
    );
    // Let the server read every request's headers before the signal.
    await new Promise((r) => setTimeout(r, 300));

    const signalledAt = Date.now();
    first.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));

    // No new connection is taken once shutdown has begun.
    await expect(request(first.baseUrl, { path: '/health/live', timeoutMs: 2000 })).rejects.toThrow();

    for (const p of pending) p.finish();
    const answers = await Promise.all(pending.map((p) => p.answer));
    for (const a of answers) expect(a.status, a.body).toBe(201);

    const exit = await first.exited;
    const exitedAfter = Date.now() - signalledAt;
    console.info(`graceful shutdown: ${BUSY} requests in flight completed, exit ${exit.code} after ${exitedAfter} ms`);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfter).toBeLessThan(EXIT_WITHIN_MS);

    // Every acknowledged write survived the shutdown.
    server = await startServer({ port, dataDir });
    const list = await request(server.baseUrl, { path: '/api/getCategories' });
    const stored = new Set(jsonOf<{ categories: Array<{ name: string }> }>(list).categories.map((c) => c.name));
    expect(names.filter((n) => !stored.has(n))).toEqual([]);
  });
});
