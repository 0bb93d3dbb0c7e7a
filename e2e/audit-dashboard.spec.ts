import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { E2E_ADMIN } from './support/e2e-admin';
import { actionLabel, entityLabel } from '@shared/audit-labels';

// The audit log screen: an owner's change appears with who made it, each field before and after,
// and the hash chain checks whole.

const COPY = DASHBOARD_COPY.audit;
const created = z.object({ category: z.object({ _id: z.string() }) });

test('a renamed category shows in the audit log with its name before and after', async ({ page, baseURL }) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const [first, second] = [`Audit Temple ${suffix}`, `Audit Heritage ${suffix}`];
  const headers = { Origin: baseURL ?? '' };
  const login = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers });
  expect(login.ok(), await login.text()).toBeTruthy();
  const res = await page.request.post('/api/createCategory', { data: { name: first }, headers });
  expect(res.status(), await res.text()).toBe(201);
  const id = created.parse(await res.json()).category._id;
  const renamed = await page.request.put(`/api/updateCategory/${id}`, { data: { name: second }, headers });
  expect(renamed.ok(), await renamed.text()).toBeTruthy();

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: COPY.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();

  const filters = page.getByRole('form', { name: COPY.filters });
  await filters.getByLabel(COPY.entity).selectOption('category');
  await filters.getByLabel(COPY.action).selectOption('update');
  await filters.getByRole('button', { name: COPY.apply }).click();
  const entries = page.getByRole('table', { name: COPY.caption });
  const row = entries
    .getByRole('row')
    .filter({ hasText: `${entityLabel('category')} ${id}` })
    .first();
  await expect(row).toContainText(actionLabel('update'));
  await expect(row).toContainText(E2E_ADMIN.username);
  await row.getByRole('button', { name: COPY.showChanges }).click();
  await expect(row.getByRole('button', { name: COPY.hideChanges })).toHaveAttribute('aria-expanded', 'true');
  const changes = page.getByRole('table', {
    name: COPY.changesOf(actionLabel('update'), entityLabel('category'), ` ${id}`),
  });
  await expect(changes.getByRole('row', { name: /^name\b/ })).toContainText(first);
  await expect(changes.getByRole('row', { name: /^name\b/ })).toContainText(second);

  await page.getByRole('button', { name: COPY.verify }).click();
  await expect(page.getByText(/^The chain is whole: \d+ entr(y|ies) checked\.$/)).toBeVisible();
});
