import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AppointmentDto } from '@shared/schemas/appointments';
import { adminTokenAnswer } from '@shared/schemas/admin-auth';
import type { ProductDto } from '@shared/schemas/catalog';
import { E2E_ADMIN } from './e2e-admin';
import { trpcClient } from './trpc';
import { wire } from './wire';

// What the journeys of a piece in a size share (cart, wishlist, bookings): a demo
// piece in sizes, choosing a size as a shopper does, and the visits booked as the admin reads them.

/** A priced demo piece in at least three sizes whose sizes differ in price. */
export async function sizedPiece(request: APIRequestContext): Promise<ProductDto> {
  const { products } = await trpcClient(request).catalog.listProducts.query({ limit: 100 });
  const piece = products.find(
    (p) => p.price && p.sizePrices.length >= 3 && new Set(p.sizePrices.map((s) => s.total)).size >= 3,
  );
  expect(piece, 'the demo data has a piece in sizes').toBeTruthy();
  return piece!;
}

/** Chooses a size as a shopper does: a press on its button (the radio itself is visually hidden). */
export async function chooseSize(page: Page, label: string): Promise<void> {
  const radio = page.getByRole('radio', { name: label, exact: true });
  await page.locator('label').filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/** The visit requests as the dashboard reads them (admin.appointments), newest first. */
export async function bookedVisits(request: APIRequestContext, baseURL: string): Promise<AppointmentDto[]> {
  const login = await request.post('/api/loginAdmin', { data: E2E_ADMIN, headers: { Origin: baseURL } });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { token } = await wire(login, adminTokenAnswer);
  const admin = trpcClient(request, { Authorization: `Bearer ${token}` });
  return (await admin.admin.appointments.query({})).appointments;
}
