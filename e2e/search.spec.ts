import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PURITY_LABELS } from '@shared/constants';
import { LISTING_MESSAGES } from '@shared/messages/listing';
import { SEARCH_BOX_MESSAGES } from '@shared/messages/search-box';
import { SEARCH_MESSAGES } from '@shared/messages/search';
import type { SearchFacets } from '@shared/schemas/search';
import { priceBandLabel } from '@shared/search-params';
import { trpcClient, type RouterInput } from './support/trpc';
import { DESKTOP, PHONE, SCREENS_DIR, screenshotBoth } from './support/screens';

// Search in a real browser against the built app and its demo data: the header box's suggestions
// and keys, a faceted search narrowed and widened (and Back), the no-match state, and a
// collection page filtered by purity and price. Expected figures come from the server's answers.

/** The machine is shared with other work: a first page load can take a while to hydrate. */
const expect = baseExpect.configure({ timeout: 45_000 });

interface SearchAnswer {
  total: number;
  products: Array<{ name: string }>;
  facets: SearchFacets;
}

async function apiSearch(request: APIRequestContext, query: Record<string, string>): Promise<SearchAnswer> {
  const res = await request.get(`/api/search?${new URLSearchParams(query).toString()}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as SearchAnswer;
}

async function collectionSearch(
  request: APIRequestContext,
  input: RouterInput['search']['collection'],
): Promise<SearchAnswer> {
  return trpcClient(request).search.collection.query(input);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const sidebar = (page: Page) => page.getByRole('complementary', { name: SEARCH_MESSAGES.filters });
const facetButton = (page: Page, label: string) =>
  sidebar(page).getByRole('button', {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[\\d,]+$`),
  });

test.use({ viewport: DESKTOP });
// The machine these run on is shared: give each journey room.
test.setTimeout(180_000);

test('typing in the header box shows suggestions, and the keyboard works them', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: SEARCH_BOX_MESSAGES.label });
  await box.click();
  await box.pressSequentially('jhumk', { delay: 40 });
  const list = page.getByRole('listbox', { name: SEARCH_MESSAGES.suggestionsLabel });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  await expect(options.first()).toContainText(/Jhumka/i);
  await expect(page.getByRole('status').filter({ hasText: /suggestion/ })).toHaveText(/\d+ suggestions?/);

  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const firstId = await options.first().getAttribute('id');
  await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? '');
  await box.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toBeFocused();
  await page.screenshot({ path: `${SCREENS_DIR}/search-suggestions-1440.png` });

  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');

  // Enter on an active suggestion opens it.
  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  await box.press('ArrowDown');
  const name = (await options.first().textContent()) ?? '';
  await box.press('Enter');
  await expect(page).toHaveURL(/\/product\/\d+-[a-z0-9-]+$/);
  expect(name).toMatch(/Jhumka/i);

  // Enter with nothing active opens the search page.
  const again = page.getByRole('combobox', { name: SEARCH_BOX_MESSAGES.label });
  await again.fill('kada');
  await again.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=kada$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEARCH_MESSAGES.resultsFor('kada'));
  await expect(cards(page).first()).toBeVisible();
});

test('a faceted search is narrowed and widened, kept in the URL and through Back', async ({ page, request }) => {
  const all = await apiSearch(request, { q: 'ring' });
  expect(all.total).toBeGreaterThan(3);
  const purity = all.facets.purity.find((f) => f.count < all.total) ?? all.facets.purity[0]!;
  const narrowed = await apiSearch(request, { q: 'ring', purity: purity.value });
  const band = narrowed.facets.price.find((b) => b.count < narrowed.total) ?? narrowed.facets.price[0]!;

  await page.goto('/search?q=ring');
  await expect(page.getByText(SEARCH_MESSAGES.resultCount(all.total))).toBeVisible();
  await screenshotBoth(page, 'search-results');
  await page.setViewportSize(DESKTOP);

  await facetButton(page, PURITY_LABELS[purity.value]).click();
  await expect(page).toHaveURL(new RegExp(`purity=${purity.value}`));
  await expect(page.getByText(SEARCH_MESSAGES.resultCount(narrowed.total))).toBeVisible();
  await expect(facetButton(page, PURITY_LABELS[purity.value])).toHaveAttribute('aria-pressed', 'true');

  await facetButton(page, priceBandLabel(band.min, band.max)).click();
  await expect(page).toHaveURL(/maxPrice=|minPrice=/);
  await expect(page.getByText(SEARCH_MESSAGES.resultCount(band.count))).toBeVisible();
  await expect.poll(() => cards(page).count()).toBe(Math.min(band.count, 20));

  // Widened again: the purity chip removed keeps the price band.
  await page
    .getByRole('list', { name: LISTING_MESSAGES.activeFilters })
    .getByRole('link', { name: LISTING_MESSAGES.removeFilter(PURITY_LABELS[purity.value]) })
    .click();
  await expect(page).not.toHaveURL(/purity=/);
  await expect(page).toHaveURL(/Price=/);
  // Back restores the narrowed state, Back again the first.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`purity=${purity.value}`));
  await expect(page.getByText(SEARCH_MESSAGES.resultCount(band.count))).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page.getByText(SEARCH_MESSAGES.resultCount(all.total))).toBeVisible();

  // Nothing matches: say so, and offer to take back the last filter.
  await page.goto('/search?q=polki&metal=silver');
  const polki = await apiSearch(request, { q: 'polki' });
  await expect(page.getByText(SEARCH_MESSAGES.noMatch)).toBeVisible();
  await screenshotBoth(page, 'search-no-match');
  await page.setViewportSize(DESKTOP);
  await page
    .getByRole('main')
    .getByRole('button', { name: SEARCH_MESSAGES.removeLastFilter('Silver') })
    .last()
    .click();
  await expect(page.getByText(SEARCH_MESSAGES.resultCount(polki.total))).toBeVisible();

  // On a phone the facets are a sheet.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: SEARCH_MESSAGES.filters, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: SEARCH_MESSAGES.filters });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: new RegExp(`^${PURITY_LABELS[purity.value]}\\s*[\\d,]+$`) }).click();
  await expect(page).toHaveURL(new RegExp(`purity=${purity.value}`));
  await page.screenshot({ path: `${SCREENS_DIR}/search-sheet-390.png` });
  const polkiPurity = (await apiSearch(request, { q: 'polki', purity: purity.value })).total;
  await sheet.getByRole('button', { name: SEARCH_MESSAGES.showResults(polkiPurity) }).click();
  await expect(sheet).toBeHidden();
});

test('a collection page is filtered by purity and price, with counts', async ({ page, request }) => {
  const base = await collectionSearch(request, { type: 'goldRings', limit: 100 });
  const purity = base.facets.purity[0]!;
  const byPurity = await collectionSearch(request, { type: 'goldRings', purity: purity.value, limit: 100 });
  const band = byPurity.facets.price[0]!;

  await page.goto('/gold-ring');
  await expect(cards(page).first()).toBeVisible();
  await expect(facetButton(page, PURITY_LABELS[purity.value])).toContainText(String(purity.count));
  await facetButton(page, PURITY_LABELS[purity.value]).click();
  await expect(page).toHaveURL(new RegExp(`purity=${purity.value}`));
  await expect.poll(() => cards(page).count()).toBe(Math.min(byPurity.total, 20));
  await facetButton(page, priceBandLabel(band.min, band.max)).click();
  await expect(page).toHaveURL(/Price=/);
  await expect.poll(() => cards(page).count()).toBe(Math.min(band.count, 20));
  await screenshotBoth(page, 'collection-facets');
});
