import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { z } from 'zod';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { ADMIN_MFA_COPY as COPY, ADMIN_MFA_MESSAGES } from '@shared/messages/admin-mfa';
import { nextCode } from './support/admin-session';
import { E2E_ADMIN } from './support/e2e-admin';
import { screenshotBoth } from './support/screens';

// Two-step sign-in (issue 27): a new owner enrols from the dashboard (the test reads the key on
// screen and computes codes from it, as an authenticator app would), signs out, and signs in again
// with the password and a code.

const made = z.object({ temporaryPassword: z.string() });

test('an admin turns on two-step sign-in and signs in with password and code', async ({
  page,
  playwright,
  baseURL,
}) => {
  const username = `mfa.${Date.now().toString(36)}`;
  const password = `${username} own long secret`;
  // The account is made by the e2e owner and given its own password, outside the page's cookies.
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? '' } });
  expect((await api.post('/api/loginAdmin', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const created = await api.post('/api/admins', { data: { username, role: 'owner' } });
  expect(created.status(), await created.text()).toBe(201);
  const { temporaryPassword } = made.parse(await created.json());
  const own = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? '' } });
  expect((await own.post('/api/loginAdmin', { data: { username, password: temporaryPassword } })).ok()).toBeTruthy();
  const changed = await own.post('/api/admin/password', {
    data: { currentPassword: temporaryPassword, newPassword: password },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  await Promise.all([api.dispose(), own.dispose()]);

  const signIn = async () => {
    await page.goto('/admin');
    await page.getByLabel(DASHBOARD_COPY.signIn.username).fill(username);
    await page.getByLabel(PAGE_MESSAGES.password).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  await signIn();
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_COPY.welcome.title(username) })).toBeVisible();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: COPY.setupTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: COPY.setupTitle })).toBeVisible();
  await expect(page.getByRole('img', { name: COPY.qrAlt })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshotBoth(page, 'admin-mfa-enrol');

  await page.getByLabel(COPY.confirmLabel).fill('000000');
  await page.getByRole('button', { name: COPY.confirm }).click();
  await expect(page.getByRole('alert').filter({ hasText: ADMIN_MFA_MESSAGES.codeWrong })).toBeVisible();
  await page.getByLabel(COPY.confirmLabel).fill(await generate({ secret }));
  await page.getByRole('button', { name: COPY.confirm }).click();
  const codes = page.getByRole('list', { name: COPY.recoveryTitle }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await screenshotBoth(page, 'admin-mfa-recovery-codes');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: COPY.download }).click();
  expect((await download).suggestedFilename()).toBe(COPY.downloadName);
  await page.getByRole('button', { name: COPY.done }).click();
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_COPY.welcome.title(username) })).toBeVisible();

  await page.getByRole('button', { name: DASHBOARD_COPY.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_COPY.signIn.title })).toBeVisible();

  await signIn();
  await expect(page.getByRole('heading', { level: 1, name: COPY.codeTitle })).toBeVisible();
  const field = page.getByRole('textbox', { name: COPY.codeLabel, exact: true });
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await screenshotBoth(page, 'admin-mfa-code');
  await field.fill(await nextCode(secret));
  await page.getByRole('button', { name: COPY.verify }).click();
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_COPY.welcome.title(username) })).toBeVisible();
});
