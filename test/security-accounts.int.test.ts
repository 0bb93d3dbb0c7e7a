import { expect, it } from 'vitest';
import { COOKIE_NAMES, OTP } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { ADMIN_PASSWORD, ADMIN_USERNAME, bearer, useTestApp, describeEachDatabase, ORIGIN } from './helpers/harness';
import { newShopper, registerShopper, restSignup, type ShopperDetails } from './helpers/shoppers';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';
import { createCategory } from './helpers/catalog-fixtures';
import { WISHLIST_LIMIT } from '@shared/wishlist';

// Issue 24, the accounts findings: each test failed on main before its fix.

interface Me {
  user: { id: number; fullname: string } | null;
  admin: { username: string } | null;
}

describeEachDatabase('accounts hardening (issue 24)', (dialect) => {
  const { t, rx } = useTestApp(dialect, { shoppers: true });

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

  // Finding 7: the wishlist limit holds under concurrent adds and merges (it was passed on MySQL).
  it('keeps the wishlist at WISHLIST_LIMIT under 21 parallel adds and parallel merges', async () => {
    const categoryId = await createCategory(t, 'Wishlist race');
    // Rows written directly: the race is in the wishlist, not in product creation.
    const ids: number[] = [];
    for (let i = 0; i < WISHLIST_LIMIT + 16; i++) {
      const row = await t.deps.db
        .insertInto('products')
        .values({
          name: `Race piece ${i}`,
          name_key: `race piece ${i}`,
          description: 'A piece to save.',
          category_id: Number(categoryId),
          image_key: null,
          created_at: 1,
          updated_at: 1,
        })
        .executeTakeFirstOrThrow();
      ids.push(Number(row.insertId));
    }
    const count = async (token: string) =>
      (await trpcQuery<{ productIds: number[] }>(t.app, 'wishlist.ids', undefined, bearer(token))).data?.productIds
        .length;

    const adder = await registerShopper(t, rx);
    const first = await trpcMutation(
      t.app,
      'wishlist.merge',
      { productIds: ids.slice(0, WISHLIST_LIMIT - 5) },
      bearer(adder.token),
    );
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    const adds = await Promise.all(
      ids
        .slice(WISHLIST_LIMIT - 5)
        .map((productId) => trpcMutation(t.app, 'wishlist.add', { productId }, bearer(adder.token))),
    );
    expect(adds.every((a) => a.status === 200 || a.status === 400)).toBe(true);
    expect(adds.filter((a) => a.status === 200)).toHaveLength(5);
    expect(await count(adder.token)).toBe(WISHLIST_LIMIT);

    const merger = await registerShopper(t, rx);
    await trpcMutation(t.app, 'wishlist.merge', { productIds: ids.slice(0, WISHLIST_LIMIT - 5) }, bearer(merger.token));
    const rest = ids.slice(WISHLIST_LIMIT - 5);
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((k) =>
        trpcMutation(t.app, 'wishlist.merge', { productIds: rest.slice(k * 3, k * 3 + 5) }, bearer(merger.token)),
      ),
    );
    expect(await count(merger.token)).toBe(WISHLIST_LIMIT);
  });

  const SIGNUP_ID = /^[A-Za-z0-9_-]{22}$/;
  const wrong = (code: string) => String((Number(code) + 1) % 10 ** OTP.length).padStart(OTP.length, '0');
  const signupFrom = async (s: ShopperDetails, remoteAddress?: string) => {
    const res = await restSignup(t, s, remoteAddress);
    return { status: res.statusCode, body: res.json<{ userId?: string; message?: string }>() };
  };
  const verifyFrom = (userId: string, emailOtp: string, phoneOtp: string, remoteAddress = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: `/api/verifyUser/${userId}`, payload: { emailOtp, phoneOtp }, remoteAddress });
  const userCount = async () => (await t.deps.db.selectFrom('users').select('id').execute()).length;

  // Finding 2: sign-up ids are opaque and random; a known contact gets the same answer and creates nothing.
  it('answers every sign-up an opaque random id, a registered contact too, and creates nothing for it', async () => {
    const registered = await registerShopper(t, rx);
    t.advance(OTP.resendIntervalMs);
    const rowIds = (await t.deps.db.selectFrom('users').select('id').execute()).map((r) => String(r.id));
    const before = await userCount();

    const nextShopper = newShopper();
    const fresh = await signupFrom(newShopper());
    const known = await signupFrom({ ...newShopper(), email: registered.shopper.email });
    const next = await signupFrom(nextShopper);
    for (const answer of [fresh, known, next]) {
      expect(answer.status).toBe(201);
      // The id and the wait before new codes, the same wait for every contact: nothing to tell apart.
      expect(Object.keys(answer.body).sort()).toEqual(['resendInSeconds', 'userId']);
      expect(answer.body).toMatchObject({ resendInSeconds: OTP.resendIntervalMs / 1000 });
      expect(answer.body.userId).toMatch(SIGNUP_ID);
      expect(rowIds).not.toContain(answer.body.userId);
    }
    expect(new Set([fresh.body.userId, known.body.userId, next.body.userId]).size).toBe(3);
    expect(await userCount()).toBe(before + 2);

    // The once-a-minute rule holds for a registered contact as for a fresh one.
    const freshAgain = await signupFrom({ ...newShopper(), email: nextShopper.email });
    expect(freshAgain).toEqual({ status: 429, body: { message: AUTH_MESSAGES.otpResendTooSoon } });
    const knownAgain = await signupFrom({ ...newShopper(), email: registered.shopper.email });
    expect(knownAgain).toEqual(freshAgain);
  });

  // Finding 2: one answer for every failed verification.
  it('answers an unknown id, a wrong code and a verified sign-up with the same status and message', async () => {
    const done = newShopper();
    const doneId = (await signupFrom(done)).body.userId ?? '';
    const doneCodes = [await rx.emailCode(done.email), await rx.smsCode(done.e164)] as const;
    expect((await verifyFrom(doneId, ...doneCodes)).statusCode).toBe(200);
    const pending = newShopper();
    const pendingId = (await signupFrom(pending)).body.userId ?? '';
    const emailOtp = await rx.emailCode(pending.email);
    const phoneOtp = await rx.smsCode(pending.e164);

    const answers = [
      await verifyFrom('AAAAAAAAAAAAAAAAAAAAAA', emailOtp, phoneOtp),
      await verifyFrom(pendingId, wrong(emailOtp), phoneOtp),
      await verifyFrom(pendingId, emailOtp, wrong(phoneOtp)),
      await verifyFrom(doneId, ...doneCodes),
    ].map((r) => ({ status: r.statusCode, body: r.json<unknown>() }));
    for (const answer of answers)
      expect(answer).toEqual({ status: 401, body: { message: AUTH_MESSAGES.otpVerificationFailed } });
    expect((await verifyFrom(pendingId, emailOtp, phoneOtp)).statusCode).toBe(200);
  });

  // Finding 3: wrong verifications count per sign-up and client address.
  it("lets nobody use up the owner's tries: five addresses fail five times each, the owner verifies", async () => {
    const s = newShopper();
    const userId = (await signupFrom(s, '198.51.100.7')).body.userId ?? '';
    const emailOtp = await rx.emailCode(s.email);
    const phoneOtp = await rx.smsCode(s.e164);
    for (let a = 1; a <= 5; a++) {
      const statuses: number[] = [];
      for (let i = 0; i <= OTP.maxAttempts; i++)
        statuses.push((await verifyFrom(userId, wrong(emailOtp), wrong(phoneOtp), `203.0.113.${a}`)).statusCode);
      // Each address is refused after its own tries, the right codes included.
      expect(statuses).toEqual([...new Array<number>(OTP.maxAttempts).fill(401), 429]);
      expect((await verifyFrom(userId, emailOtp, phoneOtp, `203.0.113.${a}`)).statusCode).toBe(429);
    }
    const owner = await verifyFrom(userId, emailOtp, phoneOtp);
    expect(owner.statusCode, owner.body).toBe(200);
  });
});
