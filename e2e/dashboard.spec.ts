import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { COOKIE_NAMES, SELECTION_TYPE_LABELS } from '@shared/constants';
import {
  APPOINTMENT_MESSAGES,
  AUTH_MESSAGES,
  EMPTY_MESSAGES,
  GENERAL_MESSAGES,
  GOLD_MESSAGES,
  PRICE_MESSAGES,
} from '@shared/messages';
import {
  CATEGORY_MESSAGES,
  IMAGE_MESSAGES,
  LOADING_MESSAGES,
  PRODUCT_MESSAGES,
  SELECTION_MESSAGES,
} from '@shared/messages/back-office';
import { DASHBOARD_COPY, DASHBOARD_MESSAGES } from '@shared/dashboard-copy';
import { signupAnswer } from '@shared/schemas/auth';
import {
  categoriesAnswer,
  categoryWrittenAnswer,
  productPageWire,
  productWrittenAnswer,
} from '@shared/schemas/catalog-wire';
import { goldAnswer } from '@shared/schemas/gold';
import { E2E_ADMIN } from './support/e2e-admin';
import { latestCode } from './support/inbox';
import { wire } from './support/wire';

// The admin dashboard, end to end in Chromium against the built app on a fresh demo database.
// Every test signs in on its own and creates the rows it needs under a unique name.

const SCREENS_DIR = path.resolve(import.meta.dirname, 'artifacts/screens');
const WIDTHS = [1440, 390] as const;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function pngOf(color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Signs in through the API: the adminToken cookie lands in the page's browser context. */
async function signIn(page: Page, baseURL: string | undefined): Promise<void> {
  const res = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: { Origin: baseURL ?? '' } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A message inside the page (the toasts' live regions sit outside <main>). */
function alertIn(page: Page): Locator {
  return page.getByRole('main').getByRole('alert');
}

/** Types into a list's search box and waits until the table shows one matching row. */
async function search(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).fill(text);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(text);
}

function menu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Dashboard' });
}

/**
 * Opens a screen from the menu and waits for its heading: the screen it leaves may have a search box
 * with the same label, which a search typed before the new screen has mounted would fill instead.
 */
async function openFromMenu(page: Page, link: string, heading: string): Promise<void> {
  await menu(page).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A toast: the global live regions of the toast provider. */
function toast(page: Page, text: string): Locator {
  return page.locator('[aria-live][role="status"], [aria-live][role="alert"]').getByText(text, { exact: true });
}

async function createCategoryByApi(page: Page, baseURL: string | undefined, name: string): Promise<string> {
  const res = await page.request.post('/api/createCategory', { data: { name }, headers: { Origin: baseURL ?? '' } });
  expect(res.status(), await res.text()).toBe(201);
  return (await wire(res, categoryWrittenAnswer)).category._id;
}

async function createProductByApi(
  page: Page,
  baseURL: string | undefined,
  name: string,
  categoryId: string,
): Promise<string> {
  const res = await page.request.post('/api/createProduct', {
    headers: { Origin: baseURL ?? '' },
    multipart: {
      name,
      category: categoryId,
      description: 'Made for the end-to-end journey.',
      productImage: { name: 'piece.png', mimeType: 'image/png', buffer: await pngOf({ r: 176, g: 138, b: 62 }) },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await wire(res, productWrittenAnswer)).product._id;
}

async function chooseSelection(page: Page, type: keyof typeof SELECTION_TYPE_LABELS, category: string): Promise<void> {
  await page.getByLabel('Selection type').selectOption({ label: SELECTION_TYPE_LABELS[type] });
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: category });
}

test.describe('admin sign-in and session', () => {
  test('/dashboard without a session redirects to /admin and returns there after sign-in', async ({ page }) => {
    await page.goto('/dashboard/gold');
    await expect(page).toHaveURL(/\/admin\?next=%2Fdashboard%2Fgold$/);
    await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();

    await signInWithForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard\/gold$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Metal rates' })).toBeVisible();

    // Without a remembered origin, sign-in lands on the welcome view.
    await page.context().clearCookies();
    await page.goto('/admin');
    await signInWithForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${E2E_ADMIN.username}` })).toBeVisible();
    await expect(page.getByText('Gold price today')).toBeVisible();
  });

  test('wrong credentials show the server message; empty fields are caught first', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alertIn(page)).toHaveText(AUTH_MESSAGES.usernameRequired);

    const answer = page.waitForResponse((r) => r.url().includes('/trpc/admin.login'));
    await signInWithForm(page, E2E_ADMIN.username, 'not-the-password');
    const body = JSON.stringify(await (await answer).json());
    // The page shows exactly what the server said.
    expect(body).toContain(AUTH_MESSAGES.adminLoginFailed);
    await expect(alertIn(page)).toHaveText(AUTH_MESSAGES.adminLoginFailed);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a session that ends while the dashboard is open returns to /admin with a message', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();

    // The session is revoked behind the page's back (signed out elsewhere, or expired).
    const cookies = await page.context().cookies();
    const res = await page.request.post('/api/logoutAdmin', { headers: { Origin: baseURL ?? '' } });
    expect(res.ok()).toBeTruthy();
    await page.context().addCookies(cookies.filter((c) => c.name === COOKIE_NAMES.adminSession));

    await menu(page).getByRole('link', { name: 'Update category' }).click();
    await expect(page).toHaveURL(/\/admin\?next=%2Fdashboard%2Fcategories%2Fedit&reason=expired$/);
    await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.adminSessionExpired })).toBeVisible();

    await signInWithForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/dashboard\/categories\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Update categories' })).toBeVisible();
  });

  test('sign out ends the session', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\?reason=signed-out$/);
    await expect(page.getByText(AUTH_MESSAGES.loggedOut)).toBeVisible();

    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/admin\?next=%2Fdashboard%2Fusers$/);
    const me = await page.request.get('/trpc/admin.me');
    expect(me.status()).toBe(401);
  });
});

test.describe('products', () => {
  test('create a product with a photo, add it to a selection and find it on the storefront collection', async ({
    page,
    baseURL,
  }) => {
    const name = `Aurora Kundan Ring ${unique()}`;
    await signIn(page, baseURL);
    await page.goto('/dashboard');
    await menu(page).getByRole('link', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create a product' })).toBeVisible();
    await expect(page.getByLabel('Photo')).toHaveAttribute('accept', 'image/*');

    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(alertIn(page)).toHaveText(PRODUCT_MESSAGES.createFieldsRequired);

    // The picker's filter is only a hint: a text file is refused on the client too.
    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.getByText(IMAGE_MESSAGES.notAnImage)).toBeVisible();

    await page.getByLabel('Name').fill(name);
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Gold' });
    await page.getByLabel('Description').fill('A kundan flower on a slim band of 22 karat gold.');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(alertIn(page).filter({ hasText: PRODUCT_MESSAGES.createFieldsRequired })).toBeVisible();

    await page
      .getByLabel('Photo')
      .setInputFiles({ name: 'aurora.png', mimeType: 'image/png', buffer: await pngOf({ r: 201, g: 164, b: 92 }) });
    await expect(page.getByRole('img', { name: 'Preview of the chosen photo' })).toBeVisible();
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(toast(page, PRODUCT_MESSAGES.createSucceeded)).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');

    await page.getByRole('link', { name: 'Add it to a selection' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a new selection' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to selection' }).click();
    await expect(alertIn(page)).toHaveText(SELECTION_MESSAGES.addFieldsRequired);
    await chooseSelection(page, 'goldRings', 'Gold');
    await page.getByRole('checkbox', { name: name }).check();
    await page.getByRole('button', { name: 'Add to selection' }).click();
    await expect(toast(page, SELECTION_MESSAGES.added(1))).toBeVisible();
    // Already in it now: shown, but not choosable again.
    await expect(page.getByRole('checkbox', { name: name })).toBeDisabled();

    await page.getByRole('link', { name: `View ${SELECTION_TYPE_LABELS.goldRings} on the storefront` }).click();
    await expect(page).toHaveURL(/\/gold-ring$/);
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('rename a product inline, then delete it after confirming', async ({ page, baseURL }) => {
    const name = `Meenakari Studs ${unique()}`;
    const renamed = `${name} Renamed`;
    await signIn(page, baseURL);
    const goldId = await page.request
      .get('/api/getCategories')
      .then(async (r) => (await wire(r, categoriesAnswer)).categories.find((c) => c.name === 'Gold')?._id);
    await createProductByApi(page, baseURL, name, goldId ?? '');

    await page.goto('/dashboard/products/edit');
    await search(page, 'Search products', name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Edit ${name}` }).click();

    const form = page.getByRole('form', { name: `Edit ${name}` });
    await form.getByLabel('Name').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText(PRODUCT_MESSAGES.updateFieldsRequired);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await form.getByLabel('Name').fill(renamed);
    await form
      .getByLabel('Photo (optional)')
      .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: await pngOf({ r: 109, g: 31, b: 43 }) });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, PRODUCT_MESSAGES.updateSucceeded)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);

    await openFromMenu(page, 'Delete product', DASHBOARD_COPY.products.deleteTitle);
    await search(page, 'Search products', renamed);
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this product?' });
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await dialog.getByRole('button', { name: 'Delete product' }).click();
    await expect(toast(page, PRODUCT_MESSAGES.deleteSucceeded(renamed))).toBeVisible();
    await expect(page.getByText(EMPTY_MESSAGES.noProductsFound)).toBeVisible();
  });
});

test.describe('categories', () => {
  test('create, rename and delete a category; one with products is refused', async ({ page, baseURL }) => {
    const name = `Kundan ${unique()}`;
    const renamed = `${name} Heritage`;
    await signIn(page, baseURL);
    await page.goto('/dashboard/categories/new');

    await page.getByRole('button', { name: 'Create category' }).click();
    await expect(alertIn(page)).toHaveText(CATEGORY_MESSAGES.nameRequired);
    await page.getByLabel('Category name').fill(name);
    await page.getByRole('button', { name: 'Create category' }).click();
    await expect(toast(page, CATEGORY_MESSAGES.createSucceeded)).toBeVisible();
    await page.getByLabel('Category name').fill(name);
    await page.getByRole('button', { name: 'Create category' }).click();
    await expect(alertIn(page).filter({ hasText: CATEGORY_MESSAGES.duplicate })).toBeVisible();

    await openFromMenu(page, 'Update category', DASHBOARD_COPY.categories.updateTitle);
    await search(page, 'Search categories', name);
    await page.getByRole('button', { name: `Rename ${name}` }).click();
    const form = page.getByRole('form', { name: `Rename ${name}` });
    await form.getByLabel('Category name').fill('   ');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert')).toHaveText(CATEGORY_MESSAGES.nameRequired);
    await form.getByLabel('Category name').fill(renamed);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, CATEGORY_MESSAGES.updateSucceeded)).toBeVisible();
    await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();

    await openFromMenu(page, 'Delete category', DASHBOARD_COPY.categories.deleteTitle);
    await search(page, 'Search categories', 'Gold');
    await page.getByRole('button', { name: 'Delete Gold', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete category' }).click();
    await expect(toast(page, CATEGORY_MESSAGES.inUse)).toBeVisible();

    await search(page, 'Search categories', renamed);
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete category' }).click();
    await expect(toast(page, CATEGORY_MESSAGES.deleteSucceeded)).toBeVisible();
    await expect(page.getByText(EMPTY_MESSAGES.noCategories)).toBeVisible();
  });
});

test.describe('failed requests', () => {
  test('a list that failed to load says so and loads on retry, without a page reload', async ({ page, baseURL }) => {
    await signIn(page, baseURL);
    const failing = (url: URL) => url.pathname.includes('catalog.pageCategories');
    await page.route(failing, (route) => route.abort('connectionreset'));
    await page.goto('/dashboard/categories/delete');
    await expect(alertIn(page)).toContainText(LOADING_MESSAGES.categories, { timeout: 20_000 });

    await page.unroute(failing);
    await alertIn(page).getByRole('button', { name: GENERAL_MESSAGES.retry }).click();
    await expect(page.getByRole('cell', { name: 'Gold', exact: true })).toBeVisible();
    await expect(alertIn(page)).toHaveCount(0);
  });
});

test.describe('selections', () => {
  test('update lists only what is missing, with both messages; delete removes after confirming', async ({
    page,
    baseURL,
  }) => {
    const tag = unique();
    await signIn(page, baseURL);
    const emptyCategory = `Empty ${tag}`;
    const fullCategory = `Party ${tag}`;
    await createCategoryByApi(page, baseURL, emptyCategory);
    const categoryId = await createCategoryByApi(page, baseURL, fullCategory);
    const piece = `Cocktail Choker ${tag}`;
    await createProductByApi(page, baseURL, piece, categoryId);

    await page.goto('/dashboard/selections/update');
    await expect(page.getByText(DASHBOARD_MESSAGES.chooseTypeAndCategory)).toBeVisible();
    await chooseSelection(page, 'partyGold', emptyCategory);
    await expect(page.getByText(SELECTION_MESSAGES.noProductsForCategory)).toBeVisible();

    await chooseSelection(page, 'partyGold', fullCategory);
    await expect(page.getByRole('checkbox', { name: piece })).toBeVisible();
    await page.getByRole('button', { name: 'Add to selection' }).click();
    await expect(alertIn(page)).toHaveText(SELECTION_MESSAGES.updateFieldsRequired);
    await page.getByRole('checkbox', { name: piece }).check();
    await page.getByRole('button', { name: 'Add to selection' }).click();
    await expect(toast(page, SELECTION_MESSAGES.added(1))).toBeVisible();
    await expect(page.getByText(SELECTION_MESSAGES.allAlreadyInSelection)).toBeVisible();

    await menu(page).getByRole('link', { name: 'Delete selection' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Remove from a selection' })).toBeVisible();
    await chooseSelection(page, 'partyGold', fullCategory);
    await page.getByRole('button', { name: 'Remove from selection' }).click();
    await expect(alertIn(page)).toHaveText(SELECTION_MESSAGES.deleteFieldsRequired);
    await page.getByRole('checkbox', { name: piece }).check();
    await page.getByRole('button', { name: 'Remove from selection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from the selection?' });
    await expect(dialog).toContainText(SELECTION_TYPE_LABELS.partyGold);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, SELECTION_MESSAGES.removed(1))).toBeVisible();
    await expect(page.getByText(DASHBOARD_MESSAGES.noneInSelection)).toBeVisible();

    const listing = await page.request.post('/api/getSelectionByTypeCatagory', {
      data: { type: 'partyGold', catagoryId: categoryId },
    });
    expect((await wire(listing, productPageWire)).products).toHaveLength(0);
  });
});

test.describe('gold price', () => {
  test('validates the 24K rate, saves it with the other rates, and the storefront top bar shows it', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, baseURL);
    await page.goto('/dashboard/gold');
    await expect(page.getByRole('img', { name: /Gold 24K rate per gram over the last/ })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: /Gold 24K rates, newest first/ })
        .getByRole('row')
        .nth(2),
    ).toBeVisible();

    const price = page.getByLabel('New rate for Gold 24K, rupees per gram');
    await expect(price).toHaveAttribute('step', '0.01');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect(alertIn(page)).toHaveText(PRICE_MESSAGES.ratesRequired);
    for (const bad of ['0', '-12', '7300.555']) {
      await price.fill(bad);
      await page.getByRole('button', { name: 'Save rates' }).click();
      await expect(page.getByText(GOLD_MESSAGES.invalidPrice)).toBeVisible();
      await expect(price).toHaveAttribute('aria-invalid', 'true');
    }
    await price.fill('7412.35');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect(toast(page, PRICE_MESSAGES.ratesUpdated)).toBeVisible();
    await expect(page.getByRole('row', { name: /^Gold 24K/ })).toContainText('₹7,412.35/g');
    await expect(
      page
        .getByRole('table', { name: /Gold 24K rates, newest first/ })
        .getByRole('row')
        .nth(1),
    ).toContainText('7,412.35');

    const api = await page.request.get('/api/getGold');
    expect((await wire(api, goldAnswer)).price).toBe(7412.35);
    await page.goto('/');
    await expect(page.getByTestId('gold-price').first()).toContainText('7,412.35');
  });
});

/** A verified shopper, through the real sign-up with the codes the inbox received. */
async function registerShopper(
  api: APIRequestContext,
  who: { fullname: string; email: string; phone: string },
): Promise<void> {
  const started = Date.now();
  const signup = await api.post('/api/signup', { data: { ...who, password: 'shopper-password-123' } });
  expect(signup.status(), await signup.text()).toBe(201);
  const { userId } = await wire(signup, signupAnswer);
  const emailOtp = await latestCode('email', who.email, started);
  const phoneOtp = await latestCode('sms', who.phone, started);
  const verify = await api.post(`/api/verifyUser/${userId}`, { data: { emailOtp, phoneOtp } });
  expect(verify.ok(), await verify.text()).toBeTruthy();
}

test.describe('users and appointments', () => {
  test('users are listed 15 a page and searched on the server', async ({ page, baseURL }) => {
    const tag = unique();
    const phone = `98${String(Date.now()).slice(-8)}`;
    const shopper = { fullname: `Ananya Kulkarni ${tag}`, email: `ananya.${tag}@example.in`, phone };
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? '' } });
    await registerShopper(api, shopper);
    await api.dispose();

    await signIn(page, baseURL);
    await page.goto('/dashboard');
    await menu(page).getByRole('link', { name: 'User', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registered users' })).toBeVisible();
    await expect(page.getByRole('cell', { name: shopper.fullname })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    expect(await rows.count()).toBeLessThanOrEqual(16);

    await page.getByLabel('Search users').fill(shopper.email);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(shopper.fullname);
    await expect(rows.nth(1)).toContainText('Verified');

    await page.getByLabel('Search users').fill(phone);
    await expect(rows.nth(1)).toContainText(shopper.email);

    await page.getByLabel('Search users').fill(`nobody-${tag}`);
    await expect(page.getByText(EMPTY_MESSAGES.noMatchingUsers)).toBeVisible();
  });

  test('appointments are listed newest first with their items, and can be marked handled', async ({
    page,
    baseURL,
  }) => {
    const tag = unique();
    const phone = `97${String(Date.now()).slice(-8)}`;
    const shopper = { fullname: `Rohan Deshpande ${tag}`, email: `rohan.${tag}@example.in`, phone };
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? '' } });
    await registerShopper(api, shopper);
    const products = await wire(await api.get('/api/getProducts?limit=1'), productPageWire);
    const piece = products.products[0];
    if (!piece) throw new Error('the demo catalogue is empty');
    expect((await api.post('/api/addToCart', { data: { productId: piece._id } })).ok()).toBeTruthy();
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const first = await api.post('/api/bookAppointment', {
      data: {
        name: `First ${tag}`,
        email: shopper.email,
        mobile: phone,
        showroom: 'nerul',
        preferredDate: tomorrow,
        message: 'Bridal set for December.',
      },
    });
    expect(first.status(), await first.text()).toBe(201);
    const second = await api.post('/api/bookAppointment', {
      data: {
        name: `Second ${tag}`,
        email: shopper.email,
        mobile: phone,
        showroom: 'kharghar',
        preferredDate: tomorrow,
        includeCart: true,
      },
    });
    expect(second.status(), await second.text()).toBe(201);
    await api.dispose();

    await signIn(page, baseURL);
    await page.goto('/dashboard/appointments');
    const cards = page.getByRole('article');
    await expect(cards.first()).toContainText(`Second ${tag}`);
    await expect(cards.nth(1)).toContainText(`First ${tag}`);
    const newest = page.getByRole('article', { name: `Second ${tag}` });
    await expect(newest).toContainText('Kharghar Showroom');
    await expect(newest.getByRole('listitem').filter({ hasText: piece.name })).toContainText('× 1');
    await expect(page.getByRole('article', { name: `First ${tag}` })).toContainText('Bridal set for December.');

    await newest.getByRole('button', { name: `Mark handled for Second ${tag}` }).click();
    await expect(toast(page, APPOINTMENT_MESSAGES.handled)).toBeVisible();
    await expect(newest).toContainText('Handled');
    await expect(newest.getByRole('button', { name: /Mark handled/ })).toHaveCount(0);
  });
});

test.describe('screens', () => {
  const screens: Array<{
    name: string;
    path: string;
    heading: RegExp;
    prepare?: (page: Page) => Promise<void>;
    viewportOnly?: boolean;
  }> = [
    { name: 'welcome', path: '/dashboard', heading: /Welcome/ },
    { name: 'users', path: '/dashboard/users', heading: /Registered users/ },
    { name: 'product-create', path: '/dashboard/products/new', heading: /Create a product/ },
    {
      name: 'product-update',
      path: '/dashboard/products/edit',
      heading: /Update products/,
      prepare: async (page) => {
        await page
          .getByRole('button', { name: /^Edit / })
          .nth(1)
          .click();
      },
    },
    {
      name: 'product-delete',
      path: '/dashboard/products/delete',
      heading: /Delete products/,
      // A modal covers the viewport, not the whole scrolled page.
      viewportOnly: true,
      prepare: async (page) => {
        await page
          .getByRole('button', { name: /^Delete / })
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: 'Delete this product?' })).toBeVisible();
      },
    },
    { name: 'category-create', path: '/dashboard/categories/new', heading: /Create a category/ },
    {
      name: 'category-update',
      path: '/dashboard/categories/edit',
      heading: /Update categories/,
      prepare: async (page) => {
        await page
          .getByRole('button', { name: /^Rename / })
          .nth(1)
          .click();
      },
    },
    { name: 'category-delete', path: '/dashboard/categories/delete', heading: /Delete categories/ },
    {
      name: 'selection-add',
      path: '/dashboard/selections/add',
      heading: /Add a new selection/,
      prepare: async (page) => {
        await chooseSelection(page, 'goldRings', 'Gold');
        await expect(page.getByRole('checkbox').first()).toBeVisible();
        const free = page.locator('input[type="checkbox"]:not([disabled])');
        if ((await free.count()) > 0) await free.first().check();
      },
    },
    {
      name: 'selection-update',
      path: '/dashboard/selections/update',
      heading: /Update a selection/,
      prepare: async (page) => {
        await chooseSelection(page, 'goldBangles', 'Gold');
        await expect(page.getByRole('checkbox').first()).toBeVisible();
      },
    },
    {
      name: 'selection-delete',
      path: '/dashboard/selections/delete',
      heading: /Remove from a selection/,
      prepare: async (page) => {
        await chooseSelection(page, 'diamondRings', 'Diamond');
        await expect(page.getByRole('checkbox').first()).toBeVisible();
      },
    },
    { name: 'gold', path: '/dashboard/gold', heading: /Metal rates/ },
    { name: 'appointments', path: '/dashboard/appointments', heading: /Showroom appointments/ },
    { name: 'deliveries', path: '/dashboard/deliveries', heading: /Failed deliveries/ },
  ];

  test('every dashboard screen at 1440px and 390px', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    fs.mkdirSync(SCREENS_DIR, { recursive: true });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await page.context().clearCookies();
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
      await page.screenshot({
        path: path.join(SCREENS_DIR, `dashboard-login-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
      await signIn(page, baseURL);

      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await expect(page.locator('[aria-hidden="true"].animate-pulse')).toHaveCount(0);
        await screen.prepare?.(page);
        await page.screenshot({
          path: path.join(SCREENS_DIR, `dashboard-${screen.name}-${width}.png`),
          fullPage: !screen.viewportOnly,
          animations: 'disabled',
        });
      }

      if (width < 1024) {
        await page.goto('/dashboard');
        const toggle = page.getByRole('button', { name: 'Menu' });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(menu(page)).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await page.screenshot({
          path: path.join(SCREENS_DIR, `dashboard-menu-${width}.png`),
          fullPage: true,
          animations: 'disabled',
        });
        await menu(page).getByRole('link', { name: 'Update Gold Price' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Metal rates' })).toBeVisible();
        await expect(menu(page)).toBeHidden();
      }
    }
  });
});
