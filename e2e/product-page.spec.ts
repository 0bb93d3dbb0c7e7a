import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_PAGE_MESSAGES as M } from '@shared/messages/product-page';
import { productPath } from '@shared/product-path';
import { adminTokenAnswer } from '@shared/schemas/admin-auth';
import { productAnswer, productPageWire, productWrittenAnswer, type ProductWire } from '@shared/schemas/catalog-wire';
import { E2E_ADMIN } from './support/e2e-admin';
import { hydrated } from './support/hydration';
import { screenshotBoth } from './support/screens';
import { wire } from './support/wire';

// A product's own page: drawn on the server (readable with JavaScript off), hydrated without a
// second request or a mismatch, a gallery driven by keyboard and by swipe, and screenshots at
// phone and desktop width.

async function firstProducts(page: Page, count: number): Promise<ProductWire[]> {
  const res = await page.request.get(`/api/getProducts?page=1&limit=${count}`);
  const products = (await wire(res, productPageWire)).products;
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products;
}

/** Console errors and failed hydrations, gathered while a test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

test('the server answers /product/{id} with a 301 to the canonical address and the page drawn with its data', async ({
  page,
}) => {
  const [product] = await firstProducts(page, 1);
  const errors = watchErrors(page);
  let productCalls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/trpc/') && req.url().includes('pages.product')) productCalls += 1;
  });
  const canonical = productPath({ id: product!._id, name: product!.name });
  const response = await page.goto(`/product/${product!._id}`);
  expect(response?.request().redirectedFrom()?.url()).toContain(`/product/${product!._id}`);
  expect(new URL(page.url()).pathname).toBe(canonical);
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expect(page.getByTestId('product-price')).toBeVisible();
  await expect(page.getByRole('navigation', { name: M.breadcrumb }).getByRole('link', { name: M.home })).toBeVisible();
  // Once the app has taken over (a press wakes it at once), the page is live, with no second fetch of its data.
  await page.getByTestId('gallery-main').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('gallery-main')).toHaveAttribute('data-zoomed', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('gallery-main')).not.toHaveAttribute('data-zoomed', 'true');
  expect(productCalls).toBe(0);
  expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
  await screenshotBoth(page, 'product-page');
});

test('with JavaScript disabled the page still shows the name, the photo and the price', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const [product] = await firstProducts(page, 1);
  await page.goto(productPath({ id: product!._id, name: product!.name }));
  await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveText(/₹|Price on request/);
  const photo = page.getByTestId('gallery-main').locator('img');
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: 'e2e/artifacts/screens/product-page-nojs-390.png', fullPage: true });
  await context.close();
});

test('the gallery moves between photos with the keyboard, the buttons and a swipe', async ({ page }) => {
  const [source] = await firstProducts(page, 1);
  // A piece of its own, with one photo and two more views added as an admin would (the same
  // picture, other alt texts): the demo's pieces get their extra views in the background after a
  // cold start, so theirs is no fixed count.
  const login = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN });
  const auth = { authorization: `Bearer ${(await wire(login, adminTokenAnswer)).token}` };
  const detail = await wire(await page.request.get(`/api/getProduct/${source!._id}`), productAnswer);
  const picture = await (await page.request.get(detail.product.photo!)).body();
  const created = await page.request.post('/api/createProduct', {
    headers: auth,
    multipart: {
      name: 'Gallery Test Jhumkas',
      category: detail.product.category._id,
      description: 'Three views of one pair of jhumkas.',
      productImage: { name: 'view-1.webp', mimeType: 'image/webp', buffer: picture },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await wire(created, productWrittenAnswer)).product;
  for (const view of [2, 3]) {
    const res = await page.request.post(`/api/products/${product._id}/photos`, {
      headers: auth,
      multipart: {
        productImage: { name: `view-${view}.webp`, mimeType: 'image/webp', buffer: picture },
        alt: `${product.name}, view ${view}`,
      },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  await page.goto(productPath({ id: product._id, name: product.name }));
  const main = page.getByTestId('gallery-main');
  // Drawn by the server with its three photos.
  await expect(main).toHaveAttribute('aria-label', M.photoOf(1, 3));
  await expect(page.getByRole('button', { name: M.showPhoto(3, 3) })).toBeVisible();
  // Once the app has taken over, Enter zooms the photo.
  await hydrated(page);
  await main.focus();
  await main.press('Enter');
  await expect(main).toHaveAttribute('data-zoomed', 'true');
  await main.press('Escape');

  await main.focus();
  await page.keyboard.press('ArrowRight');
  await expect(main).toHaveAttribute('aria-label', M.photoOf(2, 3));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(main).toHaveAttribute('aria-label', M.photoOf(3, 3));
  await page.getByRole('button', { name: M.showPhoto(1, 3) }).click();
  await expect(main).toHaveAttribute('aria-label', M.photoOf(1, 3));
  await page.getByRole('button', { name: M.nextPhoto }).click();
  await expect(main).toHaveAttribute('aria-label', M.photoOf(2, 3));

  // A swipe to the left shows the next photo, to the right the previous one.
  const box = (await main.boundingBox())!;
  const swipe = async (fromX: number, toX: number) => {
    const y = box.y + box.height / 2;
    await main.dispatchEvent('pointerdown', {
      pointerType: 'touch',
      clientX: fromX,
      clientY: y,
      isPrimary: true,
      bubbles: true,
    });
    await main.dispatchEvent('pointerup', {
      pointerType: 'touch',
      clientX: toX,
      clientY: y,
      isPrimary: true,
      bubbles: true,
    });
  };
  await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
  await expect(main).toHaveAttribute('aria-label', M.photoOf(3, 3));
  await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
  await expect(main).toHaveAttribute('aria-label', M.photoOf(2, 3));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'e2e/artifacts/screens/product-gallery-1440.png' });
});
