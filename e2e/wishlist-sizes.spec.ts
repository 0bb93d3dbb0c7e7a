import { expect, test, type Page } from '@playwright/test';
import { APPOINTMENT_MESSAGES, STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { priceInSize, sizeName } from '@shared/piece-in-size';
import { productPath } from '@shared/product-path';
import { wishlistAnswer } from '@shared/schemas/wishlist';
import { formatPiecePrice } from '@client/lib/format';
import { gotoHydrated } from './support/hydration';
import { DESKTOP, screenshotBoth } from './support/screens';
import { newShopper, registerShopper } from './support/shopper';
import { bookedVisits, chooseSize, sizedPiece } from './support/sized-piece';
import { trpcClient } from './support/trpc';
import { wire } from './support/wire';

// A piece saved from its page keeps the size chosen there: the wishlist shows that size and its
// price, signed out and after the merge at sign-in, a visit booked from the wishlist records it in
// that size, and moving it to the cart keeps the size (issue 25, section 2).

test.use({ viewport: DESKTOP });

const wishlistItems = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: WISHLIST_MESSAGES.title }).getByRole('listitem');

test('a size chosen on the product page is kept in the wishlist, through sign-in, a booking and into the cart', async ({
  page,
  request,
  baseURL,
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
  expect((await wire(server, wishlistAnswer)).items).toEqual([
    expect.objectContaining({ _id: String(piece.id), size: chosen!.label }),
  ]);

  await gotoHydrated(page, '/wishlist');
  await expect(item.getByTestId('wishlist-size')).toHaveText(sizeName(chosen!.label), { timeout: 30_000 });
  await expect(item).toContainText(sold);
  await screenshotBoth(page, 'wishlist-sized');

  // A visit booked from the wishlist records the piece in its size, as one booked from the cart does.
  await page.getByRole('button', { name: WISHLIST_MESSAGES.bookVisit }).click();
  const booking = page.getByRole('region', { name: WISHLIST_MESSAGES.bookVisit });
  await expect(booking.getByLabel(/Message/)).toHaveValue(
    WISHLIST_MESSAGES.bookingMessage([`${piece.name}, ${sizeName(chosen!.label)}`]),
  );
  await booking.getByLabel(PAGE_MESSAGES.name).fill(shopper.fullname);
  await booking.getByLabel(PAGE_MESSAGES.email).fill(shopper.email);
  await booking.getByLabel(PAGE_MESSAGES.mobile).fill(shopper.phone);
  await booking.getByLabel(PAGE_MESSAGES.showroom).selectOption('nerul');
  await booking
    .getByLabel(PAGE_MESSAGES.preferredDate)
    .fill(new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10));
  await booking.getByRole('button', { name: WISHLIST_MESSAGES.bookVisit }).click();
  await expect(booking.getByRole('status')).toContainText(APPOINTMENT_MESSAGES.created);
  const booked = (await bookedVisits(request, baseURL!)).find((a) => a.email === shopper.email);
  expect(booked?.items).toEqual([
    {
      productId: piece.id,
      name: piece.name,
      size: chosen!.label,
      quantity: 1,
      price: priceInSize(piece, chosen!.label),
    },
  ]);

  // Moving it to the cart keeps the size; it leaves the wishlist.
  await item.getByRole('button', { name: WISHLIST_MESSAGES.moveToCartLabel(piece.name) }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: STOREFRONT_MESSAGES.cartLabel(1) })).toBeVisible();
  await expect(page.getByText(WISHLIST_MESSAGES.empty)).toBeVisible();
  const lines = (await trpcClient(page.request).cart.list.query()).items;
  expect(lines.map((l) => [l.product.id, l.size])).toEqual([[piece.id, chosen!.label]]);
});
