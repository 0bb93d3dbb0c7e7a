import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRICE_COPY, PRICE_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { SEARCH_BOX_MESSAGES } from '@shared/messages/search-box';
import type { ProductDto } from '@shared/schemas/catalog';
import { productPath } from '@shared/product-path';
import { formatPiecePrice, formatRupees } from '@client/lib/format';
import { holdScripts, hydrated } from './support/hydration';
import { DESKTOP } from './support/screens';
import { trpcClient } from './support/trpc';

// A public page is live before the app is: prerendered (home, the collections) or drawn by
// the server (a product). What a shopper sets in its native controls before the app has taken
// over (text typed, an option chosen, a radio moved) is kept, and the app adopts it when it
// hydrates (src/client/rendering/early-input.ts): the page then acts on what the controls show.
// Each test holds the app's scripts back, uses the page as the server sent it, then lets them in.

test.use({ viewport: DESKTOP });

const cards = (page: Page) => page.getByRole('main').getByRole('article');
/** The row of a table whose header starts with `label`. */
const row = (table: Locator, label: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: new RegExp(`^${label}`) }) });

test('text typed into the header search before hydration is what Enter searches for', async ({ page }) => {
  const { release } = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: SEARCH_BOX_MESSAGES.label });
  await box.fill('jhumka');
  release();
  await hydrated(page);
  await expect(box).toHaveValue('jhumka');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?(.*&)?q=jhumka(&|$)/);
});

test('a search typed and a sort chosen on a collection before hydration are applied', async ({ page, request }) => {
  const { release } = await holdScripts(page);
  await page.goto('/gold-ring', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: PAGE_MESSAGES.searchLabel });
  await box.fill('ring');
  const sort = page.getByRole('combobox', { name: PAGE_MESSAGES.sortLabel });
  await sort.selectOption('nameDesc');
  // Now the scripts arrive and the page hydrates: the list follows what the controls show.
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/[?&]sort=nameDesc/);
  await expect(page).toHaveURL(/[?&]q=ring/);
  await expect(box).toHaveValue('ring');
  await expect(sort).toHaveValue('nameDesc');
  const answer = await trpcClient(request).search.collection.query({
    type: 'goldRings',
    q: 'ring',
    sort: 'nameDesc',
    limit: 20,
  });
  expect(answer.total).toBeGreaterThan(1);
  await expect(cards(page)).toHaveCount(Math.min(answer.total, 20));
  await expect(cards(page).first()).toContainText(answer.products[0]!.name);
  await expect(cards(page).last()).toContainText(answer.products[Math.min(answer.total, 20) - 1]!.name);

  // A shared link (the prerendered page is drawn with the defaults) opens showing its own state.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/gold-ring?q=ring&sort=nameDesc');
  await hydrated(page);
  await expect(cards(page).first()).toContainText(answer.products[0]!.name);
  await expect(sort).toHaveValue('nameDesc');
  await expect(box).toHaveValue('ring');
  await expect(page).toHaveURL(/[?&]q=ring&sort=nameDesc/);
});

test('a price range typed on a collection before hydration is the one applied', async ({ page }) => {
  const { release } = await holdScripts(page);
  await page.goto('/gold-ring', { waitUntil: 'commit' });
  await page.getByLabel(PRICE_COPY.minPrice).fill('20000');
  release();
  await hydrated(page);
  await page.getByRole('button', { name: PRICE_COPY.applyRange }).click();
  await expect(page).toHaveURL(/[?&]minPrice=20000/);
});

test('a size chosen on a product page before hydration is the size priced', async ({ page, request }) => {
  const products = (await trpcClient(request).catalog.listProducts.query({ limit: 100 })).products;
  const sized = products.find((p: ProductDto) => p.price && p.specifications.sizes.length > 2)!;
  const [first, , third] = sized.sizePrices;
  const { release } = await holdScripts(page);
  await page.goto(productPath(sized), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sized.name);
  const price = page.getByTestId('product-price');
  await expect(price).toHaveText(formatPiecePrice(first!.total));
  // A shopper taps the size's box (its label); the browser checks its radio.
  const radio = page.getByRole('radio', { name: third!.label, exact: true });
  await radio.locator('xpath=..').click();
  await expect(radio).toBeChecked();
  // Now the scripts arrive and the page hydrates: the price follows the size the browser shows.
  release();
  await hydrated(page);
  await expect(price).toHaveText(formatPiecePrice(third!.total));
  await expect(radio).toBeChecked();
  await expect(row(page.getByRole('table', { name: PRICE_COPY.breakup }), PRICE_MESSAGES.total)).toContainText(
    formatRupees(third!.total!, true),
  );
});
