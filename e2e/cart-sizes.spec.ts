import { expect, test } from '@playwright/test';
import { APPOINTMENT_MESSAGES, PRICE_MESSAGES, STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { pieceInSizeText, priceInSize, sizeName } from '@shared/piece-in-size';
import { productPath } from '@shared/product-path';
import { formatPiecePrice } from '@client/lib/format';
import { gotoHydrated, hydrated } from './support/hydration';
import { DESKTOP, screenshotBoth } from './support/screens';
import { bookedVisits, chooseSize, sizedPiece } from './support/sized-piece';
import { newShopper, registerShopper } from './support/shopper';

// A size chosen on a piece's page is the size in the cart (its line, its price, the total), in the
// booking made from the cart, and in 'Visit Our Store' and WhatsApp (issue 25, section 2).

test.use({ viewport: DESKTOP });

test('a size chosen on the product page arrives in the cart, its total and the booking', async ({
  page,
  request,
  baseURL,
}) => {
  const piece = await sizedPiece(request);
  // Two sizes that are not the cheapest (the 'from' price the cart used to show).
  const [, first, second] = [...piece.sizePrices].sort((a, b) => (a.total ?? 0) - (b.total ?? 0));
  const shopper = newShopper('sizes');
  await registerShopper(page, shopper);

  await gotoHydrated(page, productPath(piece));
  for (const size of [first!, second!]) {
    await chooseSize(page, size.label);
    await expect(page.getByTestId('product-price')).toHaveText(formatPiecePrice(size.total));
    await page.getByRole('button', { name: PAGE_MESSAGES.addToCart }).click();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: STOREFRONT_MESSAGES.cartLabel(2) })).toBeVisible();

  await page.goto('/cart');
  const lines = page.getByRole('main').getByRole('list', { name: PAGE_MESSAGES.cartTitle }).getByRole('listitem');
  // The cart's lines are drawn once the app has the page and the cart (a slow host takes a while).
  await expect(lines).toHaveCount(2, { timeout: 30_000 });
  const sold = (label: string) => priceInSize(piece, label as never) ?? 0;
  for (const size of [first!, second!]) {
    const line = lines.filter({ hasText: sizeName(size.label) });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(formatPiecePrice(sold(size.label)));
    await expect(line).not.toContainText(PRICE_MESSAGES.priceFrom);
  }
  // One rule: the total reads like the lines (whole rupees) and is their sum.
  await expect(page.getByTestId('cart-total')).toHaveText(formatPiecePrice(sold(first!.label) + sold(second!.label)));
  await screenshotBoth(page, 'cart-sizes');

  await page.getByRole('button', { name: PAGE_MESSAGES.bookShowroomVisit }).click();
  const booking = page.locator('#cart-booking');
  await booking.getByLabel(PAGE_MESSAGES.email).fill(shopper.email);
  await booking.getByLabel(PAGE_MESSAGES.mobile).fill(shopper.phone);
  await booking.getByLabel(PAGE_MESSAGES.showroom).selectOption('nerul');
  await booking
    .getByLabel(PAGE_MESSAGES.preferredDate)
    .fill(new Date(Date.now() + 4 * 24 * 3600 * 1000).toISOString().slice(0, 10));
  await booking.getByRole('button', { name: PAGE_MESSAGES.bookShowroomVisit }).click();
  await expect(booking.getByRole('status')).toContainText(APPOINTMENT_MESSAGES.created);

  const booked = (await bookedVisits(request, baseURL!)).find((a) => a.email === shopper.email);
  expect(booked?.items.map((i) => [i.productId, i.size, i.price]).sort()).toEqual(
    [
      [piece.id, first!.label, sold(first!.label)],
      [piece.id, second!.label, sold(second!.label)],
    ].sort(),
  );
});

test('Visit Our Store and WhatsApp carry the piece: name, size, price and link', async ({ page, request, baseURL }) => {
  const piece = await sizedPiece(request);
  const size = piece.sizePrices.at(-1)!;
  await gotoHydrated(page, productPath(piece));
  await chooseSize(page, size.label);
  const text = pieceInSizeText({ name: piece.name, size: size.label, price: priceInSize(piece, size.label) });
  const url = `${baseURL}${productPath(piece)}`;
  const whatsapp = page.getByRole('link', { name: PAGE_MESSAGES.chatOnWhatsapp });
  const sent = async () => new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text');
  await expect.poll(sent).toBe(PAGE_MESSAGES.whatsappAboutPiece(text, url));

  await page.getByRole('link', { name: PAGE_MESSAGES.visitStore }).click();
  await expect(page).toHaveURL(/\/contact\?piece=\d+&size=[\d.]+#book-a-visit$/);
  await hydrated(page);
  const section = page.locator('#book-a-visit');
  await expect(section.getByTestId('visit-piece-details')).toHaveText(
    `${sizeName(size.label)} · ${formatPiecePrice(priceInSize(piece, size.label))}`,
  );
  await expect(section.getByRole('link', { name: piece.name })).toHaveAttribute('href', productPath(piece));
  await expect(section.getByLabel(/Message/)).toHaveValue(PAGE_MESSAGES.bookingAboutPiece(text, url));
  const banner = page.getByRole('link', { name: 'chat on WhatsApp' });
  expect(new URL((await banner.getAttribute('href'))!).searchParams.get('text')).toBe(
    PAGE_MESSAGES.whatsappAboutPiece(text, url),
  );
  await screenshotBoth(page, 'contact-piece');

  const email = `visit.${Date.now()}@example.in`;
  await section.getByLabel(PAGE_MESSAGES.name).fill('Ira Mhatre');
  await section.getByLabel(PAGE_MESSAGES.email).fill(email);
  await section.getByLabel(PAGE_MESSAGES.mobile).fill('98200 14533');
  await section.getByLabel(PAGE_MESSAGES.showroom).selectOption('kharghar');
  await section
    .getByLabel(PAGE_MESSAGES.preferredDate)
    .fill(new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10));
  await section.getByRole('button', { name: PAGE_MESSAGES.submitAppointment }).click();
  await expect(section.getByRole('status')).toContainText(APPOINTMENT_MESSAGES.created);
  const booked = (await bookedVisits(request, baseURL!)).find((a) => a.email === email);
  expect(booked?.items).toEqual([
    { productId: piece.id, name: piece.name, size: size.label, quantity: 1, price: priceInSize(piece, size.label) },
  ]);
  expect(booked?.message).toBe(PAGE_MESSAGES.bookingAboutPiece(text, url));
});
