import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { OTP } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { hashToken } from '@server/platform/crypto/tokens';
import { bearer, useTestApp, describeEachDatabase } from './helpers/harness';
import { newShopper, registerShopper, restSignup, type ShopperDetails } from './helpers/shoppers';
import { callProcedure, fillParams, listApiRoutes, listProcedures } from './helpers/surface';

// Known failures: a one-time code returned in a response or readable from an endpoint; a
// password, a password hash or a code inside a token, a response or the user list; a code that
// never expires or survives its use.

describeEachDatabase('secrets never leave the server', (dialect) => {
  /** Every answer the server gave in this file: status line, headers and body. */
  const answers: Array<{ where: string; text: string }> = [];

  const { t, rx } = useTestApp(dialect, { shoppers: true });

  async function call(where: string, options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await t.app.inject(options);
    answers.push({ where, text: `${res.statusCode}\n${JSON.stringify(res.headers)}\n${res.body}` });
    return res;
  }

  const digitsOnly = (code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`);

  /** Every secret the database holds right now: password hashes, code hashes and session token hashes. */
  async function storedSecrets(): Promise<string[]> {
    const users = await t.deps.db.selectFrom('users').select('password_hash').execute();
    const admins = await t.deps.db.selectFrom('admins').select('password_hash').execute();
    const codes = await t.deps.db.selectFrom('one_time_codes').select('code_hash').execute();
    const sessions = await t.deps.db.selectFrom('user_sessions').select('token_hash').execute();
    const adminSessions = await t.deps.db.selectFrom('admin_sessions').select('token_hash').execute();
    return [
      ...users.map((r) => r.password_hash),
      ...admins.map((r) => r.password_hash),
      ...codes.map((r) => r.code_hash),
      ...sessions.map((r) => r.token_hash),
      ...adminSessions.map((r) => r.token_hash),
    ];
  }

  /**
   * Reads everything that can be read: every query procedure and every GET route, as nobody, a
   * shopper and the admin.
   */
  async function readEverything(shopperToken: string) {
    const who = { nobody: {}, shopper: bearer(shopperToken), admin: bearer(await t.adminToken()) };
    for (const [name, headers] of Object.entries(who)) {
      for (const p of listProcedures().filter((x) => x.kind === 'query')) {
        const res = await callProcedure(t.app, p, { page: 1, id: 1, type: 'goldRings', categoryId: 1 }, headers);
        answers.push({
          where: `${name} ${p.path}`,
          text: `${res.statusCode}\n${JSON.stringify(res.headers)}\n${res.body}`,
        });
        const bare = await callProcedure(t.app, p, undefined, headers);
        answers.push({ where: `${name} ${p.path} (no input)`, text: bare.body });
      }
      for (const r of listApiRoutes(t.app).filter((x) => x.method === 'GET')) {
        await call(`${name} GET ${r.url}`, { method: 'GET', url: fillParams(r.url, '1'), headers });
      }
      await call(`${name} revalidate`, {
        method: 'POST',
        url: '/api/loginUser',
        payload: { token: shopperToken },
        headers,
      });
    }
  }

  it('never answers with a code, a password, a hash or a stored token, whatever is asked', async () => {
    // A verified shopper, a second one half-way through sign-up (codes live), and a reset in progress.
    const { token, shopper } = await registerShopper(t, rx);
    const pending = newShopper();
    expect(
      (
        await call('signup', {
          method: 'POST',
          url: '/api/signup',
          payload: {
            fullname: pending.fullname,
            phone: pending.phone,
            email: pending.email,
            password: pending.password,
          },
        })
      ).statusCode,
    ).toBe(201);
    const sent = await call('sendOtp', { method: 'POST', url: '/api/sendOtp', payload: { phoneEmail: shopper.email } });
    expect(sent.statusCode, sent.body).toBe(200);
    const liveCodes = [
      await rx.emailCode(pending.email),
      await rx.smsCode(pending.e164),
      await rx.emailCode(shopper.email),
    ];

    await readEverything(token);
    const loggedIn = await call('login', {
      method: 'POST',
      url: '/api/loginUser',
      payload: { phoneEmail: shopper.email, password: shopper.password },
    });
    expect(loggedIn.statusCode).toBe(200);

    const secrets = await storedSecrets();
    expect(secrets.length).toBeGreaterThan(5);
    expect(answers.length).toBeGreaterThan(50);
    for (const a of answers) {
      for (const code of liveCodes) expect(a.text, `${a.where} shows a code`).not.toMatch(digitsOnly(code));
      for (const secret of secrets) expect(a.text.includes(secret), `${a.where} shows a stored hash`).toBe(false);
      for (const password of [shopper.password, pending.password, 'correct horse battery staple'])
        expect(a.text.includes(password), `${a.where} shows a password`).toBe(false);
      expect(a.text, a.where).not.toMatch(/scrypt\$|password_?hash|code_?hash|token_?hash/i);
    }
  });

  it('issues opaque random tokens: no JWT, nothing about the account inside, only a hash stored', async () => {
    const s = newShopper();
    const { token, userId } = await registerShopper(t, rx, s);
    const again = await call('login', {
      method: 'POST',
      url: '/api/loginUser',
      payload: { phoneEmail: s.phone, password: s.password },
    });
    const second = again.json<{ token: string }>().token;
    const admin = await t.adminToken();
    for (const tok of [token, second, admin]) {
      expect(tok).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url: no dots, so no JWT
      const decoded = Buffer.from(tok, 'base64url').toString('latin1');
      for (const needle of [s.password, s.email, s.phone, s.fullname, `"${userId}"`, 'curator', '{"'])
        expect(decoded.includes(needle), needle).toBe(false);
    }
    expect(second).not.toBe(token);
    const stored = await t.deps.db
      .selectFrom('user_sessions')
      .select('token_hash')
      .where('user_id', '=', Number(userId))
      .execute();
    expect(stored.map((r) => r.token_hash).sort()).toEqual([hashToken(token), hashToken(second)].sort());
  });

  it('lists users without any password, hash or code, on REST and tRPC', async () => {
    const { shopper } = await registerShopper(t, rx);
    const rest = await call('getAllUser', {
      method: 'GET',
      url: `/api/getAllUser?page=1&q=${encodeURIComponent(shopper.email)}`,
      headers: bearer(await t.adminToken()),
    });
    expect(rest.statusCode, rest.body).toBe(200);
    const users = rest.json<{ users: Array<Record<string, unknown>> }>().users;
    expect(users).toHaveLength(1);
    expect(Object.keys(users[0]!).sort()).toEqual(['_id', 'email', 'fullname', 'joinedAt', 'phone', 'verified']);
    const trpc = await callProcedure(
      t.app,
      { path: 'admin.users', kind: 'query' },
      { page: 1 },
      bearer(await t.adminToken()),
    );
    const trpcUsers = trpc.json<{ result: { data: { users: Array<Record<string, unknown>> } } }>().result.data.users;
    expect(trpcUsers.length).toBeGreaterThan(0);
    for (const u of trpcUsers)
      expect(Object.keys(u).sort()).toEqual(['email', 'fullname', 'id', 'joinedAt', 'phone', 'verified']);
    const secrets = await storedSecrets();
    for (const body of [rest.body, trpc.body]) {
      expect(body.includes(shopper.password)).toBe(false);
      for (const secret of secrets) expect(body.includes(secret)).toBe(false);
    }
  });

  it('lets a sign-up code expire after its lifetime and die once used', async () => {
    const verify = async (userId: string, s: ShopperDetails) =>
      call('verify', {
        method: 'POST',
        url: `/api/verifyUser/${userId}`,
        payload: { emailOtp: await rx.emailCode(s.email), phoneOtp: await rx.smsCode(s.e164) },
      });

    const late = newShopper();
    const lateId = (await restSignup(t, late)).json<{ userId: string }>().userId;
    t.advance(OTP.ttlMs + 1000);
    const expired = await verify(lateId, late);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: AUTH_MESSAGES.otpVerificationFailed });

    const s = newShopper();
    const userId = (await restSignup(t, s)).json<{ userId: string }>().userId;
    expect((await verify(userId, s)).statusCode).toBe(200);
    const reused = await verify(userId, s);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: AUTH_MESSAGES.otpVerificationFailed });
  });

  it('lets a reset code expire after its lifetime and die once used', async () => {
    const { shopper } = await registerShopper(t, rx);
    const reset = (code: string, password: string) =>
      call('reset', {
        method: 'POST',
        url: '/api/forgetPassword',
        payload: { phoneEmail: shopper.email, otp: code, password },
      });

    await call('sendOtp', { method: 'POST', url: '/api/sendOtp', payload: { phoneEmail: shopper.email } });
    const code = await rx.emailCode(shopper.email);
    expect((await reset(code, 'first-new-password')).statusCode).toBe(200);
    const reused = await reset(code, 'second-new-password');
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: AUTH_MESSAGES.otpExpired });

    t.advance(OTP.resendIntervalMs);
    await call('sendOtp', { method: 'POST', url: '/api/sendOtp', payload: { phoneEmail: shopper.email } });
    const later = await rx.emailCode(shopper.email);
    t.advance(OTP.ttlMs + 1000);
    const expired = await reset(later, 'third-new-password');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: AUTH_MESSAGES.otpExpired });
    const login = await call('login', {
      method: 'POST',
      url: '/api/loginUser',
      payload: { phoneEmail: shopper.email, password: 'first-new-password' },
    });
    expect(login.statusCode).toBe(200);
  });
});
