import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PHOTO_COPY, PHOTO_MESSAGES } from '@shared/messages/photos';
import {
  categoriesAnswer,
  productAnswer,
  productWrittenAnswer,
  type ProductPhotoWire,
} from '@shared/schemas/catalog-wire';
import { E2E_ADMIN } from './support/e2e-admin';
import { screenshotBoth } from './support/screens';
import { wire } from './support/wire';

// Several photos per product on the dashboard's edit form: the admin uploads two more, puts them
// in order from the keyboard, describes one and deletes one; the server holds what the screen shows.

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A square of colour with a lighter band, so that the thumbnails tell each other apart. */
async function pngOf(color: { r: number; g: number; b: number }): Promise<Buffer> {
  const band = await sharp({ create: { width: 480, height: 120, channels: 3, background: { r: 245, g: 236, b: 214 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 480, height: 480, channels: 3, background: color } })
    .composite([{ input: band, top: 300, left: 0 }])
    .png()
    .toBuffer();
}

async function photosOf(page: Page, productId: string): Promise<ProductPhotoWire[]> {
  const res = await page.request.get(`/api/getProduct/${productId}`);
  return (await wire(res, productAnswer)).product.photos;
}

function toast(page: Page, text: string): Locator {
  return page.locator('[aria-live][role="status"], [aria-live][role="alert"]').getByText(text, { exact: true });
}

test('the admin adds two photos, reorders them from the keyboard, sets alt text and deletes one', async ({
  page,
  baseURL,
}) => {
  const origin = { Origin: baseURL ?? '' };
  const login = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: origin });
  expect(login.ok(), await login.text()).toBeTruthy();
  const categories = await wire(await page.request.get('/api/getCategories'), categoriesAnswer);
  const name = `Navratna Haar ${unique()}`;
  const created = await page.request.post('/api/createProduct', {
    headers: origin,
    multipart: {
      name,
      category: categories.categories[0]!._id,
      description: 'Nine gems set in 22K gold.',
      productImage: { name: 'front.png', mimeType: 'image/png', buffer: await pngOf({ r: 176, g: 138, b: 62 }) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = (await wire(created, productWrittenAnswer)).product._id;

  await page.goto('/dashboard/products/edit');
  await page.getByLabel('Search products').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Edit ${name}` }).click();

  const manager = page.getByRole('region', { name: PHOTO_COPY.heading });
  const cards = manager.getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(PHOTO_COPY.main);

  // Two photos at once: each is uploaded and appended.
  await manager.getByLabel(PHOTO_COPY.add).setInputFiles([
    { name: 'side.png', mimeType: 'image/png', buffer: await pngOf({ r: 109, g: 31, b: 43 }) },
    { name: 'worn.png', mimeType: 'image/png', buffer: await pngOf({ r: 31, g: 74, b: 66 }) },
  ]);
  await expect(cards).toHaveCount(3);
  await expect(manager.getByText(PHOTO_COPY.count(3, 8))).toBeVisible();
  const [front, side, worn] = (await photosOf(page, productId)).map((p) => p.id) as [number, number, number];

  // Keyboard: the last photo's handle, arrow up twice, makes it the main photo.
  const handle = manager.getByRole('button', { name: PHOTO_COPY.handle(3, 3) });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await expect(manager.getByText(PHOTO_COPY.moved(2, 3))).toBeAttached();
  await expect.poll(async () => (await photosOf(page, productId)).map((p) => p.id)).toEqual([front, worn, side]);
  await expect(manager.getByRole('button', { name: PHOTO_COPY.handle(2, 3) })).toBeFocused();
  await expect(manager.getByRole('list')).not.toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(manager.getByText(PHOTO_COPY.moved(1, 3))).toBeAttached();
  await expect.poll(async () => (await photosOf(page, productId)).map((p) => p.id)).toEqual([worn, front, side]);
  await expect(cards.first()).toContainText(PHOTO_COPY.main);
  await expect(manager.getByRole('list')).not.toHaveAttribute('aria-busy', 'true');

  // The "Move later" button does the same for a pointer or a screen reader's virtual cursor.
  await manager.getByRole('button', { name: `${PHOTO_COPY.moveLater}, ${PHOTO_COPY.photo(2)}` }).click();
  await expect.poll(async () => (await photosOf(page, productId)).map((p) => p.id)).toEqual([worn, side, front]);
  await expect(manager.getByRole('list')).not.toHaveAttribute('aria-busy', 'true');

  // Alt text of the main photo.
  const altField = manager.getByLabel(`${PHOTO_COPY.alt}, ${PHOTO_COPY.photo(1)}`);
  await altField.fill('Navratna haar, worn with a silk saree');
  await manager
    .getByRole('button', { name: `${PHOTO_COPY.saveAlt} ${PHOTO_COPY.alt}, ${PHOTO_COPY.photo(1)}` })
    .click();
  await expect(toast(page, PHOTO_MESSAGES.altSaved)).toBeVisible();
  await expect
    .poll(async () => (await photosOf(page, productId))[0]!.alt)
    .toBe('Navratna haar, worn with a silk saree');
  await expect(cards.first().getByRole('img')).toHaveAttribute('alt', 'Navratna haar, worn with a silk saree');

  await screenshotBoth(page, 'dashboard-photos');

  // Delete the second photo, after a confirmation (Cancel first keeps it).
  await manager.getByRole('button', { name: `${PHOTO_COPY.delete} ${PHOTO_COPY.photo(2)}` }).click();
  const dialog = page.getByRole('dialog', { name: PHOTO_COPY.confirmDeleteTitle });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(3);
  await manager.getByRole('button', { name: `${PHOTO_COPY.delete} ${PHOTO_COPY.photo(2)}` }).click();
  await dialog.getByRole('button', { name: PHOTO_COPY.confirmDelete }).click();
  await expect(toast(page, PHOTO_MESSAGES.deleted)).toBeVisible();
  await expect(cards).toHaveCount(2);
  expect((await photosOf(page, productId)).map((p) => p.id)).toEqual([worn, front]);

  // The listing's thumbnail is the main photo.
  const main = (await photosOf(page, productId))[0]!;
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.locator('img')).toHaveAttribute('src', main.url);
});
