import { expect, it } from 'vitest';
import { OTP } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { SIGNUP_MESSAGES } from '@shared/messages/signup';
import { describeEachDatabase, useTestApp } from './helpers/harness';
import { newShopper, restSignup } from './helpers/shoppers';
import { trpcMutation } from './helpers/trpc-http';

// Sign-up's code step (issue 25, section 2): the answer says when the codes may be sent again,
// sending the same details again after it sends new codes (the earlier ones stop working), and a
// name needs letters, refused on both doors with the shared schema's message.

describeEachDatabase('sign-up: codes sent again, names with letters', (dialect) => {
  const { t, rx } = useTestApp(dialect, { shoppers: true });

  const verify = (userId: string, emailOtp: string, phoneOtp: string) =>
    t.app.inject({ method: 'POST', url: `/api/verifyUser/${userId}`, payload: { emailOtp, phoneOtp } });

  it('answers the wait before new codes; the same details after it send new codes, and only they verify', async () => {
    const s = newShopper();
    const first = await restSignup(t, s);
    expect(first.statusCode, first.body).toBe(201);
    const answer = first.json<{ userId: string; resendInSeconds: number }>();
    expect(answer.resendInSeconds).toBe(OTP.resendIntervalMs / 1000);
    const oldEmail = await rx.emailCode(s.email);
    const oldSms = await rx.smsCode(s.e164);

    // Within the minute: refused, with the message the form shows.
    // (The test clock runs on from real time: half the minute leaves room for a slow machine.)
    t.advance(OTP.resendIntervalMs / 2);
    const early = await restSignup(t, s);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ message: AUTH_MESSAGES.otpResendTooSoon });

    t.advance(OTP.resendIntervalMs / 2);
    const again = await restSignup(t, s);
    expect(again.statusCode, again.body).toBe(201);
    const second = again.json<{ userId: string; resendInSeconds: number }>();
    expect(second.userId).not.toBe(answer.userId);
    await rx.settle();
    const newEmail = await rx.emailCode(s.email);
    const newSms = await rx.smsCode(s.e164);
    expect([newEmail, newSms]).not.toEqual([oldEmail, oldSms]);

    // The earlier reference and codes no longer verify: one answer, as for any failure.
    const stale = await verify(answer.userId, oldEmail, oldSms);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ message: AUTH_MESSAGES.otpVerificationFailed });
    const ok = await verify(second.userId, newEmail, newSms);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a name without letters on REST and tRPC, and takes names in any script', async () => {
    for (const fullname of ['12345', '  1 2 3 ', '---', '42.']) {
      const s = { ...newShopper(), fullname };
      const rest = await restSignup(t, s);
      expect(rest.statusCode, fullname).toBe(400);
      expect(rest.json()).toEqual({ message: SIGNUP_MESSAGES.fullnameNeedsLetters });
      const rpc = await trpcMutation(t.app, 'auth.signup', {
        fullname,
        phone: s.phone,
        email: s.email,
        password: s.password,
      });
      expect(rpc.status).toBe(400);
      expect(rpc.error?.message).toBe(SIGNUP_MESSAGES.fullnameNeedsLetters);
    }
    for (const fullname of ['आशा पाटील', "D'Souza 2nd", 'Ng']) {
      const res = await restSignup(t, { ...newShopper(), fullname });
      expect(res.statusCode, `${fullname}: ${res.body}`).toBe(201);
    }
  });
});
