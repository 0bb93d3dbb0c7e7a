import { performance } from 'node:perf_hooks';
import { countMatchingProducts, pageProductIds, type ListFilter } from '@server/modules/catalog/catalog.repo';
import { countSelection, pageSelectionIds } from '@server/modules/selection/selection.repo';
import { productsByIds } from '@server/modules/catalog/catalog.service';
import type { Db } from '@server/platform/db/database';
import { searchInput } from '@shared/schemas/search';
import { loadFacetIndex, search, suggest } from '@server/modules/search/search.service';
import { createCatalogCache } from '@server/platform/cache/catalog-cache';

// The listing queries themselves, with no cache in front: what a read costs right after an
// admin write, and whether it grows with the catalogue. Timed in the benchmark process, one at
// a time, so the figures are the database's and not the event loop's.

export interface QueryTiming {
  name: string;
  p50Ms: number;
  p95Ms: number;
  p99Ms?: number;
}

const ROUNDS = 41;

/** A listing page as the procedure reads it: the ids along the sort's index, then the priced products. */
const pageProducts = (db: Db, filter: ListFilter) => pageProductIds(db, filter).then((ids) => productsByIds(db, ids));

/** Wall times in ms of `rounds` runs after 5 warm-up runs, sorted. */
export async function sortedSamples(run: () => Promise<unknown>, rounds: number): Promise<number[]> {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

async function time(name: string, run: () => Promise<unknown>): Promise<QueryTiming> {
  const samples = await sortedSamples(run, ROUNDS);
  const at = (q: number) =>
    Number((samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0).toFixed(3));
  return { name, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}

export async function timeListingQueries(db: Db): Promise<QueryTiming[]> {
  const page = { page: 1, limit: 20 } as const;
  return [
    await time('products page 1 (newest)', () => pageProducts(db, { ...page, sort: 'relevance' })),
    await time('products page 1 (name A-Z)', () => pageProducts(db, { ...page, sort: 'nameAsc' })),
    await time('products page 1 of a category', () => pageProducts(db, { ...page, sort: 'relevance', categoryId: 1 })),
    await time('products page 10', () => pageProducts(db, { page: 10, limit: 20, sort: 'relevance' })),
    await time('selection page 1 (featured)', () =>
      pageSelectionIds(db, 'goldRings', { ...page, sort: 'relevance' }).then((ids) => productsByIds(db, ids)),
    ),
    await time('selection page 1 (name A-Z)', () =>
      pageSelectionIds(db, 'goldRings', { ...page, sort: 'nameAsc' }).then((ids) => productsByIds(db, ids)),
    ),
    await time('selection page 1 of a category', () =>
      pageSelectionIds(db, 'goldRings', { ...page, sort: 'relevance', categoryId: 1 }).then((ids) =>
        productsByIds(db, ids),
      ),
    ),
    await time('count of all products (cached per filter)', () => countMatchingProducts(db, {})),
    await time('count of a selection (cached per filter)', () => countSelection(db, 'goldRings', {})),
  ];
}

/** Search names used by the targets in run.ts. */
export const SEARCH_QUERIES = {
  facets: 'search with facets: "kamal ring", 22K (uncached)',
  broad: 'search with facets: "ring" (every ring, uncached)',
  everything: 'search with facets: "gold" (nearly every piece, uncached)',
  collection: 'collection page with facets: goldRings, 22K (uncached)',
  noMatch: 'search that matches nothing: "zzqx" (uncached)',
  suggest: 'suggestions: "mor ri" (uncached)',
  facetIndex: 'facet index build (the first search after a catalogue write)',
} as const;

/**
 * The search service with no cache of answers in front, as the procedure calls it after a write.
 * The facet index is kept as the server keeps it (one per catalogue version; nothing writes
 * here), and its build, which the first search after each write pays, is timed on its own.
 */
export async function timeSearchQueries(db: Db): Promise<QueryTiming[]> {
  const input = (v: Record<string, unknown>) => searchInput.parse(v);
  const holder = createCatalogCache();
  const rounds = 101;
  const timeMany = async (name: string, run: () => Promise<unknown>, n = rounds): Promise<QueryTiming> => {
    const samples = await sortedSamples(run, n);
    const at = (q: number) =>
      Number((samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0).toFixed(3));
    return { name, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
  };
  return [
    await timeMany(SEARCH_QUERIES.facets, () =>
      search(db, input({ q: 'kamal ring', purity: '22K' }), undefined, holder),
    ),
    await timeMany(SEARCH_QUERIES.broad, () => search(db, input({ q: 'ring' }), undefined, holder)),
    await timeMany(SEARCH_QUERIES.everything, () => search(db, input({ q: 'gold' }), undefined, holder), 21),
    await timeMany(SEARCH_QUERIES.collection, () => search(db, input({ purity: '22K' }), ['goldRings'], holder)),
    await timeMany(SEARCH_QUERIES.noMatch, () => search(db, input({ q: 'zzqx' }), undefined, holder)),
    await timeMany(SEARCH_QUERIES.suggest, () => suggest(db, 'mor ri')),
    await timeMany(SEARCH_QUERIES.facetIndex, () => loadFacetIndex(db), 11),
  ];
}
