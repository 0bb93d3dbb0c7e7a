import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { APPOINTMENT_MESSAGES, PRICE_MESSAGES, STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { pieceInSizeText, priceInSize, sizeName } from '@shared/piece-in-size';
import { productPath } from '@shared/product-path';
import type { AppointmentDto } from '@shared/schemas/appointments';
import type { ProductDto, ProductPage } from '@shared/schemas/catalog';
import { formatPiecePrice } from '@client/lib/format';
import { E2E_ADMIN } from './support/e2e-admin';
import { gotoHydrated, hydrated } from './support/hydration';
import { DESKTOP, screenshotBoth } from './support/screens';
import { newShopper, registerShopper } from './support/shopper';

// A size chosen on a piece's page is the size in the cart (its line, its price, the total), in the
// booking made from the cart, and in 'Visit Our Store' and WhatsApp (issue 25, section 2).

test.use({ viewport: DESKTOP });

async function trpcQuery<T>(request: APIRequestContext, path: string, input: unknown, token?: string): Promise<T> {
  const res = await request.get(
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );
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

async function appointments(request: APIRequestContext, baseURL: string): Promise<AppointmentDto[]> {
  const login = await request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: { Origin: baseURL } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = (await login.json()) as { token: string };
  return (await trpcQuery<{ appointments: AppointmentDto[] }>(request, 'admin.appointments', {}, token)).appointments;
}

/** Chooses a size as a shopper does: a press on its button (the radio itself is visually hidden). */
async function chooseSize(page: Page, label: string): Promise<void> {
  const radio = page.getByRole('radio', { name: label, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

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

  const booked = (await appointments(request, baseURL!)).find((a) => a.email === shopper.email);
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
  const booked = (await appointments(request, baseURL!)).find((a) => a.email === email);
  expect(booked?.items).toEqual([
    { productId: piece.id, name: piece.name, size: size.label, quantity: 1, price: priceInSize(piece, size.label) },
  ]);
  expect(booked?.message).toBe(PAGE_MESSAGES.bookingAboutPiece(text, url));
});
