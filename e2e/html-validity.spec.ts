import { expect, test, type Page } from '@playwright/test';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { newShopper, registerShopper } from './support/shopper';
import { htmlErrors } from './support/vnu';

// The Nu Html Checker (vnu-jar) over every public page type: the HTML as the server sends it, and
// the document the app has made of it once hydrated. No errors. One JVM checks them all.

test.setTimeout(240_000);

const main = (page: Page) => page.getByRole('main');

/**
 * Opens `url` and waits until the app has taken it over: the first visit of a page type fills
 * caches, so allow for it.
 */
async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html'), url).toHaveAttribute('data-hydrated', '', { timeout: 45_000 });
}

async function firstProductPath(page: Page): Promise<string> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const loc = /<loc>[^<]*?(\/product\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  expect(loc, 'a product in the sitemap').toBeTruthy();
  return loc!;
}

test('every public page type is valid HTML, as sent and after hydration', async ({ page }) => {
  const product = await firstProductPath(page);
  const docs: Record<string, string> = {};

  const sent = ['/', '/gold-ring', product, '/search?q=ring', '/wishlist', '/login', '/login?tab=signup'];
  for (const url of [...sent, '/contact', '/cart', '/about', '/no-such-page']) {
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(url === '/no-such-page' ? 404 : 200);
    docs[`sent ${url}`] = await res.text();
  }

  const settled: Array<[string, () => Promise<void>]> = [
    ['/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/gold-ring', () => expect(main(page).getByRole('article').first()).toBeVisible({ timeout: 30_000 })],
    [product, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/search?q=ring', () => expect(main(page).getByRole('article').first()).toBeVisible()],
    ['/login', () => expect(page.getByRole('tabpanel')).toBeVisible()],
    ['/login?tab=signup', () => expect(page.getByRole('tabpanel')).toBeVisible()],
    ['/contact', () => expect(main(page).getByRole('textbox').first()).toBeVisible()],
  ];
  for (const [url, ready] of settled) {
    await gotoHydrated(page, url);
    await ready();
    docs[`hydrated ${url}`] = await page.content();
  }

  // The cart of a signed-in shopper with a piece in it and the booking form open; the wishlist beside it.
  await registerShopper(page, newShopper('vnu'));
  await gotoHydrated(page, '/bestsellers');
  await main(page)
    .getByRole('article')
    .first()
    .getByRole('button', { name: new RegExp(PAGE_MESSAGES.addToCart) })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: STOREFRONT_MESSAGES.cartLabel(1) })).toBeVisible();
  await gotoHydrated(page, '/cart');
  await page.getByRole('button', { name: PAGE_MESSAGES.bookShowroomVisit }).click();
  await expect(page.locator('#cart-booking').getByLabel(PAGE_MESSAGES.name)).toBeVisible();
  docs['hydrated /cart'] = await page.content();
  await gotoHydrated(page, '/wishlist');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  docs['hydrated /wishlist'] = await page.content();

  const errors = await htmlErrors(docs);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('the check itself reports an error (so that its silence means something)', async () => {
  const errors = await htmlErrors({
    broken:
      '<!doctype html><html lang="en"><head><title>x</title></head><body><button><div>x</div></button></body></html>',
  });
  expect(errors).toEqual([expect.stringMatching(/^broken:1: Element “div” not allowed as child of element “button”/)]);
});
