import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { z } from 'zod';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { ADMIN_ACCOUNTS_COPY as COPY, ADMIN_ACCOUNT_MESSAGES } from '@shared/messages/admin-accounts';
import { E2E_ADMIN } from './support/e2e-admin';
import { dashboardMenu, signInWithForm, signOut } from './support/admin-session';
import { screenshotBoth } from './support/screens';

// Accounts, end to end: the owner creates a staff account for Nerul and reads its temporary
// password from the dialog; the staff member signs in with it, is sent to change it, and then sees
// only staff screens; the owner disables the account and its password no longer signs in.

const MENU = DASHBOARD_COPY.menu;
const menu = dashboardMenu;

// Two sign-ins and screenshots at two widths: the default minute is too short on a busy machine.
test.setTimeout(180_000);

test('a staff account is created, changes its temporary password, sees its screens, and is disabled', async ({
  page,
  baseURL,
}) => {
  const username = `staff-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const ownPassword = 'a long staff password 2026';
  const login = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: { Origin: baseURL ?? '' } });
  expect(login.ok(), await login.text()).toBeTruthy();

  // The owner adds the account from the Accounts screen.
  await page.goto('/dashboard');
  await menu(page).getByRole('link', { name: MENU.accounts }).click();
  await expect(page.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();
  const form = page.getByRole('region', { name: COPY.createTitle });
  await form.getByLabel(COPY.username).fill(username);
  await form.getByLabel(COPY.role).selectOption('staff');
  await form.getByLabel(COPY.showroom).selectOption('nerul');
  await form.getByRole('button', { name: COPY.createSubmit }).click();

  const dialog = page.getByRole('dialog', { name: COPY.temporaryTitle });
  await expect(dialog).toContainText(COPY.temporaryOnce);
  const temporary = await dialog.getByLabel(COPY.temporaryFor(username)).inputValue();
  expect(temporary.length).toBeGreaterThanOrEqual(12);
  await screenshotBoth(page, 'dashboard-accounts-temporary-password');
  await dialog.getByRole('button', { name: DASHBOARD_COPY.shownOnce.done }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText(COPY.roles.staff);
  await expect(row).toContainText(COPY.showrooms.nerul);
  await expect(row).toContainText(COPY.never);
  await screenshotBoth(page, 'dashboard-accounts');

  // The staff member signs in with the temporary password and is sent to change it.
  await signOut(page);
  await signInWithForm(page, username, temporary);
  await expect(page.getByRole('heading', { level: 1, name: COPY.passwordTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/password$/);
  await expect(menu(page).getByRole('link')).toHaveText([MENU.password]);
  await screenshotBoth(page, 'dashboard-change-password');

  await page.getByLabel(COPY.currentPassword).fill(temporary);
  await page.getByLabel(COPY.newPassword, { exact: true }).fill(ownPassword);
  await page.getByLabel(COPY.repeatPassword).fill(`${ownPassword}!`);
  await page.getByRole('button', { name: COPY.passwordSubmit }).click();
  await expect(page.getByText(ADMIN_ACCOUNT_MESSAGES.repeatPasswordMismatch)).toBeVisible();
  await page.getByLabel(COPY.repeatPassword).fill(ownPassword);
  await page.getByRole('button', { name: COPY.passwordSubmit }).click();

  // The dashboard opens, with the staff screens only.
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_COPY.welcome.title(username) })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: MENU.users })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: MENU.appointments })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: MENU.password })).toBeVisible();
  for (const owners of [MENU.gold, MENU.accounts, MENU.audit])
    await expect(menu(page).getByRole('link', { name: owners })).toHaveCount(0);

  // The owner disables the account; its password no longer signs in.
  await signOut(page);
  await signInWithForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  await expect(
    page.getByRole('heading', { level: 1, name: DASHBOARD_COPY.welcome.title(E2E_ADMIN.username) }),
  ).toBeVisible();
  await menu(page).getByRole('link', { name: MENU.accounts }).click();
  await expect(row).not.toContainText(COPY.never);
  await row.getByRole('button', { name: `${COPY.disable} ${username}` }).click();
  const confirm = page.getByRole('dialog', { name: COPY.confirmDisableTitle });
  await confirm.getByRole('button', { name: COPY.disable, exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText(COPY.disabled);
  await expect(row.getByRole('button', { name: `${COPY.enable} ${username}` })).toBeVisible();

  const refused = await page.request.post('/api/loginAdmin', {
    data: { username, password: ownPassword },
    headers: { Origin: baseURL ?? '' },
  });
  expect(refused.status()).toBe(401);
});

const made = z.object({ temporaryPassword: z.string() });
const setup = z.object({ secret: z.string() });

test("the owner resets a staff member's two-step sign-in from the keyboard", async ({ page, playwright, baseURL }) => {
  const username = `phone-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'a long staff password 2026';
  const headers = { Origin: baseURL ?? '' };
  // A staff account with two-step sign-in on, made over the API outside the page's cookies.
  const owner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  expect((await owner.post('/api/loginAdmin', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const created = await owner.post('/api/admins', { data: { username, role: 'staff', showroom: 'nerul' } });
  expect(created.status(), await created.text()).toBe(201);
  const { temporaryPassword } = made.parse(await created.json());
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  expect((await staff.post('/api/loginAdmin', { data: { username, password: temporaryPassword } })).ok()).toBeTruthy();
  const changed = await staff.post('/api/admin/password', {
    data: { currentPassword: temporaryPassword, newPassword: password },
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  const started = await staff.post('/api/admin/mfa/setup');
  expect(started.ok(), await started.text()).toBeTruthy();
  const { secret } = setup.parse(await started.json());
  const confirmed = await staff.post('/api/admin/mfa/confirm', { data: { code: await generate({ secret }) } });
  expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
  await Promise.all([owner.dispose(), staff.dispose()]);

  const login = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers });
  expect(login.ok(), await login.text()).toBeTruthy();
  await page.goto('/dashboard');
  await menu(page).getByRole('link', { name: MENU.accounts }).click();
  await expect(page.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row.getByRole('cell').nth(4)).toHaveText(COPY.yes);
  // The owner's own row offers no reset: their second factor is theirs to manage.
  const own = page.getByRole('row').filter({ hasText: COPY.you });
  await expect(own.getByRole('button', { name: new RegExp(COPY.resetMfa) })).toHaveCount(0);

  const reset = row.getByRole('button', { name: `${COPY.resetMfa} ${username}` });
  await reset.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: COPY.confirmResetMfaTitle });
  await expect(confirm).toContainText(COPY.confirmResetMfa(username));
  // Cancel has the focus first, so that Enter never resets by accident; Tab reaches the reset.
  await expect(confirm.getByRole('button', { name: DASHBOARD_COPY.cancel })).toBeFocused();
  await screenshotBoth(page, 'dashboard-accounts-reset-mfa');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: COPY.resetMfa, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status')).toContainText(COPY.resetMfaDone(username));
  await expect(row.getByRole('cell').nth(4)).toHaveText(COPY.no);
  await expect(reset).toHaveCount(0);

  // The password alone signs the staff member in again, with no code asked.
  const again = await page.request.post('/api/loginAdmin', { data: { username, password }, headers });
  expect(again.ok(), await again.text()).toBeTruthy();
  expect(await again.json()).not.toHaveProperty('mfaRequired', true);
});
