import { afterAll, beforeAll, expect, it } from 'vitest';
import { CART_QUANTITY } from '@shared/constants';
import { AUTH_MESSAGES, CART_MESSAGES } from '@shared/messages';
import { PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { insertUserSession } from '@server/platform/sessions/sessions.repo';
import { hashToken, newSessionToken } from '@server/platform/crypto/tokens';
import { createCategory, createProduct, seedProducts } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, ORIGIN, type TestApp } from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { newShopper, registerShopper, restSignup, accountIdOf } from './helpers/shoppers';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

interface RestCart {
  items: Array<{
    product: { _id: string; name: string; category: { _id: string; name: string }; photo: string | null };
    quantity: number;
  }>;
  count: number;
}

describeEachDatabase('the shopper cart', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  let categoryId: string;
  let products: string[];
  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '1000' } });
    categoryId = await createCategory(t, 'Bangles');
    products = await seedProducts(t, categoryId, ['Kada', 'Jhumka', 'Nath']);
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  const addToCart = (token: string | undefined, productId: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      payload: { productId },
      headers: token ? bearer(token) : {},
    });
  const restCart = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RestCart>();
  };

  it("asks to log in first without a token (REST 'Please login first.')", async () => {
    const res = await addToCart(undefined, products[0]);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.loginFirst });
    const rpc = await trpcQuery(t.app, 'cart.count');
    expect(rpc.status).toBe(401);
    expect(rpc.error?.message).toBe(AUTH_MESSAGES.loginFirst);
  });

  it('adds with a bearer token; adding again raises the quantity; lists with details, counts pieces', async () => {
    const { token } = await registerShopper(t, rx);
    const first = await addToCart(token, products[0]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: CART_MESSAGES.added, count: 1 });
    expect((await addToCart(token, products[0])).json()).toEqual({ message: CART_MESSAGES.added, count: 2 });
    expect((await addToCart(token, Number(products[1]))).json()).toEqual({ message: CART_MESSAGES.added, count: 3 });

    const cart = await restCart(token);
    expect(cart.count).toBe(3);
    expect(cart.items.map((i) => [i.product._id, i.product.name, i.quantity])).toEqual([
      [products[1], 'Jhumka', 1],
      [products[0], 'Kada', 2],
    ]);
    expect(cart.items[0]?.product.category).toEqual({ _id: categoryId, name: 'Bangles' });
    expect(cart.items[0]?.product.photo).toMatch(/^\/uploads\//);

    const rpc = await trpcQuery<{
      items: Array<{ product: { id: number; name: string }; quantity: number }>;
      count: number;
    }>(t.app, 'cart.list', undefined, bearer(token));
    expect(rpc.data?.count).toBe(3);
    expect(rpc.data?.items.map((i) => [i.product.id, i.quantity])).toEqual([
      [Number(products[1]), 1],
      [Number(products[0]), 2],
    ]);
    expect((await trpcQuery<{ count: number }>(t.app, 'cart.count', undefined, bearer(token))).data).toEqual({
      count: 3,
    });
  });

  it('changes the quantity within 1 to 10, removes a line, and keeps carts apart', async () => {
    const { token } = await registerShopper(t, rx);
    const { token: otherToken } = await registerShopper(t, rx);
    await addToCart(token, products[2]);
    await addToCart(otherToken, products[2]);

    const set = await trpcMutation<{ message: string; count: number }>(
      t.app,
      'cart.setQuantity',
      { productId: Number(products[2]), quantity: 7 },
      bearer(token),
    );
    expect(set.data).toEqual({ message: CART_MESSAGES.updated, count: 7 });
    for (const quantity of [0, 11, 2.5, 'many']) {
      const bad = await trpcMutation(
        t.app,
        'cart.setQuantity',
        { productId: Number(products[2]), quantity },
        bearer(token),
      );
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toBe(CART_MESSAGES.quantityRange);
    }
    const same = await trpcMutation<{ count: number }>(
      t.app,
      'cart.setQuantity',
      { productId: Number(products[2]), quantity: 7 },
      bearer(token),
    );
    expect(same.status).toBe(200);
    const notThere = await trpcMutation(
      t.app,
      'cart.setQuantity',
      { productId: Number(products[0]), quantity: 2 },
      bearer(token),
    );
    expect(notThere.status).toBe(404);
    expect(notThere.error?.message).toBe(CART_MESSAGES.notInCart);
    expect((await restCart(otherToken)).count).toBe(1);

    const rest = await t.app.inject({
      method: 'PUT',
      url: `/api/cart/${products[2]}`,
      payload: { quantity: 3 },
      headers: bearer(token),
    });
    expect(rest.json()).toEqual({ message: CART_MESSAGES.updated, count: 3 });

    const removed = await trpcMutation<{ message: string; count: number }>(
      t.app,
      'cart.remove',
      { productId: Number(products[2]) },
      bearer(token),
    );
    expect(removed.data).toEqual({ message: CART_MESSAGES.removed, count: 0 });
    expect((await restCart(token)).items).toEqual([]);
    expect((await restCart(otherToken)).count).toBe(1);
  });

  it('stops at 10 of one piece with a clear message', async () => {
    const { token } = await registerShopper(t, rx);
    for (let i = 1; i <= CART_QUANTITY.max; i++)
      expect((await addToCart(token, products[1])).json()).toMatchObject({ count: i });
    const over = await addToCart(token, products[1]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: CART_MESSAGES.quantityMax });
    expect((await restCart(token)).count).toBe(CART_QUANTITY.max);
  });

  it('refuses unknown products and bad ids', async () => {
    const { token } = await registerShopper(t, rx);
    const missing = await addToCart(token, 987_654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: PRODUCT_MESSAGES.notFound });
    for (const productId of [undefined, '', 'abc', -1, 1.5]) {
      const res = await addToCart(token, productId);
      expect(res.statusCode, String(productId)).toBe(400);
    }
  });

  it('works with the cookie from our own origin (the storefront)', async () => {
    const { token } = await registerShopper(t, rx);
    const res = await trpcMutation<{ count: number }>(
      t.app,
      'cart.add',
      { productId: Number(products[0]) },
      { cookie: `token=${token}`, origin: ORIGIN },
    );
    expect(res.status, res.raw.body).toBe(200);
    expect(res.data?.count).toBe(1);
  });

  it('drops a deleted product from every cart', async () => {
    const doomed = await createProduct(t, { name: 'Temporary Tikka', category: categoryId });
    const { token } = await registerShopper(t, rx);
    const { token: other } = await registerShopper(t, rx);
    await addToCart(token, doomed._id);
    await addToCart(token, products[0]);
    await addToCart(other, doomed._id);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/deleteProduct/${doomed._id}`,
      headers: bearer(await t.adminToken()),
    });
    expect(del.statusCode, del.body).toBe(200);

    const cart = await restCart(token);
    expect(cart.items.map((i) => i.product._id)).toEqual([products[0]]);
    expect(cart.count).toBe(1);
    expect(await restCart(other)).toEqual({ items: [], count: 0, total: 0, unpricedLines: 0, ratesUpdatedAt: null });
    expect((await addToCart(token, doomed._id)).statusCode).toBe(404);
  });

  it('refuses a session of an account that is not verified', async () => {
    const s = newShopper();
    const signup = await restSignup(t, s);
    expect(signup.statusCode).toBe(201);
    const userId = await accountIdOf(t, s.email);
    const token = newSessionToken();
    await insertUserSession(t.deps.db, userId, hashToken(token), t.deps.now(), t.deps.now() + 60_000);
    const res = await addToCart(token, products[0]);
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses an admin token: the cart belongs to shoppers', async () => {
    const res = await addToCart(await t.adminToken(), products[0]);
    expect(res.statusCode).toBe(401);
  });
});
