import { afterAll, beforeAll, expect, it } from 'vitest';
import { CART_SIZE_MESSAGES } from '@shared/messages/cart-sizes';
import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { dateInIndia, type AppointmentDto } from '@shared/schemas/appointments';
import type { CartDto } from '@shared/schemas/cart';
import type { ProductDto } from '@shared/schemas/catalog';
import type { WishlistDto } from '@shared/schemas/wishlist';
import { WISHLIST_LIMIT } from '@shared/wishlist';
import { createCategory, createProduct, createSizedRing } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { registerShopper } from './helpers/shoppers';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

// A saved piece keeps the size it was saved in: REST and tRPC answer it, saving again in another
// size changes it, a browser's wishlist merged at sign-in keeps its sizes, and the size travels
// on to the cart and into a visit booked with the wishlist (issue 25, section 2).

interface RestWishlist {
  items: Array<{ _id: string; name: string; size: string | null }>;
  count: number;
}

describeEachDatabase('wishlist pieces in sizes', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  let ring: ProductDto;
  let plainId: number;

  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '1000' } });
    ring = await createSizedRing(t);
    plainId = Number(
      (await createProduct(t, { name: 'Plain Chain', category: await createCategory(t, 'Chains') }))._id,
    );
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  const restSave = (token: string, productId: number, size?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/wishlist/${productId}${size === undefined ? '' : `?size=${size}`}`,
      headers: bearer(token),
    });
  const restList = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RestWishlist>();
  };
  const rpcList = async (token: string) => {
    const res = await trpcQuery<WishlistDto>(t.app, 'wishlist.list', undefined, bearer(token));
    expect(res.status, res.raw.body).toBe(200);
    return res.data?.items.map((p) => [p.id, p.size]);
  };

  it('keeps the size saved in over REST, answers it on both doors, and changes it when saved again', async () => {
    const { token } = await registerShopper(t, rx);
    expect((await restSave(token, ring.id, '14')).statusCode).toBe(200);
    t.advance(1000);
    expect((await restSave(token, plainId)).statusCode).toBe(200);
    expect((await restList(token)).items.map((p) => [p._id, p.size])).toEqual([
      [String(plainId), null],
      [String(ring.id), '14'],
    ]);
    expect(await rpcList(token)).toEqual([
      [plainId, null],
      [ring.id, '14'],
    ]);
    // Saved again in another size: still one piece, now in that size.
    const again = await trpcMutation<{ count: number }>(
      t.app,
      'wishlist.add',
      { productId: ring.id, size: '18' },
      bearer(token),
    );
    expect(again.data?.count).toBe(2);
    expect(await rpcList(token)).toEqual([
      [plainId, null],
      [ring.id, '18'],
    ]);
    // Saved again without a size (a card's heart): the size stays.
    await trpcMutation(t.app, 'wishlist.add', { productId: ring.id }, bearer(token));
    expect(await rpcList(token)).toContainEqual([ring.id, '18']);
  });

  it('refuses a size the piece does not come in, on both doors, and saves nothing', async () => {
    const { token } = await registerShopper(t, rx);
    const rest = await restSave(token, ring.id, '12');
    expect(rest.statusCode).toBe(400);
    expect(rest.json<{ message: string }>().message).toBe(CART_SIZE_MESSAGES.sizeUnknown);
    const plain = await trpcMutation(t.app, 'wishlist.add', { productId: plainId, size: '14' }, bearer(token));
    expect(plain.status).toBe(400);
    expect(plain.error?.message).toBe(CART_SIZE_MESSAGES.sizeUnknown);
    const unknown = await restSave(token, ring.id, 'XL');
    expect(unknown.statusCode).toBe(400);
    expect((await restList(token)).count).toBe(0);
  });

  it("merges a browser's wishlist with its sizes; a size the piece lacks is dropped, the piece kept", async () => {
    const { token } = await registerShopper(t, rx);
    const merged = await trpcMutation<{ productIds: number[] }>(
      t.app,
      'wishlist.merge',
      { productIds: [ring.id, plainId], sizes: { [ring.id]: '14', [plainId]: '18' } },
      bearer(token),
    );
    expect(merged.status, merged.raw.body).toBe(200);
    expect(await rpcList(token)).toEqual([
      [ring.id, '14'],
      [plainId, null],
    ]);
    const badSize = await trpcMutation(
      t.app,
      'wishlist.merge',
      { productIds: [ring.id], sizes: { [ring.id]: 'XL' } },
      bearer(token),
    );
    expect(badSize.status).toBe(400);
  });

  it('books a visit with the saved pieces in their sizes, recorded as its items, on both doors', async () => {
    const { token } = await registerShopper(t, rx);
    const visit = {
      name: 'Kavya Rao',
      email: 'kavya.rao@example.in',
      mobile: '98200 14522',
      showroom: 'nerul',
      preferredDate: dateInIndia(t.deps.now() + 24 * 60 * 60 * 1000),
      message: WISHLIST_MESSAGES.bookingMessage([ring.name, 'Plain Chain']),
    };
    const pieces = [
      { productId: ring.id, size: '18' },
      { productId: plainId, size: null },
    ];
    // Signed in, over tRPC, with the cart too: a piece in both is recorded once, as the cart has it.
    expect((await restSave(token, ring.id, '18')).statusCode).toBe(200);
    await trpcMutation(t.app, 'cart.add', { productId: ring.id, size: '10' }, bearer(token));
    const signedIn = await trpcMutation<{ id: number }>(
      t.app,
      'shop.bookAppointment',
      { ...visit, pieces: [...pieces, { productId: ring.id, size: '10' }], includeCart: true },
      bearer(token),
    );
    expect(signedIn.status, signedIn.raw.body).toBe(200);
    // Signed out (the browser's wishlist), over REST, ids as strings.
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/bookAppointment',
      payload: { ...visit, pieces: pieces.map((p) => ({ ...p, productId: String(p.productId) })) },
    });
    expect(signedOut.statusCode, signedOut.body).toBe(201);

    const listed = await trpcQuery<{ appointments: AppointmentDto[] }>(
      t.app,
      'admin.appointments',
      undefined,
      bearer(await t.adminToken()),
    );
    const items = (id: number) =>
      listed.data?.appointments.find((a) => a.id === id)?.items.map((i) => [i.productId, i.name, i.size, i.quantity]);
    // Listed by name, then size.
    expect(items(signedIn.data?.id ?? 0)).toEqual([
      [plainId, 'Plain Chain', null, 1],
      [ring.id, ring.name, '10', 1],
      [ring.id, ring.name, '18', 1],
    ]);
    expect(items(Number(signedOut.json<{ id: string }>().id))).toEqual([
      [plainId, 'Plain Chain', null, 1],
      [ring.id, ring.name, '18', 1],
    ]);
    // Priced in its size as the cart prices it (no gold rate is set here: on request).
    const priced = listed.data?.appointments.find((a) => a.id === signedIn.data?.id)?.items[2]?.price;
    const total = ring.sizePrices.find((s) => s.label === '18')?.total ?? null;
    expect(priced).toBe(total === null ? null : Math.round(total));
  });

  it('refuses a wishlist booking with a size a piece lacks, or more pieces than a wishlist holds', async () => {
    const visit = {
      name: 'Kavya Rao',
      email: 'kavya.rao@example.in',
      mobile: '98200 14522',
      showroom: 'nerul',
      preferredDate: dateInIndia(t.deps.now() + 24 * 60 * 60 * 1000),
    };
    const book = (pieces: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/bookAppointment', payload: { ...visit, pieces } });
    const badSize = await book([{ productId: plainId }, { productId: ring.id, size: '12' }]);
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json()).toEqual({ message: CART_SIZE_MESSAGES.sizeUnknown });
    const tooMany = await book(Array.from({ length: WISHLIST_LIMIT + 1 }, () => ({ productId: plainId })));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: WISHLIST_MESSAGES.full });
  });

  it('moves a saved piece to the cart in its size', async () => {
    const { token } = await registerShopper(t, rx);
    expect((await restSave(token, ring.id, '18')).statusCode).toBe(200);
    const [saved] = (await trpcQuery<WishlistDto>(t.app, 'wishlist.list', undefined, bearer(token))).data?.items ?? [];
    expect(saved?.size).toBe('18');
    const added = await trpcMutation(t.app, 'cart.add', { productId: ring.id, size: saved?.size }, bearer(token));
    expect(added.status, added.raw.body).toBe(200);
    const cart = (await trpcQuery<CartDto>(t.app, 'cart.list', undefined, bearer(token))).data;
    expect(cart?.items.map((l) => [l.product.id, l.size])).toEqual([[ring.id, '18']]);
  });
});
