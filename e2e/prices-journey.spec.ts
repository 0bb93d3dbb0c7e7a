import { expect, test, type APIRequestContext } from '@playwright/test';
import { PRICE_COPY, PRICE_MESSAGES } from '@shared/messages';
import { computePrice, gramsToMg, rupeesToPaise, paiseToRupees } from '@shared/pricing';
import type { ProductDto } from '@shared/schemas/catalog';
import { formatPiecePrice, formatRupees } from '@client/lib/format';
import { E2E_ADMIN } from './support/e2e-admin';
import { trpcClient } from './support/trpc';

// The whole loop of a rate change: the admin sets the 22K rate in the dashboard, and the very
// next view of a 22K piece on the storefront shows the price worked out at the new rate. The
// expected price is computed here from the piece's specifications with the shared price rules.

async function products(request: APIRequestContext): Promise<ProductDto[]> {
  return (await trpcClient(request).catalog.listProducts.query({ limit: 100, sort: 'priceAsc' })).products;
}

test('the admin changes the 22K rate and the storefront shows the new price on the next view', async ({
  page,
  baseURL,
}) => {
  // A 22K piece without sizes whose making charge is its own, so its price follows from its JSON alone.
  const piece = (await products(page.request)).find(
    (p) =>
      p.price &&
      p.specifications.purity === '22K' &&
      p.specifications.sizes.length === 0 &&
      p.specifications.makingChargeType !== null,
  );
  expect(piece, 'the demo catalogue has a 22K piece with its own making charge').toBeTruthy();
  const spec = piece!.specifications;

  await page.goto(`/product/${piece!.id}`);
  await expect(
    page.getByRole('main').getByText(formatPiecePrice(piece!.price!.total), { exact: true }).first(),
  ).toBeVisible();

  // A 22K rate the piece has surely never been priced at.
  const newRate = Math.round(piece!.price!.ratePerGram * 1.07 * 100) / 100;
  const login = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: { Origin: baseURL ?? '' } });
  expect(login.ok(), await login.text()).toBeTruthy();
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Update Gold Price' }).click();
  await page.getByLabel('New rate for Gold 22K, rupees per gram').fill(newRate.toFixed(2));
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.locator('[aria-live]').getByText(PRICE_MESSAGES.ratesUpdated, { exact: true })).toBeVisible();

  const making =
    spec.makingChargeType === 'percent'
      ? { type: 'percent' as const, value: Math.round(spec.makingChargeValue! * 100) }
      : { type: spec.makingChargeType!, value: rupeesToPaise(spec.makingChargeValue!) };
  const expected = computePrice({
    netWeightMg: gramsToMg(spec.netWeight!),
    ratePerGramPaise: rupeesToPaise(newRate),
    making,
    stones: spec.stones.map((s) => ({ valuePaise: rupeesToPaise(s.value) })),
  })!;
  expect(expected.total).not.toBe(rupeesToPaise(piece!.price!.total));

  await page.goto(`/product/${piece!.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText(formatPiecePrice(paiseToRupees(expected.total)), { exact: true }).first()).toBeVisible();
  const breakup = main.getByRole('table', { name: PRICE_COPY.breakup });
  await expect(breakup).toContainText(formatRupees(paiseToRupees(expected.total), true));
  await expect(breakup).toContainText(formatRupees(paiseToRupees(expected.metalValue), true));

  // Put the rate back to derived so the other journeys see the demo's rates.
  await page.goto('/dashboard/gold');
  await page.getByRole('button', { name: 'Use the derived rate for Gold 22K' }).click();
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.locator('[aria-live]').getByText(PRICE_MESSAGES.ratesUpdated, { exact: true })).toBeVisible();
});
