import { expect, it } from 'vitest';
import { COOKIE_LIFETIMES_MS, OTP } from '@shared/constants';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import { useTestApp, describeEachDatabase } from './helpers/harness';
import { newShopper, registerShopper, restSignup } from './helpers/shoppers';
import { trpcMutation } from './helpers/trpc-http';

// The README's statuses: wrong credentials (a wrong or dead one-time code, an expired session
// token) are 401, not 400; a path that exists under another method is 405 with an Allow header.

describeEachDatabase('status codes', (dialect) => {
  const { t, rx } = useTestApp(dialect, { shoppers: true });

  const wrong = (code: string) => String((Number(code) + 1) % 10 ** OTP.length).padStart(OTP.length, '0');

  it('answers 401 to a wrong sign-up code, over REST and tRPC', async () => {
    const s = newShopper();
    const signup = await restSignup(t, s);
    expect(signup.statusCode, signup.body).toBe(201);
    const { userId } = signup.json<{ userId: string }>();
    const emailOtp = await rx.emailCode(s.email);
    const phoneOtp = await rx.smsCode(s.e164);
    const rest = await t.app.inject({
      method: 'POST',
      url: `/api/verifyUser/${userId}`,
      payload: { emailOtp: wrong(emailOtp), phoneOtp },
    });
    expect(rest.statusCode, rest.body).toBe(401);
    expect(rest.json<{ message: string }>().message).toBe(AUTH_MESSAGES.otpVerificationFailed);
    const rpc = await trpcMutation(t.app, 'auth.verifyUser', {
      userId,
      emailOtp,
      phoneOtp: wrong(phoneOtp),
    });
    expect(rpc.status).toBe(401);
    expect(rpc.error?.data.code).toBe('UNAUTHORIZED');
  });

  it('answers 401 to a wrong reset code and to a reset with no live code', async () => {
    const { shopper } = await registerShopper(t, rx);
    const sent = await t.app.inject({ method: 'POST', url: '/api/sendOtp', payload: { phoneEmail: shopper.email } });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await rx.emailCode(shopper.email);
    const reset = (phoneEmail: string, otp: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/forgetPassword',
        payload: { phoneEmail, otp, password: 'a-fresh-secret-42' },
      });
    const bad = await reset(shopper.email, wrong(code));
    expect(bad.statusCode, bad.body).toBe(401);
    expect(bad.json<{ message: string }>().message).toBe(AUTH_MESSAGES.otpInvalid);
    const none = await reset(newShopper().email, code);
    expect(none.statusCode, none.body).toBe(401);
    expect(none.json<{ message: string }>().message).toBe(AUTH_MESSAGES.otpExpired);
  });

  it('answers 401 to loginUser with an expired token', async () => {
    const { token } = await registerShopper(t, rx);
    const fresh = await t.app.inject({ method: 'POST', url: '/api/loginUser', payload: { token } });
    expect(fresh.statusCode, fresh.body).toBe(200);
    t.advance(COOKIE_LIFETIMES_MS.user + 1000);
    const expired = await t.app.inject({ method: 'POST', url: '/api/loginUser', payload: { token } });
    expect(expired.statusCode, expired.body).toBe(401);
    expect(expired.json<{ message: string }>().message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('answers 405 with Allow to a path that exists under another method', async () => {
    const cases: Array<[string, string, string]> = [
      ['GET', '/api/loginUser', 'POST'],
      ['DELETE', '/api/getProduct/1', 'GET, HEAD'],
      ['PUT', '/api/getRates', 'GET, HEAD'],
      ['POST', '/sitemap.xml', 'GET, HEAD'],
    ];
    for (const [method, url, allow] of cases) {
      const res = await t.app.inject({ method: method as 'GET', url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow, `${method} ${url}`).toBe(allow);
      expect(res.json()).toEqual({ message: GENERAL_MESSAGES.methodNotAllowed });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 405 with Allow to a tRPC procedure called with the other method', async () => {
    const mutation = await t.app.inject({ method: 'GET', url: '/trpc/auth.loginUser' });
    expect(mutation.statusCode).toBe(405);
    expect(mutation.headers.allow).toBe('POST');
    expect(mutation.json<{ error: { message: string } }>().error.message).toBe(GENERAL_MESSAGES.methodNotAllowed);
    const query = await trpcMutation(t.app, 'catalog.listCategories');
    expect(query.status).toBe(405);
    expect(query.raw.headers.allow).toBe('GET, HEAD');
  });

  it('still answers 404 to a path that no method has', async () => {
    for (const [method, url] of [
      ['GET', '/api/noSuchThing'],
      ['POST', '/api/getProduct'],
      ['DELETE', '/no-such-page'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    }
  });
});
