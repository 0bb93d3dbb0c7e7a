import { expect, test, type Page } from '@playwright/test';
import { STOREFRONT_MESSAGES } from '@shared/messages';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { axeViolations, describeSerious } from './support/axe';
import { E2E_ADMIN } from './support/e2e-admin';
import { DESKTOP, PHONE } from './support/screens';
import { newShopper, registerShopper } from './support/shopper';

// axe-core over the journeys' main pages, at desktop and phone width: no serious or critical
// violation. A failure lists every offending element with axe's own explanation.

const main = (page: Page) => page.getByRole('main');

// The shop's CSP allows no inline script; axe's source is injected as one, so this spec alone bypasses it.
test.use({ bypassCSP: true });
test.setTimeout(180_000);

/** Waits for the page to settle (its route chunk, its data, its images' boxes), then runs axe. */
async function check(page: Page, where: string, ready: () => Promise<void>): Promise<string[]> {
  await ready();
  await page.waitForLoadState('networkidle');
  const found: string[] = [];
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    found.push(...describeSerious(`${where} @${size.width}`, await axeViolations(page)));
  }
  await page.setViewportSize(DESKTOP);
  return found;
}

test('the storefront has no serious or critical axe violation', async ({ page }) => {
  const problems: string[] = [];

  await page.goto('/');
  problems.push(...(await check(page, 'home', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible())));
  // The film has a poster (its first frame) by the time it comes near the screen.
  const film = page.getByTestId('showroom-film');
  await film.scrollIntoViewIfNeeded();
  await expect(film).toHaveAttribute('poster', /showroom-poster\.webp$/);
  expect(await page.request.get((await film.getAttribute('poster'))!).then((r) => r.headers()['content-type'])).toMatch(
    /image\/webp/,
  );

  await page.goto('/bestsellers');
  // The first collection of a run fills the catalogue's caches: allow for a busy machine.
  problems.push(
    ...(await check(page, 'collection', () =>
      expect(main(page).getByRole('article').first()).toBeVisible({ timeout: 30_000 }),
    )),
  );

  const first = main(page).getByRole('article').first();
  await first.getByRole('button', { name: new RegExp(PAGE_MESSAGES.viewDetails) }).click();
  const piece = (await first.getByRole('heading').first().textContent())?.trim() ?? '';
  await page.getByRole('dialog').getByRole('link', { name: PAGE_MESSAGES.productLink }).click();
  // The piece's own heading: the collection's stays on screen while the product page's chunk loads.
  problems.push(
    ...(await check(page, 'product', () => expect(page.getByRole('heading', { level: 1, name: piece })).toBeVisible())),
  );

  await page.goto('/login');
  problems.push(...(await check(page, 'login', () => expect(page.getByRole('tabpanel')).toBeVisible())));

  // The cart of a signed-in shopper, with a piece in it and the booking form open.
  await registerShopper(page, newShopper('axe'));
  await page.goto('/bestsellers');
  await main(page)
    .getByRole('article')
    .first()
    .getByRole('button', { name: new RegExp(PAGE_MESSAGES.addToCart) })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: STOREFRONT_MESSAGES.cartLabel(1) })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: PAGE_MESSAGES.bookShowroomVisit }).click();
  problems.push(
    ...(await check(page, 'cart', () =>
      expect(page.locator('#cart-booking').getByLabel(PAGE_MESSAGES.name)).toBeVisible(),
    )),
  );

  await page.goto('/wishlist');
  problems.push(
    ...(await check(page, 'wishlist', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible())),
  );

  expect(problems, problems.join('\n')).toEqual([]);
});

test('the dashboard has no serious or critical axe violation', async ({ page, baseURL }) => {
  const res = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: { Origin: baseURL ?? '' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await page.goto('/dashboard');
  const problems = await check(page, 'dashboard', () =>
    expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible(),
  );
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the check itself catches a serious violation (so that its silence means something)', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const hint = document.createElement('p');
    hint.textContent = 'faint hint';
    hint.style.cssText = 'color:#ddd;background:#fff';
    // Outside the app's root: hydration (late on a busy machine) would take it out of <main>.
    document.body.append(hint);
  });
  const problems = describeSerious('about', await axeViolations(page));
  expect(problems.some((p) => p.includes('color-contrast') && p.includes('faint hint'))).toBe(true);
});
