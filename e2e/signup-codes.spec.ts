import { expect, test, type Locator } from '@playwright/test';
import { AUTH_MESSAGES, STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { SIGNUP_MESSAGES } from '@shared/messages/signup';
import { gotoHydrated } from './support/hydration';
import { latestCode } from './support/inbox';
import { screenshotBoth } from './support/screens';
import { newShopper } from './support/shopper';

// Sign-up (issue 25, section 2): each empty field marked under it, a name needs letters, and the
// code step offers new codes after the server's one-minute wait, counted down (Playwright's clock).

async function expectMarked(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

test('marks each empty field, refuses a name without letters, and sends the codes again after the wait', async ({
  page,
}) => {
  // The server's minute is real time: the second sending waits for it.
  test.setTimeout(240_000);
  await page.clock.install();
  const shopper = newShopper('codes');
  await gotoHydrated(page, '/login?tab=signup');
  const panel = page.getByRole('tabpanel');
  const name = panel.getByLabel(PAGE_MESSAGES.fullname);

  await panel.getByRole('button', { name: PAGE_MESSAGES.signupButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.signupFieldsRequired })).toBeVisible();
  await expectMarked(name, SIGNUP_MESSAGES.fullnameRequired);
  await expectMarked(panel.getByLabel(PAGE_MESSAGES.phone), SIGNUP_MESSAGES.phoneRequired);
  await expectMarked(panel.getByLabel(PAGE_MESSAGES.email), SIGNUP_MESSAGES.emailRequired);
  await expectMarked(panel.getByLabel(PAGE_MESSAGES.password, { exact: true }), SIGNUP_MESSAGES.passwordRequired);
  await expectMarked(
    panel.getByLabel(PAGE_MESSAGES.confirmPassword, { exact: true }),
    SIGNUP_MESSAGES.confirmPasswordRequired,
  );
  await expect(name).toBeFocused();

  await name.fill('12345');
  await panel.getByLabel(PAGE_MESSAGES.phone).fill(shopper.phone);
  await panel.getByLabel(PAGE_MESSAGES.email).fill(shopper.email);
  await panel.getByLabel(PAGE_MESSAGES.password, { exact: true }).fill(shopper.password);
  await panel.getByLabel(PAGE_MESSAGES.confirmPassword, { exact: true }).fill(shopper.password);
  await panel.getByRole('button', { name: PAGE_MESSAGES.signupButton }).click();
  await expectMarked(name, SIGNUP_MESSAGES.fullnameNeedsLetters);
  await expect(panel.getByLabel(PAGE_MESSAGES.phone)).not.toHaveAttribute('aria-invalid', 'true');

  await name.fill(shopper.fullname);
  const sentAfter = Date.now() - 1000;
  await panel.getByRole('button', { name: PAGE_MESSAGES.signupButton }).click();
  await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.otpsSent })).toBeVisible();
  const firstEmail = await latestCode('email', shopper.email, sentAfter);

  // The wait the server answered, counted down.
  const waiting = panel.getByRole('button', { name: SIGNUP_MESSAGES.resendIn(60) });
  await expect(waiting).toBeDisabled();
  await page.clock.runFor(30_000);
  // (The installed clock also runs on with real time: somewhere under half a minute is left.)
  await expect(panel.getByRole('button', { name: /\d:[0-2]\d$/ })).toBeDisabled();

  // Empty codes are marked; a wrong pair gets one answer, never which code.
  await panel.getByRole('button', { name: PAGE_MESSAGES.verifyButton }).click();
  await expectMarked(panel.getByLabel(PAGE_MESSAGES.emailOtp), SIGNUP_MESSAGES.emailOtpRequired);
  await expectMarked(panel.getByLabel(PAGE_MESSAGES.phoneOtp), SIGNUP_MESSAGES.phoneOtpRequired);
  await screenshotBoth(page, 'signup-codes');

  await page.clock.runFor(30_000);
  const resend = panel.getByRole('button', { name: SIGNUP_MESSAGES.resend, exact: true });
  await expect(resend).toBeEnabled();
  // The server keeps its own real minute: until it is over it says so; then new codes go out.
  await expect(async () => {
    await resend.click();
    await expect(page.getByRole('status').filter({ hasText: SIGNUP_MESSAGES.resent })).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 90_000, intervals: [5000] });
  await expect(panel.getByRole('button', { name: /\d:\d\d$/ })).toBeDisabled();

  // The first codes no longer work; the new ones do.
  const smsCode = await latestCode('sms', shopper.phone, sentAfter);
  await panel.getByLabel(PAGE_MESSAGES.emailOtp).fill(firstEmail);
  await panel.getByLabel(PAGE_MESSAGES.phoneOtp).fill(smsCode === '000000' ? '111111' : '000000');
  await panel.getByRole('button', { name: PAGE_MESSAGES.verifyButton }).click();
  await expect(panel.getByRole('alert')).toContainText(SIGNUP_MESSAGES.codesDidNotMatch);
  const newEmail = await latestCode('email', shopper.email, Date.now() - 120_000);
  await panel.getByLabel(PAGE_MESSAGES.emailOtp).fill(newEmail);
  await panel.getByLabel(PAGE_MESSAGES.phoneOtp).fill(await latestCode('sms', shopper.phone, Date.now() - 120_000));
  await panel.getByRole('button', { name: PAGE_MESSAGES.verifyButton }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: STOREFRONT_MESSAGES.profile })).toBeVisible();
});
