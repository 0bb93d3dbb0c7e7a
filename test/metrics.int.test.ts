import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import { bearer, createTestApp, describeEachDatabase, freshDatabase, type TestApp } from './helpers/harness';

const TOKEN = 'metrics-token-for-tests-0123456789';

describeEachDatabase('metrics', (dialect) => {
  let t: TestApp;
  let closed: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { METRICS_TOKEN: TOKEN } });
    closed = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
    await closed.close();
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const res = await closed.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: GENERAL_MESSAGES.notFound });
  });

  it('refuses a missing or wrong bearer', async () => {
    for (const headers of [{}, bearer('metrics-token-for-tests-0123456780'), { authorization: `Basic ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  // Issue 24, finding 16: 1,500 wrong tokens in 7 s were all answered 401.
  it('refuses an address that keeps sending wrong tokens (429, Retry-After), not the scraper elsewhere', async () => {
    const max = 10; // METRICS_AUTH_MAX_FAILURES's default
    const scrape = (token: string, remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(token), remoteAddress });
    const wrong = (i: number) => `wrong-metrics-token-${String(i).padStart(16, '0')}`;
    // The attacker moves within one IPv6 /64: one client.
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) statuses.push((await scrape(wrong(i), `2001:db8:16:1::${i + 1}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(max).fill(401), 429, 429]);
    const refused = await scrape(TOKEN, '2001:db8:16:1:ffff::1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).not.toContain('http_requests_total');
    // The real scraper, at another address (and another /64), is not locked out.
    for (const remoteAddress of ['10.16.0.1', '2001:db8:16:2::1']) {
      const real = await scrape(TOKEN, remoteAddress);
      expect(real.statusCode, remoteAddress).toBe(200);
      expect(real.body).toContain('http_requests_total');
    }
    // Past the window the address may try again.
    t.advance(15 * 60 * 1000 + 1);
    expect((await scrape(TOKEN, '2001:db8:16:1::1')).statusCode).toBe(200);
    expect(t.config.METRICS_AUTH_MAX_FAILURES).toBe(max);
  });

  it('reports requests by route pattern, the pool, the catalogue cache, deliveries and the process', async () => {
    await t.app.inject({ method: 'GET', url: '/api/getCategories' });
    await t.app.inject({ method: 'GET', url: '/api/getCategories' });
    await t.app.inject({ method: 'GET', url: '/api/getProduct/424242' });
    await t.app.inject({ method: 'GET', url: '/no/such/path/with/a/random/tail' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/getCategories",status="200"\} [1-9]/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/getProduct\/:id",status="404"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/getCategories",status="200"\}/,
    );
    // An unknown path is counted under one label, never its own.
    expect(text).not.toContain('random/tail');
    expect(text).toMatch(/catalog_cache_lookups_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/catalog_cache_lookups_total\{result="miss"\} [1-9]/);
    expect(text).toMatch(/db_pool_connections_in_use \d+/);
    expect(text).toMatch(/db_pool_requests_queued \d+/);
    expect(text).toMatch(/deliveries_total\{purpose="code",channel="sms",outcome="failed"\} 0/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
  });
});

describeEachDatabase('database pool counts', (dialect) => {
  it('counts connections lent and requests waiting from our own books (MySQL), a constant (SQLite)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pool-counts-'));
    const { handle, drop } = await freshDatabase(dialect, dir);
    try {
      if (dialect === 'sqlite') {
        expect(handle.poolStats()).toEqual({ inUse: 0, queued: 0, size: 1 });
        return;
      }
      // The harness's pool holds 5: five held connections and one more request fill it.
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const held = Array.from({ length: 5 }, () => handle.db.connection().execute(() => gate));
      const waiting = sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
      await expect.poll(() => handle.poolStats()).toEqual({ inUse: 5, queued: 1, size: 5 });
      open();
      await Promise.all([...held, waiting]);
      await expect.poll(() => handle.poolStats()).toEqual({ inUse: 0, queued: 0, size: 5 });
    } finally {
      await handle.close();
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
