import { expect as baseExpect, test } from '@playwright/test';
import { PURITY_LABELS } from '@shared/constants';
import { formatIndiaDateTime, formatIndianRupees } from '@shared/indian-format';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { HEADER_MESSAGES } from '@shared/messages/header';
import { RATES_PANEL_MESSAGES } from '@shared/messages/rates-panel';
import { SEARCH_BOX_MESSAGES } from '@shared/messages/search-box';
import type { RateRow } from '@shared/schemas/rates';
import { gotoHydrated } from './support/hydration';
import { DESKTOP, SCREENS_DIR } from './support/screens';
import { trpcClient } from './support/trpc';

// The header on a phone (390 x 844): a search button, an account entry outside the drawer, and
// the rate chip opening every metal's rate with the time it was set.

const expect = baseExpect.configure({ timeout: 45_000 });
test.setTimeout(180_000);

test('the phone header has a search button that opens search', async ({ page }) => {
  await gotoHydrated(page, '/');
  const button = page.getByRole('banner').getByRole('button', { name: HEADER_MESSAGES.openSearch, exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const box = page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_MESSAGES.label });
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await box.fill('ring');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ring$/);
});

test('the phone header reaches the account without the menu', async ({ page }) => {
  await gotoHydrated(page, '/');
  const account = page.getByRole('banner').getByRole('link', { name: STOREFRONT_MESSAGES.signIn, exact: true });
  await expect(account).toBeVisible();
  await account.click();
  await expect(page).toHaveURL(/\/login/);
});

test('the rate chip opens every metal’s rate per gram with the time it was set', async ({ page, request }) => {
  const rows = (await trpcClient(request).rates.list.query()).rates;
  const priced = rows.filter((r): r is RateRow & { pricePerGram: number; updatedAt: number } => {
    return r.pricePerGram !== null && r.updatedAt !== null;
  });
  expect(new Set(priced.map((r) => r.metal)).size, 'the demo data prices several metals').toBeGreaterThan(1);

  await gotoHydrated(page, '/');
  const chip = page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${STOREFRONT_MESSAGES.goldRateLabel}`) });
  await expect(chip).toHaveAttribute('aria-expanded', 'false');
  await chip.click();
  await expect(chip).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: RATES_PANEL_MESSAGES.title });
  await expect(panel).toBeVisible();
  for (const r of priced) {
    const row = panel.getByRole('row', { name: new RegExp(`^${PURITY_LABELS[r.purity]}\\b`) });
    await expect(row).toContainText(`${formatIndianRupees(r.pricePerGram, true)}/g`);
    await expect(row).toContainText(formatIndiaDateTime(r.updatedAt));
  }
  await page.screenshot({ path: `${SCREENS_DIR}/header-rates-390.png` });

  // Escape closes it and puts the focus back on the chip; the keyboard opens it again.
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(chip).toBeFocused();
  await expect(chip).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SCREENS_DIR}/header-rates-1440.png` });
});
