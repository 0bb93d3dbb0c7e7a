import { afterAll, beforeAll, expect, it } from 'vitest';
import { COOKIE_LIFETIMES_MS, COOKIE_NAMES, OTP } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { SECURITY_MESSAGES, SIGNUP_NOTICE } from '@shared/messages/security';
import { hashToken } from '@server/platform/crypto/tokens';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { accountIdOf, newShopper, registerShopper, restSignup, type ShopperDetails } from './helpers/shoppers';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

describeEachDatabase('shopper sign-up and verification', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, {
      env: { ...rx.env, SMS_WEBHOOK_TOKEN: 'sms-provider-secret', RATE_LIMIT_AUTH_MAX: '1000' },
    });
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  const verify = (userId: string, emailOtp: unknown, phoneOtp: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/verifyUser/${userId}`, payload: { emailOtp, phoneOtp } });

  async function startSignup(s: ShopperDetails = newShopper()) {
    const res = await restSignup(t, s);
    expect(res.statusCode, res.body).toBe(201);
    return { s, userId: res.json<{ userId: string }>().userId };
  }

  /** A 6-digit code different from `code`. */
  const wrong = (code: string) => String((Number(code) + 1) % 10 ** OTP.length).padStart(OTP.length, '0');

  it('signs up over REST: answers the id only, sends a code by email, one by SMS (bearer to provider)', async () => {
    const s = newShopper();
    await rx.settle();
    const before = { emails: rx.emails.length, sms: rx.sms.length };
    const res = await restSignup(t, s);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<Record<string, unknown>>();
    // The reference and the wait before new codes (the same for every contact): nothing else.
    expect(Object.keys(body)).toEqual(['userId', 'resendInSeconds']);
    expect(body.userId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(res.cookies).toHaveLength(0);
    const accountId = await accountIdOf(t, s.email);

    await rx.settle();
    expect(rx.emails.length).toBe(before.emails + 1);
    await rx.settle();
    expect(rx.sms.length).toBe(before.sms + 1);
    const mail = rx.emails.at(-1);
    expect(mail?.to).toEqual([s.email]);
    expect(mail?.from).toBe('no-reply@navijewels.in');
    const text = rx.sms.at(-1);
    expect(text).toMatchObject({
      to: s.e164,
      authorization: 'Bearer sms-provider-secret',
      contentType: 'application/json',
    });
    const emailCode = await rx.emailCode(s.email);
    const smsCode = await rx.smsCode(s.e164);
    expect(emailCode).toMatch(/^\d{6}$/);
    expect(smsCode).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(emailCode);
    expect(res.body).not.toContain(smsCode);

    // Stored only as hashes, and the account waits unverified.
    const codes = await t.deps.db
      .selectFrom('one_time_codes')
      .select(['code_hash', 'channel', 'contact'])
      .where('user_id', '=', accountId)
      .execute();
    expect(codes.map((c) => c.channel).sort()).toEqual(['email', 'sms']);
    for (const c of codes) {
      expect(c.code_hash).not.toContain(emailCode);
      expect(c.code_hash).not.toContain(smsCode);
    }
    const user = await t.deps.db
      .selectFrom('users')
      .select(['verified_at', 'password_hash', 'phone', 'email'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(user.verified_at).toBeNull();
    expect(user.phone).toBe(s.e164);
    expect(user.password_hash).not.toContain(s.password);
  });

  it('verifies both codes over REST: token and userId in body and cookies (token HttpOnly), hash stored', async () => {
    const { s, userId } = await startSignup();
    const res = await verify(userId, await rx.emailCode(s.email), await rx.smsCode(s.e164));
    expect(res.statusCode, res.body).toBe(200);
    const { token, userId: verifiedId } = res.json<{ token: string; userId: string }>();
    // The account's id, no longer the sign-up's reference.
    expect(verifiedId).toBe(String(await accountIdOf(t, s.email)));
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const tokenCookie = res.cookies.find((c) => c.name === COOKIE_NAMES.userSession);
    const idCookie = res.cookies.find((c) => c.name === 'userId');
    expect(tokenCookie).toMatchObject({
      value: token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: COOKIE_LIFETIMES_MS.user / 1000,
    });
    expect(tokenCookie?.secure).toBeFalsy();
    expect(idCookie).toMatchObject({ value: verifiedId, sameSite: 'Lax', path: '/' });
    expect(idCookie?.httpOnly).toBeFalsy();

    const sessions = await t.deps.db
      .selectFrom('user_sessions')
      .select(['token_hash', 'expires_at', 'created_at'])
      .where('user_id', '=', Number(verifiedId))
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).toBe(hashToken(token));
    expect(Number(sessions[0]?.expires_at) - Number(sessions[0]?.created_at)).toBe(COOKIE_LIFETIMES_MS.user);

    const me = await trpcQuery<{ user: { id: number; fullname: string } | null }>(
      t.app,
      'auth.me',
      undefined,
      bearer(token),
    );
    expect(me.data?.user).toEqual({ id: Number(verifiedId), fullname: s.fullname });
  });

  it('signs up and verifies over tRPC too, taking +91 and spaces in the phone and any case in the email', async () => {
    const s = newShopper();
    const typedPhone = `+91 ${s.phone.slice(0, 5)} ${s.phone.slice(5)}`;
    const signup = await trpcMutation<{ userId: string }>(t.app, 'auth.signup', {
      fullname: s.fullname,
      phone: typedPhone,
      email: s.email.toUpperCase(),
      password: s.password,
    });
    expect(signup.status, signup.raw.body).toBe(200);
    expect(Object.keys(signup.data ?? {})).toEqual(['userId', 'resendInSeconds']);
    const userId = signup.data?.userId ?? '';
    const verified = await trpcMutation<{ token: string; userId: number }>(t.app, 'auth.verifyUser', {
      userId,
      emailOtp: await rx.emailCode(s.email),
      phoneOtp: ` ${(await rx.smsCode(s.e164)).slice(0, 3)} ${(await rx.smsCode(s.e164)).slice(3)} `,
    });
    expect(verified.status, verified.raw.body).toBe(200);
    expect(verified.data?.userId).toBe(await accountIdOf(t, s.email));
    expect(verified.raw.cookies.find((c) => c.name === COOKIE_NAMES.userSession)?.value).toBe(verified.data?.token);
  });

  it('validates every field with the messages of the specification', async () => {
    const s = newShopper();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, AUTH_MESSAGES.signupFieldsRequired],
      [{ fullname: ' ', phone: s.phone, email: s.email, password: s.password }, AUTH_MESSAGES.signupFieldsRequired],
      [{ fullname: s.fullname, phone: s.phone, email: '', password: s.password }, AUTH_MESSAGES.signupFieldsRequired],
      [{ fullname: s.fullname, phone: '12345', email: s.email, password: s.password }, AUTH_MESSAGES.invalidPhone],
      [{ fullname: s.fullname, phone: '5123456789', email: s.email, password: s.password }, AUTH_MESSAGES.invalidPhone],
      [
        { fullname: s.fullname, phone: s.phone, email: 'asha.example.in', password: s.password },
        AUTH_MESSAGES.invalidEmail,
      ],
      [{ fullname: s.fullname, phone: s.phone, email: s.email, password: 'short' }, AUTH_MESSAGES.passwordTooShort],
      [
        { fullname: s.fullname, phone: s.phone, email: s.email, password: 'x'.repeat(129) },
        AUTH_MESSAGES.passwordTooLong,
      ],
      [
        { fullname: 'x'.repeat(121), phone: s.phone, email: s.email, password: s.password },
        AUTH_MESSAGES.fullnameTooLong,
      ],
    ];
    await rx.settle();
    const sent = rx.emails.length + rx.sms.length;
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/signup', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
      const rpc = await trpcMutation(t.app, 'auth.signup', payload);
      expect(rpc.status).toBe(400);
      expect(rpc.error?.message).toBe(message);
    }
    await rx.settle();
    expect(rx.emails.length + rx.sms.length).toBe(sent);

    const someId = 'AAAAAAAAAAAAAAAAAAAAAA';
    const missing = await verify(someId, '', '123456');
    expect(missing.json()).toEqual({ message: AUTH_MESSAGES.otpBothRequired });
    const malformed = await verify(someId, '12a456', '123456');
    expect(malformed.json()).toEqual({ message: AUTH_MESSAGES.otpFormat });
    // A row id is not a sign-up reference.
    const rowId = await verify('1', '123456', '123456');
    expect(rowId.statusCode).toBe(400);
    expect(rowId.json()).toEqual({ message: AUTH_MESSAGES.otpVerificationFailed });
  });

  it('refuses a wrong code, counting it for this sign-up and address, then takes the right codes', async () => {
    const { s, userId } = await startSignup();
    const emailCode = await rx.emailCode(s.email);
    const smsCode = await rx.smsCode(s.e164);
    const bad = await verify(userId, emailCode, wrong(smsCode));
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: AUTH_MESSAGES.otpVerificationFailed });
    expect(bad.cookies).toHaveLength(0);
    const tries = await t.deps.db
      .selectFrom('sign_in_failures')
      .select(['client_key', 'failures'])
      .where('account_key', '=', `signup:${userId}`)
      .execute();
    expect(tries.map((r) => ({ client: r.client_key, failures: Number(r.failures) }))).toEqual([
      { client: '127.0.0.1', failures: 1 },
    ]);

    const good = await verify(userId, emailCode, smsCode);
    expect(good.statusCode, good.body).toBe(200);
  });

  it('refuses reused codes: once verified, the same codes open nothing', async () => {
    const { s, userId } = await startSignup();
    const codes = [await rx.emailCode(s.email), await rx.smsCode(s.e164)] as const;
    expect((await verify(userId, ...codes)).statusCode).toBe(200);
    const again = await verify(userId, ...codes);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.otpVerificationFailed });
    const sessions = await t.deps.db
      .selectFrom('user_sessions')
      .select('id')
      .where('user_id', '=', await accountIdOf(t, s.email))
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('refuses expired codes after 10 minutes', async () => {
    const { s, userId } = await startSignup();
    t.advance(OTP.ttlMs + 1000);
    const res = await verify(userId, await rx.emailCode(s.email), await rx.smsCode(s.e164));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpVerificationFailed });
  });

  it('refuses an address after 5 wrong tries, the right codes too; the codes still work from elsewhere', async () => {
    const { s, userId } = await startSignup();
    const emailCode = await rx.emailCode(s.email);
    const smsCode = await rx.smsCode(s.e164);
    for (let i = 1; i <= OTP.maxAttempts; i++) {
      const res = await verify(userId, emailCode, wrong(smsCode));
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpVerificationFailed });
    }
    const refused = await verify(userId, emailCode, smsCode);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });

    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/verifyUser/${userId}`,
      payload: { emailOtp: emailCode, phoneOtp: smsCode },
      remoteAddress: '198.51.100.20',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('sends new codes at most once a minute per contact', async () => {
    const { s } = await startSignup();
    await rx.settle();
    const sent = rx.emails.length + rx.sms.length;
    const tooSoon = await restSignup(t, s);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ message: AUTH_MESSAGES.otpResendTooSoon });
    // The same phone with another email is the same contact.
    const samePhone = await restSignup(t, { ...newShopper(), phone: s.phone, e164: s.e164 });
    expect(samePhone.json()).toEqual({ message: AUTH_MESSAGES.otpResendTooSoon });
    await rx.settle();
    expect(rx.emails.length + rx.sms.length).toBe(sent);
    t.advance(OTP.resendIntervalMs);
    expect((await restSignup(t, s)).statusCode).toBe(201);
  });

  it('replaces a pending sign-up: the old codes die, the new details and codes count', async () => {
    const { s, userId: firstId } = await startSignup();
    const oldCodes = [await rx.emailCode(s.email), await rx.smsCode(s.e164)] as const;
    t.advance(OTP.resendIntervalMs);
    const renamed = { ...s, fullname: 'Asha P. Patil', password: 'a-new-password-77' };
    const second = await restSignup(t, renamed);
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json<{ userId: string }>().userId;

    const rows = await t.deps.db.selectFrom('users').select(['id', 'fullname']).where('email', '=', s.email).execute();
    expect(rows).toEqual([{ id: await accountIdOf(t, s.email), fullname: 'Asha P. Patil' }]);
    expect(secondId).not.toBe(firstId);
    const stale = await verify(firstId, ...oldCodes);
    expect(stale.statusCode).toBe(401);
    const ok = await verify(secondId, await rx.emailCode(s.email), await rx.smsCode(s.e164));
    expect(ok.statusCode, ok.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/loginUser',
      payload: { phoneEmail: s.email, password: 'a-new-password-77' },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('answers a sign-up with a verified account contact as a fresh one: no second account, holder told', async () => {
    const { shopper } = await registerShopper(t, rx);
    t.advance(OTP.resendIntervalMs);
    const usersBefore = await t.deps.db.selectFrom('users').select('id').execute();
    const fresh = await restSignup(t, newShopper());
    t.advance(OTP.resendIntervalMs);
    await rx.settle();
    const noticesBefore = rx.emails.filter(
      (m) => m.to.includes(shopper.email) && m.subject === SIGNUP_NOTICE.subject,
    ).length;
    for (const details of [
      { ...newShopper(), email: shopper.email },
      { ...newShopper(), phone: shopper.phone },
    ]) {
      const res = await restSignup(t, details);
      expect(res.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(res.json<object>())).toEqual(Object.keys(fresh.json<object>()));
      expect(res.json<{ userId: string }>().userId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      t.advance(OTP.resendIntervalMs);
    }
    await rx.settle();
    // One new account (the fresh one), none for the two attempts on the verified contact.
    expect(await t.deps.db.selectFrom('users').select('id').execute()).toHaveLength(usersBefore.length + 1);
    const notices = rx.emails.filter((m) => m.to.includes(shopper.email) && m.subject === SIGNUP_NOTICE.subject);
    expect(notices).toHaveLength(noticesBefore + 2);
    expect(notices.at(-1)?.text).not.toMatch(/\b\d{6}\b/);
  });

  it('tells an unverified account to verify on login with the right password, nothing with a wrong one', async () => {
    const { s } = await startSignup();
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/loginUser',
      payload: { phoneEmail: s.phone, password: s.password },
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: AUTH_MESSAGES.accountNotVerified });
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/loginUser',
      payload: { phoneEmail: s.phone, password: `${s.password}!` },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
  });

  it('never loses sign-up codes to a delivery failure: the answer does not wait, the outbox retries them', async () => {
    const s = newShopper();
    rx.failSms(503);
    rx.failEmail(true);
    let res;
    try {
      res = await restSignup(t, s);
      await rx.settle();
    } finally {
      rx.failSms(null);
      rx.failEmail(false);
    }
    const rows = await t.deps.db
      .selectFrom('outbox')
      .select(['channel', 'attempts', 'sent_at', 'failed_at'])
      .where('recipient', 'in', [s.email, s.e164])
      .execute();
    expect(rows.map((r) => [r.channel, Number(r.attempts), r.sent_at, r.failed_at]).sort()).toEqual([
      ['email', 1, null, null],
      ['sms', 1, null, null],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { userId } = res.json<{ userId: string }>();
    t.advance(t.config.OUTBOX_RETRY_BASE_MS);
    const ok = await verify(userId, await rx.emailCode(s.email), await rx.smsCode(s.e164));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('gives up after OUTBOX_MAX_ATTEMPTS tries and shows the admin the failure, never its text', async () => {
    const s = newShopper();
    rx.failSms(500);
    try {
      expect((await restSignup(t, s)).statusCode).toBe(201);
      for (let i = 0; i < t.config.OUTBOX_MAX_ATTEMPTS; i++) {
        await rx.settle();
        t.advance(t.config.OUTBOX_RETRY_BASE_MS * 2 ** i);
      }
    } finally {
      rx.failSms(null);
    }
    const admin = await trpcQuery<{ failures: Array<Record<string, unknown>> }>(
      t.app,
      'admin.deliveryFailures',
      undefined,
      bearer(await t.adminToken()),
    );
    expect(admin.status).toBe(200);
    const mine = admin.data?.failures.find((f) => f.recipient === s.e164);
    expect(mine).toMatchObject({ channel: 'sms', purpose: 'code' });
    expect(Object.keys(mine ?? {})).not.toContain('body');
    expect(JSON.stringify(admin.data)).not.toMatch(/\b\d{6}\b/);
  });

  it('keeps a pending sign-up and codes when its email signs up with another phone: first to verify wins', async () => {
    const { s, userId } = await startSignup();
    const codes = [await rx.emailCode(s.email), await rx.smsCode(s.e164)] as const;
    t.advance(OTP.resendIntervalMs);
    const intruder = { ...newShopper(), email: s.email };
    const second = await restSignup(t, intruder);
    expect(second.statusCode).toBe(201);
    const ok = await verify(userId, codes[0], codes[1]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await t.deps.db.selectFrom('users').select('id').where('phone', '=', intruder.e164).execute()).toHaveLength(
      0,
    );
  });

  it('refuses a common or breached password with a clear message', async () => {
    for (const password of ['password', '12345678', 'Password1', 'iloveyou1']) {
      const res = await restSignup(t, { ...newShopper(), password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ message: SECURITY_MESSAGES.commonPassword });
    }
  });
});
