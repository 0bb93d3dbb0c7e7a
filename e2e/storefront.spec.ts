import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { COLLECTIONS, DEFAULT_SHOP_INFO, TIMINGS_MS } from '@shared/constants';
import {
  APPOINTMENT_MESSAGES,
  AUTH_MESSAGES,
  CART_MESSAGES,
  EMPTY_MESSAGES,
  GENERAL_MESSAGES,
  GOLD_MESSAGES,
  STOREFRONT_MESSAGES,
} from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { adminTokenAnswer } from '@shared/schemas/admin-auth';
import { categoriesAnswer, productPageWire, productWrittenAnswer } from '@shared/schemas/catalog-wire';
import { goldAnswer } from '@shared/schemas/gold';
import { TESTIMONIALS } from '@client/features/home/home-content';
import { formatGoldPrice } from '@client/lib/format';
import { E2E_ADMIN } from './support/e2e-admin';
import { hydrated } from './support/hydration';
import { latestCode } from './support/inbox';
import { DESKTOP, PHONE, SCREENS_DIR, screenshotAt, screenshotBoth } from './support/screens';
import { wire } from './support/wire';

// The storefront's journeys in a real browser against the built app on a fresh database with demo data.
// Screenshots of every main screen at phone and desktop width go to e2e/artifacts/screens.

const PAGING_PREFIX = 'Paging Test Anklet';
const PAGING_COUNT = 22;

const header = (page: Page) => page.getByRole('banner');
const mainMenu = (page: Page) => header(page).getByRole('navigation', { name: STOREFRONT_MESSAGES.mainMenu });
const productCards = (page: Page) => page.getByRole('main').getByRole('article');
const toast = (page: Page, text: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/loginAdmin', { data: E2E_ADMIN });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await wire(res, adminTokenAnswer)).token;
}

/** Enough extra pieces in Daily Wear Silver for two pages, made through the admin's REST API. */
async function seedPagingPieces(request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const existing = await request.post('/api/getSelectionByTypeCatagory', {
    data: { type: 'dailySilver', q: PAGING_PREFIX, limit: 50 },
  });
  if ((await wire(existing, productPageWire)).total >= PAGING_COUNT) return;
  const { categories } = await wire(await request.get('/api/getCategories'), categoriesAnswer);
  const silver = categories.find((c) => c.name === 'Silver');
  expect(silver, 'the demo data has a Silver category').toBeTruthy();
  const image = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#c3c8cf' } })
    .png()
    .toBuffer();
  const ids: string[] = [];
  for (let i = 1; i <= PAGING_COUNT; i++) {
    const n = String(i).padStart(2, '0');
    const res = await request.post('/api/createProduct', {
      headers: auth,
      multipart: {
        name: `${PAGING_PREFIX} ${n}`,
        category: silver!._id,
        description: `Sterling silver anklet number ${n}, made for the paging journey.`,
        productImage: { name: `anklet-${n}.png`, mimeType: 'image/png', buffer: image },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await wire(res, productWrittenAnswer)).product._id);
  }
  const added = await request.post('/api/addSelection', {
    headers: auth,
    data: { type: 'dailySilver', catagoryId: silver!._id, productId: ids },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
}

async function expectNotFoundPage(page: Page, visible: boolean) {
  const heading = page.getByRole('heading', { level: 1, name: GENERAL_MESSAGES.pageNotFound });
  if (visible) await expect(heading).toBeVisible();
  else await expect(heading).toHaveCount(0);
}

test.describe('storefront', () => {
  test.use({ viewport: DESKTOP });

  test('home shows the live gold price, slides, carousels, testimonials and the film', async ({ page, request }) => {
    const gold = await wire(await request.get('/api/getGold'), goldAnswer);
    // Playwright's clock: time flows as usual, and a test can move it on at once.
    await page.clock.install();
    await page.goto('/');
    await expect(page).toHaveTitle(/Navi Jewels/);
    const expected = formatGoldPrice(gold.price);
    expect(expected).toMatch(/^₹[\d,]+\.\d{2}\/g$/);
    await expect(page.getByTestId('gold-price')).toContainText(expected!);
    const phone = header(page).getByRole('link', { name: new RegExp(DEFAULT_SHOP_INFO.phone.replace(/\+/g, '\\+')) });
    await expect(phone.first()).toHaveAttribute('href', /^tel:\+91\d+$/);

    // Hero: advances by itself, pauses while hovered.
    const hero = page.getByTestId('hero');
    const slide = (n: number) => hero.getByRole('group', { name: `${n} of 4` });
    await expect(slide(1)).toHaveAttribute('aria-hidden', 'false');
    await expect(slide(2)).toHaveAttribute('aria-hidden', 'false', { timeout: TIMINGS_MS.heroAutoAdvance + 2000 });
    await hero.hover();
    await expect(hero).toHaveAttribute('data-running', 'false');
    const shown = await hero.locator('[aria-hidden="false"][role="group"]').getAttribute('aria-label');
    await page.clock.runFor(TIMINGS_MS.heroAutoAdvance + 500);
    await expect(hero.locator('[aria-hidden="false"][role="group"]')).toHaveAttribute('aria-label', shown!);
    // Every slide links to a real collection.
    for (const href of await hero.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
      expect(
        COLLECTIONS.some((c) => c.path === href),
        `${href} is a collection`,
      ).toBe(true);
    }
    await page.mouse.move(0, 0);

    // Carousels: the collections, and real products for every occasion.
    await expect(page.getByRole('region', { name: 'Collections' }).getByRole('link').first()).toBeVisible();
    for (const occasion of ['Wedding & engagement', 'Party & cocktail', 'Daily & office']) {
      // A shelf asks for its pieces as it comes near the screen.
      await page.getByRole('heading', { name: occasion, exact: true }).scrollIntoViewIfNeeded();
      const carousel = page.getByRole('region', { name: occasion });
      await carousel.scrollIntoViewIfNeeded();
      await expect(carousel.getByRole('article').first()).toBeVisible();
      expect(await carousel.getByRole('article').count()).toBeGreaterThanOrEqual(4);
    }
    // 4 cards a view at 1440px: the fifth card is off to the right until Next is pressed.
    const wedding = page.getByRole('region', { name: 'Wedding & engagement' });
    const fifth = wedding.getByRole('group', { name: /^5 of / });
    await expect(fifth).not.toBeInViewport();
    await wedding.getByRole('button', { name: STOREFRONT_MESSAGES.carouselNext }).click();
    await expect(fifth).toBeInViewport();

    // Testimonials change with a fade.
    const quote = page.getByTestId('testimonial');
    for (const [i, t] of [TESTIMONIALS[2]!, TESTIMONIALS[0]!].entries()) {
      await page.getByRole('button', { name: `Testimonial ${i === 0 ? 3 : 1} of 3: ${t.name}` }).click();
      await expect(quote).toContainText(t.quote);
    }

    // The film plays once a quarter of it is on screen and pauses when it leaves.
    const film = page.getByTestId('showroom-film');
    await film.scrollIntoViewIfNeeded();
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => !v.paused), { timeout: 10_000 }).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    await screenshotBoth(page, 'home');
  });

  test('under prefers-reduced-motion the slides and the film stay still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const hero = page.getByTestId('hero');
    await expect(hero).toHaveAttribute('data-running', 'false');
    await page.clock.runFor(TIMINGS_MS.heroAutoAdvance + 500);
    await expect(hero.getByRole('group', { name: '1 of 4' })).toHaveAttribute('aria-hidden', 'false');
    const film = page.getByTestId('showroom-film');
    await film.scrollIntoViewIfNeeded();
    // The film has seen itself on screen (it shows its controls once near) and still waits for a press.
    await expect(film).toHaveAttribute('controls', '');
    expect(await film.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('the gold price says Service Unavailable when it cannot be fetched', async ({ page }) => {
    await page.route(/\/trpc\/.*rates\.list/, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/about');
    await expect(page.getByTestId('gold-price')).toContainText(GOLD_MESSAGES.unavailable, { timeout: 15_000 });
  });

  test('every menu link opens a page with products, and no link on any page is a 404', async ({ page, request }) => {
    // 22 collections, 8 kinds of page and every link they hold (product pages included): long on a busy machine.
    test.setTimeout(240_000);
    await page.goto('/');
    const menu = mainMenu(page);
    const targets = new Set<string>();
    for (const group of ['Gold', 'Diamond', 'Temple', 'Polki', 'Daily wear', 'Party wear']) {
      const button = menu.getByRole('button', { name: group, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const links = menu.getByRole('link');
      for (const href of await links.evaluateAll((ls) =>
        ls.filter((l) => (l as HTMLElement).offsetParent !== null).map((l) => l.getAttribute('href')),
      )) {
        if (href) targets.add(href);
      }
      await button.press('Escape');
    }
    for (const href of await menu.getByRole('link').evaluateAll((ls) => ls.map((l) => l.getAttribute('href'))))
      if (href) targets.add(href);
    expect(targets).toContain('/temple-ring');
    expect(targets).toContain('/mangalsutra');
    expect([...targets].some((t) => t.includes('tample'))).toBe(false);

    const collections = [...targets].filter((t) => COLLECTIONS.some((c) => c.path === t));
    expect(collections.length).toBeGreaterThanOrEqual(22);
    const linked = new Set<string>(targets);
    for (const path of collections) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(COLLECTIONS.find((c) => c.path === path)!.title);
      await expect(productCards(page).first()).toBeVisible();
      await expect(page.getByText(EMPTY_MESSAGES.noProductsFound)).toHaveCount(0);
    }
    // Every internal link on every kind of page answers with a real page.
    for (const path of ['/', '/about', '/contact', '/media', '/bestsellers', '/gold-ring', '/cart', '/login']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const href of await page
        .locator('a[href^="/"]')
        .evaluateAll((ls) => ls.map((l) => l.getAttribute('href') ?? '')))
        linked.add(href.split('#')[0]!);
    }
    expect(linked.size).toBeGreaterThan(30);
    for (const href of linked) {
      const res = await request.get(href, { maxRedirects: 0 });
      expect(res.status(), href).toBe(200);
    }
    for (const href of ['/media', '/bestsellers', '/about', '/contact', '/product/1']) {
      await page.goto(href);
      await expectNotFoundPage(page, false);
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the old /tample-* paths land on /temple-* (server and client)', async ({ page, request }) => {
    const res = await request.get('/tample-ring?sort=nameAsc', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/temple-ring?sort=nameAsc');

    await page.goto('/tample-ring');
    await expect(page).toHaveURL(/\/temple-ring$/);
    await expect(productCards(page).first()).toBeVisible();

    // Inside the app, without a request to the server.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/tample-earrings?q=jhumka');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/temple-earrings\?q=jhumka$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Temple Earrings');
  });

  test('search, sort, category filter and paging run on the server, live in the URL and survive Back', async ({
    page,
    request,
  }) => {
    await seedPagingPieces(request);
    await page.goto('/daily-silver');
    await expect(page).toHaveTitle(/Daily Wear Silver/);
    const pager = page.getByRole('navigation', { name: STOREFRONT_MESSAGES.pagination });
    await expect(pager).toContainText('Page 1 of 2');
    await expect(productCards(page)).toHaveCount(20);

    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pager).toContainText('Page 2 of 2');
    const secondPage = await productCards(page).count();
    expect(secondPage).toBeGreaterThanOrEqual(PAGING_COUNT + 3 - 20);
    await page.goBack();
    await expect(page).not.toHaveURL(/page=/);
    await expect(pager).toContainText('Page 1 of 2');

    // Sort Z-A: the first card is the last name.
    await page.getByLabel(PAGE_MESSAGES.sortLabel).selectOption('nameDesc');
    await expect(page).toHaveURL(/sort=nameDesc/);
    const names = await productCards(page).getByRole('heading').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));

    // Search over the whole collection, not just this page.
    const search = page.getByRole('searchbox', { name: PAGE_MESSAGES.searchLabel });
    await search.fill(`${PAGING_PREFIX} 07`);
    await search.press('Enter');
    await expect(page).toHaveURL(/q=Paging\+Test\+Anklet\+07/);
    await expect(productCards(page)).toHaveCount(1);
    await expect(productCards(page).getByRole('heading')).toHaveText(`${PAGING_PREFIX} 07`);

    // Category filter: silver pieces are not in Gold.
    await page.getByLabel(PAGE_MESSAGES.categoryLabel).selectOption({ label: 'Gold' });
    await expect(page).toHaveURL(/category=\d+/);
    await expect(page.getByText(EMPTY_MESSAGES.noProductsFound)).toBeVisible();
    await page.getByLabel(PAGE_MESSAGES.categoryLabel).selectOption({ label: PAGE_MESSAGES.allCategories });
    await expect(productCards(page)).toHaveCount(1);

    // Back walks through the states: Gold filter, then the search, then the sort alone.
    await page.goBack();
    await expect(page.getByText(EMPTY_MESSAGES.noProductsFound)).toBeVisible();
    await page.goBack();
    await expect(search).toHaveValue(`${PAGING_PREFIX} 07`);
    await expect(productCards(page)).toHaveCount(1);
    await page.goBack();
    await expect(search).toHaveValue('');
    await expect(page.getByLabel(PAGE_MESSAGES.sortLabel)).toHaveValue('nameDesc');
    await expect(productCards(page)).toHaveCount(20);

    // A shared link opens in the same state.
    await page.goto(`/daily-silver?q=${encodeURIComponent(PAGING_PREFIX)}&sort=nameAsc&page=2`);
    await expect(pager).toContainText('Page 2 of 2');
    await expect(productCards(page).first().getByRole('heading')).toHaveText(`${PAGING_PREFIX} 21`);

    await page.goto('/daily-silver');
    await expect(productCards(page).first()).toBeVisible();
    await screenshotBoth(page, 'collection');
  });

  test('details dialog keeps focus, closes on Escape, links to the store and to WhatsApp', async ({ page }) => {
    await page.goto('/gold-necklace');
    const card = productCards(page).first();
    const name = (await card.getByRole('heading').textContent())!;
    const view = card.getByRole('button', { name: `${PAGE_MESSAGES.viewDetails}: ${name}` });
    await view.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();

    const whatsapp = dialog.getByRole('link', { name: PAGE_MESSAGES.chatOnWhatsapp });
    const href = (await whatsapp.getAttribute('href'))!;
    expect(href.startsWith(`https://wa.me/${DEFAULT_SHOP_INFO.whatsapp}?text=`)).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1]!)).toContain(name);
    // 'Visit Our Store' carries the piece to the booking form.
    await expect(dialog.getByRole('link', { name: PAGE_MESSAGES.visitStore })).toHaveAttribute(
      'href',
      /^\/contact\?piece=\d+(&size=[^#]+)?#book-a-visit$/,
    );

    // Focus stays inside while it is open.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.screenshot({ path: `${SCREENS_DIR}/product-dialog-1440.png` });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SCREENS_DIR}/product-dialog-390.png` });
    await page.setViewportSize(DESKTOP);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(view).toBeFocused();

    // Visit Our Store goes to the contact page.
    await view.click();
    await dialog.getByRole('link', { name: PAGE_MESSAGES.visitStore }).click();
    await expect(page).toHaveURL(/\/contact\?piece=\d+/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Each piece also has its own page to share.
    await page.goto('/gold-necklace');
    await productCards(page)
      .first()
      .getByRole('button', { name: new RegExp(PAGE_MESSAGES.viewDetails) })
      .click();
    await page.getByRole('link', { name: PAGE_MESSAGES.productLink }).click();
    await expect(page).toHaveURL(/\/product\/\d+-[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(name));
    await screenshotBoth(page, 'product');
  });

  test('Add to Cart without a session says Please login first. for 3 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/diamond-ring');
    await hydrated(page);
    await productCards(page)
      .first()
      .getByRole('button', { name: new RegExp(PAGE_MESSAGES.addToCart) })
      .click();
    const message = toast(page, AUTH_MESSAGES.loginFirst);
    await expect(message).toBeVisible();
    await page.clock.runFor(TIMINGS_MS.toast - 1000);
    await expect(message).toBeVisible();
    await page.clock.runFor(1000);
    await expect(message).toBeHidden();
  });

  test('a visitor books a showroom visit from the home page', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#book-a-visit');
    await form.scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: PAGE_MESSAGES.submitAppointment }).click();
    await expect(form.getByText(APPOINTMENT_MESSAGES.nameRequired)).toBeVisible();
    await expect(form.getByLabel(PAGE_MESSAGES.name)).toBeFocused();

    await form.getByLabel(PAGE_MESSAGES.name).fill('Asha Kulkarni');
    await form.getByLabel(PAGE_MESSAGES.email).fill('asha.kulkarni@example.in');
    await form.getByLabel(PAGE_MESSAGES.mobile).fill('98201 23456');
    await form.getByLabel(PAGE_MESSAGES.showroom).selectOption('kharghar');
    const date = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await form.getByLabel(PAGE_MESSAGES.preferredDate).fill(date);
    await form.getByLabel(/Message/).fill('Looking for a bridal polki set.');
    await form.getByRole('button', { name: PAGE_MESSAGES.submitAppointment }).click();
    await expect(form.getByRole('status')).toContainText(APPOINTMENT_MESSAGES.created);
    await expect(form.getByRole('status')).toContainText('Kharghar Showroom');
  });

  test('contact, about and media pages have real content', async ({ page }) => {
    await page.goto('/contact');
    for (const showroom of DEFAULT_SHOP_INFO.showrooms) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: showroom.name }) });
      await expect(card).toContainText(showroom.address);
      await expect(card.getByRole('link', { name: showroom.phone })).toHaveAttribute('href', /^tel:/);
      await expect(card.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', showroom.mapUrl);
      await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/${DEFAULT_SHOP_INFO.whatsapp}`),
      );
    }
    await expect(page.getByRole('button', { name: PAGE_MESSAGES.submitAppointment })).toBeVisible();
    await screenshotBoth(page, 'contact');

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A jeweller of Navi Mumbai');
    await screenshotBoth(page, 'about');

    await page.goto('/media');
    await expect(page.getByTestId('showroom-film')).toBeAttached();
    await screenshotBoth(page, 'media');

    await page.goto('/bestsellers');
    await expect(productCards(page).first()).toBeVisible();

    await page.goto('/no-such-page');
    await expectNotFoundPage(page, true);
    await expect(page).toHaveTitle(new RegExp(PAGE_MESSAGES.notFoundTitle));
    await screenshotBoth(page, 'not-found');
  });

  test('menus work with the keyboard; the logo appears after scrolling on wide screens', async ({ page }) => {
    await page.goto('/about');
    const logo = header(page).getByTestId('site-logo');
    await expect(logo).not.toBeVisible();
    // Scroll only once the page is tall enough to scroll (its route chunk has rendered).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect(logo).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(logo).not.toBeVisible();

    const gold = mainMenu(page).getByRole('button', { name: 'Gold', exact: true });
    await gold.focus();
    await page.keyboard.press('ArrowDown');
    await expect(gold).toHaveAttribute('aria-expanded', 'true');
    await expect(mainMenu(page).getByRole('link', { name: 'Ring', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainMenu(page).getByRole('link', { name: 'Necklace Set' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(gold).toHaveAttribute('aria-expanded', 'false');
    await expect(gold).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(gold).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(mainMenu(page).getByRole('link', { name: 'Ring', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gold-ring$/);
  });

  test('at phone width the drawer, opened by the Menu button, navigates', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(header(page).getByTestId('site-logo')).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: /Menu/ }).click();
    const drawer = page.getByRole('dialog', { name: STOREFRONT_MESSAGES.menuTitle });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: /Menu/ }).click();
    await drawer.getByRole('button', { name: 'Temple' }).click();
    await screenshotAt(page, 'menu-drawer', PHONE);
    await drawer.getByRole('link', { name: 'Temple Earrings' }).click();
    await expect(page).toHaveURL(/\/temple-earrings$/);
    await expect(drawer).toBeHidden();
    await expect(productCards(page).first()).toBeVisible();

    await page.getByRole('button', { name: /Menu/ }).click();
    await drawer.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe.serial('shopper accounts and cart', () => {
  test.use({ viewport: DESKTOP });
  const stamp = Date.now().toString().slice(-8);
  const user = {
    fullname: 'Meera Deshpande',
    email: `meera.${stamp}@example.in`,
    phone: `98${stamp}`,
    password: 'kolhapuri-saaj-2026',
    newPassword: 'mor-pankh-choker-77',
  };

  async function logout(page: Page) {
    const profile = header(page).getByRole('button', { name: STOREFRONT_MESSAGES.profile });
    await profile.click();
    await header(page).getByRole('button', { name: STOREFRONT_MESSAGES.logout }).click();
    await expect(header(page).getByRole('link', { name: STOREFRONT_MESSAGES.signIn })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  }

  async function login(page: Page, password: string) {
    await page.goto('/');
    await header(page).getByRole('link', { name: STOREFRONT_MESSAGES.signIn }).click();
    await expect(page).toHaveURL(/\/login\?tab=login/);
    await page.getByLabel(PAGE_MESSAGES.phoneOrEmail).fill(user.email);
    await page.getByLabel(PAGE_MESSAGES.password, { exact: true }).fill(password);
    await page.getByRole('tabpanel').getByRole('button', { name: PAGE_MESSAGES.loginButton }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: STOREFRONT_MESSAGES.profile })).toBeVisible();
  }

  test('sign up with both codes, log out, log in, reset the password', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('link', { name: STOREFRONT_MESSAGES.signUp }).click();
    await expect(page).toHaveURL(/\/login\?tab=signup/);
    await expect(page.getByRole('tab', { name: PAGE_MESSAGES.signupTab })).toHaveAttribute('aria-selected', 'true');
    await screenshotBoth(page, 'signup');
    const panel = page.getByRole('tabpanel');

    // Validation with the specified messages.
    await panel.getByRole('button', { name: PAGE_MESSAGES.signupButton }).click();
    await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.signupFieldsRequired })).toBeVisible();
    await panel.getByLabel(PAGE_MESSAGES.fullname).fill(user.fullname);
    await panel.getByLabel(PAGE_MESSAGES.phone).fill(user.phone);
    await panel.getByLabel(PAGE_MESSAGES.email).fill(user.email);
    await panel.getByLabel(PAGE_MESSAGES.password, { exact: true }).fill(user.password);
    await panel.getByLabel(PAGE_MESSAGES.confirmPassword, { exact: true }).fill(`${user.password}x`);
    await panel.getByRole('button', { name: PAGE_MESSAGES.signupButton }).click();
    await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.passwordsDoNotMatch })).toBeVisible();
    await panel.getByLabel(PAGE_MESSAGES.confirmPassword, { exact: true }).fill(user.password);
    const sentAfter = Date.now() - 1000;
    await panel.getByRole('button', { name: PAGE_MESSAGES.signupButton }).click();
    await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.otpsSent })).toBeVisible();

    // Step 2: both codes; Back to Sign Up and forward again.
    await panel.getByRole('button', { name: PAGE_MESSAGES.verifyButton }).click();
    await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.otpBothRequired })).toBeVisible();
    await panel.getByRole('button', { name: PAGE_MESSAGES.backToSignUp }).click();
    await expect(panel.getByLabel(PAGE_MESSAGES.fullname)).toHaveValue(user.fullname);
    await panel.getByRole('button', { name: PAGE_MESSAGES.signupButton }).click();
    await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.otpsSent })).toBeVisible();
    const emailCode = await latestCode('email', user.email, sentAfter);
    const smsCode = await latestCode('sms', user.phone, sentAfter);
    // A wrong code first: the specified failure message.
    await panel.getByLabel(PAGE_MESSAGES.emailOtp).fill(emailCode === '000000' ? '111111' : '000000');
    await panel.getByLabel(PAGE_MESSAGES.phoneOtp).fill(smsCode);
    await panel.getByRole('button', { name: PAGE_MESSAGES.verifyButton }).click();
    await expect(panel.getByRole('alert')).toContainText(AUTH_MESSAGES.otpVerificationFailed);
    await panel.getByLabel(PAGE_MESSAGES.emailOtp).fill(emailCode);
    await panel.getByLabel(PAGE_MESSAGES.phoneOtp).fill(smsCode);
    await panel.getByRole('button', { name: PAGE_MESSAGES.verifyButton }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: STOREFRONT_MESSAGES.profile })).toBeVisible();

    // The login page sees the valid session and goes home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);

    await logout(page);

    // Log in: empty fields, a wrong password, then the right one.
    await page.goto('/login');
    await screenshotBoth(page, 'login');
    const loginPanel = page.getByRole('tabpanel');
    await loginPanel.getByRole('button', { name: PAGE_MESSAGES.loginButton }).click();
    await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.loginFieldsRequired })).toBeVisible();
    await loginPanel.getByLabel(PAGE_MESSAGES.phoneOrEmail).fill(user.email);
    await loginPanel.getByLabel(PAGE_MESSAGES.password, { exact: true }).fill('not-the-password');
    await loginPanel.getByRole('button', { name: PAGE_MESSAGES.loginButton }).click();
    await expect(loginPanel.getByRole('alert')).toContainText(/\w/);
    await expect(page).toHaveURL(/\/login/);
    await login(page, user.password);
    await logout(page);

    // Forgot password: send a code, reset, signed in; the new password works afterwards.
    await page.goto('/login');
    await page.getByRole('button', { name: PAGE_MESSAGES.forgotPassword }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGE_MESSAGES.forgotPassword);
    await page.getByRole('button', { name: PAGE_MESSAGES.sendOtpButton }).click();
    await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.forgotContactRequired })).toBeVisible();
    await page.getByLabel(PAGE_MESSAGES.phoneOrEmail).fill(user.email);
    const resetAfter = Date.now() - 1000;
    await page.getByRole('button', { name: PAGE_MESSAGES.sendOtpButton }).click();
    await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.otpSent })).toBeVisible();
    await screenshotBoth(page, 'forgot-password');
    await page.getByRole('button', { name: PAGE_MESSAGES.resetButton }).click();
    await expect(page.getByRole('alert').filter({ hasText: AUTH_MESSAGES.resetFieldsRequired })).toBeVisible();
    await page.getByLabel(PAGE_MESSAGES.otp, { exact: true }).fill(await latestCode('email', user.email, resetAfter));
    await page.getByLabel(PAGE_MESSAGES.newPassword, { exact: true }).fill(user.newPassword);
    await page.getByRole('button', { name: PAGE_MESSAGES.resetButton }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: STOREFRONT_MESSAGES.profile })).toBeVisible();
    await logout(page);
    await login(page, user.newPassword);
  });

  test('a signed-in shopper adds to the cart, sees it on /cart and books a visit with it', async ({ page }) => {
    await login(page, user.newPassword);
    await page.goto('/polki-necklace');
    const card = productCards(page).first();
    const name = (await card.getByRole('heading').textContent())!;
    await card.getByRole('button', { name: new RegExp(PAGE_MESSAGES.addToCart) }).click();
    await expect(toast(page, CART_MESSAGES.added)).toBeVisible();
    const cartLink = header(page).getByRole('link', { name: STOREFRONT_MESSAGES.cartLabel(1) });
    await expect(cartLink).toBeVisible();

    await cartLink.click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) });
    await expect(line).toBeVisible();
    await expect(line).toContainText('Polki');
    await expect(line.locator('img').first()).toHaveAttribute('alt', name);
    await expect(line.locator('img').first()).toBeVisible();
    await line.getByRole('button', { name: PAGE_MESSAGES.increase(name) }).click();
    await expect(line.locator('output')).toHaveText('2');
    await expect(header(page).getByRole('link', { name: STOREFRONT_MESSAGES.cartLabel(2) })).toBeVisible();
    await screenshotBoth(page, 'cart');

    await page.getByRole('button', { name: PAGE_MESSAGES.bookShowroomVisit }).click();
    const booking = page.locator('#cart-booking');
    await expect(booking.getByLabel(PAGE_MESSAGES.name)).toHaveValue(user.fullname);
    await booking.getByLabel(PAGE_MESSAGES.email).fill(user.email);
    await booking.getByLabel(PAGE_MESSAGES.mobile).fill(user.phone);
    await booking.getByLabel(PAGE_MESSAGES.showroom).selectOption('nerul');
    await booking
      .getByLabel(PAGE_MESSAGES.preferredDate)
      .fill(new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString().slice(0, 10));
    await booking.getByRole('button', { name: PAGE_MESSAGES.bookShowroomVisit }).click();
    await expect(booking.getByRole('status')).toContainText(APPOINTMENT_MESSAGES.created);

    await line.getByRole('button', { name: new RegExp(`^${PAGE_MESSAGES.remove}`) }).click();
    await expect(page.getByText(CART_MESSAGES.empty)).toBeVisible();
    await expect(header(page).getByRole('link', { name: STOREFRONT_MESSAGES.cartLabel(0) })).toBeVisible();
  });
});

test('the menu bar fits from 1000 px up: the cart stays inside it and the house name on one line', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: STOREFRONT_MESSAGES.mainMenu });
  for (const width of [1000, 1100, 1279, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(nav).toBeVisible();
    const bar = await nav.evaluate((el) => {
      const row = el.parentElement!;
      const edge = row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingRight);
      const cart = row.querySelector('a[href="/cart"]')!.getBoundingClientRect();
      const logo = row.querySelector('[data-testid="site-logo"]')!.getBoundingClientRect();
      return { edge, cartRight: cart.right, logoHeight: logo.height, rowHeight: row.getBoundingClientRect().height };
    });
    expect(bar.cartRight, `cart at ${width} px`).toBeLessThanOrEqual(bar.edge + 0.5);
    expect(bar.logoHeight, `house name at ${width} px`).toBeLessThan(bar.rowHeight);
  }
});
