import {
  COLLECTIONS, METALS, ALL_PURITIES, SELECTION_TYPE_LABELS, SELECTION_TYPES, STONE_KINDS, type Metal, type Purity, type SelectionType, type StoneKind,
} from '../../../shared/constants';
import { priceRangePaise } from '../../../shared/schemas/catalog';
import { totalPagesFor } from '../../../shared/schemas/common';
import {
  PRICE_BANDS_RUPEES, WEIGHT_BANDS_GRAMS, weightRangeMg, type BandFacetValue, type SearchFacets, type SearchQuery, type SearchResult, type SearchSuggestions,
} from '../../../shared/schemas/search';
import { parseQuery, searchWords, canonicalWord, wordsHold, type ParsedQuery } from '../../../shared/search-text';
import { MG_PER_GRAM } from '../../../shared/pricing';
import { productsByIds } from '../catalog/catalog.service';
import type { Db } from '../../platform/db/database';
import * as repo from './search.repo';

// Search and the collection pages' filters, one machinery. The text index and the structured
// words of the query (22K, 2.4) and a fixed collection choose the candidates in the database;
// the facets, the filters and the order are then worked out in one pass over the candidates'
// few columns. Each facet counts the pieces that pass every other active filter (so choosing
// 22K shows the categories among 22K pieces and the other purities still show their counts),
// and both databases give the same answer because the counting and ordering are the same code.

const PAISE_PER_RUPEE = 100;
const BIT = { metal: 1, purity: 2, category: 4, collection: 8, stone: 16, price: 32, weight: 64 } as const;
type Facet = keyof typeof BIT;

type Candidate = repo.CandidateRow;

function bandIndex(value: number | null, bands: ReadonlyArray<readonly [number, number | null]>, scale: number): number {
  if (value === null) return -1;
  return bands.findIndex(([min, max]) => value >= min * scale && (max === null || value < max * scale));
}

function textOf(parsed: ParsedQuery): repo.TextMatch {
  return { terms: parsed.terms, prefix: parsed.prefix };
}

type Comparator = (a: Candidate, b: Candidate) => number;
const byNewest: Comparator = (a, b) => b.createdAt - a.createdAt || b.id - a.id;
const byName = (dir: 1 | -1): Comparator => (a, b) => (a.nameKey < b.nameKey ? -dir : a.nameKey > b.nameKey ? dir : dir * (a.id - b.id));
const byPrice = (dir: 1 | -1): Comparator => (a, b) => {
  if (a.pricePaise === null || b.pricePaise === null) return (a.pricePaise === null ? 1 : 0) - (b.pricePaise === null ? 1 : 0) || dir * (a.id - b.id);
  return dir * (a.pricePaise - b.pricePaise) || dir * (a.id - b.id);
};

function comparatorFor(sort: SearchQuery['sort'], ranked: boolean, featured: boolean): Comparator {
  const chosen: Comparator =
    sort === 'nameAsc' ? byName(1)
      : sort === 'nameDesc' ? byName(-1)
        : sort === 'priceAsc' ? byPrice(1)
          : sort === 'priceDesc' ? byPrice(-1)
            : sort === 'relevance' && featured
              ? (a, b) => b.addedAt - a.addedAt || b.id - a.id
              : byNewest;
  // Relevance first (a match in the name above one in the other text), then the chosen order.
  return ranked ? (a, b) => Number(b.nameMatch) - Number(a.nameMatch) || chosen(a, b) : chosen;
}

/** A fixed collection: the collection pages' machinery; undefined for the shop-wide search. */
export async function search(db: Db, input: SearchQuery, fixedCollection?: SelectionType): Promise<SearchResult> {
  const parsed = parseQuery(input.q ?? '');
  const empty: SearchResult = { products: [], total: 0, totalPages: 0, page: input.page, facets: emptyFacets() };
  if (parsed.empty) return empty;
  const hasText = parsed.terms.length > 0 || parsed.prefix !== undefined;
  const spec: repo.CandidateSpec = {
    text: hasText ? textOf(parsed) : undefined, purities: parsed.purities, sizes: parsed.sizes, collection: fixedCollection,
    nameKeys: input.sort === 'nameAsc' || input.sort === 'nameDesc',
  };
  const candidates = await repo.candidateRows(db, spec);

  const { minPaise, maxPaise } = priceRangePaise(input);
  const { minMg, maxMg } = weightRangeMg(input);
  const failing = (c: Candidate): number => {
    let mask = 0;
    if (input.metal !== undefined && c.metal !== input.metal) mask |= BIT.metal;
    if (input.purity !== undefined && c.purity !== input.purity) mask |= BIT.purity;
    if (input.category !== undefined && c.categoryId !== input.category) mask |= BIT.category;
    if (input.collection !== undefined && !c.collections.includes(input.collection)) mask |= BIT.collection;
    if (input.stone !== undefined && !c.stoneKinds.includes(input.stone)) mask |= BIT.stone;
    if ((minPaise !== undefined || maxPaise !== undefined) && (c.pricePaise === null || (minPaise !== undefined && c.pricePaise < minPaise) || (maxPaise !== undefined && c.pricePaise > maxPaise))) mask |= BIT.price;
    if ((minMg !== undefined || maxMg !== undefined) && (c.netWeightMg === null || (minMg !== undefined && c.netWeightMg < minMg) || (maxMg !== undefined && c.netWeightMg > maxMg))) mask |= BIT.weight;
    return mask;
  };

  const counts = {
    metal: new Map<string, number>(), purity: new Map<string, number>(), category: new Map<number, number>(), collection: new Map<string, number>(),
    stone: new Map<string, number>(), price: new Array<number>(PRICE_BANDS_RUPEES.length).fill(0), weight: new Array<number>(WEIGHT_BANDS_GRAMS.length).fill(0),
  };
  const add = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  const matches: Candidate[] = [];
  for (const c of candidates) {
    const mask = failing(c);
    // A piece counts in a facet when it passes every filter but (perhaps) that facet's own.
    const counts_ = (f: Facet) => mask === 0 || mask === BIT[f];
    if (mask === 0) matches.push(c);
    if (counts_('metal') && c.metal !== null) add(counts.metal, c.metal);
    if (counts_('purity') && c.purity !== null) add(counts.purity, c.purity);
    if (counts_('category')) add(counts.category, c.categoryId);
    if (counts_('collection')) for (const type of c.collections) add(counts.collection, type);
    if (counts_('stone')) for (const kind of c.stoneKinds) add(counts.stone, kind);
    if (counts_('price')) {
      const band = bandIndex(c.pricePaise, PRICE_BANDS_RUPEES, PAISE_PER_RUPEE);
      if (band >= 0) counts.price[band] = (counts.price[band] ?? 0) + 1;
    }
    if (counts_('weight')) {
      const band = bandIndex(c.netWeightMg, WEIGHT_BANDS_GRAMS, MG_PER_GRAM);
      if (band >= 0) counts.weight[band] = (counts.weight[band] ?? 0) + 1;
    }
  }

  matches.sort(comparatorFor(input.sort, hasText, fixedCollection !== undefined));
  const start = (input.page - 1) * input.limit;
  const pageIds = matches.slice(start, start + input.limit).map((c) => c.id);
  const [products, names] = await Promise.all([productsByIds(db, pageIds), repo.categoryNames(db, [...counts.category.keys()])]);

  const ordered = <V extends string>(values: readonly V[], map: Map<string, number>) =>
    values.flatMap((value) => { const count = map.get(value) ?? 0; return count > 0 ? [{ value, count }] : []; });
  const bands = (defs: ReadonlyArray<readonly [number, number | null]>, values: number[]): BandFacetValue[] =>
    defs.flatMap(([min, max], i) => { const count = values[i] ?? 0; return count > 0 ? [{ min, max, count }] : []; });
  const facets: SearchFacets = {
    metal: ordered<Metal>(METALS, counts.metal),
    purity: ordered<Purity>(ALL_PURITIES, counts.purity),
    category: [...counts.category.entries()]
      .map(([value, count]) => ({ value, count, label: names.get(value) ?? '' }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    collection: ordered<SelectionType>(SELECTION_TYPES, counts.collection).map((f) => ({ ...f, label: SELECTION_TYPE_LABELS[f.value] })),
    stone: ordered<StoneKind>(STONE_KINDS, counts.stone),
    price: bands(PRICE_BANDS_RUPEES, counts.price),
    weight: bands(WEIGHT_BANDS_GRAMS, counts.weight),
  };
  return { products, total: matches.length, totalPages: totalPagesFor(matches.length, input.limit), page: input.page, facets };
}

function emptyFacets(): SearchFacets {
  return { metal: [], purity: [], category: [], collection: [], stone: [], price: [], weight: [] };
}

const SUGGESTED_PRODUCTS = 5;
const SUGGESTED_COLLECTIONS = 3;

/** What the header box offers as the shopper types: the best few pieces and the collections named. */
export async function suggest(db: Db, q: string): Promise<SearchSuggestions> {
  const parsed = parseQuery(q);
  const hasText = parsed.terms.length > 0 || parsed.prefix !== undefined;
  if (parsed.empty || (!hasText && parsed.purities.length === 0 && parsed.sizes.length === 0)) return { products: [], collections: [] };
  const spec: repo.CandidateSpec = { text: hasText ? textOf(parsed) : undefined, purities: parsed.purities, sizes: parsed.sizes };
  const byName = hasText ? await repo.newestMatching(db, spec, true, SUGGESTED_PRODUCTS, []) : [];
  const rest = byName.length < SUGGESTED_PRODUCTS ? await repo.newestMatching(db, spec, false, SUGGESTED_PRODUCTS - byName.length, byName) : [];
  const products = await productsByIds(db, [...byName, ...rest]);
  return {
    products: products.map((p) => ({ id: p.id, name: p.name, photo: p.photo, price: p.price?.total ?? null })),
    collections: hasText ? matchingCollections(parsed) : [],
  };
}

/** Collections whose title holds every word of the query (the last as a prefix). */
function matchingCollections(parsed: ParsedQuery): Array<{ path: string; title: string }> {
  return COLLECTIONS.filter((col) => {
    const words = searchWords(`${col.title} ${col.blurb}`).flatMap((w) => [w, canonicalWord(w)]);
    return wordsHold(words, parsed);
  }).slice(0, SUGGESTED_COLLECTIONS).map((col) => ({ path: col.path, title: col.title }));
}

// ---- Keeping the index in step ----------------------------------------------------

/** Re-indexes products after a write; call inside the write's transaction. */
export function indexProducts(db: Db, ids: readonly number[]): Promise<void> {
  return repo.writeSearchDocs(db, ids);
}

/** Re-indexes a category's products (its name is part of their text); call inside the rename's transaction. */
export async function indexCategory(db: Db, categoryId: number): Promise<void> {
  const ids = await repo.productIdsOfCategory(db, categoryId);
  for (let i = 0; i < ids.length; i += REBUILD_BATCH) await repo.writeSearchDocs(db, ids.slice(i, i + REBUILD_BATCH));
}

const REBUILD_BATCH = 500;

/** Rebuilds the whole index from the products (after a bulk load, or a change of synonyms). */
export async function rebuildSearchIndex(db: Db): Promise<number> {
  await repo.clearSearchDocs(db);
  let after = 0;
  let total = 0;
  for (;;) {
    const ids = await repo.productIdsAfter(db, after, REBUILD_BATCH);
    if (ids.length === 0) return total;
    await repo.writeSearchDocs(db, ids);
    total += ids.length;
    after = ids[ids.length - 1] ?? after;
  }
}
