import { describe, expect, it } from 'vitest';
import { createCatalogCache, entryBytes } from '@server/platform/cache/catalog-cache';
import { cachedResponse } from '@server/platform/http/http-cache';
import { SECURITY_MESSAGES } from '@shared/messages/security';
import { useTestApp, describeEachDatabase } from './helpers/harness';

// Issue 24, the public reads: every read counts against the read limit (finding 12); the read
// cache keys answers by the parsed input and is bounded by bytes (finding 1).

const METRICS_TOKEN = 'metrics-token-for-the-read-tests';

describeEachDatabase('public reads (issue 24)', (dialect) => {
  const { t } = useTestApp(dialect, { env: { PUBLIC_READ_RATE_MAX: '12', METRICS_TOKEN } });

  it('counts every call of a tRPC batch against the public read limit', async () => {
    const batch = (n: number) =>
      t.app.inject({
        method: 'GET',
        url: `/trpc/${Array.from({ length: n }, () => 'catalog.listCategories').join(',')}?batch=1&input=%7B%7D`,
        remoteAddress: '10.82.0.1',
      });
    expect((await batch(5)).statusCode).toBe(200);
    expect((await batch(5)).statusCode).toBe(200);
    // 10 reads so far: a batch of 5 more passes the limit of 12.
    const over = await batch(5);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: SECURITY_MESSAGES.tooManyReads });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/getCategories', remoteAddress: '10.82.0.2' })).statusCode,
    ).toBe(200);
  });

  it('counts POST /api/getSelectionByTypeCatagory against the public read limit', async () => {
    const list = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/getSelectionByTypeCatagory',
        payload: { type: 'goldRings', page: 1 },
        remoteAddress: '10.82.0.3',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await list()).statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(statuses.slice(12)).toEqual([429, 429]);
  });

  /** Misses of the read cache so far, from GET /metrics. */
  async function cacheMisses(): Promise<number> {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const line = res.body.split('\n').find((l) => l.startsWith('catalog_cache_lookups_total{result="miss"}'));
    return Number(line?.split(' ')[1] ?? 0);
  }

  it('stores one answer per parsed input: junk fields, field order and spacing make no new entry', async () => {
    const search = (junk: number) => {
      const input = { '0': { q: '', limit: 100, junk: `k${junk}` }, '1': { limit: 100, q: '', [`x${junk}`]: 1 } };
      return t.app.inject({
        method: 'GET',
        url: `/trpc/search.search,search.search?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`,
        remoteAddress: `10.82.1.${junk}`,
      });
    };
    const first = await search(0);
    expect(first.statusCode, first.body).toBe(200);
    const afterFirst = await cacheMisses();
    for (let k = 1; k <= 10; k++) {
      const res = await search(k);
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    const rest = (x: number) =>
      t.app.inject({ method: 'GET', url: `/api/getProducts?limit=100&x=${x}`, remoteAddress: `10.82.2.${x}` });
    const afterSearches = await cacheMisses();
    expect(afterSearches).toBe(afterFirst);
    expect((await rest(0)).statusCode).toBe(200);
    const afterFirstRest = await cacheMisses();
    for (let x = 1; x <= 10; x++) expect((await rest(x)).statusCode).toBe(200);
    // On main every junk variant was a miss of the HTTP layer (21 misses here); now none is.
    expect(afterFirstRest - afterFirst).toBeGreaterThan(0);
    expect(await cacheMisses()).toBe(afterFirstRest);
  });
});

describe('the read cache is bounded by bytes (issue 24 finding 1)', () => {
  it('keeps the estimated bytes of its entries within maxBytes, dropping the least recently used', async () => {
    const cache = createCatalogCache(undefined, { maxBytes: 1024 * 1024 });
    const page = (i: number) => ({
      items: Array.from({ length: 100 }, (_, j) => ({ id: i * 100 + j, name: 'x'.repeat(200) })),
    });
    let loads = 0;
    for (let i = 0; i < 100; i++) await cache.read(`page:${i}`, async () => (loads++, page(i)));
    expect(loads).toBe(100);
    // About 22 KB of JSON each, about 44 KB weighed: the first pages are gone, the last are kept.
    await cache.read('page:99', async () => (loads++, page(99)));
    expect(loads).toBe(100);
    await cache.read('page:0', async () => (loads++, page(0)));
    expect(loads).toBe(101);
    expect(entryBytes('k', page(1))).toBeGreaterThan(40_000);
  });

  it('weighs an HTTP answer by its body and compressed forms, made when it is stored', () => {
    const body = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Piece ${i}` })) });
    const entry = cachedResponse(body, 'application/json');
    expect(entry.br).toBeDefined();
    expect(entry.gzip).toBeDefined();
    expect(entry.cacheBytes).toBe(entry.body.length + entry.br!.length + entry.gzip!.length + entry.etag.length * 2);
  });
});
