import { afterAll, beforeAll, expect, it } from 'vitest';
import { CART_MESSAGES } from '@shared/messages';
import { dateInIndia } from '@shared/schemas/appointments';
import type { AppointmentDto } from '@shared/schemas/appointments';
import type { CartDto } from '@shared/schemas/cart';
import type { ProductDto } from '@shared/schemas/catalog';
import { createCategory, createProduct, createSizedRing } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { registerShopper } from './helpers/shoppers';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';
import { CART_SIZE_MESSAGES } from '@shared/messages/cart-sizes';

// A cart line is a piece in a size: its price is that size's, the total adds the sizes' prices,
// and an appointment keeps the size (issue 25, section 2).

const SHOP_EMAIL = 'sizes.desk@navijewels.in';

interface RestCartLine {
  product: { _id: string; name: string };
  size: string | null;
  quantity: number;
  price: number | null;
  lineTotal: number | null;
}
interface RestCart {
  items: RestCartLine[];
  count: number;
  total: number;
}

describeEachDatabase('cart lines in sizes', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  let ring: ProductDto;
  let plainId: number;
  let sizePrice: (label: string) => number;

  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, SHOP_EMAIL, RATE_LIMIT_AUTH_MAX: '1000' } });
    const auth = bearer(await t.adminToken());
    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/updateGold',
      headers: auth,
      payload: { price: 7800 },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    ring = await createSizedRing(t);
    sizePrice = (label) => {
      const found = ring.sizePrices.find((s) => s.label === label)?.total;
      if (found === undefined || found === null) throw new Error(`no price for size ${label}`);
      return found;
    };
    expect(ring.price?.sizeLabel).toBe('10');
    expect(sizePrice('14')).toBeGreaterThan(sizePrice('10'));
    plainId = Number(
      (await createProduct(t, { name: 'Plain Chain', category: await createCategory(t, 'Chains') }))._id,
    );
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  const restAdd = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/addToCart', payload, headers: bearer(token) });
  const restCart = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RestCart>();
  };
  // What a piece in a size sells at in the cart: its price in whole rupees, as a shopper reads it.
  const sold = (label: string) => Math.round(sizePrice(label));

  it('keeps the size added over REST, prices the line and the total at that size', async () => {
    const { token } = await registerShopper(t, rx);
    const added = await restAdd(token, { productId: String(ring.id), size: '14' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ message: CART_MESSAGES.added, count: 1 });
    const cart = await restCart(token);
    expect(cart.items.map((l) => [l.product._id, l.size, l.quantity, l.price, l.lineTotal])).toEqual([
      [String(ring.id), '14', 1, sold('14'), sold('14')],
    ]);
    expect(cart.total).toBe(sold('14'));
    // The size's price has paise; the cart reads it in whole rupees, line and total alike.
    expect(sizePrice('14')).not.toBe(sold('14'));
  });

  it('makes the same piece in two sizes two lines (tRPC), each at its price, and raises a size by itself', async () => {
    const { token } = await registerShopper(t, rx);
    const add = (size: string) =>
      trpcMutation<{ count: number }>(t.app, 'cart.add', { productId: ring.id, size }, bearer(token));
    expect((await add('14')).data?.count).toBe(1);
    expect((await add('18')).data?.count).toBe(2);
    expect((await add('14')).data?.count).toBe(3);
    const cart = (await trpcQuery<CartDto>(t.app, 'cart.list', undefined, bearer(token))).data;
    expect(cart?.items.map((l) => [l.product.id, l.size, l.quantity, l.price])).toEqual([
      [ring.id, '14', 2, sold('14')],
      [ring.id, '18', 1, sold('18')],
    ]);
    expect(cart?.total).toBe(2 * sold('14') + sold('18'));
    expect(cart?.total).toBe(cart?.items.reduce((sum, l) => sum + (l.lineTotal ?? 0), 0));

    // A change without a size is ambiguous now; with one it changes that line only.
    const ambiguous = await trpcMutation(t.app, 'cart.setQuantity', { productId: ring.id, quantity: 3 }, bearer(token));
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.error?.message).toBe(CART_SIZE_MESSAGES.chooseSize);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${ring.id}`,
      payload: { quantity: 3, size: '18' },
      headers: bearer(token),
    });
    expect(put.json()).toEqual({ message: CART_MESSAGES.updated, count: 5 });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/${ring.id}?size=14`, headers: bearer(token) });
    expect(del.json()).toEqual({ message: CART_MESSAGES.removed, count: 3 });
    const left = await restCart(token);
    expect(left.items.map((l) => [l.size, l.quantity])).toEqual([['18', 3]]);
    expect(left.total).toBe(3 * sold('18'));
  });

  it('refuses a size the piece does not come in, and any size for a piece without sizes', async () => {
    const { token } = await registerShopper(t, rx);
    for (const [productId, size] of [
      [ring.id, '12'],
      [ring.id, '2.4'],
      [ring.id, 'XL'],
      [plainId, '14'],
    ] as const) {
      const res = await restAdd(token, { productId, size });
      expect(res.statusCode, `${productId} ${size}`).toBe(400);
      expect(res.json()).toEqual({ message: CART_SIZE_MESSAGES.sizeUnknown });
    }
    expect((await restCart(token)).items).toEqual([]);
  });

  it('adds a piece in sizes without one (the first client) in its cheapest size; keeps the legacy calls', async () => {
    const { token } = await registerShopper(t, rx);
    expect((await restAdd(token, { productId: String(ring.id) })).statusCode).toBe(200);
    expect((await restAdd(token, { productId: String(ring.id), size: '18' })).statusCode).toBe(200);
    expect((await restAdd(token, { productId: String(plainId) })).statusCode).toBe(200);
    const legacy = await t.app.inject({ method: 'GET', url: '/api/getUserCart', headers: bearer(token) });
    expect(legacy.statusCode, legacy.body).toBe(200);
    const lines = legacy.json<Array<{ _id: string; size: string | null; lineTotal: number | null }>>();
    expect(lines.map((l) => [l._id, l.size])).toEqual([
      [String(plainId), null],
      [String(ring.id), '18'],
      [String(ring.id), '10'],
    ]);
    expect(lines[2]?.lineTotal).toBe(sold('10'));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/removeFromCart',
      payload: { productIds: [String(ring.id)] },
      headers: bearer(token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Array<{ _id: string }>>().map((l) => l._id)).toEqual([String(plainId)]);
  });

  it('copies each line with its size and price into an appointment, and books a piece in a size', async () => {
    const { token } = await registerShopper(t, rx);
    await restAdd(token, { productId: ring.id, size: '18' });
    await restAdd(token, { productId: ring.id, size: '10' });
    const request = {
      name: 'Kavya Rao',
      email: 'kavya.rao@example.in',
      mobile: '98200 14522',
      showroom: 'nerul',
      preferredDate: dateInIndia(t.deps.now() + 24 * 60 * 60 * 1000),
    };
    const booked = await trpcMutation<{ id: number }>(
      t.app,
      'shop.bookAppointment',
      { ...request, includeCart: true },
      bearer(token),
    );
    expect(booked.status, booked.raw.body).toBe(200);
    // The piece from its page ('Visit Our Store'), signed out, over REST.
    const fromPage = await t.app.inject({
      method: 'POST',
      url: '/api/bookAppointment',
      payload: { ...request, piece: { productId: String(ring.id), size: '14' } },
    });
    expect(fromPage.statusCode, fromPage.body).toBe(201);
    const badSize = await t.app.inject({
      method: 'POST',
      url: '/api/bookAppointment',
      payload: { ...request, piece: { productId: ring.id, size: '12' } },
    });
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json()).toEqual({ message: CART_SIZE_MESSAGES.sizeUnknown });

    const listed = await trpcQuery<{ appointments: AppointmentDto[] }>(
      t.app,
      'admin.appointments',
      undefined,
      bearer(await t.adminToken()),
    );
    const items = (id: number) => listed.data?.appointments.find((a) => a.id === id)?.items;
    expect(items(booked.data?.id ?? 0)).toEqual([
      { productId: ring.id, name: ring.name, size: '10', quantity: 1, price: sold('10') },
      { productId: ring.id, name: ring.name, size: '18', quantity: 1, price: sold('18') },
    ]);
    expect(items(Number(fromPage.json<{ id: string }>().id))).toEqual([
      { productId: ring.id, name: ring.name, size: '14', quantity: 1, price: sold('14') },
    ]);
    const rest = await t.app.inject({
      method: 'GET',
      url: '/api/appointments',
      headers: bearer(await t.adminToken()),
    });
    const restItems = rest
      .json<{ appointments: Array<{ _id: string; items: Array<{ size: string | null }> }> }>()
      .appointments.find((a) => a._id === fromPage.json<{ id: string }>().id)?.items;
    expect(restItems?.map((i) => i.size)).toEqual(['14']);

    await rx.settle();
    const texts = rx.emails.filter((m) => m.to.includes(SHOP_EMAIL)).map((m) => m.text);
    expect(texts.some((text) => text.includes(`${ring.name} (Ring size 18) x 1`))).toBe(true);
    expect(texts.some((text) => text.includes(`${ring.name} (Ring size 14) x 1`))).toBe(true);
  });
});
