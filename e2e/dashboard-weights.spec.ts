import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SPEC_MESSAGES } from '@shared/messages/back-office';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { categoriesAnswer } from '@shared/schemas/catalog-wire';
import { E2E_ADMIN } from './support/e2e-admin';
import { screenshotBoth } from './support/screens';
import { wire } from './support/wire';

// A weight with more than 3 decimals once made the cross-field check (net not above gross)
// convert it to milligrams and throw: the dashboard went blank and everything typed was lost.
// Every weight field of the product forms, on create and on inline edit, now answers with its
// message, the screen stays, and nothing reaches the console as an uncaught error.

const SPECS = DASHBOARD_COPY.specs;
const BAD = '5.1234';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page, baseURL: string | undefined): Promise<void> {
  const res = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: { Origin: baseURL ?? '' } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Uncaught errors of the page, for the test to say there were none. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectRefused(field: Locator): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(SPEC_MESSAGES.weightInvalid.replace(/[().]/g, '\\$&')));
}

/** Types 5.1234 into each weight field in turn (the other one valid), leaving each so its message shows. */
async function tryEveryWeightField(form: Locator, page: Page, keep: { field: Locator; value: string }) {
  const gross = form.getByLabel(SPECS.grossWeight, { exact: true });
  const net = form.getByLabel(SPECS.netWeight, { exact: true });
  const pairs: Array<[Locator, Locator]> = [
    [gross, net],
    [net, gross],
  ];
  await form.getByLabel(SPECS.sizeSeries).selectOption({ label: SPECS.ringSizes });
  const sizeNet = form.getByLabel(SPECS.sizeField(SPECS.netWeight, 1), { exact: true });
  const sizeGross = form.getByLabel(SPECS.sizeField(SPECS.grossWeight, 1), { exact: true });
  pairs.push([sizeGross, sizeNet], [sizeNet, sizeGross]);
  for (const [bad, other] of pairs) {
    await other.fill(other === gross || other === sizeGross ? '6' : '5');
    await other.press('Tab');
    await bad.fill(BAD);
    await bad.press('Tab');
    await expectRefused(bad);
    await expect(keep.field).toHaveValue(keep.value);
    await expect(page.getByRole('heading', { name: SPECS.title })).toBeVisible();
    await bad.fill('');
  }
  // All four at once.
  for (const field of [gross, net, sizeNet, sizeGross]) await field.fill(BAD);
  await sizeGross.press('Tab');
  for (const field of [gross, net, sizeNet, sizeGross]) await expectRefused(field);
}

test('the product create form answers 5.1234 in every weight field with its message', async ({ page, baseURL }) => {
  const errors = pageErrors(page);
  await signIn(page, baseURL);
  await page.goto('/dashboard/products/new');
  const form = page.getByRole('main');
  const name = form.getByLabel('Name', { exact: true });
  await name.fill(`Weighed Studs ${unique()}`);
  const typed = await name.inputValue();
  await tryEveryWeightField(form, page, { field: name, value: typed });
  await form.getByRole('button', { name: 'Create product' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await screenshotBoth(page, 'dashboard-weights-create');
  expect(errors).toEqual([]);
});

test('the inline edit answers 5.1234 in every weight field with its message', async ({ page, baseURL }) => {
  const errors = pageErrors(page);
  await signIn(page, baseURL);
  const categories = await wire(await page.request.get('/api/getCategories'), categoriesAnswer);
  const name = `Weighed Ring ${unique()}`;
  const photo = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#b08a3e' } })
    .png()
    .toBuffer();
  const res = await page.request.post('/api/createProduct', {
    headers: { Origin: baseURL ?? '' },
    multipart: {
      name,
      category: categories.categories.find((c) => c.name === 'Gold')?._id ?? '',
      description: 'A ring whose weights are typed wrong on purpose.',
      productImage: { name: 'piece.png', mimeType: 'image/png', buffer: photo },
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/dashboard/products/edit');
  await page.getByLabel('Search products').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: `Edit ${name}` });
  const nameField = form.getByLabel('Name', { exact: true });
  await nameField.fill(`${name} Renamed`);
  await tryEveryWeightField(form, page, { field: nameField, value: `${name} Renamed` });
  await form.getByRole('button', { name: DASHBOARD_COPY.save }).click();
  await expect(form.getByRole('alert')).toHaveText(SPEC_MESSAGES.weightInvalid);
  await screenshotBoth(page, 'dashboard-weights-edit');
  expect(errors).toEqual([]);
});
