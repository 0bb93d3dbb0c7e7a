import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES } from '@shared/messages';
import { TEST_REDIS_URL } from './helpers/mysql-scratch';
import {
  adminLogin,
  FAULT_ADMIN,
  freePort,
  jsonOf,
  request,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './helpers/server-process';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';

// Redis goes away (through a proxy this test controls): the catalogue keeps being served from the
// database, the attempts Redis counts (sign-in) are refused with a clear 503 rather than a 500,
// and everything works again by itself once Redis is back.

if (process.env.CI === 'true' && !TEST_REDIS_URL)
  throw new Error('CI=true but REDIS_TEST_URL is not set: the Redis outage test must run.');

describe.runIf(TEST_REDIS_URL)('Redis outage', () => {
  const prefix = `navi-test-${randomBytes(4).toString('hex')}:`;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    const target = new URL(TEST_REDIS_URL!);
    proxy = await startTcpProxy({
      port: await freePort(3570),
      targetHost: target.hostname,
      targetPort: Number(target.port || 6379),
    });
    const url = new URL(TEST_REDIS_URL!);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.searchParams.set('keyPrefix', prefix);
    dataDir = tempDataDir('redis-outage');
    server = await startServer({ port: await freePort(3572), dataDir, env: { REDIS_URL: url.toString() } });
  });

  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (TEST_REDIS_URL) {
      const redis = new Redis(TEST_REDIS_URL);
      try {
        const keys: string[] = [];
        for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 200 }))
          keys.push(...(batch as string[]));
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    }
  });

  it('serves the catalogue without Redis, refuses sign-in with 503, and recovers by itself', async () => {
    const base = server.baseUrl;
    await adminLogin(base);
    expect((await request(base, { path: '/api/getCategories' })).status).toBe(200);

    await proxy.cut('refuse');
    const slowest = { read: 0, login: 0 };
    for (let i = 0; i < 2; i++) {
      const categories = await request(base, { path: '/api/getCategories', timeoutMs: 8000 });
      expect(categories.status, categories.body).toBe(200);
      const gold = await request(base, { path: '/trpc/gold.current', timeoutMs: 8000 });
      expect(gold.status, gold.body).toBe(200);
      const login = await request(base, {
        method: 'POST',
        path: '/api/loginAdmin',
        body: FAULT_ADMIN,
        timeoutMs: 8000,
      });
      expect(login.status, login.body).toBe(503);
      expect(jsonOf<{ message: string }>(login).message).toBe(GENERAL_MESSAGES.databaseUnavailable);
      expect(login.ms).toBeLessThan(5000);
      // Bounded, though not instant: each read first waits for the Redis command to fail.
      expect(Math.max(categories.ms, gold.ms)).toBeLessThan(5000);
      slowest.read = Math.max(slowest.read, categories.ms, gold.ms);
      slowest.login = Math.max(slowest.login, login.ms);
    }
    expect(server.child.exitCode).toBeNull();

    await proxy.restore();
    const restoredAt = Date.now();
    for (;;) {
      const login = await request(base, {
        method: 'POST',
        path: '/api/loginAdmin',
        body: FAULT_ADMIN,
        timeoutMs: 8000,
      });
      if (login.status === 200) break;
      expect(Date.now() - restoredAt, login.body).toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 200));
    }
    console.info(
      `Redis outage: slowest read ${slowest.read} ms, slowest refused sign-in ${slowest.login} ms; sign-in works ` +
        `again ${Date.now() - restoredAt} ms after Redis returned`,
    );
  });
});
