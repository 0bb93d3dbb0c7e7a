import { SORT_OPTIONS, TEXT_LIMITS, type SortOption } from '../../../shared/constants';

/** What a collection page shows, as kept in its URL: ?q=&sort=&category=&page= */
export interface ListingParams {
  q: string;
  sort: SortOption;
  categoryId: number | undefined;
  page: number;
}

export const DEFAULT_LISTING: ListingParams = { q: '', sort: 'none', categoryId: undefined, page: 1 };

function positiveInt(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 ? n : undefined;
}

/** Reads the URL leniently: anything malformed falls back to its default rather than failing. */
export function parseListingParams(search: URLSearchParams): ListingParams {
  const sortRaw = search.get('sort');
  const sort = (SORT_OPTIONS as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as SortOption) : 'none';
  return {
    q: (search.get('q') ?? '').trim().slice(0, TEXT_LIMITS.search),
    sort,
    categoryId: positiveInt(search.get('category')),
    page: positiveInt(search.get('page')) ?? 1,
  };
}

/** Writes only what differs from the defaults, in a stable order, so equal states give equal URLs. */
export function serialiseListingParams(params: ListingParams): URLSearchParams {
  const out = new URLSearchParams();
  const q = params.q.trim();
  if (q) out.set('q', q);
  if (params.sort !== 'none') out.set('sort', params.sort);
  if (params.categoryId !== undefined) out.set('category', String(params.categoryId));
  if (params.page > 1) out.set('page', String(params.page));
  return out;
}

/**
 * The next state after a change. Changing what is searched, sorted or filtered starts again at page 1;
 * changing only the page keeps the rest.
 */
export function updateListing(current: ListingParams, change: Partial<ListingParams>): ListingParams {
  const next = { ...current, ...change };
  const resetsPage = change.q !== undefined || change.sort !== undefined || 'categoryId' in change;
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
  };
}
