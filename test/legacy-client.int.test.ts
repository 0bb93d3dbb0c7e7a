import { beforeAll, expect, it } from 'vitest';
import { LISTING_ALIASES, LISTING_TYPE_ALIASES } from '@shared/listing-types';
import { CART_MESSAGES } from '@shared/messages';
import { SELECTION_MESSAGES } from '@shared/messages/back-office';
import { createCategory, seedProducts, type RestProduct } from './helpers/catalog-fixtures';
import { bearer, useTestApp, describeEachDatabase, ORIGIN } from './helpers/harness';
import { registerShopper } from './helpers/shoppers';
import { trpcQuery } from './helpers/trpc-http';

// The first version's client (issue 26), replayed call by call as it sends them: axios's headers,
// its bodies, its own readable cookies, served from our origin through a reverse proxy. Each
// test checks what the client reads from the answer. Nothing of that client is in this project;
// the calls are written out from its screens (ProductTemp, Cart, Navbar, Dashboard/*).

/** What axios sends with every call. */
const AXIOS = { accept: 'application/json, text/plain, */*' } as const;
/** ...and with a body; Chromium adds the page's Origin to every POST, PUT and DELETE. */
const AXIOS_JSON = { ...AXIOS, 'content-type': 'application/json', origin: ORIGIN } as const;

interface ListingAnswer {
  products: RestProduct[];
  totalPages: number;
}

describeEachDatabase('the first version client', (dialect) => {
  let gold: string;
  let temple: string;
  const ids: Record<string, string> = {};

  const addSelection = async (type: string, catagoryId: string, productId: string[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/addSelection',
      headers: bearer(await t.adminToken()),
      payload: { type, catagoryId, productId },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  /** ProductTemp.jsx: `{ type, page, limit: 20 }`, plus `catagoryId` once a category is picked. */
  const listing = (type: string, catagoryId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/getSelectionByTypeCatagory',
      headers: AXIOS_JSON,
      payload: JSON.stringify({ type, page: 1, limit: 20, ...(catagoryId ? { catagoryId } : {}) }),
    });

  const { t, rx } = useTestApp(dialect, { shoppers: true });
  beforeAll(async () => {
    gold = await createCategory(t, 'Legacy Gold');
    temple = await createCategory(t, 'Legacy Temple');
    const [goldRing, goldBangle, goldJhumka] = await seedProducts(t, gold, [
      'Legacy gold ring',
      'Legacy gold bangle',
      'Legacy gold jhumka',
    ]);
    const [templeRing, templeBangle] = await seedProducts(t, temple, ['Legacy temple ring', 'Legacy temple bangle']);
    Object.assign(ids, { goldRing, goldBangle, goldJhumka, templeRing, templeBangle });
    await addSelection('goldRings', gold, [goldRing!]);
    await addSelection('templeRings', temple, [templeRing!]);
    // A piece in two ring collections is listed once under `rings`.
    await addSelection('polkiRings', temple, [templeRing!]);
    await addSelection('goldBangles', gold, [goldBangle!]);
    await addSelection('templeBangles', temple, [templeBangle!]);
    await addSelection('weddingBangles', gold, [goldBangle!]);
    await addSelection('goldEarrings', gold, [goldJhumka!]);
    await addSelection('bestsellers', gold, [goldJhumka!, goldRing!]);
  });

  const names = (answer: ListingAnswer) => answer.products.map((p) => p.name).sort();

  it('lists every legacy listing type, with and without catagoryId', async () => {
    const expected: Record<string, string[]> = {
      rings: ['Legacy gold ring', 'Legacy temple ring'],
      bangles: ['Legacy gold bangle', 'Legacy temple bangle'],
      earRing: ['Legacy gold jhumka'],
      temple: ['Legacy temple bangle', 'Legacy temple ring'],
      polki: ['Legacy temple ring'],
      bestSeller: ['Legacy gold jhumka', 'Legacy gold ring'],
      WeddingBangles: ['Legacy gold bangle'],
      necklace: [],
      backInStore: [],
      weddingRings: [],
    };
    for (const [type, want] of Object.entries(expected)) {
      const res = await listing(type);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(200);
      const body = res.json<ListingAnswer>();
      expect(names(body), type).toEqual(want);
      // The page reads `products[].category.name`, `description`, `photo` and `totalPages`.
      for (const p of body.products) {
        expect(p.category.name, type).toMatch(/^Legacy /);
        expect(typeof p.description, type).toBe('string');
        expect(p.photo, type).toMatch(/\.webp$/);
      }
      expect(body.totalPages, type).toBe(1);
    }
    const byCategory = await listing('rings', temple);
    expect(byCategory.statusCode).toBe(200);
    expect(names(byCategory.json<ListingAnswer>())).toEqual(['Legacy temple ring']);
    const bangles = await listing('bangles', gold);
    expect(names(bangles.json<ListingAnswer>())).toEqual(['Legacy gold bangle']);
  });

  it('accepts every name the first client sends, exactly as spelt, and nothing near it', async () => {
    for (const type of [...LISTING_ALIASES, 'mangalsutra', 'diamondNecklaceSet']) {
      expect((await listing(type)).statusCode, type).toBe(200);
    }
    for (const type of ['Rings', 'weddingbangles', 'earring', 'constructor', '__proto__']) {
      const res = await listing(type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(SELECTION_MESSAGES.unknownType);
    }
    expect(Object.keys(LISTING_TYPE_ALIASES).sort()).toEqual([...LISTING_ALIASES].sort());
  });

  it('pages and sorts an alias listing like a selection', async () => {
    const page = async (sort: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/getSelectionByTypeCatagory',
        headers: AXIOS_JSON,
        payload: { type: 'bangles', page: 1, limit: 1, sort },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ListingAnswer & { total: number }>();
    };
    const az = await page('nameAsc');
    expect(az).toMatchObject({ total: 2, totalPages: 2 });
    expect(az.products.map((p) => p.name)).toEqual(['Legacy gold bangle']);
    expect((await page('nameDesc')).products.map((p) => p.name)).toEqual(['Legacy temple bangle']);
    for (const sort of ['none', 'priceAsc', 'priceDesc']) expect((await page(sort)).products, sort).toHaveLength(1);
  });

  it('signs a shopper in and reads their name with the bearer token (Navbar)', async () => {
    const { token, shopper } = await registerShopper(t, rx);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/loginUser',
      headers: AXIOS_JSON,
      payload: { token },
    });
    expect(check.statusCode, check.body).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/getUser', headers: { ...AXIOS, ...bearer(token) } });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json<{ _id: string; fullname: string; email: string; phone: string }>();
    expect(user).toMatchObject({ fullname: shopper.fullname, email: shopper.email, phone: shopper.e164 });
    expect(user._id).toMatch(/^\d+$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/getUser', headers: AXIOS })).statusCode).toBe(401);
  });

  it('adds to the cart, reads it and removes lines in its shapes (ProductTemp, Cart)', async () => {
    const { token } = await registerShopper(t, rx);
    const auth = { ...bearer(token) };
    for (const productId of [ids.goldRing, ids.templeRing]) {
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/addToCart',
        headers: { ...AXIOS_JSON, ...auth },
        payload: { productId },
      });
      expect(add.statusCode, add.body).toBe(200);
    }
    interface Line {
      _id: string;
      productId: { _id: string; name: string; photo: string | null; category: { _id: string; name: string } };
    }
    const cart = await t.app.inject({ method: 'GET', url: '/api/getUserCart', headers: { ...AXIOS, ...auth } });
    expect(cart.statusCode, cart.body).toBe(200);
    const lines = cart.json<Line[]>();
    expect(lines.map((l) => l.productId._id).sort()).toEqual([ids.goldRing, ids.templeRing].sort());
    for (const l of lines) {
      expect(l.productId.category.name).toMatch(/^Legacy /);
      expect(l.productId.photo).toMatch(/\.webp$/);
    }
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/removeFromCart',
      headers: { ...AXIOS_JSON, ...auth },
      payload: { productIds: [ids.goldRing] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<Line[]>().map((l) => l.productId._id)).toEqual([ids.templeRing]);
    const empty = await t.app.inject({
      method: 'DELETE',
      url: '/api/removeFromCart',
      headers: { ...AXIOS_JSON, ...auth },
      payload: { productIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(CART_MESSAGES.chooseToRemove);
  });

  it("lists every user for the dashboard with the admin's own readable adminToken cookie", async () => {
    await registerShopper(t, rx);
    const adminCookie = { cookie: `adminToken=${await t.adminToken()}` };
    const all = await t.app.inject({ method: 'GET', url: '/api/getAllUser', headers: { ...AXIOS, ...adminCookie } });
    expect(all.statusCode, all.body).toBe(200);
    const users = all.json<Array<{ _id: string; email: string; phone: string; fullname: string }>>();
    expect(Array.isArray(users)).toBe(true);
    expect(users.length).toBeGreaterThanOrEqual(1);
    expect(all.headers['x-total-count']).toBe(String(users.length));
    for (const u of users) expect(typeof u.email === 'string' && typeof u.phone === 'string').toBe(true);
    const paged = await t.app.inject({ method: 'GET', url: '/api/getAllUser?page=1', headers: adminCookie });
    expect(paged.json<{ users: unknown[]; total: number }>()).toMatchObject({ total: users.length });
    expect((await t.app.inject({ method: 'GET', url: '/api/getAllUser', headers: AXIOS })).statusCode).toBe(401);
  });

  it('reads a whole category without paging (selection screens), and pages with page or limit', async () => {
    const wide = await createCategory(t, 'Legacy Wide');
    const made = await seedProducts(
      t,
      wide,
      Array.from({ length: 25 }, (_, i) => `Legacy wide piece ${String(i + 1).padStart(2, '0')}`),
    );
    const read = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/getProducts?${query}`, headers: AXIOS });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ListingAnswer & { page: number; total: number }>();
    };
    const whole = await read(`category=${wide}`);
    expect(whole.products.map((p) => p._id).sort()).toEqual([...made].sort());
    expect(whole).toMatchObject({ page: 1, totalPages: 1, total: 25 });
    expect(await read(`category=${wide}&page=1`)).toMatchObject({ page: 1, totalPages: 2, total: 25 });
    expect((await read(`category=${wide}&page=2`)).products).toHaveLength(5);
    expect((await read(`category=${wide}&limit=10`)).products).toHaveLength(10);
    expect((await read('')).products.length).toBeLessThanOrEqual(20);
    // 25 photos are re-encoded first: slow on a loaded machine.
  }, 90_000);

  it('lists each legacy type through tRPC search.collection with the pieces selection.list has', async () => {
    interface Listed {
      products: Array<{ id: number }>;
      total: number;
    }
    const ids = async (path: string, type: string) => {
      const res = await trpcQuery<Listed>(t.app, path, { type, page: 1, limit: 100, sort: 'nameAsc' });
      expect(res.status, `${path} ${type} ${res.raw.body}`).toBe(200);
      return { total: res.data!.total, ids: res.data!.products.map((p) => p.id).sort() };
    };
    for (const alias of LISTING_ALIASES) {
      const listed = await ids('selection.list', alias);
      expect(await ids('search.collection', alias), alias).toEqual(listed);
    }
    expect((await ids('search.collection', 'rings')).total).toBe(2);
  });
});
