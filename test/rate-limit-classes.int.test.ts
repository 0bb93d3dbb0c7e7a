import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/messages';
import { appProcedureRegistry } from '@server/app-router';
import { checkPolicy, rateLimitOf } from '@server/platform/http/policy';
import { ADMIN_USERNAME, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';

// The rate-limit class is declared with the procedure (`procedure({ ..., rateLimit })`) and read
// from there by the read limit and the attempt limit: platform/ keeps no list of names.

describe('rate-limit classes, declared with each procedure', () => {
  const classOf = (path: string) => {
    const d = appProcedureRegistry.get(path);
    return d && rateLimitOf(d.policy, d.kind === 'query');
  };

  it('makes the sign-in, sign-up, code, reset and appointment calls attempts, and every query a read', () => {
    const attempts = [...appProcedureRegistry.keys()].filter((p) => classOf(p) === 'auth').sort();
    expect(attempts).toEqual([
      'admin.login',
      'admin.loginMfa',
      'auth.forgetPassword',
      'auth.loginUser',
      'auth.sendOtp',
      'auth.signup',
      'auth.verifyUser',
      'shop.bookAppointment',
    ]);
    for (const [path, d] of appProcedureRegistry)
      if (d.kind === 'query') expect([path, classOf(path)]).toEqual([path, 'read']);
  });

  it('refuses to count attempts of a signed-in or cached call', () => {
    expect(() => checkPolicy('p', { auth: 'owner', rateLimit: 'auth' })).toThrow(/counted as an attempt/);
    expect(() => checkPolicy('p', { auth: 'public', cache: 'public', rateLimit: 'auth' })).toThrow(
      /counted as an attempt/,
    );
  });
});

describeEachDatabase('attempts counted in the procedure’s own bucket', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '4' } });
  });
  afterAll(async () => t.close());

  it('counts an admin sign-in on both doors in one bucket, and a shopper sign-in in another', async () => {
    const ip = '10.61.0.1';
    const rest = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/loginAdmin',
        payload: { username: ADMIN_USERNAME, password: 'wrong' },
        remoteAddress: ip,
      });
    const trpc = () =>
      t.app.inject({
        method: 'POST',
        url: '/trpc/admin.login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: ADMIN_USERNAME, password: 'wrong' }),
        remoteAddress: ip,
      });
    const statuses: number[] = [];
    for (const door of [rest, trpc, rest, trpc]) statuses.push((await door()).statusCode);
    const over = await rest();
    expect([...statuses, over.statusCode]).toEqual([401, 401, 401, 401, 429]);
    expect(over.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    // The shopper's sign-in is another procedure: another bucket, still open to this address.
    const shopper = await t.app.inject({
      method: 'POST',
      url: '/api/loginUser',
      payload: { phoneEmail: 'nobody@example.com', password: 'wrong-password' },
      remoteAddress: ip,
    });
    expect(shopper.statusCode).toBe(401);
  });
});
