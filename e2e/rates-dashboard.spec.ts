import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { GOLD_MESSAGES, PRICE_MESSAGES } from '@shared/messages';
import { CATEGORY_MESSAGES, PRODUCT_MESSAGES, SPEC_MESSAGES } from '@shared/messages/back-office';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { ratesOutput } from '@shared/schemas/rates';
import { E2E_ADMIN } from './support/e2e-admin';
import { rateTypoIsHeldBack, silverRate } from './support/rates';
import { wire } from './support/wire';

// The back office's side of prices: metal rates with purity overrides, product specifications
// with the live price preview, and a category's default making charge. Every test signs in on
// its own and names what it creates uniquely.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signIn(page: Page, baseURL: string | undefined): Promise<void> {
  const res = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: { Origin: baseURL ?? '' } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

function toast(page: Page, text: string): Locator {
  return page.locator('[aria-live][role="status"], [aria-live][role="alert"]').getByText(text, { exact: true });
}

/** Searches a list and waits until the search has run: the table holds the heading row and the one match. */
async function search(page: Page, label: string, text: string): Promise<void> {
  await page.getByLabel(label).fill(text);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(text);
}

function rateRow(page: Page, metal: string, purity: string): Locator {
  return page
    .getByRole('table', { name: `${metal} rates per gram` })
    .getByRole('row', { name: new RegExp(`^${metal} ${purity}\\b`) });
}

test('the 22K gold rate is set by the shop, then derived again', async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  // Near the 7,000 typed below whatever ran before (the demo's 7,812.50 is 10.4% away: the guard's
  // question, which the next test asks), confirmed as the rate guard wants for a large move.
  const near = await page.request.post('/api/updateRates', {
    data: { rates: [{ metal: 'gold', purity: '24K', pricePerGram: 7100 }], confirm: true },
    headers: { Origin: baseURL ?? '' },
  });
  expect(near.ok(), await near.text()).toBeTruthy();
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Update Gold Price' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Metal rates' })).toBeVisible();

  const fine = page.getByLabel('New rate for Gold 24K, rupees per gram');
  const k22 = page.getByLabel('New rate for Gold 22K, rupees per gram');
  // A schema message next to the field it is about.
  await k22.fill('6555.555');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(rateRow(page, 'Gold', '22K')).toContainText(GOLD_MESSAGES.invalidPrice);
  await expect(k22).toHaveAttribute('aria-invalid', 'true');

  await fine.fill('7000');
  await k22.fill('6555.55');
  await expect(rateRow(page, 'Gold', '18K')).toContainText('After saving: ₹5,250.00/g, derived');
  await expect(page.getByText('2 unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(toast(page, PRICE_MESSAGES.ratesUpdated)).toBeVisible();
  await expect(rateRow(page, 'Gold', '22K')).toContainText('₹6,555.55/g');
  await expect(rateRow(page, 'Gold', '22K')).toContainText('Set by the shop');
  await expect(rateRow(page, 'Gold', '22K')).not.toContainText('Derived');
  await expect(page.getByText('No unsaved changes')).toBeVisible();

  // Back to derived: 7,000.00 x 0.916.
  await page.getByRole('button', { name: 'Use the derived rate for Gold 22K' }).click();
  await expect(rateRow(page, 'Gold', '22K')).toContainText('After saving: ₹6,412.00/g, derived');
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(toast(page, PRICE_MESSAGES.ratesUpdated)).toBeVisible();
  await expect(rateRow(page, 'Gold', '22K')).toContainText('₹6,412.00/g');
  await expect(rateRow(page, 'Gold', '22K')).toContainText('Derived');
  await expect(page.getByRole('button', { name: 'Use the derived rate for Gold 22K' })).toHaveCount(0);

  const api = await wire(await page.request.get('/api/getRates'), ratesOutput);
  expect(api.rates.find((r) => r.metal === 'gold' && r.purity === '22K')).toMatchObject({
    pricePerGram: 6412,
    derived: true,
  });

  // The history of another metal is one toggle away.
  await page.getByRole('button', { name: 'Silver' }).click();
  await expect(page.getByRole('button', { name: 'Silver' })).toHaveAttribute('aria-pressed', 'true');
});

test('a rate typo is held back with its impact; confirmed, a real move is saved', async ({ page, baseURL }) => {
  const COPY = DASHBOARD_COPY.rates;
  await signIn(page, baseURL);
  await page.goto('/dashboard');
  // A hundredth of the rate (a misplaced decimal point): nothing is saved until the owner says so.
  const { start, field, dialog } = await rateTypoIsHeldBack(page);

  // A real move of a fifth, confirmed, then back again (confirmed too): the shop ends as it began.
  for (const rate of [Math.round(start * 120) / 100, start]) {
    await field.fill(rate.toFixed(2));
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: COPY.impactSave }).click();
    await expect(toast(page, PRICE_MESSAGES.ratesUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No unsaved changes')).toBeVisible();
    expect(await silverRate(page)).toBe(rate);
  }
});

test('a product with specifications: the live preview is the price the list shows after saving', async ({
  page,
  baseURL,
}) => {
  const category = `Polki ${unique()}`;
  const name = `Polki Jhumkas ${unique()}`;
  await signIn(page, baseURL);
  const created = await page.request.post('/api/createCategory', {
    data: { name: category, makingChargeType: 'percent', makingChargeValue: 12 },
    headers: { Origin: baseURL ?? '' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/dashboard/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a product' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: category });
  await page.getByLabel('Description').fill('Polki drops on 22 karat gold.');
  await page.getByLabel('Photo').setInputFiles({
    name: 'polki.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 480, height: 480, channels: 3, background: { r: 190, g: 150, b: 70 } } })
      .png()
      .toBuffer(),
  });

  const preview = page.getByRole('complementary', { name: 'Price preview' });
  await expect(preview).toContainText(PRICE_MESSAGES.priceOnRequest);
  await expect(page.getByLabel('Purity')).toBeDisabled();
  await page.getByLabel('Metal', { exact: true }).selectOption({ label: 'Gold' });
  await expect(page.getByLabel('Purity').locator('option')).toHaveText(['Choose a purity', '24K', '22K', '18K', '14K']);
  await page.getByLabel('Purity').selectOption('22K');
  await page.getByLabel('Gross weight (g)', { exact: true }).fill('4');
  await page.getByLabel('Net weight (g)', { exact: true }).fill('4.5');
  await page.getByLabel('Net weight (g)', { exact: true }).blur();
  await expect(page.getByText(SPEC_MESSAGES.netAboveGross)).toBeVisible();
  await expect(preview).toContainText('Correct the fields marked');
  await page.getByLabel('Gross weight (g)', { exact: true }).fill('5.2');
  await expect(page.getByText(SPEC_MESSAGES.netAboveGross)).toHaveCount(0);
  await expect(page.getByText('Left empty, the category’s default applies: 12% of metal value.')).toBeVisible();
  await expect(preview).toContainText(/4\.500 g × ₹[\d,]+\.\d\d\/g/);
  await expect(preview).toContainText('category default');

  await page.getByRole('button', { name: 'Add stone' }).click();
  await page.getByLabel('Kind, stone line 1').selectOption({ label: 'Polki' });
  await page.getByLabel('Count, stone line 1').fill('6');
  await page.getByLabel('Value (₹), stone line 1').fill('18000');
  await page.getByLabel('Hallmarked').selectOption({ label: 'Yes' });
  await page.getByLabel('HUID').fill('ab12c9');
  await expect(preview).toContainText('₹18,000.00');

  const total = (await page.getByTestId('price-preview-total').textContent()) ?? '';
  expect(total).toMatch(/^₹[\d,]+\.\d\d$/);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(toast(page, PRODUCT_MESSAGES.createSucceeded)).toBeVisible();
  await expect(preview).toContainText(PRICE_MESSAGES.priceOnRequest);

  await page.goto('/dashboard/products/edit');
  await search(page, 'Search products', name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByTestId('product-price')).toHaveText(total);

  // Editing shows the stored specifications and the same price.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const form = page.getByRole('form', { name: `Edit ${name}` });
  await expect(form.getByLabel('Net weight (g)', { exact: true })).toHaveValue('4.5');
  await expect(form.getByTestId('price-preview-total')).toHaveText(total);
});

test('a category gets a default making charge, changes it and clears it', async ({ page, baseURL }) => {
  const name = `Temple ${unique()}`;
  await signIn(page, baseURL);
  await page.goto('/dashboard/categories/new');
  await page.getByLabel('Category name').fill(name);
  await page.getByLabel('Default making charge').selectOption({ label: 'Percent of metal value' });
  await page.getByLabel('Making charge value').fill('150');
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByText(SPEC_MESSAGES.makingPercentInvalid)).toBeVisible();
  await page.getByLabel('Making charge value').fill('12.5');
  await page.getByRole('button', { name: 'Create category' }).click();
  await expect(toast(page, CATEGORY_MESSAGES.createSucceeded)).toBeVisible();

  await page.goto('/dashboard/categories/edit');
  await search(page, 'Search categories', name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('12.5% of metal value');

  await row.getByRole('button', { name: `Rename ${name}` }).click();
  const form = page.getByRole('form', { name: `Rename ${name}` });
  await expect(form.getByLabel('Default making charge')).toHaveValue('percent');
  await form.getByLabel('Default making charge').selectOption({ label: 'Flat per piece' });
  await form.getByLabel('Making charge value').fill('1500');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, CATEGORY_MESSAGES.updateSucceeded)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('₹1,500.00 per piece');

  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Rename ${name}` })
    .click();
  await form.getByLabel('Default making charge').selectOption({ label: 'No default' });
  await expect(form.getByLabel('Making charge value')).toBeDisabled();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('None');
  await expect(page.getByRole('row', { name: new RegExp(name) })).not.toContainText('per piece');
});
