import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { dashboardMenu } from './support/admin-session';
import { E2E_ADMIN } from './support/e2e-admin';
import { gotoHydrated } from './support/hydration';
import { DESKTOP, PHONE, SCREENS_DIR } from './support/screens';

// The owner's menu, every screen of the back office, fits a laptop's 1440 x 900 window without
// scrolling, and the keyboard walks it in order; on a phone it opens in place from the Menu button.

test("the owner's menu fits a 900-pixel-tall window and is walked with the keyboard", async ({ page, baseURL }) => {
  const login = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: { Origin: baseURL ?? '' } });
  expect(login.ok(), await login.text()).toBeTruthy();
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, '/dashboard');
  const menu = dashboardMenu(page);
  await expect(
    page.getByRole('heading', { level: 1, name: DASHBOARD_COPY.welcome.title(E2E_ADMIN.username) }),
  ).toBeVisible();
  const links = menu.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(18);

  // The sidebar does not scroll: its content is no taller than the window, the last link inside it.
  const sidebar = page.locator('aside > div').first();
  const { scrollHeight, clientHeight } = await sidebar.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  expect(scrollHeight, 'the menu scrolls at 1440 x 900').toBeLessThanOrEqual(clientHeight);
  const last = await links.last().boundingBox();
  expect((last?.y ?? Infinity) + (last?.height ?? 0)).toBeLessThanOrEqual(DESKTOP.height);
  await expect(page.getByRole('link', { name: DASHBOARD_COPY.viewStorefront })).toBeInViewport();
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, 'dashboard-menu-fits-1440.png'), animations: 'disabled' });

  // Tab walks every link of the menu in order, each showing its focus.
  const names = await links.evaluateAll((all) => all.map((a) => a.textContent?.trim() ?? ''));
  await links.first().focus();
  for (let i = 1; i < names.length; i++) {
    await page.keyboard.press('Tab');
    await expect(links.nth(i)).toBeFocused();
  }
  await expect(menu.getByRole('link', { name: 'Create product' })).toBeVisible();
  await menu.getByRole('link', { name: 'Update category' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_COPY.categories.updateTitle })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Update category' })).toHaveAttribute('aria-current', 'page');

  // On a phone the menu opens in place; every link is there.
  await page.setViewportSize(PHONE);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(links).toHaveCount(names.length);
  await page.screenshot({
    path: path.join(SCREENS_DIR, 'dashboard-menu-open-390.png'),
    fullPage: true,
    animations: 'disabled',
  });
  await menu.getByRole('link', { name: DASHBOARD_COPY.menu.gold }).click();
  await expect(menu).toBeHidden();
});
