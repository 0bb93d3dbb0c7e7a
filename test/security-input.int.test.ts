import { beforeAll, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT, PAGE_SIZES, TEXT_LIMITS } from '@shared/constants';
import { GENERAL_MESSAGES } from '@shared/messages';
import { CATEGORY_MESSAGES } from '@shared/messages/back-office';
import { nameKey } from '@server/platform/db/like';
import { createCategory, seedProducts, type RestProduct } from './helpers/catalog-fixtures';
import { bearer, useTestApp, describeEachDatabase } from './helpers/harness';
import { newShopper, registerShopper } from './helpers/shoppers';
import { trpcQuery } from './helpers/trpc-http';

// Known failures: user text used to build a regular expression or SQL, and listings that ignore
// their page and limit. Names made of wildcards, regex syntax, quotes and SQL behave as plain
// text when they are created, renamed and searched for; every listing pages as asked and
// refuses absurd pages and limits.

const HOSTILE_NAMES = [
  '.*',
  '(',
  ')',
  '[a-z]+',
  '%',
  '_',
  '%_%',
  '100%',
  'a_b',
  "'",
  '"',
  '`',
  '\\',
  '\\%',
  '!%',
  '!!',
  '$1',
  '^$',
  '(?i)x',
  '|',
  "O'Brien's",
  "'; DROP TABLE categories; --",
  '" OR "1"="1',
  '*/ /*',
  '{{7*7}}',
  '${7*7}',
  '<b>bold</b>',
  'Ünïcödé 💍',
  '',
];

/** What a plain-text, case-insensitive "contains" search must find. */
const plainMatches = (names: string[], q: string) => names.filter((n) => nameKey(n).includes(nameKey(q)));

describeEachDatabase('user text is plain text', (dialect) => {
  let auth: Record<string, string>;
  let categoryId: string;
  const productNames = HOSTILE_NAMES.filter((n) => n.trim() !== '').map((n) => `Piece ${n}`);
  const categoryNames = HOSTILE_NAMES.filter((n) => n.trim() !== '');

  const { t, rx } = useTestApp(dialect, { shoppers: true });
  beforeAll(async () => {
    auth = bearer(await t.adminToken());
    categoryId = await createCategory(t, 'Plain text pieces');
    await seedProducts(t, categoryId, productNames);
  });

  it('creates and renames categories with hostile names exactly as typed, still refusing true duplicates', async () => {
    const ids = new Map<string, string>();
    for (const name of categoryNames) {
      const res = await t.app.inject({ method: 'POST', url: '/api/createCategory', headers: auth, payload: { name } });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(res.json<{ category: { name: string } }>().category.name).toBe(name.trim());
      ids.set(name, res.json<{ category: { _id: string } }>().category._id);
    }
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: auth,
      payload: { name: '%' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: CATEGORY_MESSAGES.duplicate });

    for (const [name, id] of ids) {
      const renamed = `${name} renamed`;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/updateCategory/${id}`,
        headers: auth,
        payload: { name: renamed },
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    }
    const list = (await t.app.inject({ method: 'GET', url: '/api/getCategories' })).json<{
      categories: Array<{ name: string }>;
    }>();
    const names = list.categories.map((c) => c.name);
    for (const name of categoryNames) expect(names).toContain(`${name} renamed`.trim());
    // The tables are all still there.
    expect((await t.app.inject({ method: 'GET', url: '/api/getProducts?limit=1' })).statusCode).toBe(200);
  });

  it('searches products, categories and selections for hostile text as a plain substring', async () => {
    const allCategories = (
      (
        await trpcQuery<{ categories: Array<{ name: string }>; total: number }>(
          t.app,
          'catalog.pageCategories',
          { page: 1, limit: 100 },
          auth,
        )
      ).data?.categories ?? []
    ).map((c) => c.name);
    const ids = (await t.deps.db.selectFrom('products').select('id').execute()).map((r) => r.id);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/addSelection',
      headers: auth,
      payload: { type: 'goldRings', catagoryId: categoryId, productId: ids.map(String) },
    });
    expect(add.statusCode, add.body).toBe(200);

    for (const q of [...HOSTILE_NAMES.filter((n) => n.trim() !== ''), 'piece', 'PIECE %', 'nothing like this']) {
      const products = await t.app.inject({
        method: 'GET',
        url: `/api/getProducts?limit=${MAX_PAGE_LIMIT}&q=${encodeURIComponent(q)}`,
      });
      expect(products.statusCode, `${q}: ${products.body}`).toBe(200);
      expect(
        products
          .json<{ products: RestProduct[] }>()
          .products.map((p) => p.name)
          .sort(),
        `products ~ ${q}`,
      ).toEqual(plainMatches(productNames, q).sort());

      const selection = await t.app.inject({
        method: 'POST',
        url: '/api/getSelectionByTypeCatagory',
        payload: { type: 'goldRings', page: 1, limit: MAX_PAGE_LIMIT, q },
      });
      expect(
        selection
          .json<{ products: RestProduct[] }>()
          .products.map((p) => p.name)
          .sort(),
        `selection ~ ${q}`,
      ).toEqual(plainMatches(productNames, q).sort());

      const categories = await trpcQuery<{ categories: Array<{ name: string }> }>(
        t.app,
        'catalog.pageCategories',
        { page: 1, limit: MAX_PAGE_LIMIT, q },
        auth,
      );
      expect(categories.status, q).toBe(200);
      expect(categories.data?.categories.map((c) => c.name).sort(), `categories ~ ${q}`).toEqual(
        plainMatches(allCategories, q).sort(),
      );
    }
  });

  it('searches users as plain text too', async () => {
    const shoppers = [];
    for (let i = 0; i < 3; i++)
      shoppers.push(
        (await registerShopper(t, rx, { ...newShopper(), fullname: `Meera_${i} 100% (Kharghar)` })).shopper,
      );
    const emails = shoppers.map((s) => s.email);
    const search = async (q: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/getAllUser?page=1&q=${encodeURIComponent(q)}`,
        headers: auth,
      });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      return res.json<{ users: Array<{ email: string; fullname: string }> }>().users;
    };
    const percent = await search('%');
    expect(percent).toHaveLength(3);
    expect(percent.every((u) => u.fullname.includes('%'))).toBe(true);
    expect((await search('_1 ')).map((u) => u.email)).toEqual([emails[1]]);
    expect(await search('.*')).toEqual([]);
    expect(await search("' OR '1'='1")).toEqual([]);
    expect((await search('(kharghar)')).length).toBe(3);
  });

  it('refuses over-long text with a message instead of failing, whatever the field', async () => {
    const long = 'x'.repeat(TEXT_LIMITS.search + 1);
    const cases = [
      { method: 'GET' as const, url: `/api/getProducts?q=${long}`, message: GENERAL_MESSAGES.searchTooLong },
      {
        method: 'GET' as const,
        url: `/api/getAllUser?page=1&q=${long}`,
        message: GENERAL_MESSAGES.searchTooLong,
        headers: auth,
      },
      {
        method: 'POST' as const,
        url: '/api/createCategory',
        payload: { name: 'n'.repeat(TEXT_LIMITS.categoryName + 1) },
        message: CATEGORY_MESSAGES.nameTooLong,
        headers: auth,
      },
      {
        method: 'POST' as const,
        url: '/api/createCategory',
        payload: { name: '🙂'.repeat(100_000) },
        message: CATEGORY_MESSAGES.nameTooLong,
        headers: auth,
      },
      {
        method: 'PUT' as const,
        url: '/api/updateCategory/1',
        payload: { name: '('.repeat(500_000) },
        message: CATEGORY_MESSAGES.nameTooLong,
        headers: auth,
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: c.headers ?? {},
        ...(c.payload ? { payload: c.payload } : {}),
      });
      expect(res.statusCode, `${c.url}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json()).toEqual({ message: c.message });
    }
    const huge = await t.app.inject({ method: 'GET', url: `/api/getProducts?q=${'%'.repeat(20_000)}` });
    expect(huge.statusCode).toBeLessThan(500);
  });

  it('answers 400 for a value the validator itself cannot read (found by the fuzz test)', async () => {
    // zod's minimum-length check reads `length` of whatever it is given: an object whose `length`
    // cannot become a number made it throw, and the route answered 500.
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/addNewSelection',
      headers: bearer(await t.adminToken()),
      payload: { type: 'goldRings', catagoryId: '1', productId: { length: { toString: '.*' } } },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: GENERAL_MESSAGES.invalidInput });
  });
});

describeEachDatabase('listings honour page and limit', (dialect) => {
  let auth: Record<string, string>;
  let categoryId: string;
  const TOTAL = 13;

  const { t, rx } = useTestApp(dialect, { shoppers: true });
  beforeAll(async () => {
    auth = bearer(await t.adminToken());
    categoryId = await createCategory(t, 'Paged pieces');
    const ids = await seedProducts(
      t,
      categoryId,
      Array.from({ length: TOTAL }, (_, i) => `Paged ${String(i).padStart(2, '0')}`),
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/addSelection',
      headers: auth,
      payload: { type: 'dailyGold', catagoryId: categoryId, productId: ids },
    });
    for (let i = 0; i < TOTAL; i++) await createCategory(t, `Paged category ${i}`);
    for (let i = 0; i < PAGE_SIZES.users + 2; i++) await registerShopper(t, rx);
  });

  type Page = { items: string[]; totalPages: number };
  const listings: Array<{
    name: string;
    fetch: (page: number | string, limit?: number) => Promise<{ status: number; page?: Page; message?: string }>;
  }> = [
    {
      name: 'REST getProducts',
      fetch: async (page, limit) => {
        const res = await t.app.inject({
          method: 'GET',
          url:
            `/api/getProducts?category=${categoryId}&page=${String(page)}` +
            `${limit === undefined ? '' : `&limit=${String(limit)}`}`,
        });
        const body = res.json<{ products?: RestProduct[]; totalPages?: number; message?: string }>();
        return {
          status: res.statusCode,
          message: body.message,
          page: body.products
            ? { items: body.products.map((p) => p._id), totalPages: body.totalPages ?? 0 }
            : undefined,
        };
      },
    },
    {
      name: 'REST getSelectionByTypeCatagory',
      fetch: async (page, limit) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/getSelectionByTypeCatagory',
          payload: { type: 'dailyGold', catagoryId: categoryId, page, limit },
        });
        const body = res.json<{ products?: RestProduct[]; totalPages?: number; message?: string }>();
        return {
          status: res.statusCode,
          message: body.message,
          page: body.products
            ? { items: body.products.map((p) => p._id), totalPages: body.totalPages ?? 0 }
            : undefined,
        };
      },
    },
    {
      name: 'tRPC catalog.pageCategories',
      fetch: async (page, limit) => {
        const res = await trpcQuery<{ categories: Array<{ id: number }>; totalPages: number }>(
          t.app,
          'catalog.pageCategories',
          { page, limit, q: 'paged category' },
          auth,
        );
        return {
          status: res.status,
          message: res.error?.message,
          page: res.data
            ? { items: res.data.categories.map((c) => String(c.id)), totalPages: res.data.totalPages }
            : undefined,
        };
      },
    },
  ];

  for (const listing of listings) {
    it(`${listing.name}: pages cover everything once, past the end is empty, absurd values are refused`, async () => {
      const limit = 4;
      const first = await listing.fetch(1, limit);
      expect(first.status, first.message).toBe(200);
      expect(first.page?.items).toHaveLength(limit);
      expect(first.page?.totalPages).toBe(Math.ceil(TOTAL / limit));
      const seen: string[] = [];
      for (let p = 1; p <= Math.ceil(TOTAL / limit); p++) {
        const res = await listing.fetch(p, limit);
        expect(res.page?.items.length).toBe(Math.min(limit, TOTAL - (p - 1) * limit));
        seen.push(...(res.page?.items ?? []));
      }
      expect(new Set(seen).size).toBe(TOTAL);
      expect((await listing.fetch(Math.ceil(TOTAL / limit) + 1, limit)).page?.items).toEqual([]);
      expect((await listing.fetch(1, 1)).page?.items).toHaveLength(1);
      expect((await listing.fetch(1, MAX_PAGE_LIMIT)).page?.items).toHaveLength(TOTAL);

      for (const [page, limitValue, message] of [
        [0, 4, GENERAL_MESSAGES.invalidPage],
        [-1, 4, GENERAL_MESSAGES.invalidPage],
        [1.5, 4, GENERAL_MESSAGES.invalidPage],
        [1e12, 4, GENERAL_MESSAGES.invalidPage],
        ['1 OR 1=1', 4, GENERAL_MESSAGES.invalidPage],
        [1, 0, GENERAL_MESSAGES.invalidLimit],
        [1, -5, GENERAL_MESSAGES.invalidLimit],
        [1, MAX_PAGE_LIMIT + 1, GENERAL_MESSAGES.invalidLimit],
        [1, 1e9, GENERAL_MESSAGES.invalidLimit],
        [1, 2.5, GENERAL_MESSAGES.invalidLimit],
      ] as const) {
        const res = await listing.fetch(page, limitValue);
        expect(res.status, `page=${page} limit=${limitValue}`).toBe(400);
        expect(res.message).toBe(message);
      }
    });
  }

  it('admin user list: pages of 15, every user once, absurd pages refused', async () => {
    const seen: string[] = [];
    const first = (await t.app.inject({ method: 'GET', url: '/api/getAllUser?page=1', headers: auth })).json<{
      users: Array<{ _id: string }>;
      totalPages: number;
      total: number;
    }>();
    expect(first.users).toHaveLength(PAGE_SIZES.users);
    for (let p = 1; p <= first.totalPages; p++) {
      const res = (await t.app.inject({ method: 'GET', url: `/api/getAllUser?page=${p}`, headers: auth })).json<{
        users: Array<{ _id: string }>;
      }>();
      seen.push(...res.users.map((u) => u._id));
    }
    expect(new Set(seen).size).toBe(first.total);
    for (const page of ['0', '-3', 'abc', '99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/getAllUser?page=${page}`, headers: auth });
      expect(res.statusCode, page).toBe(400);
      expect(res.json()).toEqual({ message: GENERAL_MESSAGES.invalidPage });
    }
  });
});
