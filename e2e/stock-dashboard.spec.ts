import { expect, test, type Locator, type Page } from '@playwright/test';
import { z } from 'zod';
import { STOCK_MESSAGES } from '@shared/messages/stock';
import { STOCK_COPY as COPY } from '@shared/messages/stock-dashboard';
import { productPageWire } from '@shared/schemas/catalog-wire';
import { pieceAnswer } from '@shared/schemas/stock-wire';
import { dashboardMenu } from './support/admin-session';
import { E2E_ADMIN } from './support/e2e-admin';
import { screenshotBoth } from './support/screens';
import { wire } from './support/wire';

// The dashboard's stock screens (issue 28), end to end: the owner adds a piece of a demo design,
// sends it from Nerul to Kharghar, receives it there and sells it with a bill number; then counts
// Kharghar's shelf and sees what the stock expected and what it did not.

// Many round trips and screenshots at two widths: the default minute is short on a busy machine.
test.setTimeout(180_000);

const DESIGN = 'Thushi Choker Set';

function toast(page: Page, text: string): Locator {
  return page.locator('[aria-live][role="status"], [aria-live][role="alert"]').getByText(text, { exact: true });
}

/** A tag and a HUID no earlier run has used (both are unique across all pieces). */
function fresh(): { tag: string; huid: string } {
  const stamp = Date.now().toString(36).toUpperCase();
  return { tag: `E2E-${stamp}`, huid: stamp.slice(-6).padStart(6, 'Q') };
}

test('the owner adds a piece, moves it between showrooms, sells it, and tallies a shelf', async ({ page, baseURL }) => {
  const origin = { Origin: baseURL ?? '' };
  const login = await page.request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: origin });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { tag, huid } = fresh();

  await page.goto('/dashboard');
  await dashboardMenu(page)
    .getByRole('link', { name: new RegExp(`^${COPY.menuPieces}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();

  // Adding: the design is needed first, found by its name.
  const form = page.getByRole('region', { name: COPY.add.title });
  await form.getByRole('button', { name: COPY.add.submit }).click();
  await expect(form.getByRole('alert').filter({ hasText: COPY.add.designRequired })).toBeVisible();
  await form.getByLabel(COPY.add.designSearch).fill('Thushi');
  await form.getByRole('button', { name: `${COPY.add.choose} ${DESIGN}` }).click();
  await expect(form.getByText(COPY.add.designChosen(DESIGN))).toBeVisible();
  await form.getByLabel(COPY.tag).fill(tag.toLowerCase());
  await form.getByLabel(COPY.showroom).selectOption('nerul');
  await form.getByLabel(COPY.add.grossWeight).fill('30.5');
  await form.getByLabel(COPY.add.netWeight).fill('31');
  await form.getByRole('button', { name: COPY.add.submit }).click();
  await expect(form.getByLabel(COPY.add.netWeight)).toHaveAccessibleDescription(STOCK_MESSAGES.netAboveGross);
  await form.getByLabel(COPY.add.netWeight).fill('28.25');
  await form.getByLabel(COPY.huid).fill(huid);
  await form.getByRole('button', { name: COPY.add.submit }).click();
  await expect(toast(page, STOCK_MESSAGES.created)).toBeVisible();

  // Found by its tag (kept in capitals), at Nerul, in stock, with its own weights.
  await page.getByLabel(COPY.search).fill(tag);
  const pieces = page.getByRole('table', { name: COPY.caption(1) });
  const row = pieces.getByRole('row').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(pieces.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(DESIGN);
  await expect(row).toContainText('Nerul');
  await expect(row).toContainText(COPY.statusLabel('inStock'));
  await expect(row).toContainText(COPY.weightsValue(30.5, 28.25));
  await expect(row).toContainText(huid);

  // Sent to Kharghar after asking; Cancel is where the focus lands.
  await row.getByRole('button', { name: `${COPY.actions.transfer('Kharghar')} ${tag}` }).click();
  const dialog = page.getByRole('dialog', { name: COPY.confirmTitle.transfer });
  await expect(dialog).toContainText(COPY.confirm.transfer(tag, 'Kharghar'));
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: COPY.actions.transfer('Kharghar') }).click();
  await expect(toast(page, COPY.done.transfer(tag, 'Kharghar'))).toBeVisible();
  await expect(row).toContainText(COPY.statusLabel('inTransit'));
  await expect(row).toContainText(COPY.onItsWay('Kharghar'));
  await expect(row.getByRole('button', { name: `${COPY.actions.sell} ${tag}` })).toHaveCount(0);

  await row.getByRole('button', { name: `${COPY.actions.receive} ${tag}` }).click();
  await page
    .getByRole('dialog', { name: COPY.confirmTitle.receive })
    .getByRole('button', { name: COPY.actions.receive })
    .click();
  await expect(toast(page, COPY.done.receive(tag))).toBeVisible();
  await expect(row).toContainText('Kharghar');
  await expect(row).toContainText(COPY.statusLabel('inStock'));
  await screenshotBoth(page, 'dashboard-stock');

  // Two more pieces at Kharghar for the tally: one is counted, the other is not on the shelf.
  const addAtKharghar = async (suffix: string) => {
    const added = await page.request.post('/api/pieces', {
      headers: origin,
      data: {
        productId: await designId(page),
        tag: `${fresh().tag}-${suffix}`,
        showroom: 'kharghar',
        grossWeight: 12,
        netWeight: 11,
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    return (await wire(added, pieceAnswer)).piece.tag;
  };
  const counted = await addAtKharghar('C');
  const lost = await addAtKharghar('L');

  await row.getByRole('button', { name: `${COPY.actions.sell} ${tag}` }).click();
  const sale = page.getByRole('dialog', { name: COPY.confirmTitle.sell });
  await sale.getByLabel(COPY.billNumber).fill('KH/2026/0417');
  await sale.getByRole('button', { name: COPY.actions.sell }).click();
  await expect(toast(page, COPY.done.sell(tag))).toBeVisible();
  await expect(row).toContainText(COPY.statusLabel('sold'));
  await expect(row.getByRole('button')).toHaveCount(0);

  // The day's movements: added, sent, received and sold, newest first, the sale with its bill.
  const lines = page.getByRole('region', { name: COPY.day.title }).getByRole('row').filter({ hasText: tag });
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(0)).toContainText(COPY.day.kinds.sell);
  await expect(lines.nth(0)).toContainText(COPY.day.bill('KH/2026/0417'));
  await expect(lines.nth(1)).toContainText(COPY.day.kinds.receive);
  await expect(lines.nth(2)).toContainText(COPY.day.fromTo('Nerul', 'Kharghar'));
  await expect(lines.nth(3)).toContainText(COPY.day.kinds.create);

  // The tally: one piece in stock counted, one not found, and the sold piece and an unknown tag counted.
  await dashboardMenu(page).getByRole('link', { name: COPY.menuTally }).click();
  await expect(page.getByRole('heading', { level: 1, name: COPY.tally.title })).toBeVisible();
  await page.getByLabel(COPY.showroom).selectOption('kharghar');
  await page.getByLabel(COPY.tally.tags).fill(`${counted.toLowerCase()}\n${tag}, NOWHERE-1`);
  await expect(page.getByText(COPY.tally.tagsCount(3))).toBeVisible();
  await page.getByRole('button', { name: COPY.tally.submit }).click();
  const result = page.getByRole('region', { name: /^Result/ });
  const listed = (title: string) => result.getByRole('region', { name: new RegExp(`^${title}`) }).getByRole('listitem');
  await expect(listed(COPY.tally.unexpected)).toHaveText([tag, 'NOWHERE-1']);
  await expect(listed(COPY.tally.missing).filter({ hasText: lost })).toHaveCount(1);
  await expect(listed(COPY.tally.missing).filter({ hasText: counted })).toHaveCount(0);
  await screenshotBoth(page, 'dashboard-stock-tally');
});

const made = z.object({ temporaryPassword: z.string() });

test('staff of Nerul send their own piece to Kharghar and cannot move Kharghar’s', async ({
  page,
  playwright,
  baseURL,
}) => {
  const headers = { Origin: baseURL ?? '' };
  const username = `nerul-${Date.now().toString(36)}`;
  const password = 'a long staff password 2026';
  // The owner makes the staff account and two pieces over the API, outside the page's cookies.
  const owner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: headers });
  expect((await owner.post('/api/loginAdmin', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const created = await owner.post('/api/admins', { data: { username, role: 'staff', showroom: 'nerul' } });
  expect(created.status(), await created.text()).toBe(201);
  const { temporaryPassword } = made.parse(await created.json());
  const productId = await designId(page);
  const add = async (showroom: string) => {
    const res = await owner.post('/api/pieces', {
      data: { productId, tag: `${fresh().tag}-${showroom.slice(0, 1)}`, showroom, grossWeight: 12, netWeight: 11 },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await wire(res, pieceAnswer)).piece.tag;
  };
  const ours = await add('nerul');
  const theirs = await add('kharghar');
  await owner.dispose();

  // The staff member's first sign-in changes the temporary password, then opens the stock.
  expect(
    (await page.request.post('/api/loginAdmin', { data: { username, password: temporaryPassword }, headers })).ok(),
  ).toBeTruthy();
  const changed = await page.request.post('/api/admin/password', {
    data: { currentPassword: temporaryPassword, newPassword: password },
    headers,
  });
  expect(changed.ok(), await changed.text()).toBeTruthy();
  await page.goto('/dashboard');
  await dashboardMenu(page)
    .getByRole('link', { name: new RegExp(`^${COPY.menuPieces}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: COPY.title })).toBeVisible();
  await expect(page.getByText(COPY.introStaff('Nerul'))).toBeVisible();
  await expect(page.getByRole('region', { name: COPY.add.title })).toHaveCount(0);
  await expect(page.getByLabel(COPY.showroom)).toHaveValue('nerul');
  await page.getByLabel(COPY.showroom).selectOption('');

  const pieces = page.getByRole('table', { name: COPY.caption(1) });
  const rowOf = (tag: string) => pieces.getByRole('row').filter({ hasText: tag });
  await page.getByLabel(COPY.search).fill(theirs);
  await expect(pieces.getByRole('row')).toHaveCount(2);
  await expect(rowOf(theirs)).toContainText('Kharghar');
  await expect(rowOf(theirs).getByRole('button')).toHaveCount(0);

  await page.getByLabel(COPY.search).fill(ours);
  await expect(pieces.getByRole('row')).toHaveCount(2);
  await rowOf(ours)
    .getByRole('button', { name: `${COPY.actions.transfer('Kharghar')} ${ours}` })
    .click();
  await page
    .getByRole('dialog', { name: COPY.confirmTitle.transfer })
    .getByRole('button', { name: COPY.actions.transfer('Kharghar') })
    .click();
  await expect(toast(page, COPY.done.transfer(ours, 'Kharghar'))).toBeVisible();
  await expect(rowOf(ours)).toContainText(COPY.onItsWay('Kharghar'));
  // Received at Kharghar by its own staff or an owner, never by Nerul's.
  await expect(rowOf(ours).getByRole('button')).toHaveCount(0);
  await screenshotBoth(page, 'dashboard-stock-staff');
});

/** The demo design's id, as the admin API answers it. */
async function designId(page: Page): Promise<string> {
  const res = await page.request.get(`/api/getProducts?q=${encodeURIComponent(DESIGN)}`);
  const found = (await wire(res, productPageWire)).products.find((p) => p.name === DESIGN);
  if (!found) throw new Error(`${DESIGN} is not in the demo catalogue`);
  return found._id;
}
