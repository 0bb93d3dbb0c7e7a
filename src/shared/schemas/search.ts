import { z } from 'zod';
import {
  METALS,
  ALL_PURITIES,
  PAGE_SIZES,
  SEARCH_SORTS,
  SELECTION_TYPES,
  SPEC_LIMITS,
  STONE_KINDS,
  type Metal,
  type Purity,
  type SelectionType,
  type StoneKind,
} from '../constants';
import { GENERAL_MESSAGES } from '../messages';
import { SEARCH_MESSAGES } from '../messages/search';
import { gramsToMg, hasAtMostDecimals } from '../pricing';
import { checkPriceRange, priceRangeShape, type ProductDto } from './catalog';
import { idSchema, limitSchema, numeric, pageSchema, searchSchema } from './common';
import { listingTypeSchema } from './selection';

/** '' (an empty query parameter) is no filter. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v: unknown) => (v === '' || v === null ? undefined : v), schema.optional());

const weightBound = optional(
  numeric(SEARCH_MESSAGES.weightRangeInvalid, (n) =>
    n
      .min(0, { error: SEARCH_MESSAGES.weightRangeInvalid })
      .max(SPEC_LIMITS.maxWeightGrams, { error: SEARCH_MESSAGES.weightRangeInvalid })
      .refine((v) => hasAtMostDecimals(v, 3), { error: SEARCH_MESSAGES.weightRangeInvalid }),
  ),
);

/** The most values one facet may hold (more than any facet has). */
export const MAX_FACET_VALUES = 40;

/** The values of a list as sent: 'ruby,diamond' (the URL's form), repeated keys, or an array. */
function listValues(v: unknown): unknown {
  if (v === '' || v === null || v === undefined) return undefined;
  const parts = (Array.isArray(v) ? v : [v]).flatMap((part: unknown) =>
    typeof part === 'string'
      ? part
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== '')
      : [part],
  );
  return parts.length === 0 ? undefined : [...new Set(parts)];
}

/**
 * Several values of one facet, any of which a piece may have (OR within a facet, AND across
 * facets): `stone=ruby,diamond`, `stone=ruby&stone=diamond` or `["ruby","diamond"]`.
 */
const facetList = <T extends z.ZodType>(value: T) =>
  z.preprocess(
    listValues,
    z
      .array(value, { error: GENERAL_MESSAGES.invalidInput })
      .max(MAX_FACET_VALUES, { error: GENERAL_MESSAGES.invalidInput })
      .optional(),
  );

/** The filters a search or a collection page can apply; a facet takes one value or several. */
export const searchFilterShape = {
  metal: facetList(z.enum(METALS, { error: GENERAL_MESSAGES.invalidInput })),
  purity: facetList(z.enum(ALL_PURITIES, { error: GENERAL_MESSAGES.invalidInput })),
  category: facetList(idSchema),
  collection: facetList(z.enum(SELECTION_TYPES, { error: GENERAL_MESSAGES.invalidInput })),
  stone: facetList(z.enum(STONE_KINDS, { error: GENERAL_MESSAGES.invalidInput })),
  ...priceRangeShape,
  /** Net weight in grams, inclusive. */
  minWeight: weightBound,
  maxWeight: weightBound,
};

const searchFields = {
  q: searchSchema,
  ...searchFilterShape,
  sort: z.enum(SEARCH_SORTS, { error: GENERAL_MESSAGES.invalidSort }).default('relevance'),
  page: pageSchema.default(1),
  limit: limitSchema(PAGE_SIZES.storefront),
};

function checkRanges(
  v: {
    minPrice?: number | undefined;
    maxPrice?: number | undefined;
    minWeight?: number | undefined;
    maxWeight?: number | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  checkPriceRange(v, ctx);
  if (v.minWeight !== undefined && v.maxWeight !== undefined && v.minWeight > v.maxWeight) {
    ctx.addIssue({ code: 'custom', path: ['minWeight'], message: SEARCH_MESSAGES.weightRangeInvalid });
  }
}

export const searchInput = z.object(searchFields).superRefine(checkRanges);

/**
 * A collection page: the same search with its collection fixed ('relevance' is the collection's featured
 * order). The type is any listing type: the first version's names list their collections (listing-types.ts).
 */
export const collectionSearchInput = z.object({ type: listingTypeSchema, ...searchFields }).superRefine(checkRanges);
export type CollectionSearchInput = z.input<typeof collectionSearchInput>;
export type SearchInput = z.input<typeof searchInput>;
export type SearchQuery = z.output<typeof searchInput>;

export const suggestInput = z.object({ q: searchSchema });

/** A weight range in milligrams from grams. */
export function weightRangeMg(input: { minWeight?: number | undefined; maxWeight?: number | undefined }): {
  minMg?: number;
  maxMg?: number;
} {
  return {
    ...(input.minWeight !== undefined ? { minMg: gramsToMg(input.minWeight) } : {}),
    ...(input.maxWeight !== undefined ? { maxMg: gramsToMg(input.maxWeight) } : {}),
  };
}

/** Price bands in rupees ([min, max), the last open): what the price facet counts. */
export const PRICE_BANDS_RUPEES: ReadonlyArray<readonly [number, number | null]> = [
  [0, 10_000],
  [10_000, 25_000],
  [25_000, 50_000],
  [50_000, 100_000],
  [100_000, 200_000],
  [200_000, 500_000],
  [500_000, null],
];
/** Net weight bands in grams ([min, max), the last open). */
export const WEIGHT_BANDS_GRAMS: ReadonlyArray<readonly [number, number | null]> = [
  [0, 2],
  [2, 5],
  [5, 10],
  [10, 20],
  [20, 50],
  [50, null],
];

export interface FacetValue<V> {
  value: V;
  count: number;
}
export interface LabelledFacetValue<V> extends FacetValue<V> {
  label: string;
}
/** A band [min, max) in rupees or grams; max null for the open last band. */
export interface BandFacetValue {
  min: number;
  max: number | null;
  count: number;
}

export interface SearchFacets {
  metal: Array<FacetValue<Metal>>;
  purity: Array<FacetValue<Purity>>;
  category: Array<LabelledFacetValue<number>>;
  collection: Array<LabelledFacetValue<SelectionType>>;
  stone: Array<FacetValue<StoneKind>>;
  price: BandFacetValue[];
  weight: BandFacetValue[];
}

export interface SearchResult {
  products: ProductDto[];
  total: number;
  totalPages: number;
  page: number;
  facets: SearchFacets;
}

export interface SuggestionProduct {
  id: number;
  name: string;
  photo: string | null;
  /** Rupees at today's rates; null is price on request. */
  price: number | null;
}
export interface SearchSuggestions {
  products: SuggestionProduct[];
  collections: Array<{ path: string; title: string }>;
}
