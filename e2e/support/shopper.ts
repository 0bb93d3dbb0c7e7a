import { expect, type Page } from '@playwright/test';
import { signupAnswer } from '@shared/schemas/auth';
import { latestCode } from './inbox';
import { wire } from './wire';

// A fresh verified shopper for a journey, made through the REST door with the codes the inbox got.

export interface E2EShopper {
  fullname: string;
  email: string;
  phone: string;
  password: string;
}

export function newShopper(tag: string): E2EShopper {
  const stamp = `${Date.now()}`.slice(-8);
  return {
    fullname: `Kavya ${tag} Kulkarni`,
    email: `kavya.${tag}.${stamp}@example.in`,
    phone: `97${stamp}`,
    password: `mor-pankh-${stamp}`,
  };
}

/** Signs up and verifies over the API. The request shares the page's cookies: the shopper is signed in afterwards. */
export async function registerShopper(page: Page, shopper: E2EShopper): Promise<void> {
  const sentAfter = Date.now();
  const signup = await page.request.post('/api/signup', {
    data: { fullname: shopper.fullname, email: shopper.email, phone: shopper.phone, password: shopper.password },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { userId } = await wire(signup, signupAnswer);
  const [emailOtp, phoneOtp] = await Promise.all([
    latestCode('email', shopper.email, sentAfter),
    latestCode('sms', shopper.phone, sentAfter),
  ]);
  const verify = await page.request.post(`/api/verifyUser/${userId}`, { data: { emailOtp, phoneOtp } });
  expect(verify.status(), await verify.text()).toBe(200);
}
