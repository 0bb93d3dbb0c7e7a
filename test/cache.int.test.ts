import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { openDatabase, type DatabaseHandle, type Dialect } from '@server/platform/db/connect';
import { createAdminAccount } from '@server/modules/admin/admin-accounts.service';
import { createCatalogCache } from '@server/platform/cache/catalog-cache';
import { createPasswordHasher } from '@server/platform/crypto/passwords';
import { createCategory, createProduct, type RestProduct } from './helpers/catalog-fixtures';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  bearer,
  createTestApp,
  describeEachDatabase,
  freshDatabase,
  testConfig,
  type TestApp,
} from './helpers/harness';
import { trpcMutation } from './helpers/trpc-http';

/** The cache bypasses itself until Redis is connected; tests that count hits wait for that. */
async function connected(redis: Redis): Promise<Redis> {
  if (redis.status !== 'ready') await once(redis, 'ready');
  return redis;
}

// A write is visible on the very next read: on the instance that made it, and, with Redis, on
// every other instance sharing the database. Reads go through every cached path (tRPC GET as
// the storefront sends it, REST GET and POST), so no layer of caching can keep an old answer.

const REDIS_URL = process.env.REDIS_TEST_URL ?? process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
if (process.env.CI === 'true' && !REDIS_URL)
  throw new Error('CI=true but REDIS_TEST_URL is not set: the cross-instance cache tests must run.');

const uniquePrefix = () => `test:cache:${Date.now().toString(36)}:${randomBytes(4).toString('hex')}:`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The storefront's batched GET of one query. */
function trpcGetUrl(procedure: string, input: unknown): string {
  return `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;
}

interface Listing {
  products: Array<{ _id?: string; id?: number; name: string }>;
  total: number;
}

/** Every public read, through each path, as plain data for comparison. */
async function readAll(app: FastifyInstance, ids: { category: string; product: string }) {
  const trpc = async <T>(procedure: string, input: unknown): Promise<T> => {
    const res = await app.inject({ method: 'GET', url: trpcGetUrl(procedure, input) });
    expect(res.statusCode, `${procedure} ${res.body}`).toBe(200);
    return res.json<Array<{ result: { data: T } }>>()[0]!.result.data;
  };
  const rest = async <T>(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>): Promise<T> => {
    const res = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res.json<T>();
  };
  const names = (l: Listing) => ({ total: l.total, names: l.products.map((p) => p.name) });
  return {
    trpcSelection: names(
      await trpc<Listing>('selection.list', { type: 'goldRings', page: 1, limit: 20, sort: 'relevance' }),
    ),
    trpcProducts: names(await trpc<Listing>('catalog.listProducts', { page: 1, limit: 20 })),
    trpcProduct: await trpc<{ name: string; category: { name: string } }>('catalog.productById', {
      id: Number(ids.product),
    }),
    trpcCategories: (await trpc<Array<{ name: string }>>('catalog.listCategories', undefined)).map((c) => c.name),
    trpcGold: (await trpc<{ price: number | null }>('gold.current', undefined)).price,
    restProducts: names(await rest<Listing>('GET', '/api/getProducts?page=1&limit=20')),
    restSelection: names(
      await rest<Listing>('POST', '/api/getSelectionByTypeCatagory', { type: 'goldRings', page: 1, limit: 20 }),
    ),
    restProduct: (await rest<{ product: { name: string } }>('GET', `/api/getProduct/${ids.product}`)).product.name,
    restCategories: (await rest<{ categories: Array<{ name: string }> }>('GET', '/api/getCategories')).categories.map(
      (c) => c.name,
    ),
    restGold: (await rest<{ price: number | null }>('GET', '/api/getGold')).price,
  };
}

describe('catalog cache', () => {
  it('reads once, then serves until invalidated', async () => {
    const cache = createCatalogCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(1);
    await cache.invalidate();
    expect(await cache.read('k', load)).toBe(2);
  });

  it('shares one load among concurrent reads of a key', async () => {
    const cache = createCatalogCache();
    let loads = 0;
    const slow = async () => {
      loads++;
      await sleep(20);
      return loads;
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.read('k', slow)));
    expect(new Set(results)).toEqual(new Set([1]));
    expect(loads).toBe(1);
  });

  it('never keeps a value that was read before a write finished', async () => {
    const cache = createCatalogCache();
    let value = 'old';
    let release!: () => void;
    let started!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const loading = new Promise<void>((r) => (started = r));
    const racing = cache.read('k', async () => {
      const seen = value;
      started();
      await gate;
      return seen;
    });
    await loading; // the read has seen the old value; now the write lands
    value = 'new';
    await cache.invalidate();
    release();
    expect(await racing).toBe('old');
    expect(await cache.read('k', async () => value)).toBe('new');
  });

  it('drops the least recently used entry when full', async () => {
    const cache = createCatalogCache(undefined, { maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('a', load);
    await cache.read('b', load);
    await cache.read('a', load); // a is now the most recent
    await cache.read('c', load); // evicts b
    expect(loads).toBe(3);
    await cache.read('a', load);
    expect(loads).toBe(3);
    await cache.read('b', load);
    expect(loads).toBe(4);
  });

  it('keeps a pinned value for its version whatever else is read, and loads it once again after a write', async () => {
    const cache = createCatalogCache(undefined, { maxEntries: 1 });
    let loads = 0;
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const load = async () => {
      loads += 1;
      await gate;
      return loads;
    };
    const [a, b] = [cache.pinned('index', load), cache.pinned('index', load)];
    release();
    expect([await a, await b]).toEqual([1, 1]);
    for (const key of ['x', 'y', 'z']) await cache.read(key, async () => key); // the LRU entries turn over
    expect(await cache.pinned('index', load)).toBe(1);
    await cache.invalidate();
    expect(await cache.pinned('index', load)).toBe(2);
    expect(await cache.pinned('index', load)).toBe(2);
    const failing = cache.pinned('broken', async () => {
      throw new Error('down');
    });
    await expect(failing).rejects.toThrow('down');
    expect(await cache.pinned('broken', async () => 'back')).toBe('back');
  });

  it('fills a two-step lookup only when no write came between', async () => {
    const cache = createCatalogCache();
    const first = await cache.lookup<string>('k');
    expect(first.hit).toBe(false);
    if (!first.hit) first.fill('v1');
    expect(await cache.lookup<string>('k')).toEqual({ hit: true, value: 'v1' });
    const miss = await cache.lookup<string>('other');
    await cache.invalidate();
    if (!miss.hit) miss.fill('stale');
    expect((await cache.lookup<string>('other')).hit).toBe(false);
  });

  it('reads from the database when Redis cannot be reached', async () => {
    const redis = new Redis({
      host: '127.0.0.1',
      port: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const cache = createCatalogCache(redis);
    let loads = 0;
    expect(await cache.read('k', async () => ++loads)).toBe(1);
    expect(await cache.read('k', async () => ++loads)).toBe(2);
    expect((await cache.lookup('k')).hit).toBe(false);
    redis.disconnect();
  });

  describe.runIf(REDIS_URL)('with Redis', () => {
    it('sees a write made through another cache on its next read', async () => {
      const prefix = uniquePrefix();
      const a = await connected(new Redis(REDIS_URL!, { keyPrefix: prefix }));
      const b = await connected(new Redis(REDIS_URL!, { keyPrefix: prefix }));
      try {
        const ca = createCatalogCache(a);
        const cb = createCatalogCache(b);
        let value = 1;
        const load = async () => value;
        expect(await cb.read('k', load)).toBe(1);
        value = 2;
        expect(await cb.read('k', load)).toBe(1); // cached
        await ca.invalidate();
        expect(await cb.read('k', load)).toBe(2);
        // Many concurrent reads right after a write: every one sees it.
        value = 3;
        await ca.invalidate();
        const seen = await Promise.all(Array.from({ length: 40 }, () => cb.read('k', load)));
        expect(new Set(seen)).toEqual(new Set([3]));
      } finally {
        await a.del('catalog:version');
        a.disconnect();
        b.disconnect();
      }
    });
  });
});

describeEachDatabase('a write is visible on the next read', (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let category: string;
  let product: RestProduct;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = bearer(await t.adminToken());
    category = await createCategory(t, 'Gold');
    product = await createProduct(t, { name: 'Kamal Ring', category });
    await t.app.inject({
      method: 'POST',
      url: '/api/addSelection',
      headers: auth,
      payload: { type: 'goldRings', catagoryId: category, productId: [product._id] },
    });
    await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: { price: 7100 } });
  });
  afterAll(async () => t.close());

  it('after each kind of admin write, through every read path', async () => {
    const ids = () => ({ category, product: product._id });
    let before = await readAll(t.app, ids());
    await readAll(t.app, ids()); // now every path answers from its cache

    const writes: Array<[string, () => Promise<void>, (r: Awaited<ReturnType<typeof readAll>>) => void]> = [
      [
        'gold price',
        async () => {
          await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: { price: 7350.5 } });
        },
        (r) => {
          expect(r.trpcGold).toBe(7350.5);
          expect(r.restGold).toBe(7350.5);
        },
      ],
      [
        'product renamed',
        async () => {
          const res = await t.app.inject({
            method: 'PUT',
            url: `/api/updateProduct/${product._id}`,
            headers: auth,
            payload: { name: 'Kamal Filigree Ring', category },
          });
          expect(res.statusCode, res.body).toBe(200);
        },
        (r) => {
          for (const l of [r.trpcSelection, r.trpcProducts, r.restProducts, r.restSelection])
            expect(l.names).toContain('Kamal Filigree Ring');
          expect(r.trpcProduct.name).toBe('Kamal Filigree Ring');
          expect(r.restProduct).toBe('Kamal Filigree Ring');
        },
      ],
      [
        'category renamed',
        async () => {
          await t.app.inject({
            method: 'PUT',
            url: `/api/updateCategory/${category}`,
            headers: auth,
            payload: { name: 'Yellow Gold' },
          });
        },
        (r) => {
          expect(r.trpcCategories).toContain('Yellow Gold');
          expect(r.restCategories).toContain('Yellow Gold');
          expect(r.trpcProduct.category.name).toBe('Yellow Gold');
        },
      ],
      [
        'product created and added to the selection',
        async () => {
          const created = await createProduct(t, { name: 'Mor Pankh Ring', category });
          await t.app.inject({
            method: 'PUT',
            url: '/api/addNewSelection',
            headers: auth,
            payload: { type: 'goldRings', catagoryId: category, productId: [created._id] },
          });
        },
        (r) => {
          for (const l of [r.trpcSelection, r.restSelection])
            expect(l).toEqual({ total: 2, names: ['Mor Pankh Ring', 'Kamal Filigree Ring'] });
          for (const l of [r.trpcProducts, r.restProducts]) expect(l.total).toBe(2);
        },
      ],
      [
        'product removed from the selection',
        async () => {
          const res = await trpcMutation(
            t.app,
            'selection.remove',
            { type: 'goldRings', productIds: [Number(product._id)] },
            auth,
          );
          expect(res.status).toBe(200);
        },
        (r) => {
          for (const l of [r.trpcSelection, r.restSelection])
            expect(l).toEqual({ total: 1, names: ['Mor Pankh Ring'] });
        },
      ],
      [
        'category created',
        async () => {
          await createCategory(t, 'Kundan');
        },
        (r) => {
          expect(r.trpcCategories).toContain('Kundan');
          expect(r.restCategories).toContain('Kundan');
        },
      ],
    ];
    for (const [name, write, check] of writes) {
      await write();
      const after = await readAll(t.app, ids());
      expect(after, name).not.toEqual(before);
      check(after);
      before = after;
    }

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/deleteProduct/${product._id}`, headers: auth });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/getProduct/${product._id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: trpcGetUrl('catalog.productById', { id: Number(product._id) }) }))
        .statusCode,
    ).toBe(404);
    const listing = (await t.app.inject({ method: 'GET', url: '/api/getProducts?page=1&limit=20' })).json<Listing>();
    expect(listing.products.map((p) => p.name)).toEqual(['Mor Pankh Ring']);
  });
});

/**
 * Several application instances on one database (the same SQLite file, or one MySQL schema),
 * each with its own Redis connection under the given key prefix, or none.
 */
async function instancesOnOneDatabase(dialect: Dialect, redisPrefixes: Array<string | undefined>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cache-'));
  const first = await freshDatabase(dialect, dataDir);
  const config = testConfig(dataDir);
  await createAdminAccount(
    first.handle.db,
    createPasswordHasher(config.PASSWORD_HASH_LOG_N),
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    Date.now(),
  );
  const clients: Redis[] = [];
  const apps: FastifyInstance[] = [];
  for (const [i, prefix] of redisPrefixes.entries()) {
    const handle: DatabaseHandle =
      i === 0
        ? first.handle
        : dialect === 'sqlite'
          ? openDatabase({ sqliteFile: path.join(dataDir, 'test.sqlite') })
          : openDatabase({ url: first.url, sqliteFile: '', poolSize: 3 });
    const redis = prefix === undefined ? undefined : await connected(new Redis(REDIS_URL!, { keyPrefix: prefix }));
    if (redis) clients.push(redis);
    const { app } = await buildApp({
      config,
      database: handle,
      redis,
      logger: false,
      clientDir: path.join(dataDir, 'no-client'),
    });
    await app.ready();
    apps.push(app);
  }
  const login = await apps[0]!.inject({
    method: 'POST',
    url: '/api/loginAdmin',
    payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  const auth = bearer(login.json<{ token: string }>().token);
  return {
    apps,
    auth,
    async close() {
      for (const app of apps.slice(1)) await app.close();
      await apps[0]?.close(); // closes the first handle, after the others
      for (const redis of clients) {
        await redis.del('catalog:version');
        redis.disconnect();
      }
      await first.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describeEachDatabase('two instances sharing one database', (dialect) => {
  describe.runIf(REDIS_URL)('with Redis', () => {
    let env: Awaited<ReturnType<typeof instancesOnOneDatabase>>;
    beforeAll(async () => {
      const prefix = uniquePrefix();
      env = await instancesOnOneDatabase(dialect, [prefix, prefix, undefined]);
    });
    afterAll(async () => env.close());

    it('a write on one is visible on the next read of the other; an instance without Redis is not told', async () => {
      const [a, b, lonely] = env.apps as [FastifyInstance, FastifyInstance, FastifyInstance];
      const gold = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: trpcGetUrl('gold.current', undefined) })).json<
          Array<{
            result: { data: { price: number | null } };
          }>
        >()[0]!.result.data.price;
      const restGold = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: '/api/getGold' })).json<{ price: number | null }>().price;
      const categories = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: '/api/getCategories' }))
          .json<{
            categories: Array<{ name: string }>;
          }>()
          .categories.map((c) => c.name);
      const selection = async (app: FastifyInstance) =>
        (
          await app.inject({
            method: 'GET',
            url: trpcGetUrl('selection.list', { type: 'goldRings', page: 1, limit: 20, sort: 'relevance' }),
          })
        ).json<Array<{ result: { data: Listing } }>>()[0]!.result.data.total;

      for (const app of [a, b, lonely]) {
        expect(await gold(app)).toBeNull();
        expect(await restGold(app)).toBeNull();
        expect(await categories(app)).toEqual([]);
        expect(await selection(app)).toBe(0);
      }
      for (const [writer, reader, price] of [
        [a, b, 7210],
        [b, a, 7290.25],
        [a, b, 7301],
      ] as const) {
        const res = await writer.inject({
          method: 'POST',
          url: '/api/updateGold',
          headers: env.auth,
          payload: { price },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(await gold(reader)).toBe(price);
        expect(await restGold(reader)).toBe(price);
      }
      const created = await a.inject({
        method: 'POST',
        url: '/api/createCategory',
        headers: env.auth,
        payload: { name: 'Polki' },
      });
      expect(created.statusCode).toBe(201);
      expect(await categories(b)).toEqual(['Polki']);

      const categoryId = created.json<{ category: { _id: string } }>().category._id;
      const t = {
        app: b,
        adminToken: async () => env.auth.authorization!.slice('Bearer '.length),
      } as unknown as TestApp;
      const made = await createProduct(t, { name: 'Polki Ring', category: categoryId });
      const added = await b.inject({
        method: 'POST',
        url: '/api/addSelection',
        headers: env.auth,
        payload: { type: 'goldRings', catagoryId: categoryId, productId: [made._id] },
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(await selection(a)).toBe(1);

      // The control: the instance with no shared version keeps its cached answers, which is
      // exactly what the Redis version prevents on the other two.
      expect(await gold(lonely)).toBeNull();
      expect(await categories(lonely)).toEqual([]);
      expect(await selection(lonely)).toBe(0);
    });
  });
});
