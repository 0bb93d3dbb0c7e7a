import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { COLLECTIONS, SORT_LABELS, STONE_KIND_LABELS, type StoneKind } from '@shared/constants';
import { LISTING_MESSAGES } from '@shared/messages/listing';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { SEARCH_MESSAGES, SEARCH_SORT_LABELS } from '@shared/messages/search';
import type { SearchFacets } from '@shared/schemas/search';
import { gotoHydrated } from './support/hydration';
import { DESKTOP, PHONE, SCREENS_DIR, screenshotAt } from './support/screens';

// /search on a phone (390 x 844) has the collection page's controls: one row of search, Filters
// with the number in force, and sort, whose longest choice shows whole (on collections too); the
// first piece on the first screen; values chosen in the sheet as chips that remove their own
// value. Expected figures come from the server's answers.

const expect = baseExpect.configure({ timeout: 45_000 });
test.setTimeout(180_000);

interface Answer {
  total: number;
  facets: SearchFacets;
}

async function apiSearch(request: APIRequestContext, query: Record<string, string>): Promise<Answer> {
  const res = await request.get(`/api/search?${new URLSearchParams(query).toString()}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as Answer;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const facet = (scope: Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`^${escape(label)}\\s*[\\d,]+$`) });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: PAGE_MESSAGES.sortLabel });

/** How much of the chosen sort's text the select's box cuts off, in CSS pixels (0: it shows whole). */
function sortTextCut(select: Locator): Promise<number> {
  return select.evaluate((el) => {
    if (!(el instanceof HTMLSelectElement)) throw new Error('not a select');
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    context.letterSpacing = style.letterSpacing;
    const text = el.selectedOptions[0]?.text ?? '';
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return Math.max(0, Math.ceil(context.measureText(text).width - room));
  });
}

/** The row's controls share a line: their tops within a few pixels. */
async function expectOneRow(page: Page, searchLabel: string): Promise<void> {
  const controls = [
    page.getByRole('searchbox', { name: searchLabel }),
    page.getByRole('button', { name: /^Filters/ }),
    sortSelect(page),
  ];
  for (const control of controls) await expect(control).toBeVisible();
  const tops = await Promise.all(controls.map(async (l) => (await l.boundingBox())?.y ?? -1));
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(4);
}

test('the search page has one row of controls, and its first piece is on the first screen', async ({ page }) => {
  await gotoHydrated(page, '/search?q=ring');
  await expectOneRow(page, SEARCH_MESSAGES.searchLabel);
  const first = cards(page).first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box, 'the first card has a box').not.toBeNull();
  expect(box!.y + box!.height / 2).toBeLessThan(PHONE.height);
  await page.screenshot({ path: `${SCREENS_DIR}/search-first-screen-390.png` });

  // Searching again from the row's box.
  const box2 = page.getByRole('searchbox', { name: SEARCH_MESSAGES.searchLabel });
  await box2.fill('jhumka');
  await box2.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=jhumka$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEARCH_MESSAGES.resultsFor('jhumka'));
});

test("the sort's longest choice shows whole on a phone, on the search page and a collection", async ({ page }) => {
  await gotoHydrated(page, '/search?q=ring');
  await sortSelect(page).selectOption({ label: SEARCH_SORT_LABELS.priceAsc });
  await expect(page).toHaveURL(/sort=priceAsc/);
  expect(await sortTextCut(sortSelect(page))).toBe(0);
  await expectOneRow(page, SEARCH_MESSAGES.searchLabel);

  await gotoHydrated(page, `${COLLECTIONS[0]!.path}?sort=priceAsc`);
  await expect(sortSelect(page)).toHaveValue('priceAsc');
  await expect(sortSelect(page).locator('option:checked')).toHaveText(SORT_LABELS.priceAsc);
  expect(await sortTextCut(sortSelect(page))).toBe(0);
  await expectOneRow(page, PAGE_MESSAGES.searchLabel);
  await page.screenshot({ path: `${SCREENS_DIR}/collection-sort-390.png` });
});

test('two stones chosen on a phone show as chips, counts follow, a chip removes its stone', async ({
  page,
  request,
}) => {
  const all = await apiSearch(request, { q: 'ring' });
  const [a, b] = all.facets.stone.filter((s) => s.count > 0).map((s) => s.value);
  if (a === undefined || b === undefined) throw new Error('the demo rings have two stones');
  const both = await apiSearch(request, { q: 'ring', stone: `${a},${b}` });
  const onlyB = await apiSearch(request, { q: 'ring', stone: b });

  await gotoHydrated(page, '/search?q=ring');
  await page.getByRole('button', { name: LISTING_MESSAGES.filtersButton(0) }).click();
  const sheet = page.getByRole('dialog', { name: SEARCH_MESSAGES.filters });
  await expect(sheet).toBeVisible();
  // 'Diamond' is a category too: the stone is the one under Stone.
  const stoneGroup = sheet.getByRole('region', { name: SEARCH_MESSAGES.facetTitles.stone });
  await facet(stoneGroup, STONE_KIND_LABELS[a]).click();
  await expect(page).toHaveURL(new RegExp(`[?&]stone=${a}(&|$)`));
  await facet(stoneGroup, STONE_KIND_LABELS[b]).click();
  await expect(page).toHaveURL(new RegExp(`[?&]stone=${a}(,|%2C)${b}(&|$)`));
  await expect(facet(stoneGroup, STONE_KIND_LABELS[a])).toHaveAttribute('aria-pressed', 'true');
  await expect(facet(stoneGroup, STONE_KIND_LABELS[b])).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByRole('button', { name: SEARCH_MESSAGES.showResults(both.total) })).toBeVisible();
  await page.screenshot({ path: `${SCREENS_DIR}/search-sheet-390.png` });
  await sheet.getByRole('button', { name: SEARCH_MESSAGES.showResults(both.total) }).click();
  await expect(sheet).toBeHidden();

  // Closed, the sheet's choices stay in sight as chips, and the Filters button counts them.
  const chips = page.getByRole('list', { name: LISTING_MESSAGES.activeFilters });
  const chip = (stone: StoneKind) =>
    chips.getByRole('link', { name: LISTING_MESSAGES.removeFilter(STONE_KIND_LABELS[stone]) });
  await expect(chip(a)).toBeVisible();
  await expect(chip(b)).toBeVisible();
  await expect(page.getByRole('button', { name: LISTING_MESSAGES.filtersButton(2) })).toBeVisible();
  await expect(page.getByText(SEARCH_MESSAGES.resultCount(both.total), { exact: true })).toBeVisible();
  await expectOneRow(page, SEARCH_MESSAGES.searchLabel);
  await screenshotAt(page, 'search-chips', PHONE);
  await screenshotAt(page, 'search-chips', DESKTOP);
  await page.setViewportSize(PHONE);

  // A chip removes its own stone, from the keyboard too.
  await chip(a).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]stone=${b}(&|$)`));
  await expect(chip(a)).toHaveCount(0);
  await expect(chip(b)).toBeVisible();
  await expect(page.getByText(SEARCH_MESSAGES.resultCount(onlyB.total), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: LISTING_MESSAGES.filtersButton(1) })).toBeVisible();
});
