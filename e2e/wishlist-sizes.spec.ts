import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { priceInSize, sizeName } from '@shared/piece-in-size';
import { productPath } from '@shared/product-path';
import type { CartDto } from '@shared/schemas/cart';
import type { ProductDto, ProductPage } from '@shared/schemas/catalog';
import { formatPiecePrice } from '@client/lib/format';
import { gotoHydrated } from './support/hydration';
import { DESKTOP, screenshotBoth } from './support/screens';
import { newShopper, registerShopper } from './support/shopper';

// A piece saved from its page keeps the size chosen there: the wishlist shows that size and its
// price, signed out and after the merge at sign-in, and moving it to the cart keeps the size
// (issue 25, section 2).

test.use({ viewport: DESKTOP });

async function trpcQuery<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const res = await request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** A priced demo piece in at least three sizes whose sizes differ in price. */
async function sizedPiece(request: APIRequestContext): Promise<ProductDto> {
  const { products } = await trpcQuery<ProductPage>(request, 'catalog.listProducts', { limit: 100 });
  const piece = products.find(
    (p) => p.price && p.sizePrices.length >= 3 && new Set(p.sizePrices.map((s) => s.total)).size >= 3,
  );
  expect(piece, 'the demo data has a piece in sizes').toBeTruthy();
  return piece!;
}

async function chooseSize(page: Page, label: string): Promise<void> {
  const radio = page.getByRole('radio', { name: label, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

const wishlistItems = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: WISHLIST_MESSAGES.title }).getByRole('listitem');

test('a size chosen on the product page is kept in the wishlist, through sign-in and into the cart', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const piece = await sizedPiece(request);
  // Not the cheapest size: the 'from' price the wishlist would show without it.
  const [, chosen] = [...piece.sizePrices].sort((a, b) => (a.total ?? 0) - (b.total ?? 0));
  const sold = formatPiecePrice(priceInSize(piece, chosen!.label));
  const shopper = newShopper('wishsize');
  await registerShopper(page, shopper);
  await page.context().clearCookies();

  // Signed out: saved in the browser in the size chosen.
  await gotoHydrated(page, productPath(piece));
  await chooseSize(page, chosen!.label);
  const heart = page.getByRole('main').getByRole('button', { name: WISHLIST_MESSAGES.saveShort });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await gotoHydrated(page, '/wishlist');
  const item = wishlistItems(page).filter({ hasText: piece.name });
  await expect(item).toHaveCount(1, { timeout: 30_000 });
  await expect(item.getByTestId('wishlist-size')).toHaveText(sizeName(chosen!.label));
  await expect(item).toContainText(sold);

  // Signing in merges the browser's wishlist with its size.
  await page.goto('/login?tab=login');
  await page.getByLabel(PAGE_MESSAGES.phoneOrEmail).fill(shopper.email);
  await page.getByLabel(PAGE_MESSAGES.password, { exact: true }).fill(shopper.password);
  await page.getByRole('tabpanel').getByRole('button', { name: PAGE_MESSAGES.loginButton }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: STOREFRONT_MESSAGES.profile })).toBeVisible();
  const server = await page.request.get('/api/wishlist');
  expect(server.status()).toBe(200);
  expect(((await server.json()) as { items: Array<{ _id: string; size: string | null }> }).items).toEqual([
    expect.objectContaining({ _id: String(piece.id), size: chosen!.label }),
  ]);

  await gotoHydrated(page, '/wishlist');
  await expect(item.getByTestId('wishlist-size')).toHaveText(sizeName(chosen!.label), { timeout: 30_000 });
  await expect(item).toContainText(sold);
  await screenshotBoth(page, 'wishlist-sized');

  // Moving it to the cart keeps the size; it leaves the wishlist.
  await item.getByRole('button', { name: WISHLIST_MESSAGES.moveToCartLabel(piece.name) }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: STOREFRONT_MESSAGES.cartLabel(1) })).toBeVisible();
  await expect(page.getByText(WISHLIST_MESSAGES.empty)).toBeVisible();
  const cart = await page.request.get('/trpc/cart.list');
  expect(cart.ok()).toBeTruthy();
  const lines = ((await cart.json()) as { result: { data: CartDto } }).result.data.items;
  expect(lines.map((l) => [l.product.id, l.size])).toEqual([[piece.id, chosen!.label]]);
});
