import { expect, test } from '@playwright/test';
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
