import { expect, test } from '@playwright/test';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { ADMIN_ACCOUNTS_COPY } from '@shared/messages/admin-accounts';
import { API_TOKENS_COPY as COPY } from '@shared/messages/api-tokens';
import { E2E_ADMIN } from './support/e2e-admin';
import { dashboardMenu } from './support/admin-session';
import { screenshotBoth } from './support/screens';

// API tokens, end to end: the owner makes a staff token on its screen and reads it once; a script
// calls the shop with it as a bearer token; the owner revokes it and the same call is refused.

// Two sign-ins and screenshots at two widths: the default minute is too short on a busy machine.
test.setTimeout(180_000);

test('an API token is made on its screen, works for a script, and stops working when revoked', async ({
  page,
  baseURL,
}) => {
  const name = `Billing sync ${Date.now().toString(36)}`;
  const login = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: { Origin: baseURL ?? '' } });
  expect(login.ok(), await login.text()).toBeTruthy();

  await page.goto('/dashboard');
  await dashboardMenu(page).getByRole('link', { name: DASHBOARD_COPY.menu.apiTokens }).click();
  await expect(page.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();

  // A name is needed: the form says so before anything is sent.
  const form = page.getByRole('region', { name: COPY.createTitle });
  await form.getByRole('button', { name: COPY.createSubmit }).click();
  await expect(form.getByText(/Give the token a name/)).toBeVisible();

  await form.getByLabel(COPY.name).fill(name);
  await form.getByLabel(COPY.role).selectOption('staff');
  await form.getByRole('button', { name: COPY.createSubmit }).click();
  const dialog = page.getByRole('dialog', { name: COPY.shownTitle });
  await expect(dialog).toContainText(COPY.shownOnce);
  const token = await dialog.getByLabel(COPY.shownFor(name)).inputValue();
  expect(token).toMatch(/^nj_/);
  await screenshotBoth(page, 'dashboard-api-token-shown');
  await dialog.getByRole('button', { name: DASHBOARD_COPY.shownOnce.done }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(ADMIN_ACCOUNTS_COPY.roles.staff);
  await expect(row).toContainText(COPY.never);
  await expect(row).toContainText(COPY.active);

  // A script uses it (no cookie: a fresh request context), and the screen shows when it was used.
  const call = () => fetch(`${baseURL ?? ''}/api/getAllUser?page=1`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await call()).status).toBe(200);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).not.toContainText(COPY.never);
  await screenshotBoth(page, 'dashboard-api-tokens');

  // Revoked after a confirmation, it is refused.
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: COPY.revokeFor(name) })
    .click();
  const confirm = page.getByRole('dialog', { name: COPY.confirmRevokeTitle });
  await expect(confirm).toContainText(COPY.confirmRevoke(name));
  await confirm.getByRole('button', { name: COPY.revoke }).click();
  await expect(page.getByText(COPY.revokedDone(name))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Revoked ');
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('button')).toHaveCount(0);
  expect((await call()).status).toBe(401);
});
