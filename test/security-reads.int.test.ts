import { afterAll, beforeAll, expect, it } from 'vitest';
import { SECURITY_MESSAGES } from '@shared/messages/security';
import { createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';

// Issue 24, the public reads: every read counts against the read limit (finding 12).

describeEachDatabase('public reads (issue 24)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_READ_RATE_MAX: '12' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts every call of a tRPC batch against the public read limit', async () => {
    const batch = (n: number) =>
      t.app.inject({
        method: 'GET',
        url: `/trpc/${Array.from({ length: n }, () => 'catalog.listCategories').join(',')}?batch=1&input=%7B%7D`,
        remoteAddress: '10.82.0.1',
      });
    expect((await batch(5)).statusCode).toBe(200);
    expect((await batch(5)).statusCode).toBe(200);
    // 10 reads so far: a batch of 5 more passes the limit of 12.
    const over = await batch(5);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: SECURITY_MESSAGES.tooManyReads });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/getCategories', remoteAddress: '10.82.0.2' })).statusCode,
    ).toBe(200);
  });

  it('counts POST /api/getSelectionByTypeCatagory against the public read limit', async () => {
    const list = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/getSelectionByTypeCatagory',
        payload: { type: 'goldRings', page: 1 },
        remoteAddress: '10.82.0.3',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await list()).statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(statuses.slice(12)).toEqual([429, 429]);
  });
});
