import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES } from '@shared/messages';
import { createScratchDatabase, mysqlTarget, TEST_MYSQL_URL, type ScratchDatabase } from './helpers/mysql-scratch';
import {
  adminLogin,
  bearerHeader,
  freePort,
  jsonOf,
  request,
  startServer,
  tempDataDir,
  type HttpAnswer,
  type ServerProcess,
} from './helpers/server-process';
import { startTcpProxy, type CutMode, type TcpProxy } from './helpers/tcp-proxy';

// MySQL goes away (through a proxy this test controls, so the shared server is never stopped):
// requests must fail fast with 503 and a clear message, readiness must say so, the server must
// recover by itself once MySQL is back, and no write it acknowledged may be lost.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FAIL_FAST_MS = 2000;
const RECOVER_MS = 5000;

describe.runIf(TEST_MYSQL_URL)('MySQL outage', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase('outage');
    proxy = await startTcpProxy({ port: await freePort(3510), ...targetOf() });
    dataDir = tempDataDir('outage');
    server = await startServer({ port: await freePort(3512), dataDir, env: { DATABASE_URL: scratch.url(proxy.port) } });
  });

  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    await scratch?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 in 2 s while cut, not ready, recovers in 5 s unaided, keeps every acknowledged write', async () => {
    const base = server.baseUrl;
    const auth = bearerHeader(await adminLogin(base));
    let unique = 0;
    const read = () =>
      request(base, { path: `/api/getProducts?q=${encodeURIComponent(`probe ${unique++}`)}`, timeoutMs: 8000 });
    const write = (name: string) =>
      request(base, { method: 'POST', path: '/api/createCategory', headers: auth, body: { name }, timeoutMs: 8000 });

    // A steady stream of admin writes for the whole test.
    const acknowledged: string[] = [];
    const refusedWrites: HttpAnswer[] = [];
    const writeErrors: string[] = [];
    let writing = true;
    let n = 0;
    const writer = (async () => {
      while (writing) {
        const name = `outage write ${n++}`;
        try {
          const res = await write(name);
          if (res.status === 201) acknowledged.push(name);
          else refusedWrites.push(res);
        } catch (err) {
          writeErrors.push((err as Error).message);
        }
        await sleep(25);
      }
    })();

    await sleep(500);
    expect((await request(base, { path: '/health/ready' })).status).toBe(200);
    const timings: Record<string, { slowest503: number; recoveredAfter: number }> = {};

    for (const mode of ['blackhole', 'refuse'] as CutMode[]) {
      await proxy.cut(mode);
      let slowest = 0;
      // Two bursts while cut: one at once and one after the pool has had time to give up on its connections.
      for (const pause of [0, 1200]) {
        await sleep(pause);
        const burst = await Promise.all([
          ...Array.from({ length: 25 }, () => read()),
          ...Array.from({ length: 10 }, (_, i) => write(`outage burst ${mode} ${pause} ${i}`)),
          request(base, { path: '/health/ready', timeoutMs: 8000 }),
        ]);
        for (const res of burst) {
          expect(res.status, `${mode}: ${res.body}`).toBe(503);
          expect(res.ms, `${mode}: answered after ${res.ms} ms`).toBeLessThanOrEqual(FAIL_FAST_MS);
          expect(res.headers['content-type']).toMatch(/application\/json/);
          expect(jsonOf<{ message: string }>(res).message).toBe(GENERAL_MESSAGES.databaseUnavailable);
          slowest = Math.max(slowest, res.ms);
        }
        const ready = burst.at(-1)!;
        expect(jsonOf<{ status: string }>(ready).status).toBe('down');
      }

      await proxy.restore();
      const restoredAt = Date.now();
      for (;;) {
        const [ready, listing] = await Promise.all([request(base, { path: '/health/ready' }), read()]);
        if (ready.status === 200 && listing.status === 200) break;
        expect(
          Date.now() - restoredAt,
          `${mode}: still ${ready.status}/${listing.status} ${listing.body}`,
        ).toBeLessThanOrEqual(RECOVER_MS);
        await sleep(100);
      }
      timings[mode] = { slowest503: slowest, recoveredAfter: Date.now() - restoredAt };
      expect((await write(`after ${mode}`)).status).toBe(201);
      acknowledged.push(`after ${mode}`);
      await sleep(300);
    }

    writing = false;
    await writer;
    console.info('MySQL outage timings (ms):', JSON.stringify(timings), `acknowledged writes: ${acknowledged.length}`);

    // Writes refused during the outage were refused properly; none crashed the server.
    for (const res of refusedWrites) {
      expect(res.status, res.body).toBe(503);
      expect(jsonOf<{ message: string }>(res).message).toBe(GENERAL_MESSAGES.databaseUnavailable);
    }
    expect(writeErrors).toEqual([]);
    expect(server.child.exitCode).toBeNull();

    // Every acknowledged write is in MySQL (read directly, not through the proxy).
    const conn = await scratch.connect();
    try {
      const [rows] = await conn.query('SELECT name FROM categories');
      const stored = new Set((rows as Array<{ name: string }>).map((r) => r.name));
      const lost = acknowledged.filter((name) => !stored.has(name));
      expect(lost).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(10);
    } finally {
      await conn.end();
    }
  });
});

function targetOf(): { targetHost: string; targetPort: number } {
  const t = mysqlTarget();
  return { targetHost: t.host, targetPort: t.port };
}
