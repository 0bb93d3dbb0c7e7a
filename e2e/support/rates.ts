import { expect, type Locator, type Page } from '@playwright/test';
import { PRICE_MESSAGES } from '@shared/messages';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { ratesOutput } from '@shared/schemas/rates';

// The rates screen's guard on typos, shared by the rates spec and the staff journey: a rate moved
// far from the current one is held back with its impact until the owner confirms.

/** The silver 999 rate the shop answers now, in rupees per gram. */
export async function silverRate(page: Page): Promise<number> {
  const rates = ratesOutput.parse(await (await page.request.get('/api/getRates')).json()).rates;
  const row = rates.find((r) => r.metal === 'silver' && r.purity === '999');
  if (!row?.pricePerGram) throw new Error('the demo shop has no silver 999 rate');
  return row.pricePerGram;
}

/**
 * From the dashboard, opens the rates screen, types a hundredth of the silver rate (a misplaced
 * decimal point) and saves: the impact dialog asks first, going back saves nothing and keeps the
 * draft. Answers the rate as it was, the field and the dialog, for the caller to go on.
 */
export async function rateTypoIsHeldBack(page: Page): Promise<{ start: number; field: Locator; dialog: Locator }> {
  const COPY = DASHBOARD_COPY.rates;
  const start = await silverRate(page);
  await page
    .getByRole('navigation', { name: DASHBOARD_COPY.menuLabel })
    .getByRole('link', { name: DASHBOARD_COPY.menu.gold })
    .click();
  const field = page.getByLabel('New rate for Silver 999, rupees per gram');
  const dialog = page.getByRole('dialog', { name: COPY.impactTitle });

  const typo = Math.max(0.01, Math.round(start)) / 100;
  await field.fill(String(typo));
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(PRICE_MESSAGES.rateChangeNeedsConfirm(10));
  await expect(dialog).toContainText('Silver 999');
  await expect(dialog).toContainText(/\u221299\.\d%/);
  await expect(dialog.getByRole('button', { name: COPY.impactBack })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(await silverRate(page)).toBe(start);
  await expect(page.getByText('1 unsaved change')).toBeVisible();
  return { start, field, dialog };
}
