import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/messages';
import { createScratchDatabase, TEST_MYSQL_URL, TEST_REDIS_URL, type ScratchDatabase } from './helpers/mysql-scratch';
import {
  adminLogin,
  bearerHeader,
  FAULT_ADMIN,
  freePort,
  jsonOf,
  request,
  startServer,
  tempDataDir,
  type ServerProcess,
} from './helpers/server-process';

// Two instances of the server behind one MySQL and one Redis, as behind a load balancer: a
// session opened on one is valid on the other, a rate limit counts across both, and a catalog
// write on one is visible on the other's very next read. The Redis keys of this test live under
// a prefix of their own (REDIS_URL ?keyPrefix=), removed at the end.

if (process.env.CI === 'true' && !TEST_REDIS_URL)
  throw new Error('CI=true but REDIS_TEST_URL is not set: the two-instance test must run.');

const AUTH_MAX = 6;

/** The one-time code sent to `to`, read from the development delivery the server logged (which may lag a little). */
async function codeFromLog(server: ServerProcess, to: string): Promise<string> {
  for (let waited = 0; waited < 3000; waited += 50) {
    for (const line of server.output().split('\n').reverse()) {
      if (!line.includes('developmentDelivery')) continue;
      let entry: { to?: string; text?: string };
      try {
        entry = JSON.parse(line) as { to?: string; text?: string };
      } catch {
        continue; // a line still being written
      }
      const code = entry.to === to ? /(?<!\d)(\d{6})(?!\d)/.exec(entry.text ?? '')?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no code for ${to} in the log of port ${server.port}`);
}

describe.runIf(TEST_MYSQL_URL && TEST_REDIS_URL)('two instances on one MySQL and one Redis', () => {
  const prefix = `navi-test-${randomBytes(4).toString('hex')}:`;
  let scratch: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const dirs: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase('multi');
    const redisUrl = new URL(TEST_REDIS_URL!);
    redisUrl.searchParams.set('keyPrefix', prefix);
    const env = { DATABASE_URL: scratch.url(), REDIS_URL: redisUrl.toString(), RATE_LIMIT_AUTH_MAX: String(AUTH_MAX) };
    // Started one after the other: both run the migrations, and the second finds them done.
    for (const port of [3544, 3546]) {
      const dir = tempDataDir('multi');
      dirs.push(dir);
      const server = await startServer({ port: await freePort(port), dataDir: dir, env });
      if (!a) a = server;
      else b = server;
    }
  });

  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await scratch?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
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

  it('keeps its keys under its own prefix in Redis', async () => {
    // One write through each instance, then look at what Redis holds.
    const token = await adminLogin(a.baseUrl);
    expect(
      (
        await request(b.baseUrl, {
          method: 'POST',
          path: '/api/updateGold',
          headers: bearerHeader(token),
          body: { price: 6000 },
        })
      ).status,
    ).toBe(200);
    const redis = new Redis(TEST_REDIS_URL!);
    try {
      const keys: string[] = [];
      for await (const batch of redis.scanStream({ match: `${prefix}*`, count: 200 }))
        keys.push(...(batch as string[]));
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it('accepts an admin session opened on one instance on the other, and its end on both', async () => {
    const token = await adminLogin(a.baseUrl);
    const me = await request(b.baseUrl, { path: '/trpc/admin.me', headers: bearerHeader(token) });
    expect(me.status, me.body).toBe(200);
    expect(jsonOf<{ result: { data: { username: string } } }>(me).result.data.username).toBe(FAULT_ADMIN.username);
    expect(
      (await request(b.baseUrl, { method: 'POST', path: '/api/logoutAdmin', headers: bearerHeader(token) })).status,
    ).toBe(200);
    expect((await request(a.baseUrl, { path: '/trpc/admin.me', headers: bearerHeader(token) })).status).toBe(401);
  });

  it('accepts a shopper signed up on one instance, verified on the other, and signed in on either', async () => {
    const n = randomBytes(3).readUIntBE(0, 3) % 1_000_000;
    const shopper = {
      fullname: 'Kavya Two-Instances',
      email: `kavya.${n}@example.in`,
      phone: `98${String(n).padStart(8, '0')}`,
      password: 'two-instances-1',
    };
    const signup = await request(a.baseUrl, { method: 'POST', path: '/api/signup', body: shopper });
    expect(signup.status, signup.body).toBe(201);
    const { userId } = jsonOf<{ userId: string }>(signup);
    const verify = await request(b.baseUrl, {
      method: 'POST',
      path: `/api/verifyUser/${userId}`,
      body: { emailOtp: await codeFromLog(a, shopper.email), phoneOtp: await codeFromLog(a, `+91${shopper.phone}`) },
    });
    expect(verify.status, verify.body).toBe(200);
    const { token, userId: accountId } = jsonOf<{ token: string; userId: string }>(verify);
    const onA = await request(a.baseUrl, { path: '/api/me', headers: bearerHeader(token) });
    expect(jsonOf<{ user: { id: string } | null }>(onA).user?.id).toBe(accountId);

    const login = await request(b.baseUrl, {
      method: 'POST',
      path: '/api/loginUser',
      body: { phoneEmail: shopper.email, password: shopper.password },
    });
    expect(login.status, login.body).toBe(200);
    const second = jsonOf<{ token: string }>(login).token;
    const cartOnA = await request(a.baseUrl, { path: '/api/cart', headers: bearerHeader(second) });
    expect(cartOnA.status, cartOnA.body).toBe(200);
    expect(
      (await request(a.baseUrl, { method: 'POST', path: '/api/logout', headers: bearerHeader(second) })).status,
    ).toBe(200);
    expect((await request(b.baseUrl, { path: '/api/cart', headers: bearerHeader(second) })).status).toBe(401);
  });

  it("shows a catalog write made on one instance on the other's next read", async () => {
    const token = await adminLogin(b.baseUrl);
    const categories = () =>
      request(b.baseUrl, { path: '/api/getCategories' }).then((r) =>
        jsonOf<{ categories: Array<{ name: string }> }>(r).categories.map((c) => c.name),
      );
    const trpcGold = () =>
      request(a.baseUrl, { path: '/trpc/gold.current' }).then(
        (r) => jsonOf<{ result: { data: { price: number } } }>(r).result.data.price,
      );
    for (let round = 0; round < 5; round++) {
      // Warm both caches first, so that a stale cache would be caught.
      await categories();
      await categories();
      await trpcGold();
      const name = `Shared category ${round} ${randomBytes(2).toString('hex')}`;
      const created = await request(a.baseUrl, {
        method: 'POST',
        path: '/api/createCategory',
        headers: bearerHeader(token),
        body: { name },
      });
      expect(created.status, created.body).toBe(201);
      expect(await categories()).toContain(name);

      const price = 6100 + round;
      expect(
        (
          await request(b.baseUrl, {
            method: 'POST',
            path: '/api/updateGold',
            headers: bearerHeader(token),
            body: { price },
          })
        ).status,
      ).toBe(200);
      expect(await trpcGold()).toBe(price);
      expect(jsonOf<{ price: number }>(await request(a.baseUrl, { path: '/api/getGold' })).price).toBe(price);
    }
  });

  it('counts rate-limited attempts across both instances', async () => {
    // Code requests for unknown contacts: answered alike (nothing is sent), and counted per address.
    const ask = (server: ServerProcess, i: number) =>
      request(server.baseUrl, {
        method: 'POST',
        path: '/api/sendOtp',
        body: { phoneEmail: `nobody.${i}.${randomBytes(3).toString('hex')}@example.in` },
      });
    const answers: number[] = [];
    // Alternating instances: counted apart, each would allow AUTH_MAX; counted together, AUTH_MAX in all.
    for (let i = 0; i < AUTH_MAX; i++) answers.push((await ask(i % 2 === 0 ? a : b, i)).status);
    expect(answers).toEqual(Array.from({ length: AUTH_MAX }, () => 200));
    for (const server of [a, b]) {
      const refused = await ask(server, 99);
      expect(refused.status, `port ${server.port}: ${refused.body}`).toBe(429);
      expect(jsonOf<{ message: string }>(refused).message).toBe(AUTH_MESSAGES.tooManyAttempts);
    }
  });
});
