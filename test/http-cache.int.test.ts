import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from '@server/modules/catalog/catalog.repo';
import { insertRates } from '@server/modules/rates/rates.repo';
import { specificationsToStored } from '@shared/schemas/specifications';
import { insertProduct } from '@server/modules/catalog/catalog.repo';
import { addProductsToSelection } from '@server/modules/selection/selection.service';
import { createTrpcReadPlanner } from '@server/platform/http/http-cache-trpc';
import { PUBLIC_READ_CACHE_CONTROL, matchesEtag, pickEncoding } from '@server/platform/http/http-cache';
import { appProcedureRegistry, appRouter } from '@server/app-router';
import { procedure } from '@server/platform/trpc/procedures';
import { createContextFactory } from '@server/platform/trpc/context';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';

// The cached read path must answer exactly as tRPC does (same status, same bytes) for every
// input, valid or not, and add only validators: ETag, Cache-Control, 304, compression.

const IMAGE_KEY = 'abcdefabcdefabcdefabcdefabcdef12';

/** tRPC's batched GET, exactly as httpBatchLink builds it. */
function batchUrl(calls: Array<[string, unknown]>): string {
  const input = Object.fromEntries(calls.map(([, value], i) => [String(i), value]));
  return `/trpc/${calls.map(([p]) => p).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
}
const singleUrl = (p: string, input?: unknown) =>
  `/trpc/${p}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

const NO_MAKING = { type: null, value: null };

describeEachDatabase('http cache', (dialect) => {
  let t: TestApp;
  let plain: FastifyInstance;
  let categoryId: number;
  const productIds: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const db = t.deps.db;
    categoryId = await insertCategory(db, 'Temple', NO_MAKING, Date.now());
    const other = await insertCategory(db, 'Polki', NO_MAKING, Date.now());
    for (let i = 0; i < 45; i++) {
      const id = await insertProduct(
        db,
        {
          name: `Lakshmi Piece ${String(i).padStart(2, '0')} “naïve” </script>`,
          description: `Hand-chased, no. ${i}\nwith "quotes" and \u2028.`,
          categoryId: i % 3 === 0 ? other : categoryId,
          imageKey: i % 4 === 0 ? null : IMAGE_KEY,
          specs: specificationsToStored({}),
        },
        Date.now() + i,
      );
      productIds.push(id);
    }
    await addProductsToSelection(db, 'goldRings', productIds.slice(0, 30), Date.now());
    await addProductsToSelection(db, 'bestsellers', productIds.slice(10, 14), Date.now());
    await insertRates(db, [{ metal: 'gold', purity: '24K', pricePaise: 734_250 }], null, Date.now());
    await t.deps.catalogCache.invalidate();

    // The same router and context behind tRPC's own adapter, with nothing in front of it.
    plain = Fastify({ logger: false });
    await plain.register(fastifyCookie);
    await plain.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: { router: appRouter, createContext: createContextFactory(t.deps) },
    });
    await plain.ready();
  });
  afterAll(async () => {
    await plain.close();
    await t.close();
  });

  describe('tRPC GET queries', () => {
    // Repeated parameters are left to tRPC (it reads the first one): answered, but not cached.
    const repeated = [
      `${batchUrl([['selection.list', { type: 'goldRings' }]])}&input=%7B%7D`,
      `/trpc/gold.current?batch=1&batch=0`,
    ];
    const urls = (): string[] => [
      batchUrl([['selection.list', { type: 'goldRings', page: 1, limit: 20, sort: 'relevance' }]]),
      batchUrl([['selection.list', { type: 'goldRings', page: 2, limit: 20, sort: 'nameAsc' }]]),
      batchUrl([['selection.list', { type: 'goldRings', page: '1', limit: '5', sort: 'nameDesc', q: '  piece 1 ' }]]),
      batchUrl([['selection.list', { type: 'goldRings', categoryId, page: 1 }]]),
      batchUrl([
        ['selection.list', { type: 'bestsellers' }],
        ['gold.current', undefined],
        ['catalog.listCategories', undefined],
      ]),
      batchUrl([['catalog.listProducts', { page: 1, limit: 20 }]]),
      batchUrl([['catalog.listProducts', { page: 3, limit: 10, categoryId: String(categoryId), sort: 'nameAsc' }]]),
      batchUrl([['catalog.productById', { id: productIds[5] }]]),
      batchUrl([['gold.current', undefined]]),
      `/trpc/gold.current?batch=1&input=%7B%7D`,
      `/trpc/gold.current?batch=1`,
      singleUrl('selection.list', { type: 'goldRings' }),
      singleUrl('catalog.productById', { id: productIds[7] }),
      singleUrl('gold.current'),
      // Query strings tRPC reads with URLSearchParams: escapes, '+', a malformed escape, repeats.
      batchUrl([['catalog.listProducts', { q: '100%zz', page: 1 }]]),
      // Fields the schema drops, long enough that the key is the parsed input.
      batchUrl([['selection.list', { type: 'goldRings', page: 1, junk: 'x'.repeat(2000) }]]),
      batchUrl([['selection.list', { type: 'goldRings', page: 1, junk: { a: { b: { c: [1, 2, 3] } } } }]]),
      `/trpc/catalog.listProducts?batch=1&input=%7B%220%22%3A%7B%22q%22%3A%22piece+1%22%7D%7D`,
      `/trpc/catalog.listProducts?batch=1&input=%7B%220%22%3A%7B%22q%22%3A%22%E0%A4%A%22%7D%7D`,
      ...repeated,
      // Invalid or unusual: each falls through to tRPC, which must answer as it always does.
      batchUrl([['selection.list', { type: 'platinumRings', page: 1 }]]),
      batchUrl([['selection.list', { type: 'goldRings', page: 0 }]]),
      batchUrl([['selection.list', { type: 'goldRings', limit: 1000 }]]),
      batchUrl([['selection.list', { type: 'goldRings', q: 'x'.repeat(500) }]]),
      batchUrl([['catalog.productById', { id: 99_999_999 }]]),
      batchUrl([['catalog.productById', { id: 'abc' }]]),
      batchUrl([
        ['selection.list', { type: 'goldRings' }],
        ['selection.choices', { type: 'goldRings', categoryId }],
      ]),
      batchUrl([
        ['selection.list', { type: 'goldRings' }],
        ['gold.update', { price: 1 }],
      ]),
      batchUrl([['nope.nothing', {}]]),
      `/trpc/selection.list?batch=1&input=%7Bnot-json`,
      `/trpc/selection.list?batch=1&input=%5B1%5D`,
      `/trpc/selection.list?input=%7B%22type%22%3A%22goldRings%22%7D&batch=0`,
    ];

    it('answers with the bytes and status of the plain tRPC path, on a miss and on a hit', async () => {
      for (const url of urls()) {
        const expected = await plain.inject({ method: 'GET', url });
        for (const round of ['miss', 'hit']) {
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.statusCode, `${round} ${url}`).toBe(expected.statusCode);
          expect(res.body, `${round} ${url}`).toBe(expected.body);
          // Failures are tRPC's own answers (app.ts may relabel some error content types).
          if (expected.statusCode !== 200) continue;
          expect(res.headers['content-type'], url).toBe(expected.headers['content-type']);
          for (const token of String(expected.headers.vary).split(','))
            expect(String(res.headers.vary), url).toContain(token.trim());
          if (!repeated.includes(url)) expect(res.headers.etag, url).toBeDefined();
        }
      }
    });

    it('serves valid reads with a validator and revalidation, and a 304 when nothing changed', async () => {
      const url = batchUrl([['selection.list', { type: 'goldRings', page: 1, limit: 20, sort: 'relevance' }]]);
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // The same bytes under another key (a default spelled out) carry the same validator.
      const spelled = await t.app.inject({
        method: 'GET',
        url: batchUrl([['selection.list', { type: 'goldRings', page: '1', sort: 'relevance' }]]),
      });
      expect(spelled.headers.etag).toBe(etag);

      const errors = await t.app.inject({ method: 'GET', url: batchUrl([['selection.list', { type: 'nope' }]]) });
      expect(errors.statusCode).toBe(400);
      expect(errors.headers.etag).toBeUndefined();
      expect(errors.headers['cache-control']).toBeUndefined();
    });

    it('shows an admin write on the next read: new bytes, new validator, no 304', async () => {
      const url = batchUrl([['selection.list', { type: 'bestsellers', page: 1, limit: 20, sort: 'relevance' }]]);
      const before = await t.app.inject({ method: 'GET', url });
      const etag = String(before.headers.etag);
      const auth = bearer(await t.adminToken());
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/addSelection',
        headers: auth,
        payload: { type: 'bestsellers', catagoryId: String(categoryId), productId: [String(productIds[20])] },
      });
      expect(add.statusCode, add.body).toBe(200);
      const after = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.body).toBe((await plain.inject({ method: 'GET', url })).body);
      expect((JSON.parse(after.body) as Array<{ result: { data: { total: number } } }>)[0]!.result.data.total).toBe(5);
    });

    it('compresses large answers once, with br or gzip as the client prefers', async () => {
      const url = batchUrl([['catalog.listProducts', { page: 1, limit: 20 }]]);
      const identity = await t.app.inject({ method: 'GET', url });
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(identity.body);
      expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(identity.body);
      const small = await t.app.inject({
        method: 'GET',
        url: batchUrl([['gold.current', undefined]]),
        headers: { 'accept-encoding': 'br' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
    });

    it('covers only the public queries declared cacheable, each checked at start', () => {
      const cached = [...appProcedureRegistry.values()].filter((p) => p.policy.cache === 'public');
      expect(cached.map((p) => p.path).sort()).toEqual(
        [
          'catalog.listCategories',
          'catalog.listProducts',
          'catalog.productById',
          'selection.list',
          'gold.current',
          'rates.list',
          'search.search',
          'search.collection',
          'search.suggest',
        ].sort(),
      );
      for (const p of cached) expect([p.kind, p.policy.auth]).toEqual(['query', 'public']);
      const update = appProcedureRegistry.get('gold.update');
      if (!update) throw new Error('gold.update is not in the registry');
      expect(() => createTrpcReadPlanner({ router: appRouter, queries: [update], createContext: () => ({}) })).toThrow(
        /not a query/,
      );
      expect(() => procedure({ auth: 'owner', cache: 'public' })).toThrow(/only a public read/);
    });

    it('never answers an admin query from the cache', async () => {
      const url = batchUrl([['selection.choices', { type: 'goldRings', categoryId }]]);
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      const admin = await t.app.inject({ method: 'GET', url, headers: bearer(await t.adminToken()) });
      expect(admin.statusCode).toBe(200);
      expect(admin.headers.etag).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  });

  describe('REST reads', () => {
    it('answers repeated reads with the same bytes, an ETag and a 304', async () => {
      for (const url of [
        '/api/getProducts?page=1&limit=20',
        `/api/getProducts?page=2&limit=5&category=${categoryId}&sort=nameAsc`,
        '/api/getGold',
        '/api/getCategories',
        `/api/getProduct/${productIds[3]}`,
      ]) {
        const first = await t.app.inject({ method: 'GET', url });
        expect(first.statusCode, url).toBe(200);
        expect(first.headers['cache-control'], url).toBe(PUBLIC_READ_CACHE_CONTROL);
        const second = await t.app.inject({ method: 'GET', url });
        expect(second.body, url).toBe(first.body);
        expect(second.headers.etag, url).toBe(first.headers.etag);
        expect(second.headers['content-type'], url).toBe(first.headers['content-type']);
        const notModified = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': String(first.headers.etag) },
        });
        expect(notModified.statusCode, url).toBe(304);
      }
      const missing = await t.app.inject({ method: 'GET', url: '/api/getProduct/99999999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
    });

    it('captures the JSON even when the first answer goes out compressed', async () => {
      const url = '/api/getProducts?page=1&limit=15&sort=nameDesc';
      const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(first.headers['content-encoding']).toBe('br');
      const cached = await t.app.inject({ method: 'GET', url });
      expect(cached.headers.etag).toBe(first.headers.etag);
      expect(cached.body).toBe(brotliDecompressSync(first.rawPayload).toString('utf8'));
      expect(cached.json<{ products: unknown[] }>().products).toHaveLength(15);
    });

    it('caches the POST read by its body, and validates every new body', async () => {
      const payload = { type: 'goldRings', catagoryId: '', page: 1, limit: 20 };
      const first = await t.app.inject({ method: 'POST', url: '/api/getSelectionByTypeCatagory', payload });
      const second = await t.app.inject({ method: 'POST', url: '/api/getSelectionByTypeCatagory', payload });
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBeUndefined();
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/getSelectionByTypeCatagory',
        payload: { ...payload, limit: 2 },
      });
      expect(other.json<{ products: unknown[] }>().products).toHaveLength(2);
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/getSelectionByTypeCatagory',
        payload: { ...payload, type: 'nope' },
      });
      expect(invalid.statusCode).toBe(400);
      // Too deep to serialise as a key, or too long to be worth one: answered, not cached.
      const deep = `{"type":"goldRings","x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
      for (const body of [deep, JSON.stringify({ ...payload, junk: 'y'.repeat(5000) })]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/getSelectionByTypeCatagory',
          headers: { 'content-type': 'application/json' },
          payload: body,
        });
        expect(res.statusCode, res.body.slice(0, 100)).toBe(200);
        expect(res.body).toBe(first.body);
      }
    });

    // A body seen to pass validation is looked up before it is validated again (its key is
    // remembered): it must still show a write at once, and a refused body must stay refused.
    it('answers a known POST body as it answers a new one, before and after a write', async () => {
      const post = (payload: unknown) =>
        t.app.inject({
          method: 'POST',
          url: '/api/getSelectionByTypeCatagory',
          payload: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
        });
      const body = { type: 'bestsellers', page: 1, limit: 20 };
      const first = await post(body);
      expect(first.statusCode).toBe(200);
      for (let i = 0; i < 3; i++) {
        const again = await post(body);
        expect(again.statusCode).toBe(200);
        expect(again.body).toBe(first.body);
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        expect(again.headers['x-content-type-options']).toBe('nosniff');
      }
      for (let i = 0; i < 3; i++) expect((await post({ ...body, limit: 0 })).statusCode).toBe(400);

      const auth = bearer(await t.adminToken());
      const added = await t.app.inject({
        method: 'PUT',
        url: '/api/addNewSelection',
        headers: auth,
        payload: { type: 'bestsellers', catagoryId: String(categoryId), productId: [String(productIds[26])] },
      });
      expect(added.statusCode, added.body).toBe(200);
      const after = await post(body);
      expect(after.statusCode).toBe(200);
      expect(after.json<{ total: number }>().total).toBe(first.json<{ total: number }>().total + 1);
      expect((await post(body)).body).toBe(after.body);
    });

    it('shows a write on the next read', async () => {
      const before = (await t.app.inject({ method: 'GET', url: '/api/getGold' })).json<{ price: number }>();
      const auth = bearer(await t.adminToken());
      await t.app.inject({
        method: 'POST',
        url: '/api/updateGold',
        headers: auth,
        payload: { price: before.price + 11 },
      });
      const after = (await t.app.inject({ method: 'GET', url: '/api/getGold' })).json<{ price: number }>();
      expect(after.price).toBe(before.price + 11);
    });
  });

  describe('static files', () => {
    it('caches hashed assets and photo renditions for a year, and compresses the HTML', async () => {
      const clientDir = path.join(t.dataDir, 'client');
      fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
      fs.writeFileSync(
        path.join(clientDir, 'index.html'),
        `<!doctype html><html><head><title>t</title></head><body>${'<p>Navi Jewels</p>'.repeat(200)}</body></html>`,
      );
      fs.writeFileSync(path.join(clientDir, 'assets', 'index-AbC123.js'), 'console.log(1);'.repeat(200));
      fs.mkdirSync(t.config.uploadsDir, { recursive: true });
      fs.writeFileSync(path.join(t.config.uploadsDir, `${IMAGE_KEY}-640.webp`), Buffer.alloc(2048, 1));

      const { buildApp } = await import('@server/app');
      const { app } = await buildApp({
        config: t.config,
        database: {
          db: t.deps.db,
          dialect: t.dialect,
          poolStats: () => ({ inUse: 0, queued: 0, size: 1 }),
          close: async () => undefined,
        },
        logger: false,
        clientDir,
      });
      try {
        const asset = await app.inject({
          method: 'GET',
          url: '/assets/index-AbC123.js',
          headers: { 'accept-encoding': 'br' },
        });
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(asset.headers['content-encoding']).toBe('br');
        const photo = await app.inject({ method: 'GET', url: `/uploads/${IMAGE_KEY}-640.webp` });
        expect(photo.statusCode).toBe(200);
        expect(photo.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
        const html = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
        expect(html.headers['content-type']).toMatch(/^text\/html/);
        expect(html.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(html.rawPayload).toString('utf8')).toContain('Navi Jewels');
        const revisit = await app.inject({
          method: 'GET',
          url: '/gold-ring',
          headers: { 'if-none-match': String(html.headers.etag) },
        });
        expect(revisit.statusCode).toBe(304);
        expect(revisit.body).toBe('');
        const unknown = await app.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'br' } });
        expect(unknown.statusCode).toBe(404);
        expect(brotliDecompressSync(unknown.rawPayload).toString('utf8')).toContain('Navi Jewels');
      } finally {
        await app.close();
      }
    });
  });
});

describe('http cache helpers', () => {
  it('negotiates encodings with q-values', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('gzip;q=0.0')).toBeUndefined();
  });

  it('compares validators weakly', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
