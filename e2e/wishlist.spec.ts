import { expect, test, type Page } from '@playwright/test';
import { AUTH_MESSAGES, STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import type { SizeLabel } from '@shared/constants';
import { sizeName } from '@shared/piece-in-size';
import { wishlistAnswer } from '@shared/schemas/wishlist';
import { WISHLIST_STORAGE_KEY } from '@shared/wishlist';
import { screenshotBoth } from './support/screens';
import { newShopper, registerShopper } from './support/shopper';
import { wire } from './support/wire';

// The wishlist: hearts on cards and on a piece's page, kept in the browser while signed out,
// merged into the account at sign-in, and a showroom visit booked from it.

const header = (page: Page) => page.getByRole('banner');
const cards = (page: Page) => page.getByRole('main').getByRole('article');
const count = (page: Page) => header(page).getByTestId('wishlist-count');
const wishlistItems = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: WISHLIST_MESSAGES.title }).getByRole('listitem');

test('signed out, the wishlist lives in the browser and joins the account at sign-in', async ({ page }) => {
  // A long journey: a sign-up, a sign-in and screenshots at two widths, twice.
  test.setTimeout(180_000);
  const shopper = newShopper('wish');
  // The account exists, but this browser is signed out (the sign-up's cookies are dropped).
  await registerShopper(page, shopper);
  await page.context().clearCookies();

  await page.goto('/bestsellers');
  // The first visit of the run builds the catalogue's caches: give it time on a busy machine.
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(count(page)).toHaveText('0');
  const first = cards(page).nth(0);
  const second = cards(page).nth(1);
  const firstName = (await first.getByRole('heading').textContent())!.trim();
  const secondName = (await second.getByRole('heading').textContent())!.trim();

  const heart = first.getByRole('button', { name: WISHLIST_MESSAGES.save(firstName) });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText('1');

  // A card's details dialog carries the same heart: there the first piece shows as saved.
  await first.getByRole('button', { name: new RegExp(PAGE_MESSAGES.viewDetails) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: WISHLIST_MESSAGES.saveShort })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The second piece from its own page.
  await second.getByRole('button', { name: new RegExp(PAGE_MESSAGES.viewDetails) }).click();
  await page.getByRole('dialog').getByRole('link', { name: PAGE_MESSAGES.productLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
  const pageHeart = page.getByRole('main').getByRole('button', { name: WISHLIST_MESSAGES.saveShort });
  // A piece in sizes is saved in the size chosen on its page (issue 25).
  const chosenSize = page.getByRole('main').getByRole('radio', { checked: true });
  const secondSize = (await chosenSize.count()) > 0 ? await chosenSize.inputValue() : null;
  await pageHeart.click();
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(count(page)).toHaveText('2');

  // A reload keeps it (localStorage), and the page lists both, newest first.
  await header(page).getByTestId('wishlist-link').click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: WISHLIST_MESSAGES.title })).toBeVisible();
  await page.reload();
  await expect(wishlistItems(page)).toHaveCount(2);
  await expect(wishlistItems(page).nth(0)).toContainText(secondName);
  await expect(wishlistItems(page).nth(1)).toContainText(firstName);
  await expect(page.getByText(WISHLIST_MESSAGES.signedOutNote)).toBeVisible();
  await screenshotBoth(page, 'wishlist-signed-out');

  // Sign in with the form: the browser's pieces move to the account, and the browser's copy goes.
  await page.goto('/login?tab=login');
  await page.getByLabel(PAGE_MESSAGES.phoneOrEmail).fill(shopper.email);
  await page.getByLabel(PAGE_MESSAGES.password, { exact: true }).fill(shopper.password);
  await page.getByRole('tabpanel').getByRole('button', { name: PAGE_MESSAGES.loginButton }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole('button', { name: STOREFRONT_MESSAGES.profile })).toBeVisible();
  await expect(count(page)).toHaveText('2');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), WISHLIST_STORAGE_KEY)).toBeNull();
  const server = await page.request.get('/api/wishlist');
  expect(server.status()).toBe(200);
  expect((await wire(server, wishlistAnswer)).items.map((p) => p.name)).toEqual([secondName, firstName]);

  // Signed in, the page reads the account; removing one leaves the other.
  await page.goto('/wishlist');
  await expect(wishlistItems(page)).toHaveCount(2);
  await expect(page.getByText(WISHLIST_MESSAGES.signedOutNote)).toHaveCount(0);
  await screenshotBoth(page, 'wishlist');

  // Book a showroom visit with these pieces: the form names them and fills in the shopper's details.
  await page.getByRole('button', { name: WISHLIST_MESSAGES.bookVisit }).click();
  const booking = page.locator('#wishlist-booking');
  await expect(booking.getByLabel(PAGE_MESSAGES.name)).toHaveValue(shopper.fullname);
  await expect(booking.getByLabel(PAGE_MESSAGES.email)).toHaveValue(shopper.email);
  await expect(booking.getByLabel(PAGE_MESSAGES.mobile)).toHaveValue(shopper.phone);
  await expect(booking.getByLabel(new RegExp(PAGE_MESSAGES.message))).toHaveValue(
    WISHLIST_MESSAGES.bookingMessage([
      secondSize === null ? secondName : `${secondName}, ${sizeName(secondSize as SizeLabel)}`,
      firstName,
    ]),
  );

  await wishlistItems(page)
    .nth(0)
    .getByRole('button', { name: new RegExp(WISHLIST_MESSAGES.remove) })
    .click();
  await expect(wishlistItems(page)).toHaveCount(1);
  await expect(count(page)).toHaveText('1');
  await page.reload();
  await expect(wishlistItems(page)).toHaveCount(1);
  await expect(wishlistItems(page).first()).toContainText(firstName);
});

test('signed out with nothing saved, the wishlist says so and points to the collections', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page.getByText(WISHLIST_MESSAGES.empty)).toBeVisible();
  await expect(page.getByRole('link', { name: WISHLIST_MESSAGES.browse })).toBeVisible();
  // The cart asks to sign in; the wishlist does not need it.
  await page.goto('/cart');
  await expect(page.getByText(AUTH_MESSAGES.loginFirst)).toBeVisible();
});
