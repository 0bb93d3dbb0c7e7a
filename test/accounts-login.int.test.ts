import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_LIFETIMES_MS, COOKIE_NAMES } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { bearer, createTestApp, describeEachDatabase, ORIGIN, type TestApp, useTestApp } from './helpers/harness';
import { TEST_REDIS_URL } from './helpers/mysql-scratch';
import { startReceivers, type Receivers } from './helpers/receivers';
import { newShopper, registerShopper } from './helpers/shoppers';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

interface Me {
  user: { id: number; fullname: string } | null;
  admin: { username: string } | null;
}

describeEachDatabase('shopper login and sessions', (dialect) => {
  const { t, rx } = useTestApp(dialect, { shoppers: true });

  const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/loginUser', payload, headers });
  const me = async (headers: Record<string, string>) =>
    (await trpcQuery<Me>(t.app, 'auth.me', undefined, headers)).data;

  it('logs in by email and by phone over REST: token in the body, cookies set, a new session each time', async () => {
    const { shopper, userId } = await registerShopper(t, rx);
    for (const phoneEmail of [
      shopper.email,
      shopper.email.toUpperCase(),
      shopper.phone,
      shopper.e164,
      `${shopper.phone.slice(0, 5)} ${shopper.phone.slice(5)}`,
    ]) {
      const res = await login({ phoneEmail, password: shopper.password });
      expect(res.statusCode, `${phoneEmail}: ${res.body}`).toBe(200);
      const body = res.json<{ token: string; user: { id: string } }>();
      expect(body.user).toEqual({ id: userId });
      expect(res.cookies.find((c) => c.name === COOKIE_NAMES.userSession)).toMatchObject({
        value: body.token,
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(res.cookies.find((c) => c.name === 'userId')?.value).toBe(userId);
      expect((await me(bearer(body.token)))?.user?.id).toBe(Number(userId));
    }
    const sessions = await t.deps.db
      .selectFrom('user_sessions')
      .select('id')
      .where('user_id', '=', Number(userId))
      .execute();
    expect(sessions).toHaveLength(6);
  });

  it('logs in over tRPC with the same shape', async () => {
    const { shopper, userId } = await registerShopper(t, rx);
    const res = await trpcMutation<{ token: string; user: { id: number } }>(t.app, 'auth.loginUser', {
      phoneEmail: shopper.phone,
      password: shopper.password,
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.data?.user).toEqual({ id: Number(userId) });
    expect(res.data?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives the same answer for an unknown identifier and a wrong password, and validates the fields', async () => {
    const { shopper } = await registerShopper(t, rx);
    const unknown = await login({ phoneEmail: newShopper().email, password: shopper.password });
    const wrongPassword = await login({ phoneEmail: shopper.email, password: `${shopper.password}x` });
    const unknownPhone = await login({ phoneEmail: newShopper().phone, password: shopper.password });
    for (const res of [unknown, wrongPassword, unknownPhone]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
      expect(res.cookies).toHaveLength(0);
    }
    expect((await login({ phoneEmail: shopper.email })).json()).toEqual({ message: AUTH_MESSAGES.loginFieldsRequired });
    expect((await login({ phoneEmail: '', password: '' })).json()).toEqual({
      message: AUTH_MESSAGES.loginFieldsRequired,
    });
    expect((await login({ phoneEmail: 'not-an-email-or-phone', password: 'whatever1' })).json()).toEqual({
      message: AUTH_MESSAGES.invalidPhoneEmail,
    });
  });

  it('re-validates a token: the same shape for a live session, 401 and cleared cookies otherwise', async () => {
    const { token, userId } = await registerShopper(t, rx);
    const ok = await login({ token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ token, user: { id: userId } });
    const rpc = await trpcMutation<{ token: string; user: { id: number } }>(t.app, 'auth.loginUser', { token });
    expect(rpc.data).toEqual({ token, user: { id: Number(userId) } });

    const bogus = await login({ token: 'A'.repeat(43) });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    expect(bogus.cookies.find((c) => c.name === COOKIE_NAMES.userSession)?.value).toBe('');
    expect((await login({ token: 'short' })).statusCode).toBe(400);
  });

  it('logs out: the session is revoked, the cookies cleared, the token refused afterwards (REST, bearer)', async () => {
    const { token } = await registerShopper(t, rx);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.loggedOut });
    expect(out.cookies.find((c) => c.name === COOKIE_NAMES.userSession)?.value).toBe('');
    expect(out.cookies.find((c) => c.name === 'userId')?.value).toBe('');
    expect((await login({ token })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('logs out with the cookie over tRPC from our own origin; other sessions of the shopper live on', async () => {
    const { token, shopper } = await registerShopper(t, rx);
    const other = (await login({ phoneEmail: shopper.email, password: shopper.password })).json<{ token: string }>();
    const out = await trpcMutation(t.app, 'auth.logout', undefined, { cookie: `token=${token}`, origin: ORIGIN });
    expect(out.status, out.raw.body).toBe(200);
    expect((await me({ cookie: `token=${token}` }))?.user).toBeNull();
    expect((await me(bearer(other.token)))?.user?.fullname).toBe(shopper.fullname);
  });

  it('tells who is signed in: shopper and admin separately, by cookie or bearer, nobody otherwise', async () => {
    const { token, userId, shopper } = await registerShopper(t, rx);
    const adminToken = await t.adminToken();
    expect(await me({})).toEqual({ user: null, admin: null });
    expect(await me({ cookie: `token=${token}` })).toEqual({
      user: { id: Number(userId), fullname: shopper.fullname },
      admin: null,
    });
    expect(await me({ cookie: `token=${token}; adminToken=${adminToken}` })).toEqual({
      user: { id: Number(userId), fullname: shopper.fullname },
      admin: { username: 'curator' },
    });
    expect(await me(bearer(adminToken))).toEqual({ user: null, admin: { username: 'curator' } });
    const rest = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(rest.json()).toEqual({ user: { id: userId, fullname: shopper.fullname }, admin: null });
  });

  it('refuses a cross-site write made with the cookie; accepts our origin, the Referer fallback, bearer', async () => {
    const { token } = await registerShopper(t, rx);
    const productless = { productId: 999_999 };
    const cookie = { cookie: `token=${token}` };
    const crossSite = [
      { ...cookie, origin: 'https://evil.example' },
      { ...cookie, referer: 'https://evil.example/page' },
      { ...cookie, origin: 'null' },
      cookie,
    ];
    for (const headers of crossSite) {
      const rest = await t.app.inject({ method: 'POST', url: '/api/addToCart', payload: productless, headers });
      expect(rest.statusCode, JSON.stringify(headers)).toBe(403);
      expect(rest.json()).toEqual({ message: AUTH_MESSAGES.crossSiteRefused });
      const rpc = await trpcMutation(t.app, 'cart.add', productless, headers);
      expect(rpc.status).toBe(403);
      expect(rpc.error?.message).toBe(AUTH_MESSAGES.crossSiteRefused);
    }
    const logout = await trpcMutation(t.app, 'auth.logout', undefined, { ...cookie, origin: 'https://evil.example' });
    expect(logout.status).toBe(403);
    expect((await me(cookie))?.user).not.toBeNull();

    // Our own origin: PUBLIC_ORIGIN (the harness sets ORIGIN), or the request's own Host.
    const sameOrigin = [
      { ...cookie, origin: ORIGIN },
      { ...cookie, referer: `${ORIGIN}/gold-ring` },
      { ...cookie, host: 'shop.test:8080', origin: 'http://shop.test:8080' },
      { ...cookie, host: 'shop.test', origin: 'https://shop.test' },
    ];
    for (const headers of sameOrigin) {
      const res = await t.app.inject({ method: 'POST', url: '/api/addToCart', payload: productless, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404); // past the check: the product does not exist
    }
    const bearerFromAnywhere = await t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      payload: productless,
      headers: { ...bearer(token), origin: 'https://evil.example' },
    });
    expect(bearerFromAnywhere.statusCode).toBe(404);

    // Reads are not state changes.
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { ...cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('refuses the admin cookie cross-site too', async () => {
    const adminToken = await t.adminToken();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/updateGold',
      payload: { price: 7000 },
      headers: { cookie: `adminToken=${adminToken}`, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.crossSiteRefused });
  });

  // Last: it moves the clock past every session of this app.
  it('refuses sessions older than 5 days, everywhere', async () => {
    const { token } = await registerShopper(t, rx);
    expect((await login({ token })).statusCode).toBe(200);
    t.advance(COOKIE_LIFETIMES_MS.user + 1000);
    expect((await login({ token })).statusCode).toBe(401);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });
    expect(cart.statusCode).toBe(401);
    expect(cart.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    expect((await me(bearer(token)))?.user).toBeNull();
  });
});

describeEachDatabase('rate limits on accounts', (dialect) => {
  const MAX = 3;
  let t: TestApp;
  let rx: Receivers;
  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, {
      env: {
        ...rx.env,
        RATE_LIMIT_AUTH_MAX: String(MAX),
        SIGN_IN_SLOWDOWN_BASE_MS: '5',
        SIGN_IN_SLOWDOWN_MAX_MS: '40',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  const post = (url: string, payload: unknown, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress });

  it('answers 429 with a clear message once an address has used its login attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 1; i++) {
      statuses.push(
        (await post('/api/loginUser', { phoneEmail: newShopper().email, password: 'wrong-password' }, '10.1.0.1'))
          .statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(MAX).fill(401), 429]);
    const blocked = await post(
      '/api/loginUser',
      { phoneEmail: newShopper().email, password: 'wrong-password' },
      '10.1.0.1',
    );
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    // Another address is not affected.
    expect(
      (await post('/api/loginUser', { phoneEmail: newShopper().email, password: 'wrong-password' }, '10.1.0.2'))
        .statusCode,
    ).toBe(401);
  });

  it('counts failures per account and address: spread over addresses they slow it, never lock it out', async () => {
    const { shopper: target } = await registerShopper(t, rx);
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 1; i++) {
      statuses.push(
        (await post('/api/loginUser', { phoneEmail: target.email, password: 'wrong-password' }, `10.2.0.${i + 1}`))
          .statusCode,
      );
    }
    // Each address failed once: none is refused; the account is slowed down, not blocked.
    expect(statuses).toEqual(Array<number>(MAX + 1).fill(401));
    // The owner, from an address that has not failed, gets in with the right password (by phone: the same account).
    const owner = await post('/api/loginUser', { phoneEmail: target.phone, password: target.password }, '10.2.1.1');
    expect(owner.statusCode, owner.body).toBe(200);
    // One address that keeps failing on the account is refused, by email or by phone, on either door.
    const mine: number[] = [];
    for (let i = 0; i < MAX + 1; i++)
      mine.push(
        (
          await post(
            '/api/loginUser',
            { phoneEmail: i % 2 ? target.email : target.phone, password: 'wrong-password' },
            '10.2.0.200',
          )
        ).statusCode,
      );
    expect(mine).toEqual([...Array<number>(MAX).fill(401), 429]);
    const viaRpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.loginUser',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.2.0.200',
      payload: JSON.stringify({ phoneEmail: target.email.toUpperCase(), password: target.password }),
    });
    expect(viaRpc.statusCode).toBe(429);
  });

  it('limits sign-up, verification, code requests and resets as well', async () => {
    const buckets: Array<[string, (i: number) => unknown]> = [
      ['/api/signup', () => ({ ...newShopper(), phone: newShopper().phone })],
      ['/api/verifyUser/AAAAAAAAAAAAAAAAAAAAAA', () => ({ emailOtp: '000000', phoneOtp: '000000' })],
      ['/api/sendOtp', () => ({ phoneEmail: newShopper().email })],
      ['/api/forgetPassword', () => ({ phoneEmail: newShopper().email, otp: '000000', password: 'new-password-1' })],
    ];
    for (const [index, [url, payload]] of buckets.entries()) {
      const address = `10.3.${index}.1`;
      const statuses: number[] = [];
      for (let i = 0; i < MAX + 1; i++) statuses.push((await post(url, payload(i), address)).statusCode);
      expect(statuses.slice(0, MAX), url).not.toContain(429);
      expect(statuses[MAX], url).toBe(429);
    }
  });
});

// With REDIS_URL the counts live in Redis, so that several instances share them. CI sets
// REDIS_TEST_URL; without it (and outside CI) there is no Redis to test against.
if (process.env.CI === 'true' && !TEST_REDIS_URL)
  throw new Error('CI=true but REDIS_TEST_URL is not set: the shared rate limits must be tested.');
if (TEST_REDIS_URL) {
  const redisUrl = TEST_REDIS_URL;
  describe('rate limits shared by two instances through Redis', () => {
    const MAX = 3;
    let redis: Redis;
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      const env = { RATE_LIMIT_AUTH_MAX: String(MAX), REDIS_URL: redisUrl };
      a = await createTestApp('sqlite', { env, build: { redis } });
      b = await createTestApp('sqlite', { env, build: { redis } });
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await redis.quit();
    });

    it('counts attempts on one instance against the other', async () => {
      // One address (fresh: Redis outlives test runs) trying contacts on both instances: its
      // attempts are counted together. (Failures per account live in the shared database.)
      const address = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      const attempt = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/loginUser',
          payload: { phoneEmail: newShopper().email, password: 'wrong-password' },
          remoteAddress: address,
        });
      const statuses = [
        (await attempt(a)).statusCode,
        (await attempt(b)).statusCode,
        (await attempt(a)).statusCode,
        (await attempt(b)).statusCode,
      ];
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await attempt(a)).json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    });
  });
}
