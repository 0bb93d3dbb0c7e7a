import { ALL_PURITIES, METALS, SELECTION_TYPES, STONE_KINDS } from '@shared/constants';
import { PRICE_BANDS_RUPEES, WEIGHT_BANDS_GRAMS } from '@shared/schemas/search';
import { MG_PER_GRAM, PAISE_PER_RUPEE } from '@shared/pricing';
import type { FacetSourceRows } from './search.repo';

// The facets' view of the catalogue, in memory: one column per facet (typed arrays, one slot per
// product), every sort order worked out once, and the words of every indexed name. Built from
// three whole-table reads for each catalogue version (every write invalidates it, on every
// instance, through the catalogue cache) and shared by every search under that version.
//
// Why: a search's facets count every matching piece, so a broad word ("ring" is one piece in
// ten, "gold" nearly all) made the database read each match's row, stones and collections, and
// the server sort them all: 54 ms (SQLite) and 121 ms (MariaDB) for "ring" at 100,000 products,
// most of a second for "gold". Here the database only names the matches (the full-text index),
// and counting, filtering and paging are a pass over small arrays. See bench/results/performance-log.md.

/** Where a product has no value for a coded facet (no metal, an unknown purity). */
export const NONE = 255;

export interface FacetIndex {
  size: number;
  ids: Int32Array;
  /** The slot of a product id, or -1. */
  slotOf(id: number): number;
  /** Index into METALS / ALL_PURITIES, or NONE. */
  metal: Uint8Array;
  purity: Uint8Array;
  category: Int32Array;
  /** NaN where there is none (price on request, no weight). */
  price: Float64Array;
  weight: Float64Array;
  /** Index into PRICE_BANDS_RUPEES / WEIGHT_BANDS_GRAMS, or -1. */
  priceBand: Int8Array;
  weightBand: Int8Array;
  /** Bit i: STONE_KINDS[i] / SELECTION_TYPES[i]. */
  stones: Uint32Array;
  collections: Uint32Array;
  /** Every slot, newest first (created, then id, descending). */
  newest: Int32Array;
  /** Every slot by name key, then id, ascending (read backwards for Z-A). */
  nameAsc: Int32Array;
  /** Priced slots by price, then id, ascending; then the unpriced by id ascending. */
  pricedAsc: Int32Array;
  unpricedAsc: Int32Array;
  /** A collection's members in its featured order (added, then id, descending). */
  featured: Map<string, Int32Array>;
  /** Each word of the indexed names, sorted (a prefix's words are next to each other)... */
  nameWords: string[];
  /**
   * ...and the slots (ascending) whose name holds the word at `at`: namePostings[nameStarts[at] ..
   * nameStarts[at + 1]).
   */
  nameStarts: Int32Array;
  namePostings: Int32Array;
}

const codeOf = (values: readonly string[]) => {
  const codes = new Map(values.map((v, i) => [v, i] as const));
  return (v: string | null | undefined) => (v === null || v === undefined ? NONE : (codes.get(v) ?? NONE));
};
const bitOf = (values: readonly string[]) => {
  const bits = new Map(values.map((v, i) => [v, (1 << i) >>> 0] as const));
  return (v: string) => bits.get(v) ?? 0;
};

/** How the index codes a value (what a filter compares its column with): NONE or 0 for an unknown one. */
export const metalCode = codeOf(METALS);
export const purityCode = codeOf(ALL_PURITIES);
export const stoneBit = bitOf(STONE_KINDS);
export const collectionBit = bitOf(SELECTION_TYPES);

function bandOf(value: number | null, bands: ReadonlyArray<readonly [number, number | null]>, scale: number): number {
  if (value === null) return -1;
  return bands.findIndex(([min, max]) => value >= min * scale && (max === null || value < max * scale));
}

/** Slots sorted by a comparator over slots. */
function sortedSlots(slots: number[], compare: (a: number, b: number) => number): Int32Array {
  return Int32Array.from(slots.sort(compare));
}

/**
 * Builds the index. The rows come in id order (products) and in featured order (members: by
 * collection, newest addition first, then id descending), which the orders below rely on.
 */
export function buildFacetIndex(rows: FacetSourceRows): FacetIndex {
  const products = rows.products;
  const size = products.length;
  const ids = new Int32Array(size);
  const metal = new Uint8Array(size);
  const purity = new Uint8Array(size);
  const category = new Int32Array(size);
  const price = new Float64Array(size);
  const weight = new Float64Array(size);
  const priceBand = new Int8Array(size);
  const weightBand = new Int8Array(size);
  const stones = new Uint32Array(size);
  const collections = new Uint32Array(size);
  const created = new Float64Array(size);
  const slots = new Map<number, number>();
  // The names' words: each word's number, and (word, slot) pairs in slot order.
  const wordNumber = new Map<string, number>();
  const pairs: number[] = [];

  for (let i = 0; i < size; i++) {
    const p = products[i]!;
    ids[i] = p.id;
    slots.set(p.id, i);
    metal[i] = metalCode(p.metal);
    purity[i] = purityCode(p.purity);
    category[i] = p.categoryId;
    price[i] = p.pricePaise ?? Number.NaN;
    weight[i] = p.netWeightMg ?? Number.NaN;
    priceBand[i] = bandOf(p.pricePaise, PRICE_BANDS_RUPEES, PAISE_PER_RUPEE);
    weightBand[i] = bandOf(p.netWeightMg, WEIGHT_BANDS_GRAMS, MG_PER_GRAM);
    created[i] = p.createdAt;
    const words = p.nameText === null || p.nameText === '' ? [] : p.nameText.split(' ');
    for (let w = 0; w < words.length; w++) {
      const word = words[w]!;
      if (word === '' || words.indexOf(word) !== w) continue; // each word of a name once
      let number = wordNumber.get(word);
      if (number === undefined) wordNumber.set(word, (number = wordNumber.size));
      pairs.push(number, i);
    }
  }
  for (const s of rows.stones) {
    const slot = slots.get(s.productId);
    const bit = stoneBit(s.kind);
    if (slot !== undefined && bit !== 0) stones[slot] = (stones[slot]! | bit) >>> 0;
  }
  const members = new Map<string, number[]>();
  for (const m of rows.members) {
    const slot = slots.get(m.productId);
    const bit = collectionBit(m.type);
    if (slot === undefined || bit === 0) continue;
    collections[slot] = (collections[slot]! | bit) >>> 0;
    const list = members.get(m.type);
    if (list) list.push(slot);
    else members.set(m.type, [slot]);
  }

  // Postings, one run per word in the words' sorted order.
  const nameWords = [...wordNumber.keys()].sort();
  const place = new Int32Array(nameWords.length);
  nameWords.forEach((word, at) => {
    place[wordNumber.get(word)!] = at;
  });
  const nameStarts = new Int32Array(nameWords.length + 1);
  for (let k = 0; k < pairs.length; k += 2) nameStarts[place[pairs[k]!]! + 1]! += 1;
  for (let at = 1; at < nameStarts.length; at++) nameStarts[at]! += nameStarts[at - 1]!;
  const fill = nameStarts.slice(0, nameWords.length);
  const namePostings = new Int32Array(pairs.length / 2);
  for (let k = 0; k < pairs.length; k += 2) namePostings[fill[place[pairs[k]!]!]!++] = pairs[k + 1]!;

  const all = Array.from({ length: size }, (_, i) => i); // id order
  const priced = all.filter((i) => !Number.isNaN(price[i]!));
  const unpriced = all.filter((i) => Number.isNaN(price[i]!));
  const keys = products.map((p) => p.nameKey);
  return {
    size,
    ids,
    metal,
    purity,
    category,
    price,
    weight,
    priceBand,
    weightBand,
    stones,
    collections,
    slotOf: (id) => slots.get(id) ?? -1,
    // Sorting a list already nearly in order (pieces are mostly created in id order) is linear.
    newest: sortedSlots([...all], (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!),
    nameAsc: sortedSlots([...all], (a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : ids[a]! - ids[b]!)),
    pricedAsc: sortedSlots(priced, (a, b) => price[a]! - price[b]! || ids[a]! - ids[b]!),
    unpricedAsc: Int32Array.from(unpriced),
    featured: new Map([...members].map(([type, list]) => [type, Int32Array.from(list)])),
    nameWords,
    nameStarts,
    namePostings,
  };
}

/**
 * Which slots' indexed names hold every term and a word starting with the prefix: the ranking's
 * test, the same as wordsHold over the name's words. Costs the postings of those words, not a
 * pass over the catalogue.
 */
export function nameMatches(
  index: FacetIndex,
  terms: readonly string[],
  prefix: string | undefined,
): { holds(slot: number): boolean } {
  const words = index.nameWords;
  const groups: Int32Array[][] = terms.map((t) => {
    const at = firstAtLeast(words, t);
    return words[at] === t ? [postingsAt(index, at)] : [];
  });
  if (prefix !== undefined) {
    const lists: Int32Array[] = [];
    for (let at = firstAtLeast(words, prefix); at < words.length && words[at]!.startsWith(prefix); at++)
      lists.push(postingsAt(index, at));
    groups.push(lists);
  }
  if (groups.length === 0 || groups.some((lists) => lists.length === 0)) return { holds: () => false };
  // stage[s] = how many groups the slot has passed, in order; a slot listed twice in one group
  // (two words with the prefix) moves on once.
  const stage = new Uint16Array(index.size);
  groups.forEach((lists, g) => {
    for (const list of lists) for (const s of list) if (stage[s] === g) stage[s] = g + 1;
  });
  const need = groups.length;
  return { holds: (slot) => stage[slot] === need };
}

/** The first place in a sorted list whose word is not below `word` (binary search). */
function firstAtLeast(words: readonly string[], word: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const postingsAt = (index: FacetIndex, at: number) =>
  index.namePostings.subarray(index.nameStarts[at], index.nameStarts[at + 1]);
