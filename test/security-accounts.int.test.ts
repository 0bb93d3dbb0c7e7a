import { afterAll, beforeAll, expect, it } from 'vitest';
import { COOKIE_NAMES } from '@shared/constants';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  bearer,
  createTestApp,
  describeEachDatabase,
  ORIGIN,
  type TestApp,
} from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { registerShopper } from './helpers/shoppers';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';
import { createCategory } from './helpers/catalog-fixtures';
import { WISHLIST_LIMIT } from '@shared/wishlist';

// Issue 24, the accounts findings: each test failed on main before its fix.

interface Me {
  user: { id: number; fullname: string } | null;
  admin: { username: string } | null;
}

describeEachDatabase('accounts hardening (issue 24)', (dialect) => {
  let t: TestApp;
  let rx: Receivers;
  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, RATE_LIMIT_AUTH_MAX: '1000' } });
  });
  afterAll(async () => {
    await t.close();
    await rx.close();
  });

  const me = async (headers: Record<string, string>) =>
    (await trpcQuery<Me>(t.app, 'auth.me', undefined, headers)).data;

  // Finding 15: signing in again ends the session the request carried (rotation).
  it('a shopper signing in again ends the session the request carried, by cookie or bearer', async () => {
    const { shopper, token: first } = await registerShopper(t, rx);
    const credentials = { phoneEmail: shopper.email, password: shopper.password };
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/api/loginUser',
      payload: credentials,
      headers: { origin: ORIGIN },
      cookies: { [COOKIE_NAMES.userSession]: first },
    });
    expect(byCookie.statusCode, byCookie.body).toBe(200);
    const second = byCookie.json<{ token: string }>().token;
    expect(second).not.toBe(first);
    expect((await me(bearer(first)))?.user).toBeNull();
    expect((await me(bearer(second)))?.user).not.toBeNull();

    const byBearer = await t.app.inject({
      method: 'POST',
      url: '/api/loginUser',
      payload: credentials,
      headers: bearer(second),
    });
    expect(byBearer.statusCode, byBearer.body).toBe(200);
    const third = byBearer.json<{ token: string }>().token;
    expect((await me(bearer(second)))?.user).toBeNull();
    expect((await me(bearer(third)))?.user).not.toBeNull();
  });

  it('an admin signing in again ends the admin session the request carried', async () => {
    const signIn = (headers: Record<string, string>, cookies: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/loginAdmin',
        payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
        headers: { origin: ORIGIN, ...headers },
        cookies,
      });
    const first = (await signIn({})).json<{ token: string }>().token;
    const res = await signIn(bearer(first));
    expect(res.statusCode, res.body).toBe(200);
    const second = res.json<{ token: string }>().token;
    expect((await me(bearer(first)))?.admin).toBeNull();
    expect((await me(bearer(second)))?.admin).not.toBeNull();
    const third = (await signIn({}, { [COOKIE_NAMES.adminSession]: second })).json<{ token: string }>().token;
    expect((await me(bearer(second)))?.admin).toBeNull();
    expect((await me(bearer(third)))?.admin).not.toBeNull();
  });

  // Finding 7: the wishlist limit holds under concurrent adds and merges (it was passed on MySQL).
  it('keeps the wishlist at WISHLIST_LIMIT under 21 parallel adds and parallel merges', async () => {
    const categoryId = await createCategory(t, 'Wishlist race');
    // Rows written directly: the race is in the wishlist, not in product creation.
    const ids: number[] = [];
    for (let i = 0; i < WISHLIST_LIMIT + 16; i++) {
      const row = await t.deps.db
        .insertInto('products')
        .values({
          name: `Race piece ${i}`,
          name_key: `race piece ${i}`,
          description: 'A piece to save.',
          category_id: Number(categoryId),
          image_key: null,
          created_at: 1,
          updated_at: 1,
        })
        .executeTakeFirstOrThrow();
      ids.push(Number(row.insertId));
    }
    const count = async (token: string) =>
      (await trpcQuery<{ productIds: number[] }>(t.app, 'wishlist.ids', undefined, bearer(token))).data?.productIds
        .length;

    const adder = await registerShopper(t, rx);
    const first = await trpcMutation(
      t.app,
      'wishlist.merge',
      { productIds: ids.slice(0, WISHLIST_LIMIT - 5) },
      bearer(adder.token),
    );
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    const adds = await Promise.all(
      ids
        .slice(WISHLIST_LIMIT - 5)
        .map((productId) => trpcMutation(t.app, 'wishlist.add', { productId }, bearer(adder.token))),
    );
    expect(adds.every((a) => a.status === 200 || a.status === 400)).toBe(true);
    expect(adds.filter((a) => a.status === 200)).toHaveLength(5);
    expect(await count(adder.token)).toBe(WISHLIST_LIMIT);

    const merger = await registerShopper(t, rx);
    await trpcMutation(t.app, 'wishlist.merge', { productIds: ids.slice(0, WISHLIST_LIMIT - 5) }, bearer(merger.token));
    const rest = ids.slice(WISHLIST_LIMIT - 5);
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((k) =>
        trpcMutation(t.app, 'wishlist.merge', { productIds: rest.slice(k * 3, k * 3 + 5) }, bearer(merger.token)),
      ),
    );
    expect(await count(merger.token)).toBe(WISHLIST_LIMIT);
  });
});
