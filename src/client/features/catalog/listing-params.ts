import {
  PAGE_SIZES,
  SORT_OPTIONS,
  SPEC_LIMITS,
  TEXT_LIMITS,
  type Collection,
  type SortOption,
} from '@shared/constants';
import { PRICE_MESSAGES } from '@shared/messages';
import type { CollectionSearchInput } from '@shared/schemas/search';
import { parseSearchParams } from '@shared/search-params';

/** What a collection page shows, as kept in its URL: ?q=&sort=&category=&minPrice=&maxPrice=&page= */
export interface ListingParams {
  q: string;
  sort: SortOption;
  categoryId: number | undefined;
  /** Rupees, inclusive; a range keeps only priced pieces (the server's rule). */
  minPrice: number | undefined;
  maxPrice: number | undefined;
  page: number;
}

export const DEFAULT_LISTING: ListingParams = {
  q: '',
  sort: 'relevance',
  categoryId: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  page: 1,
};

/** The most a price bound may be, as the server's listing schema has it. */
const MAX_PRICE_BOUND = SPEC_LIMITS.maxRupees * 1000;

/** Rupees as typed or kept in the URL: digits with up to 2 decimals; a shopper's commas, spaces and ₹ are ignored. */
function rupees(raw: string): number | undefined {
  const text = raw.replace(/[\s,₹]/g, '');
  if (!/^\d{1,11}(\.\d{1,2})?$/.test(text)) return undefined;
  const n = Number(text);
  return n <= MAX_PRICE_BOUND ? n : undefined;
}

export type PriceRangeInput = { minPrice: number | undefined; maxPrice: number | undefined };

/**
 * The price range typed into the two boxes (empty means no bound), or the message for the box
 * at fault, in the server's own words.
 */
export function readPriceRange(
  minText: string,
  maxText: string,
): { range: PriceRangeInput } | { error: string; field: 'min' | 'max' } {
  const minPrice = minText.trim() === '' ? undefined : rupees(minText);
  if (minText.trim() !== '' && minPrice === undefined) return { error: PRICE_MESSAGES.priceRangeInvalid, field: 'min' };
  const maxPrice = maxText.trim() === '' ? undefined : rupees(maxText);
  if (maxText.trim() !== '' && maxPrice === undefined) return { error: PRICE_MESSAGES.priceRangeInvalid, field: 'max' };
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    return { error: PRICE_MESSAGES.priceRangeOrder, field: 'min' };
  return { range: { minPrice, maxPrice } };
}

function positiveInt(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/** Reads the URL leniently: anything malformed falls back to its default rather than failing. */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const sortRaw = search.get('sort');
  const sort = (SORT_OPTIONS as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as SortOption) : 'relevance';
  // A range the server would refuse (a bound that is no price, the lowest above the highest) is dropped whole.
  const read = readPriceRange(search.get('minPrice') ?? '', search.get('maxPrice') ?? '');
  const range = 'range' in read ? read.range : { minPrice: undefined, maxPrice: undefined };
  return {
    q: (search.get('q') ?? '').trim().slice(0, TEXT_LIMITS.search),
    sort,
    categoryId: positiveInt(search.get('category')),
    ...range,
    page: positiveInt(search.get('page')) ?? 1,
  };
}

/** Writes only what differs from the defaults, in a stable order, so equal states give equal URLs. */
export function serialiseListingParams(params: ListingParams): URLSearchParams {
  const out = new URLSearchParams();
  const q = params.q.trim();
  if (q) out.set('q', q);
  if (params.sort !== 'relevance') out.set('sort', params.sort);
  if (params.categoryId !== undefined) out.set('category', String(params.categoryId));
  if (params.minPrice !== undefined) out.set('minPrice', String(params.minPrice));
  if (params.maxPrice !== undefined) out.set('maxPrice', String(params.maxPrice));
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

/**
 * The next state after a change. Changing what is searched, sorted or filtered (category, price range) starts again at
 * page 1; changing only the page keeps the rest.
 */
export function updateListing(current: ListingParams, change: Partial<ListingParams>): ListingParams {
  const next = { ...current, ...change };
  const resetsPage =
    change.q !== undefined ||
    change.sort !== undefined ||
    'categoryId' in change ||
    'minPrice' in change ||
    'maxPrice' in change;
  if (resetsPage && change.page === undefined) next.page = 1;
  return next;
}

/** The input the server's selection.list expects for this state. */
export function listingQueryInput(params: ListingParams, limit: number) {
  return {
    page: params.page,
    limit,
    sort: params.sort,
    ...(params.q ? { q: params.q } : {}),
    ...(params.categoryId !== undefined ? { categoryId: params.categoryId } : {}),
    ...(params.minPrice !== undefined ? { minPrice: params.minPrice } : {}),
    ...(params.maxPrice !== undefined ? { maxPrice: params.maxPrice } : {}),
  };
}

/** The input of search.collection for this state: the listing's own fields and the facet filters from the same URL. */
export function collectionSearchQuery(
  params: ListingParams,
  facets: {
    metal: readonly string[];
    purity: readonly string[];
    stone: readonly string[];
    minWeight: number | undefined;
    maxWeight: number | undefined;
  },
  limit: number,
) {
  const { sort, categoryId, ...rest } = listingQueryInput(params, limit);
  const { metal, purity, stone, minWeight, maxWeight } = facets;
  const extra = Object.fromEntries(
    Object.entries({ metal, purity, stone, minWeight, maxWeight }).filter(
      ([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0),
    ),
  );
  return {
    ...rest,
    ...extra,
    sort,
    ...(categoryId !== undefined ? { category: categoryId } : {}),
  };
}

/**
 * What a collection page asks the server for at this URL: the page in the browser and the server
 * drawing it (src/client/rendering/server/render-collection.tsx) ask alike, so the page hydrates
 * from the server's answer.
 */
export function collectionInputFor(collection: Collection, search: URLSearchParams): CollectionSearchInput {
  return {
    type: collection.selectionType,
    ...collectionSearchQuery(parseListingParams(search), parseSearchParams(search), PAGE_SIZES.storefront),
  };
}

/** The address of another page of the same listing: its filters kept, `?page=` changed (left out for the first). */
export function pageHref(path: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (page > 1) next.set('page', String(page));
  const query = next.toString().replace(/%2C/gi, ',');
  return query ? `${path}?${query}` : path;
}
