import { expect, it } from 'vitest';
import { GENERAL_MESSAGES } from '@shared/messages';
import { useTestApp, describeEachDatabase } from './helpers/harness';

// Health endpoints for the load balancer: live says the process answers, ready says the database
// does. Neither says anything more (no versions, no addresses), neither is cached, and when the
// database is gone ready and every request that needs it answer 503 with a clear message.

describeEachDatabase('health', (dialect) => {
  const { t } = useTestApp(dialect);

  it('answers live and ready with a bare status while the database is there', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'up' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('reports not ready, and refuses requests with 503, once the database is gone', async () => {
    await t.deps.db.destroy();
    const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'down', database: 'down', message: GENERAL_MESSAGES.databaseUnavailable });
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    for (const url of ['/api/getProducts?q=uncached', '/trpc/catalog.productById?input=%7B%22id%22%3A7%7D']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
      const body = res.json<{ message?: string; error?: { message?: string } }>();
      expect(body.message ?? body.error?.message).toBe(GENERAL_MESSAGES.databaseUnavailable);
    }
  });
});
