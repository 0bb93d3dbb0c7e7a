import { expect, it } from 'vitest';
import { COOKIE_NAMES, OTP } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { bearer, describeEachDatabase, useTestApp } from './helpers/harness';
import { newShopper, registerShopper } from './helpers/shoppers';
import { trpcMutation } from './helpers/trpc-http';

describeEachDatabase('password reset with a one-time code', (dialect) => {
  const { t, rx } = useTestApp(dialect, { shoppers: true });

  const sendOtp = (phoneEmail: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/sendOtp', payload: { phoneEmail } });
  const reset = (phoneEmail: unknown, otp: unknown, password: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/forgetPassword', payload: { phoneEmail, otp, password } });
  const login = (phoneEmail: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/loginUser', payload: { phoneEmail, password } });
  const wrong = (code: string) => String((Number(code) + 1) % 10 ** OTP.length).padStart(OTP.length, '0');
  const cartStatus = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).statusCode;

  it('emails the code to an email, resets the password, revokes every other session and opens a new one', async () => {
    const { shopper, token: oldSession, userId } = await registerShopper(t, rx);
    const smsBefore = rx.sms.length;
    const sent = await sendOtp(shopper.email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: AUTH_MESSAGES.otpSent });
    await rx.settle();
    expect(rx.sms.length).toBe(smsBefore); // the channel the contact names, only
    const code = await rx.emailCode(shopper.email);
    await rx.settle();
    expect(rx.emails.at(-1)?.subject).toMatch(/reset/i);

    const res = await reset(shopper.email, code, 'a-brand-new-secret');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ token: string; userId: string }>();
    expect(body.userId).toBe(userId);
    expect(res.cookies.find((c) => c.name === COOKIE_NAMES.userSession)).toMatchObject({
      value: body.token,
      httpOnly: true,
    });

    expect(await cartStatus(oldSession)).toBe(401);
    expect(await cartStatus(body.token)).toBe(200);
    expect((await login(shopper.email, shopper.password)).statusCode).toBe(401);
    expect((await login(shopper.phone, 'a-brand-new-secret')).statusCode).toBe(200);
  });

  it('sends the code by SMS to a phone, and resets over tRPC', async () => {
    const { shopper } = await registerShopper(t, rx);
    await rx.settle();
    const emailsBefore = rx.emails.length;
    const sent = await trpcMutation<{ message: string }>(t.app, 'auth.sendOtp', { phoneEmail: `+91${shopper.phone}` });
    expect(sent.data).toEqual({ message: AUTH_MESSAGES.otpSent });
    await rx.settle();
    expect(rx.emails.length).toBe(emailsBefore);
    const res = await trpcMutation<{ token: string; userId: number }>(t.app, 'auth.forgetPassword', {
      phoneEmail: shopper.phone,
      otp: await rx.smsCode(shopper.e164),
      password: 'another-new-secret',
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.data?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await login(shopper.email, 'another-new-secret')).statusCode).toBe(200);
  });

  it('answers the same way whether or not an account exists, and sends nothing to an unknown contact', async () => {
    const { shopper } = await registerShopper(t, rx);
    const stranger = newShopper();
    await rx.settle();
    const before = { emails: rx.emails.length, sms: rx.sms.length };
    const known = await sendOtp(shopper.email);
    const unknownEmail = await sendOtp(stranger.email);
    const unknownPhone = await sendOtp(stranger.phone);
    for (const res of [known, unknownEmail, unknownPhone]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpSent });
      expect(Object.keys(res.headers).sort()).toEqual(Object.keys(known.headers).sort());
    }
    await rx.settle();
    expect(rx.emails.length).toBe(before.emails + 1);
    await rx.settle();
    expect(rx.sms.length).toBe(before.sms);

    // The once-a-minute rule and the wrong-code answer are the same for an unknown contact too.
    const again = [await sendOtp(shopper.email), await sendOtp(stranger.email)];
    for (const res of again) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpResendTooSoon });
    }
    const guesses = [
      await reset(shopper.email, '000001', 'new-password-1'),
      await reset(stranger.email, '000001', 'new-password-1'),
    ];
    for (const res of guesses) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpInvalid });
    }
    const never = await reset(newShopper().email, '000001', 'new-password-1');
    expect(never.json()).toEqual({ message: AUTH_MESSAGES.otpExpired });
  });

  it('validates with the messages of the specification', async () => {
    expect((await sendOtp('')).json()).toEqual({ message: AUTH_MESSAGES.forgotContactRequired });
    expect((await sendOtp(undefined)).json()).toEqual({ message: AUTH_MESSAGES.forgotContactRequired });
    expect((await sendOtp('12345')).json()).toEqual({ message: AUTH_MESSAGES.invalidPhoneEmail });
    const s = newShopper();
    expect((await reset(s.email, '', 'new-password-1')).json()).toEqual({ message: AUTH_MESSAGES.resetFieldsRequired });
    expect((await reset(s.email, '123456', '')).json()).toEqual({ message: AUTH_MESSAGES.resetFieldsRequired });
    expect((await reset(s.email, '123456', 'short')).json()).toEqual({ message: AUTH_MESSAGES.passwordTooShort });
    expect((await reset('', '123456', 'new-password-1')).json()).toEqual({
      message: AUTH_MESSAGES.forgotContactRequired,
    });
  });

  it('refuses a reused code and an expired code', async () => {
    const { shopper } = await registerShopper(t, rx);
    await sendOtp(shopper.email);
    const code = await rx.emailCode(shopper.email);
    expect((await reset(shopper.email, code, 'first-new-secret')).statusCode).toBe(200);
    const reused = await reset(shopper.email, code, 'second-new-secret');
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: AUTH_MESSAGES.otpExpired });
    expect((await login(shopper.email, 'first-new-secret')).statusCode).toBe(200);

    t.advance(OTP.resendIntervalMs);
    await sendOtp(shopper.phone);
    const smsCode = await rx.smsCode(shopper.e164);
    t.advance(OTP.ttlMs + 1);
    const expired = await reset(shopper.phone, smsCode, 'third-new-secret');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: AUTH_MESSAGES.otpExpired });
    expect((await login(shopper.email, 'first-new-secret')).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries; the right code no longer works until a new one is sent', async () => {
    const { shopper } = await registerShopper(t, rx);
    await sendOtp(shopper.email);
    const code = await rx.emailCode(shopper.email);
    for (let i = 1; i <= OTP.maxAttempts; i++) {
      const res = await reset(shopper.email, wrong(code), 'never-set-this-1');
      expect(res.json()).toEqual({
        message: i < OTP.maxAttempts ? AUTH_MESSAGES.otpInvalid : AUTH_MESSAGES.otpTooManyAttempts,
      });
    }
    const dead = await reset(shopper.email, code, 'never-set-this-1');
    expect(dead.statusCode).toBe(429);
    expect(dead.json()).toEqual({ message: AUTH_MESSAGES.otpTooManyAttempts });
    expect((await login(shopper.email, shopper.password)).statusCode).toBe(200);

    t.advance(OTP.resendIntervalMs);
    await sendOtp(shopper.email);
    expect((await reset(shopper.email, await rx.emailCode(shopper.email), 'finally-new-1')).statusCode).toBe(200);
  });

  it('accepts any code still live, and every code sent for the purpose dies when one is used', async () => {
    const { shopper } = await registerShopper(t, rx);
    await sendOtp(shopper.email);
    const first = await rx.emailCode(shopper.email);
    t.advance(OTP.resendIntervalMs);
    await sendOtp(shopper.phone);
    const second = await rx.smsCode(shopper.e164);
    t.advance(OTP.resendIntervalMs);
    await sendOtp(shopper.email);
    const third = await rx.emailCode(shopper.email);

    expect((await reset(shopper.email, first, 'used-the-first-1')).statusCode).toBe(200);
    for (const [contact, code] of [
      [shopper.email, third],
      [shopper.phone, second],
    ] as const) {
      const res = await reset(contact, code, 'should-not-apply-1');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpExpired });
    }
    expect((await login(shopper.email, 'used-the-first-1')).statusCode).toBe(200);
  });

  it('never loses a code to a failed delivery: the answer does not wait, the outbox retries, backing off', async () => {
    const { shopper } = await registerShopper(t, rx);
    const refusedBefore = rx.refusedSms.length;
    rx.failSms(500);
    try {
      const res = await sendOtp(shopper.phone);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.otpSent });
      await rx.settle();
      expect(rx.refusedSms.length).toBe(refusedBefore + 1);
    } finally {
      rx.failSms(null);
    }
    const row = await t.deps.db
      .selectFrom('outbox')
      .select(['attempts', 'sent_at', 'failed_at', 'last_error'])
      .where('recipient', '=', shopper.e164)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(row.last_error).toContain('HTTP 500');
    // Not before its backoff...
    await rx.settle();
    expect(rx.sms.filter((m) => m.to === shopper.e164 && /reset/i.test(m.message))).toHaveLength(0);
    // ...and once it is due, the same code arrives and works.
    t.advance(t.config.OUTBOX_RETRY_BASE_MS);
    expect((await reset(shopper.phone, await rx.smsCode(shopper.e164), 'after-a-retry-1')).statusCode).toBe(200);
  });
});
