import {
  COLLECTIONS,
  METALS,
  ALL_PURITIES,
  SELECTION_TYPE_LABELS,
  SELECTION_TYPES,
  STONE_KINDS,
  type Metal,
  type Purity,
  type SelectionType,
  type StoneKind,
} from '@shared/constants';
import { priceRangePaise } from '@shared/schemas/catalog';
import { totalPagesFor } from '@shared/schemas/common';
import {
  PRICE_BANDS_RUPEES,
  WEIGHT_BANDS_GRAMS,
  weightRangeMg,
  type BandFacetValue,
  type SearchFacets,
  type SearchQuery,
  type SearchResult,
  type SearchSuggestions,
} from '@shared/schemas/search';
import { parseQuery, searchWords, canonicalWord, wordsHold, type ParsedQuery } from '@shared/search-text';
import { productsByIds } from '../catalog/catalog.service';
import type { CatalogCache } from '@server/platform/cache/catalog-cache';
import type { Db } from '@server/platform/db/database';
import type { WriteEvent } from '@server/platform/events/hooks';
import {
  buildFacetIndex,
  collectionBit,
  metalCode,
  nameMatches,
  NONE,
  purityCode,
  stoneBit,
  type FacetIndex,
} from './facet-index';
import * as repo from './search.repo';

// Search and the collection pages' filters, one machinery. The full-text index names the pieces
// whose words match; the facet index (facet-index.ts: the catalogue's facet columns in memory,
// one per catalogue version) supplies everything else. The structured words of the query (22K,
// 2.4) and a fixed collection narrow the candidates; the facets, the filters and the page are
// then worked out in one pass over them. Each facet counts the pieces that pass every other
// active filter (so choosing 22K shows the categories among 22K pieces and the other purities
// still show their counts), and both databases give the same answer because the counting and
// ordering are the same code.

/** Bits of the failing filters of a piece (a piece counts in a facet when it fails none but its own). */
const BIT = { metal: 1, purity: 2, category: 4, collection: 8, stone: 16, price: 32, weight: 64 } as const;
const FACET_INDEX_KEY = 'search:facet-index';

/** The codes of the chosen values of a coded facet; undefined when none is chosen. */
function codeSet(values: readonly string[] | undefined, code: (v: string) => number): Set<number> | undefined {
  if (!values || values.length === 0) return undefined;
  return new Set(values.map(code).filter((c) => c !== NONE));
}

function textOf(parsed: ParsedQuery): repo.TextMatch {
  return { terms: parsed.terms, prefix: parsed.prefix };
}

export async function loadFacetIndex(db: Db): Promise<FacetIndex> {
  return buildFacetIndex(await repo.facetSourceRows(db));
}

/** Where the facet index is kept between searches: the catalogue cache, one per catalogue version. */
export type FacetIndexHolder = Pick<CatalogCache, 'pinned'>;

/** An order to walk: lists of slots, each forwards or backwards. */
type Walk = Array<{ list: Int32Array; backwards: boolean }>;

function orderFor(index: FacetIndex, sort: SearchQuery['sort'], fixedCollection: SelectionType | undefined): Walk {
  switch (sort) {
    case 'nameAsc':
      return [{ list: index.nameAsc, backwards: false }];
    case 'nameDesc':
      return [{ list: index.nameAsc, backwards: true }];
    case 'priceAsc':
      return [
        { list: index.pricedAsc, backwards: false },
        { list: index.unpricedAsc, backwards: false },
      ];
    case 'priceDesc':
      return [
        { list: index.pricedAsc, backwards: true },
        { list: index.unpricedAsc, backwards: true },
      ];
    case 'relevance':
      // Relevance in a collection is its featured order; elsewhere the newest first.
      if (fixedCollection !== undefined)
        return [{ list: index.featured.get(fixedCollection) ?? new Int32Array(0), backwards: false }];
      return [{ list: index.newest, backwards: false }];
    case 'newest':
      return [{ list: index.newest, backwards: false }];
  }
}

/** Visits the slots in order until `visit` says stop. */
function walk(order: Walk, visit: (slot: number) => boolean): void {
  for (const { list, backwards } of order) {
    if (backwards) {
      for (let i = list.length - 1; i >= 0; i--) if (visit(list[i]!)) return;
    } else {
      for (let i = 0; i < list.length; i++) if (visit(list[i]!)) return;
    }
  }
}

/** The members of the fixed collections, each once: one collection's in its featured order. */
function membersOf(index: FacetIndex, types: readonly SelectionType[]): Int32Array {
  if (types.length === 1) return index.featured.get(types[0]!) ?? new Int32Array(0);
  const slots = new Set<number>();
  for (const type of types) for (const s of index.featured.get(type) ?? []) slots.add(s);
  return Int32Array.from(slots);
}

/**
 * Fixed collections: the collection pages' machinery (a first-version alias fixes several, each
 * piece listed once; their relevance is the newest first); undefined for the shop-wide search.
 * `holder` keeps the facet index for the catalogue's version.
 */
export async function search(
  db: Db,
  input: SearchQuery,
  fixedCollections: readonly SelectionType[] | undefined,
  holder: FacetIndexHolder,
): Promise<SearchResult> {
  const parsed = parseQuery(input.q ?? '');
  const empty: SearchResult = { products: [], total: 0, totalPages: 0, page: input.page, facets: emptyFacets() };
  // An alias that matches no collection of ours lists nothing.
  if (parsed.empty || fixedCollections?.length === 0) return empty;
  const fixedCollection = fixedCollections?.length === 1 ? fixedCollections[0] : undefined;
  const hasText = parsed.terms.length > 0 || parsed.prefix !== undefined;
  const index = await holder.pinned(FACET_INDEX_KEY, () => loadFacetIndex(db));
  const textIds = hasText ? await repo.textMatchIds(db, textOf(parsed)) : undefined;
  const sizeIds = parsed.sizes.length > 0 ? await repo.idsWithSizes(db, parsed.sizes) : undefined;
  const n = index.size;

  // The candidates: the text's matches, else the fixed collection's members, else every piece;
  // then the structured words of the query and the fixed collection.
  let candidates: Int32Array;
  if (textIds) candidates = Int32Array.from(textIds, (id) => index.slotOf(id)).filter((s) => s >= 0);
  else if (fixedCollections !== undefined) candidates = membersOf(index, fixedCollections);
  else candidates = index.newest; // every slot
  // Nothing to count (the usual answer to a word nobody uses): no pass over the catalogue's slots.
  if (candidates.length === 0) return empty;
  const purityCodes = new Set(parsed.purities.map(purityCode));
  const sized = sizeIds ? new Set(sizeIds.map((id) => index.slotOf(id))) : undefined;
  const fixedBit = (fixedCollections ?? []).reduce((bits, type) => bits | collectionBit(type), 0);

  const { minPaise, maxPaise } = priceRangePaise(input);
  const { minMg, maxMg } = weightRangeMg(input);
  // Several values of a facet: a piece passes when it has any of them.
  const wantMetals = codeSet(input.metal, metalCode);
  const wantPurities = codeSet(input.purity, purityCode);
  const wantCategories = input.category && input.category.length > 0 ? new Set(input.category) : undefined;
  const wantCollection = (input.collection ?? []).reduce((bits, type) => bits | collectionBit(type), 0);
  const wantStone = (input.stone ?? []).reduce((bits, kind) => bits | stoneBit(kind), 0);
  const priceFiltered = minPaise !== undefined || maxPaise !== undefined;
  const weightFiltered = minMg !== undefined || maxMg !== undefined;

  const metalCounts = new Array<number>(METALS.length).fill(0);
  const purityCounts = new Array<number>(ALL_PURITIES.length).fill(0);
  const categoryCounts = new Map<number, number>();
  const collectionCounts = new Array<number>(SELECTION_TYPES.length).fill(0);
  const stoneCounts = new Array<number>(STONE_KINDS.length).fill(0);
  const priceCounts = new Array<number>(PRICE_BANDS_RUPEES.length).fill(0);
  const weightCounts = new Array<number>(WEIGHT_BANDS_GRAMS.length).fill(0);
  const countBits = (counts: number[], bits: number) => {
    for (let m = bits; m !== 0; m &= m - 1) counts[31 - Math.clz32(m & -m)]! += 1;
  };

  // 1: matches; 2: matches with every word in the name (ranked first).
  const flags = new Uint8Array(n);
  const named = hasText ? nameMatches(index, parsed.terms, parsed.prefix) : undefined;
  let total = 0;
  let namedTotal = 0;
  for (const s of candidates) {
    if (textIds && fixedBit !== 0 && (index.collections[s]! & fixedBit) === 0) continue;
    if (purityCodes.size > 0 && !purityCodes.has(index.purity[s]!)) continue;
    if (sized && !sized.has(s)) continue;
    const price = index.price[s]!;
    const weight = index.weight[s]!;
    let mask = 0;
    if (wantMetals && !wantMetals.has(index.metal[s]!)) mask |= BIT.metal;
    if (wantPurities && !wantPurities.has(index.purity[s]!)) mask |= BIT.purity;
    if (wantCategories && !wantCategories.has(index.category[s]!)) mask |= BIT.category;
    if (wantCollection !== 0 && (index.collections[s]! & wantCollection) === 0) mask |= BIT.collection;
    if (wantStone !== 0 && (index.stones[s]! & wantStone) === 0) mask |= BIT.stone;
    if (
      priceFiltered &&
      (Number.isNaN(price) ||
        (minPaise !== undefined && price < minPaise) ||
        (maxPaise !== undefined && price > maxPaise))
    )
      mask |= BIT.price;
    if (
      weightFiltered &&
      (Number.isNaN(weight) || (minMg !== undefined && weight < minMg) || (maxMg !== undefined && weight > maxMg))
    )
      mask |= BIT.weight;
    if (mask === 0) {
      total += 1;
      if (named && named.holds(s)) {
        flags[s] = 2;
        namedTotal += 1;
      } else flags[s] = 1;
    }
    // A piece counts in a facet when it passes every filter but (perhaps) that facet's own.
    if (mask !== 0 && (mask & (mask - 1)) !== 0) continue; // fails two or more: counts nowhere
    if ((mask === 0 || mask === BIT.metal) && index.metal[s] !== NONE) metalCounts[index.metal[s]!]! += 1;
    if ((mask === 0 || mask === BIT.purity) && index.purity[s] !== NONE) purityCounts[index.purity[s]!]! += 1;
    if (mask === 0 || mask === BIT.category) {
      const category = index.category[s]!;
      categoryCounts.set(category, (categoryCounts.get(category) ?? 0) + 1);
    }
    if ((mask === 0 || mask === BIT.collection) && index.collections[s] !== 0)
      countBits(collectionCounts, index.collections[s]!);
    if ((mask === 0 || mask === BIT.stone) && index.stones[s] !== 0) countBits(stoneCounts, index.stones[s]!);
    if ((mask === 0 || mask === BIT.price) && index.priceBand[s]! >= 0) priceCounts[index.priceBand[s]!]! += 1;
    if ((mask === 0 || mask === BIT.weight) && index.weightBand[s]! >= 0) weightCounts[index.weightBand[s]!]! += 1;
  }

  // The page: ranked, the pieces named by every word come first, each group in the chosen order.
  const start = (input.page - 1) * input.limit;
  const pageSlots: number[] = [];
  if (start < total) {
    const order = orderFor(index, input.sort, fixedCollection);
    let skipped = 0;
    const take = (flag: number) =>
      walk(order, (s) => {
        if (flags[s] !== flag) return false;
        if (skipped < start) skipped += 1;
        else pageSlots.push(s);
        return pageSlots.length >= input.limit;
      });
    if (named) {
      if (start < namedTotal) take(2);
      else skipped = namedTotal;
      if (pageSlots.length < input.limit) take(1);
    } else {
      take(1);
    }
  }
  const pageIds = pageSlots.map((s) => index.ids[s]!);
  const [products, names] = await Promise.all([
    productsByIds(db, pageIds),
    repo.categoryNames(db, [...categoryCounts.keys()]),
  ]);

  const ordered = <V extends string>(values: readonly V[], counts: number[]) =>
    values.flatMap((value, i) => {
      const count = counts[i] ?? 0;
      return count > 0 ? [{ value, count }] : [];
    });
  const bands = (defs: ReadonlyArray<readonly [number, number | null]>, values: number[]): BandFacetValue[] =>
    defs.flatMap(([min, max], i) => {
      const count = values[i] ?? 0;
      return count > 0 ? [{ min, max, count }] : [];
    });
  const facets: SearchFacets = {
    metal: ordered<Metal>(METALS, metalCounts),
    purity: ordered<Purity>(ALL_PURITIES, purityCounts),
    category: [...categoryCounts.entries()]
      .map(([value, count]) => ({ value, count, label: names.get(value) ?? '' }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    collection: ordered<SelectionType>(SELECTION_TYPES, collectionCounts).map((f) => ({
      ...f,
      label: SELECTION_TYPE_LABELS[f.value],
    })),
    stone: ordered<StoneKind>(STONE_KINDS, stoneCounts),
    price: bands(PRICE_BANDS_RUPEES, priceCounts),
    weight: bands(WEIGHT_BANDS_GRAMS, weightCounts),
  };
  return { products, total, totalPages: totalPagesFor(total, input.limit), page: input.page, facets };
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
  if (parsed.empty || (!hasText && parsed.purities.length === 0 && parsed.sizes.length === 0))
    return { products: [], collections: [] };
  const spec: repo.CandidateSpec = {
    text: hasText ? textOf(parsed) : undefined,
    purities: parsed.purities,
    sizes: parsed.sizes,
  };
  const byName = hasText ? await repo.newestMatching(db, spec, true, SUGGESTED_PRODUCTS, []) : [];
  const rest =
    byName.length < SUGGESTED_PRODUCTS
      ? await repo.newestMatching(db, spec, false, SUGGESTED_PRODUCTS - byName.length, byName)
      : [];
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
  })
    .slice(0, SUGGESTED_COLLECTIONS)
    .map((col) => ({ path: col.path, title: col.title }));
}

// ---- Keeping the index in step ----------------------------------------------------

// Post-write hooks (subscribed in write-hooks.ts), run in the writer's transaction.

/** Rewrites a product's index row after its write (a deleted product's goes by foreign key). */
export async function onProductWritten(trx: Db, event: WriteEvent<'product'>): Promise<void> {
  if (event.entityId !== null && event.action !== 'delete') await repo.writeSearchDocs(trx, [event.entityId]);
}

/** A category's name is part of its products' text: a rename rewrites their rows. */
export async function onCategoryWritten(trx: Db, event: WriteEvent<'category'>): Promise<void> {
  if (event.entityId === null || event.action !== 'update' || event.before?.name === event.after?.name) return;
  const ids = await repo.productIdsOfCategory(trx, event.entityId);
  for (let i = 0; i < ids.length; i += REBUILD_BATCH) await repo.writeSearchDocs(trx, ids.slice(i, i + REBUILD_BATCH));
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
