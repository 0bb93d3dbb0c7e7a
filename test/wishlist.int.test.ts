import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/messages';
import { PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { WISHLIST_LIMIT } from '@shared/wishlist';
import { createCategory, createProduct, seedProducts } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, ORIGIN, type TestApp } from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { registerShopper } from './helpers/shoppers';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

interface RestWishlist {
  items: Array<{ _id: string; name: string; category: { _id: string; name: string } }>;
  count: number;
}

describeEachDatabase('the shopper wishlist', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  let categoryId: string;
  let products: string[];
  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '1000' } });
    categoryId = await createCategory(t, 'Necklaces');
    products = await seedProducts(t, categoryId, ['Rani Haar', 'Kolhapuri Saaj', 'Mohan Mala']);
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  const save = (token: string | undefined, productId: string | number, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/wishlist/${productId}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
    });
  const unsave = (token: string, productId: string | number) =>
    t.app.inject({ method: 'DELETE', url: `/api/wishlist/${productId}`, headers: bearer(token) });
  const restList = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RestWishlist>();
  };

  it("asks to log in first on every door without a session, and an admin's token is no shopper session", async () => {
    const rest = await t.app.inject({ method: 'GET', url: '/api/wishlist' });
    expect(rest.statusCode).toBe(401);
    expect(rest.json()).toEqual({ message: AUTH_MESSAGES.loginFirst });
    expect((await save(undefined, products[0]!)).statusCode).toBe(401);
    const rpc = await trpcQuery(t.app, 'wishlist.list');
    expect(rpc.status).toBe(401);
    expect(rpc.error?.message).toBe(AUTH_MESSAGES.loginFirst);
    const merge = await trpcMutation(t.app, 'wishlist.merge', { productIds: [Number(products[0])] });
    expect(merge.status).toBe(401);
    const admin = await t.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(await t.adminToken()) });
    expect(admin.statusCode).toBe(401);
    expect(admin.json<{ message: string }>().message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('saves over REST (idempotently), lists newest first with product details, and removes', async () => {
    const { token } = await registerShopper(t, rx);
    const first = await save(token, products[0]!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: WISHLIST_MESSAGES.added, count: 1 });
    t.advance(1000);
    expect((await save(token, products[1]!)).json()).toEqual({ message: WISHLIST_MESSAGES.added, count: 2 });
    // Saving again changes nothing.
    expect((await save(token, products[0]!)).json()).toEqual({ message: WISHLIST_MESSAGES.added, count: 2 });

    const list = await restList(token);
    expect(list.count).toBe(2);
    expect(list.items.map((p) => [p._id, p.name])).toEqual([
      [products[1], 'Kolhapuri Saaj'],
      [products[0], 'Rani Haar'],
    ]);
    expect(list.items[0]?.category).toMatchObject({ _id: categoryId, name: 'Necklaces' });

    const removed = await unsave(token, products[1]!);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: WISHLIST_MESSAGES.removed, count: 1 });
    // Removing what is not there is not an error.
    expect((await unsave(token, products[1]!)).json()).toEqual({ message: WISHLIST_MESSAGES.removed, count: 1 });
    expect((await restList(token)).items.map((p) => p._id)).toEqual([products[0]]);
  });

  it('answers 404 for a product that does not exist and 400 for an id that is no id', async () => {
    const { token } = await registerShopper(t, rx);
    const missing = await save(token, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: PRODUCT_MESSAGES.notFound });
    const bad = await save(token, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: PRODUCT_MESSAGES.notFound });
    expect((await restList(token)).count).toBe(0);
  });

  it('works the same over tRPC: add, ids, list, remove', async () => {
    const { token } = await registerShopper(t, rx);
    const auth = bearer(token);
    const added = await trpcMutation<{ message: string; count: number }>(
      t.app,
      'wishlist.add',
      { productId: Number(products[2]) },
      auth,
    );
    expect(added.data).toEqual({ message: WISHLIST_MESSAGES.added, count: 1 });
    expect((await trpcQuery<{ productIds: number[] }>(t.app, 'wishlist.ids', undefined, auth)).data).toEqual({
      productIds: [Number(products[2])],
    });
    const list = await trpcQuery<{ items: Array<{ id: number; name: string }>; count: number }>(
      t.app,
      'wishlist.list',
      undefined,
      auth,
    );
    expect(list.data?.items.map((p) => [p.id, p.name])).toEqual([[Number(products[2]), 'Mohan Mala']]);
    expect(list.data?.count).toBe(1);
    const notFound = await trpcMutation(t.app, 'wishlist.add', { productId: 999_999 }, auth);
    expect(notFound.status).toBe(404);
    expect(notFound.error?.message).toBe(PRODUCT_MESSAGES.notFound);
    const removed = await trpcMutation<{ count: number }>(
      t.app,
      'wishlist.remove',
      { productId: Number(products[2]) },
      auth,
    );
    expect(removed.data?.count).toBe(0);
  });

  it("keeps wishlists apart: another shopper's wishlist cannot be read or changed", async () => {
    const { token: asha } = await registerShopper(t, rx);
    const { token: meera } = await registerShopper(t, rx);
    await save(asha, products[0]!);
    await save(meera, products[1]!);
    expect((await restList(asha)).items.map((p) => p._id)).toEqual([products[0]]);
    expect((await restList(meera)).items.map((p) => p._id)).toEqual([products[1]]);
    // Meera removing Asha's piece touches only her own wishlist.
    await unsave(meera, products[0]!);
    expect((await restList(asha)).items.map((p) => p._id)).toEqual([products[0]]);
    // An input naming another shopper is not read: the shopper is the session's.
    const sneaky = await t.app.inject({ method: 'GET', url: '/api/wishlist?userId=1', headers: bearer(meera) });
    expect(sneaky.json<RestWishlist>().items.map((p) => p._id)).toEqual([products[1]]);
    const rpc = await trpcQuery<{ items: Array<{ id: number }> }>(t.app, 'wishlist.list', { userId: 1 }, bearer(meera));
    expect(rpc.data?.items.map((p) => p.id) ?? []).not.toContain(Number(products[0]));
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const { token } = await registerShopper(t, rx);
    const cookie = { cookie: `token=${token}` };
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/wishlist/${products[0]}`,
      headers: { ...cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/wishlist/${products[0]}`,
      headers: { ...cookie, origin: ORIGIN },
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('merges the browser wishlist at sign-in: idempotent, skips deleted products, keeps what was saved', async () => {
    const { token } = await registerShopper(t, rx);
    const auth = bearer(token);
    const doomed = await createProduct(t, { name: 'Short-lived Nath', category: categoryId });
    await save(token, products[0]!);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/deleteProduct/${doomed._id}`,
      headers: bearer(await t.adminToken()),
    });
    expect(del.statusCode).toBe(200);
    const input = {
      productIds: [
        Number(products[2]),
        Number(doomed._id),
        Number(products[0]),
        Number(products[1]),
        Number(products[2]),
      ],
    };
    const merged = await trpcMutation<{ productIds: number[] }>(t.app, 'wishlist.merge', input, auth);
    expect(merged.status, merged.raw.body).toBe(200);
    expect([...(merged.data?.productIds ?? [])].sort()).toEqual(
      [products[0], products[1], products[2]].map(Number).sort(),
    );
    // The same merge again changes nothing.
    const again = await trpcMutation<{ productIds: number[] }>(t.app, 'wishlist.merge', input, auth);
    expect(again.data?.productIds).toEqual(merged.data?.productIds);
    expect((await restList(token)).count).toBe(3);
  });

  it('bounds the merge input and the wishlist', async () => {
    const { token } = await registerShopper(t, rx);
    const auth = bearer(token);
    const tooMany = Array.from({ length: WISHLIST_LIMIT + 1 }, (_, i) => i + 1);
    const refused = await trpcMutation(t.app, 'wishlist.merge', { productIds: tooMany }, auth);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(WISHLIST_MESSAGES.full);
    const notIds = await trpcMutation(t.app, 'wishlist.merge', { productIds: ['x'] }, auth);
    expect(notIds.status).toBe(400);
  });

  it("removes a deleted product from every shopper's wishlist", async () => {
    const { token } = await registerShopper(t, rx);
    const doomed = await createProduct(t, { name: 'Passing Bajuband', category: categoryId });
    await save(token, doomed._id);
    expect((await restList(token)).count).toBe(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/deleteProduct/${doomed._id}`,
      headers: bearer(await t.adminToken()),
    });
    expect(del.statusCode).toBe(200);
    expect(await restList(token)).toEqual({ items: [], count: 0 });
  });

  it('shows the pieces of a browser wishlist to anyone, in order, without the deleted', async () => {
    const res = await trpcQuery<{ items: Array<{ id: number; name: string }> }>(t.app, 'wishlist.pieces', {
      productIds: [Number(products[1]), 999_999, Number(products[0])],
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.data?.items.map((p) => p.name)).toEqual(['Kolhapuri Saaj', 'Rani Haar']);
  });

  it("answers the shopper's own contact details for the booking form", async () => {
    const { token, shopper } = await registerShopper(t, rx);
    const me = await trpcQuery<{ id: number; fullname: string; email: string; phone: string }>(
      t.app,
      'auth.contact',
      undefined,
      bearer(token),
    );
    expect(me.data?.id).toBeGreaterThan(0);
    expect(me.data).toEqual({
      id: me.data?.id,
      fullname: shopper.fullname,
      email: shopper.email,
      phone: shopper.e164,
    });
    expect((await trpcQuery(t.app, 'auth.contact')).status).toBe(401);
  });
});
