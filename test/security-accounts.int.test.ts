import { afterAll, beforeAll, expect, it } from 'vitest';
import { COOKIE_NAMES } from '@shared/constants';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  bearer,
  createTestApp,
  describeEachDatabase,
  ORIGIN,
  type TestApp,
} from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { registerShopper } from './helpers/shoppers';
import { trpcQuery } from './helpers/trpc-http';

// Issue 24, the accounts findings: each test failed on main before its fix.

interface Me {
  user: { id: number; fullname: string } | null;
  admin: { username: string } | null;
}

describeEachDatabase('accounts hardening (issue 24)', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  const me = async (headers: Record<string, string>) =>
    (await trpcQuery<Me>(t.app, 'auth.me', undefined, headers)).data;

  // Finding 15: signing in again ends the session the request carried (rotation).
  it('a shopper signing in again ends the session the request carried, by cookie or bearer', async () => {
    const { shopper, token: first } = await registerShopper(t, rx);
    const credentials = { phoneEmail: shopper.email, password: shopper.password };
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/api/loginUser',
      payload: credentials,
      headers: { origin: ORIGIN },
      cookies: { [COOKIE_NAMES.userSession]: first },
    });
    expect(byCookie.statusCode, byCookie.body).toBe(200);
    const second = byCookie.json<{ token: string }>().token;
    expect(second).not.toBe(first);
    expect((await me(bearer(first)))?.user).toBeNull();
    expect((await me(bearer(second)))?.user).not.toBeNull();

    const byBearer = await t.app.inject({
      method: 'POST',
      url: '/api/loginUser',
      payload: credentials,
      headers: bearer(second),
    });
    expect(byBearer.statusCode, byBearer.body).toBe(200);
    const third = byBearer.json<{ token: string }>().token;
    expect((await me(bearer(second)))?.user).toBeNull();
    expect((await me(bearer(third)))?.user).not.toBeNull();
  });

  it('an admin signing in again ends the admin session the request carried', async () => {
    const signIn = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/loginAdmin',
        payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
        headers: { origin: ORIGIN, ...headers },
        cookies,
      });
    const first = (await signIn({})).json<{ token: string }>().token;
    const res = await signIn(bearer(first));
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<{ token: string }>().token;
    expect((await me(bearer(first)))?.admin).toBeNull();
    expect((await me(bearer(second)))?.admin).not.toBeNull();
    const third = (await signIn({}, { [COOKIE_NAMES.adminSession]: second })).json<{ token: string }>().token;
    expect((await me(bearer(second)))?.admin).toBeNull();
    expect((await me(bearer(third)))?.admin).not.toBeNull();
  });
});
