import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from './harness';
import type { Receivers } from './receivers';

// Shoppers for tests: fresh contact details each time, and the sign-up journey over REST with
// the codes read from what the receivers got.

export interface ShopperDetails {
  fullname: string;
  email: string;
  /** As typed: 10 digits. */
  phone: string;
  /** As stored and as the SMS goes out: +91 and 10 digits. */
  e164: string;
  password: string;
}

let n = 0;
export function newShopper(): ShopperDetails {
  n += 1;
  const phone = `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  return {
    fullname: `Asha Patil ${n}`,
    email: `asha.${Date.now().toString(36)}.${n}.${randomInt(0, 1_000_000)}@example.in`,
    phone,
    e164: `+91${phone}`,
    password: `kesar-pista-${randomInt(100_000, 999_999)}`,
  };
}

export async function restSignup(t: TestApp, s: ShopperDetails, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: { fullname: s.fullname, phone: s.phone, email: s.email, password: s.password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** The row id of the account holding `email` (a sign-up answers an opaque reference, not it). */
export async function accountIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** Signs up and verifies over REST; answers the session token and the account id. */
export async function registerShopper(
  t: TestApp,
  rx: Receivers,
  s: ShopperDetails = newShopper(),
): Promise<{ token: string; userId: string; shopper: ShopperDetails }> {
  const signup = await restSignup(t, s);
  expect(signup.statusCode, signup.body).toBe(201);
  const { userId } = signup.json<{ userId: string }>();
  const verify = await t.app.inject({
    method: 'POST',
    url: `/api/verifyUser/${userId}`,
    payload: { emailOtp: await rx.emailCode(s.email), phoneOtp: await rx.smsCode(s.e164) },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  const { token, userId: accountId } = verify.json<{ token: string; userId: string }>();
  return { token, userId: accountId, shopper: s };
}
