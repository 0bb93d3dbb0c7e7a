import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { COLLECTIONS, STONE_KIND_LABELS, type StoneKind } from '@shared/constants';
import { LISTING_MESSAGES } from '@shared/messages/listing';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { SEARCH_MESSAGES } from '@shared/messages/search';
import type { SearchFacets } from '@shared/schemas/search';
import { trpcClient, type RouterInput } from './support/trpc';
import { gotoHydrated } from './support/hydration';
import { DESKTOP, PHONE, SCREENS_DIR, screenshotAt } from './support/screens';

// A collection page on a phone (390 x 844): one row of controls above the pieces, the first card
// on the first screen, several stones chosen in the filter sheet and shown as chips that remove
// their own value. Expected figures come from the server's answers.

const expect = baseExpect.configure({ timeout: 45_000 });
test.setTimeout(180_000);

interface Answer {
  total: number;
  facets: SearchFacets;
}

async function collectionSearch(
  request: APIRequestContext,
  input: RouterInput['search']['collection'],
): Promise<Answer> {
  return trpcClient(request).search.collection.query(input);
}

/** A collection of the demo data with at least two stones among its pieces. */
async function collectionWithTwoStones(request: APIRequestContext) {
  for (const collection of COLLECTIONS) {
    const answer = await collectionSearch(request, { type: collection.selectionType, limit: 20 });
    const stones = answer.facets.stone.filter((s) => s.count > 0);
    if (stones.length >= 2) return { collection, answer, stones: stones.slice(0, 2).map((s) => s.value) };
  }
  throw new Error('no collection of the demo data has two stones');
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const facet = (scope: ReturnType<Page['getByRole']>, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^${escape(label)}\\s*[\\d,]+$`) });

test('the first piece of a collection is on the first screen of a phone', async ({ page }) => {
  await gotoHydrated(page, '/gold-ring');
  const first = cards(page).first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box, 'the first card has a box').not.toBeNull();
  // Its picture at least begins on the first screen, and well up it: half of the card shows.
  expect(box!.y + box!.height / 2).toBeLessThan(PHONE.height);
  // One row of controls: search, Filters, sort, side by side.
  const search = page.getByRole('searchbox', { name: PAGE_MESSAGES.searchLabel });
  const filters = page.getByRole('button', { name: /^Filters/ });
  const sort = page.getByRole('combobox', { name: PAGE_MESSAGES.sortLabel });
  const tops = await Promise.all([search, filters, sort].map(async (l) => (await l.boundingBox())?.y ?? -1));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(4);
  await page.screenshot({ path: `${SCREENS_DIR}/collection-first-screen-390.png` });
});

test('two stones chosen on a phone show as chips, counts follow, a chip removes its stone', async ({
  page,
  request,
}) => {
  const { collection, stones } = await collectionWithTwoStones(request);
  const [a, b] = stones as [StoneKind, StoneKind];
  const type = collection.selectionType;
  const both = await collectionSearch(request, { type, stone: [a, b], limit: 20 });
  const onlyB = await collectionSearch(request, { type, stone: [b], limit: 20 });

  await gotoHydrated(page, collection.path);
  await page.getByRole('button', { name: LISTING_MESSAGES.filtersButton(0) }).click();
  const sheet = page.getByRole('dialog', { name: SEARCH_MESSAGES.filters });
  await expect(sheet).toBeVisible();
  await facet(sheet, STONE_KIND_LABELS[a]).click();
  await expect(page).toHaveURL(new RegExp(`[?&]stone=${a}(&|$)`));
  await facet(sheet, STONE_KIND_LABELS[b]).click();
  await expect(page).toHaveURL(new RegExp(`[?&]stone=${a}(,|%2C)${b}(&|$)`));
  // Both stones chosen (OR): the sheet's button and the metal counts are the server's for both.
  await expect(sheet.getByRole('button', { name: SEARCH_MESSAGES.showResults(both.total) })).toBeVisible();
  for (const metal of both.facets.metal)
    await expect(sheet.getByRole('button', { name: new RegExp(`\\s${metal.count}$`) }).first()).toBeVisible();
  await expect(facet(sheet, STONE_KIND_LABELS[a])).toHaveAttribute('aria-pressed', 'true');
  await expect(facet(sheet, STONE_KIND_LABELS[b])).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SCREENS_DIR}/collection-sheet-390.png` });
  await sheet.getByRole('button', { name: SEARCH_MESSAGES.showResults(both.total) }).click();
  await expect(sheet).toBeHidden();

  // Closed, the sheet's choices stay in sight as chips, and the Filters button counts them.
  const chips = page.getByRole('list', { name: LISTING_MESSAGES.activeFilters });
  await expect(chips.getByRole('link', { name: LISTING_MESSAGES.removeFilter(STONE_KIND_LABELS[a]) })).toBeVisible();
  await expect(chips.getByRole('link', { name: LISTING_MESSAGES.removeFilter(STONE_KIND_LABELS[b]) })).toBeVisible();
  await expect(page.getByRole('button', { name: LISTING_MESSAGES.filtersButton(2) })).toBeVisible();
  await expect(page.getByText(PAGE_MESSAGES.resultsCount(both.total))).toBeVisible();
  await screenshotAt(page, 'collection-chips', PHONE);
  await screenshotAt(page, 'collection-chips', DESKTOP);
  await page.setViewportSize(PHONE);

  // A chip removes its own stone, from the keyboard too.
  await chips.getByRole('link', { name: LISTING_MESSAGES.removeFilter(STONE_KIND_LABELS[a]) }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]stone=${b}(&|$)`));
  await expect(chips.getByRole('link', { name: LISTING_MESSAGES.removeFilter(STONE_KIND_LABELS[a]) })).toHaveCount(0);
  await expect(chips.getByRole('link', { name: LISTING_MESSAGES.removeFilter(STONE_KIND_LABELS[b]) })).toBeVisible();
  await expect(page.getByText(PAGE_MESSAGES.resultsCount(onlyB.total))).toBeVisible();
  await expect(page.getByRole('button', { name: LISTING_MESSAGES.filtersButton(1) })).toBeVisible();
});
