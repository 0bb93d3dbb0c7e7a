import { expect, it } from 'vitest';
import { SECURITY_MESSAGES } from '@shared/messages/security';
import { bearer, describeEachDatabase, useTestApp } from './helpers/harness';
import { newShopper, registerShopper, restSignup } from './helpers/shoppers';

// Issue 24, finding 4: the shop-wide hourly budget of one-time codes let a few addresses block
// sign-up and password reset for everybody (503 once spent). Codes are now budgeted per client
// address and per network; the shop-wide figure is an alarm, and its last resort refuses new
// sign-ups only, never a reset for an existing account.

const METRICS_TOKEN = 'metrics-token-for-code-budgets-0123';

describeEachDatabase('finding 4: one-time code budgets per address and network', (dialect) => {
  const { t, rx } = useTestApp(dialect, {
    shoppers: true,
    env: {
      OTP_DELIVERIES_PER_HOUR: '10',
      OTP_CODES_PER_ADDRESS_PER_HOUR: '4',
      OTP_CODES_PER_NETWORK_PER_HOUR: '8',
      METRICS_TOKEN,
    },
  });

  const sendOtp = (phoneEmail: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/sendOtp', payload: { phoneEmail }, remoteAddress });

  /** Signs up fresh shoppers from `address` until it is refused; answers the statuses. */
  async function spend(address: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await restSignup(t, newShopper(), address)).statusCode);
    return statuses;
  }

  it('addresses A..E spend their own budgets (429); F still signs up and a known account still resets', async () => {
    const { shopper } = await registerShopper(t, rx);
    // Five addresses in five networks ask for 4 codes each (two sign-ups), then are refused: 20
    // codes in all, twice the shop-wide figure, which on main refused everybody with 503.
    for (const a of [1, 2, 3, 4, 5]) {
      const address = `10.24.${a}.1`;
      expect(await spend(address), address).toEqual([201, 201, 429]);
      const refused = await sendOtp(newShopper().email, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: SECURITY_MESSAGES.codeBudgetSpent });
    }
    const f = newShopper();
    const signup = await restSignup(t, f, '10.24.6.1');
    expect(signup.statusCode, signup.body).toBe(201);
    expect(await rx.emailCode(f.email)).toMatch(/^\d{6}$/);

    const reset = await sendOtp(shopper.email, '10.24.7.1');
    expect(reset.statusCode, reset.body).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/forgetPassword',
      payload: { phoneEmail: shopper.email, otp: await rx.emailCode(shopper.email), password: 'a-new-password-24' },
      remoteAddress: '10.24.7.1',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // The shop-wide figure raised the alarm instead.
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) });
    const over = /^otp_codes_over_hourly_budget_total (\d+)/m.exec(metrics.body)?.[1];
    expect(Number(over)).toBeGreaterThan(0);
  });

  it('counts the addresses of one network together (an IPv4 /24, an IPv6 /48)', async () => {
    expect(await spend('10.25.0.1')).toEqual([201, 201, 429]);
    expect((await restSignup(t, newShopper(), '10.25.0.2')).statusCode).toBe(201);
    expect((await sendOtp(newShopper().email, '10.25.0.3')).statusCode).toBe(200);
    expect((await sendOtp(newShopper().email, '10.25.0.4')).statusCode).toBe(200);
    // The /24 has had its 8 codes: a fifth address in it is refused, one outside it is not.
    expect((await sendOtp(newShopper().email, '10.25.0.5')).statusCode).toBe(429);
    expect((await restSignup(t, newShopper(), '10.25.1.1')).statusCode).toBe(201);

    expect(await spend('2001:db8:25:1::1')).toEqual([201, 201, 429]);
    expect(await spend('2001:db8:25:2::1')).toEqual([201, 201, 429]);
    expect((await restSignup(t, newShopper(), '2001:db8:25:3::1')).statusCode).toBe(429);
    expect((await restSignup(t, newShopper(), '2001:db8:26:1::1')).statusCode).toBe(201);
  });
});
