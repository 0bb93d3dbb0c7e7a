import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { COOKIE_NAMES } from '@shared/constants';
import { EMPTY_MESSAGES, PRICE_COPY, PRICE_MESSAGES, STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { visitPath } from '@shared/piece-in-size';
import { gramsToMg, MG_PER_GRAM, mulDivRoundHalfUp, paiseToRupees, rupeesToPaise } from '@shared/pricing';
import { sessionAnswer, signupAnswer } from '@shared/schemas/auth';
import type { ProductDto } from '@shared/schemas/catalog';
import { formatGrams } from '@client/features/product/format-weight';
import { formatDateTime, formatGoldPrice, formatPiecePrice, formatRupees } from '@client/lib/format';
import { hydrated } from './support/hydration';
import { latestCode } from './support/inbox';
import { DESKTOP, screenshotBoth } from './support/screens';
import { trpcClient, type RouterInput } from './support/trpc';
import { wire } from './support/wire';

// Prices on the storefront against the built app and its demo data: cards, the details dialog and
// the product page (breakup, specifications, sizes), the cart's lines and total, and the price
// sort and range of a collection. Expected figures come from the server's own answers.

const COLLECTION = { path: '/gold-ring', type: 'goldRings' } as const;

const collectionPage = (request: APIRequestContext, input: Partial<RouterInput['selection']['list']> = {}) =>
  trpcClient(request).selection.list.query({ type: COLLECTION.type, limit: 100, ...input });

async function allProducts(request: APIRequestContext): Promise<ProductDto[]> {
  return (await trpcClient(request).catalog.listProducts.query({ limit: 100 })).products;
}

const productCards = (page: Page) => page.getByRole('main').getByRole('article');
const money = (rupees: number) => formatRupees(rupees, true);
/** The row of a table whose header starts with `label`. */
const row = (table: Locator, label: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }) });

test.use({ viewport: DESKTOP });

test('the top bar shows today’s 24K and 22K gold rates per gram', async ({ page, request }) => {
  const { rates } = await trpcClient(request).rates.list.query();
  const gold = (purity: string) => rates.find((r) => r.metal === 'gold' && r.purity === purity)!.pricePerGram;
  await page.goto('/about');
  const bar = page.getByTestId('gold-price');
  await expect(bar).toContainText(`24K ${formatGoldPrice(gold('24K'))}`);
  await expect(bar).toContainText(`22K ${formatGoldPrice(gold('22K'))}`);
});

test('a card shows its price, and the details dialog the breakup and specifications', async ({ page, request }) => {
  const products = (await collectionPage(request, { sort: 'priceAsc' })).products;
  const plain = products.find(
    (p) => p.price && p.specifications.sizes.length === 0 && p.specifications.netWeight !== null,
  )!;
  const sized = products.find((p) => p.price && p.specifications.sizes.length > 1)!;
  expect(plain, 'the demo rings include one without sizes').toBeTruthy();
  expect(sized, 'the demo rings include one in sizes').toBeTruthy();

  await page.goto(COLLECTION.path);
  const card = (p: ProductDto) =>
    productCards(page).filter({ has: page.getByRole('heading', { name: p.name, exact: true }) });
  await expect(card(plain)).toContainText(formatPiecePrice(plain.price!.total));
  await expect(card(sized)).toContainText(`${PRICE_MESSAGES.priceFrom} ${formatRupees(sized.price!.total)}`);
  expect(formatRupees(plain.price!.total)).toMatch(/^₹\d{1,2}(,\d{2})*,\d{3}$/);

  await card(plain)
    .getByRole('button', { name: `${PAGE_MESSAGES.viewDetails}: ${plain.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: plain.name });
  const price = plain.price!;
  const spec = plain.specifications;
  await expect(dialog.getByTestId('product-price')).toHaveText(formatPiecePrice(price.total));
  await expect(dialog).toContainText(PRICE_COPY.gstIncluded(price.gstRate));

  const breakup = dialog.getByRole('table', { name: PRICE_COPY.breakup });
  await expect(row(breakup, PRICE_MESSAGES.metalValue)).toContainText(money(price.metalValue));
  await expect(row(breakup, PRICE_MESSAGES.metalValue)).toContainText(
    PRICE_COPY.weightTimesRate(formatGrams(spec.netWeight!), formatGoldPrice(price.ratePerGram)!),
  );
  await expect(row(breakup, PRICE_MESSAGES.makingCharges)).toContainText(money(price.making));
  await expect(row(breakup, PRICE_MESSAGES.gst(price.gstRate))).toContainText(money(price.gst));
  await expect(row(breakup, PRICE_MESSAGES.total)).toContainText(money(price.total));

  const specs = dialog.getByRole('table', { name: PRICE_COPY.specifications });
  await expect(row(specs, PRICE_COPY.purity)).toContainText(spec.purity!);
  await expect(row(specs, PRICE_COPY.netWeight)).toContainText(formatGrams(spec.netWeight!));
  await expect(row(specs, PRICE_COPY.hallmark)).toContainText('22K916');
  await expect(row(specs, PRICE_COPY.huid)).toContainText(spec.huid!);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('on the product page a size, chosen with the keyboard, changes the price and its breakup', async ({
  page,
  request,
}) => {
  const sized =
    (await allProducts(request)).find(
      (p) => p.price && p.specifications.sizes.length > 2 && p.specifications.makingChargeType === null,
    ) ?? (await allProducts(request)).find((p) => p.price && p.specifications.sizes.length > 2)!;
  const [first, second] = sized.sizePrices;
  await page.goto(`/product/${sized.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sized.name);
  const price = page.getByTestId('product-price');
  // The cheapest size is chosen at first: the 'from' price of the card.
  await expect(page.getByRole('radio', { name: first!.label, exact: true })).toBeChecked();
  await expect(price).toHaveText(formatPiecePrice(sized.price!.total));

  // The page is drawn on the server; once the app has taken over, an arrow key moves the size.
  await hydrated(page);
  await page.getByRole('radio', { name: first!.label, exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: second!.label, exact: true })).toBeChecked();
  await expect(price).toHaveText(formatPiecePrice(second!.total));

  // The breakup follows the size, and its total is the server's to the paisa.
  const size = sized.specifications.sizes.find((s) => s.label === second!.label)!;
  const metal = paiseToRupees(
    mulDivRoundHalfUp(gramsToMg(size.netWeight), rupeesToPaise(sized.price!.ratePerGram), MG_PER_GRAM),
  );
  const breakup = page.getByRole('table', { name: PRICE_COPY.breakup });
  await expect(row(breakup, PRICE_MESSAGES.total)).toContainText(money(second!.total!));
  await expect(row(breakup, PRICE_MESSAGES.metalValue)).toContainText(money(metal));
  await expect(row(breakup, PRICE_MESSAGES.metalValue)).toContainText(formatGrams(size.netWeight));
  await expect(row(page.getByRole('table', { name: PRICE_COPY.specifications }), PRICE_COPY.netWeight)).toContainText(
    formatGrams(size.netWeight),
  );
  await screenshotBoth(page, 'prices-product');
});

test('a piece priced on request offers WhatsApp and a showroom visit instead of a price', async ({ page, request }) => {
  const onRequest = (await allProducts(request)).find((p) => p.price === null)!;
  await page.goto(`/product/${onRequest.id}`);
  await expect(page.getByTestId('product-price')).toHaveText(PRICE_MESSAGES.priceOnRequest);
  await expect(page.getByText(PRICE_COPY.onRequestNote)).toBeVisible();
  await expect(page.getByRole('link', { name: PAGE_MESSAGES.chatOnWhatsapp })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(page.getByRole('link', { name: PAGE_MESSAGES.visitStore })).toHaveAttribute(
    'href',
    visitPath(onRequest.id, null),
  );
  await expect(page.getByRole('table', { name: PRICE_COPY.breakup })).toHaveCount(0);
  await expect(page.getByRole('table', { name: PRICE_COPY.specifications })).toBeVisible();
  await screenshotBoth(page, 'prices-product-on-request');
});

test('a collection sorts by price and filters by a range over all of it, kept in the URL and through Back', async ({
  page,
  request,
}) => {
  const hydrationErrors: string[] = [];
  page.on('pageerror', (e) => hydrationErrors.push(e.message));
  const names = async () => productCards(page).getByRole('heading').allTextContents();

  await page.goto(COLLECTION.path);
  await expect(productCards(page).first()).toBeVisible();
  await page.getByLabel(PAGE_MESSAGES.sortLabel).selectOption('priceAsc');
  await expect(page).toHaveURL(/sort=priceAsc/);
  const ascending = (await collectionPage(request, { sort: 'priceAsc' })).products;
  await expect.poll(names).toEqual(ascending.map((p) => p.name));
  const priced = ascending.filter((p) => p.price);
  expect(priced.length).toBeGreaterThanOrEqual(4);

  // Pieces in sizes are filtered by their cheapest size, the price their card shows.
  const min = Math.floor(priced[1]!.price!.total);
  const max = Math.ceil(priced[priced.length - 2]!.price!.total);
  const inRange = (await collectionPage(request, { sort: 'priceAsc', minPrice: min, maxPrice: max })).products;
  expect(inRange.length).toBeGreaterThan(0);
  expect(inRange.length).toBeLessThan(ascending.length);

  const lowest = page.getByLabel(PRICE_COPY.minPrice);
  const highest = page.getByLabel(PRICE_COPY.maxPrice);
  const apply = page.getByRole('button', { name: PRICE_COPY.applyRange });

  // Checked before it reaches the URL, in the server's words.
  await lowest.fill(String(max));
  await highest.fill(String(min));
  await apply.click();
  await expect(page.getByRole('alert').filter({ hasText: PRICE_MESSAGES.priceRangeOrder })).toBeVisible();
  await expect(lowest).toBeFocused();
  await lowest.fill('a lakh');
  await apply.click();
  await expect(page.getByRole('alert').filter({ hasText: PRICE_MESSAGES.priceRangeInvalid })).toBeVisible();
  await expect(page).not.toHaveURL(/Price=/);

  await lowest.fill(String(min));
  await highest.press('Control+A');
  await highest.fill(formatRupees(max).replace('₹', ''));
  await highest.press('Enter');
  await expect(page).toHaveURL(new RegExp(`sort=priceAsc&minPrice=${min}&maxPrice=${max}`));
  await expect.poll(names).toEqual(inRange.map((p) => p.name));
  await screenshotBoth(page, 'prices-collection');

  // A piece's page and Back: the sorted, filtered collection as it was.
  const firstName = (await names())[0] ?? '';
  await productCards(page)
    .first()
    .getByRole('button', { name: new RegExp(PAGE_MESSAGES.viewDetails) })
    .click();
  await page.getByRole('link', { name: PAGE_MESSAGES.productLink }).click();
  await expect(page).toHaveURL(/\/product\/\d+-[a-z0-9-]+$/);
  // The page itself, not just its address: the collection stays on screen while the page's code loads.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
  await page.goBack();
  await expect(lowest).toHaveValue(String(min));
  await expect(highest).toHaveValue(String(max));
  await expect(page.getByLabel(PAGE_MESSAGES.sortLabel)).toHaveValue('priceAsc');
  await expect.poll(names).toEqual(inRange.map((p) => p.name));

  // Back once more: the sort alone.
  await page.goBack();
  await expect(page).not.toHaveURL(/Price=/);
  await expect(lowest).toHaveValue('');
  await expect.poll(names).toEqual(ascending.map((p) => p.name));

  // High to low: the dearest first, pieces on request last.
  await page.getByLabel(PAGE_MESSAGES.sortLabel).selectOption('priceDesc');
  const descending = (await collectionPage(request, { sort: 'priceDesc' })).products;
  await expect.poll(names).toEqual(descending.map((p) => p.name));
  expect(descending.at(-1)!.price === null || descending.every((p) => p.price)).toBe(true);

  // A range that excludes everything: the empty state, and the way back from it.
  await lowest.fill('99999999');
  await apply.click();
  await expect(page.getByText(EMPTY_MESSAGES.noProductsFound)).toBeVisible();
  await page.getByRole('button', { name: PRICE_COPY.clearRange }).last().click();
  await expect(page).toHaveURL(/sort=priceDesc$/);
  await expect.poll(names).toEqual(descending.map((p) => p.name));

  // A shared link with a range opens in that state, and the prerendered page hydrates cleanly.
  await page.goto(`${COLLECTION.path}?sort=priceDesc&minPrice=${min}`);
  await expect(page.getByLabel(PRICE_COPY.minPrice)).toHaveValue(String(min));
  await expect(page.getByRole('button', { name: PRICE_COPY.clearRange })).toBeVisible();
  const fromMin = (await collectionPage(request, { sort: 'priceDesc', minPrice: min })).products;
  await expect.poll(names).toEqual(fromMin.map((p) => p.name));
  expect(hydrationErrors).toEqual([]);
});

test('the cart shows each line’s price and the total at today’s rate, leaving pieces on request out', async ({
  page,
  request,
  baseURL,
}) => {
  const stamp = Date.now().toString().slice(-8);
  const user = {
    fullname: 'Kavya Joshi',
    email: `kavya.${stamp}@example.in`,
    phone: `97${stamp}`,
    password: 'paithani-border-2026',
  };
  const after = Date.now() - 1000;
  const signup = await request.post('/api/signup', { data: user });
  expect(signup.status(), await signup.text()).toBe(201);
  const { userId } = await wire(signup, signupAnswer);
  const verify = await request.post(`/api/verifyUser/${userId}`, {
    data: {
      emailOtp: await latestCode('email', user.email, after),
      phoneOtp: await latestCode('sms', user.phone, after),
    },
  });
  expect(verify.ok(), await verify.text()).toBeTruthy();
  const { token } = await wire(verify, sessionAnswer);
  const auth = { Authorization: `Bearer ${token}` };
  // The session the browser would have after verifying, without walking the sign-up form again (storefront.spec.ts
  // does).
  await page.context().addCookies([
    { name: COOKIE_NAMES.userSession, value: token, url: baseURL!, httpOnly: true },
    { name: COOKIE_NAMES.userId, value: userId, url: baseURL! },
  ]);

  const products = await allProducts(request);
  const plain = products.find((p) => p.price && p.specifications.sizes.length === 0)!;
  const sized = products.find((p) => p.price && p.specifications.sizes.length > 0)!;
  const onRequest = products.find((p) => p.price === null)!;
  for (const p of [sized, onRequest]) {
    const res = await request.post('/api/addToCart', { headers: auth, data: { productId: String(p.id) } });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  // One piece through its own page, as a shopper would.
  await page.goto(`/product/${plain.id}`);
  await page.getByRole('button', { name: PAGE_MESSAGES.addToCart }).click();
  await expect(page.getByRole('link', { name: STOREFRONT_MESSAGES.cartLabel(3) })).toBeVisible();

  await page.goto('/cart');
  const line = (p: ProductDto) =>
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: p.name }) });
  await expect(line(plain)).toContainText(formatPiecePrice(plain.price!.total));
  // Added without a size (the first client's call): its cheapest size, as a line in that size.
  await expect(line(sized)).toContainText(formatPiecePrice(sized.price!.total));
  await expect(line(onRequest)).toContainText(PRICE_MESSAGES.priceOnRequest);

  await line(plain)
    .getByRole('button', { name: PAGE_MESSAGES.increase(plain.name) })
    .click();
  await expect(line(plain).locator('output')).toHaveText('2');
  const cart = await trpcClient(request, auth).cart.list.query();
  const plainLine = cart.items.find((i) => i.product.id === plain.id)!;
  // The cart adds pieces at the price as read (whole rupees), so lines and the total agree.
  expect(plainLine.lineTotal).toBe(Math.round(plain.price!.total) * 2);
  await expect(line(plain)).toContainText(formatPiecePrice(plainLine.lineTotal));
  await expect(line(plain)).toContainText(PRICE_COPY.each(formatPiecePrice(plain.price!.total)));

  expect(cart.unpricedLines).toBe(1);
  await expect(page.getByTestId('cart-total')).toHaveText(formatPiecePrice(cart.total));
  expect(cart.total).toBe(cart.items.reduce((sum, l) => sum + (l.lineTotal ?? 0), 0));
  await expect(page.getByText(PRICE_COPY.unpriced(1))).toBeVisible();
  await expect(page.getByText(PRICE_COPY.atTodaysRate(formatDateTime(cart.ratesUpdatedAt!)))).toBeVisible();
  await screenshotBoth(page, 'prices-cart');
});
