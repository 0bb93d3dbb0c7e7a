import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchParams, patchSearchParams, type SearchPatch } from '@shared/search-params';
import { parseListingParams, serialiseListingParams, updateListing, type ListingParams } from './listing-params';

/** Facet filters kept in the same URL beside the listing's own (?metal=&purity=&stone=&minWeight=&maxWeight=). */
const FACET_KEYS = ['metal', 'purity', 'stone', 'minWeight', 'maxWeight'] as const;

/**
 * The listing state of a collection page, read from and written to its URL
 * (?q=&sort=&category=&page= and the facets).
 */
export function useListingParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListingParams(search), [search]);
  const facets = useMemo(() => parseSearchParams(search), [search]);
  const change = useCallback(
    (patch: Partial<ListingParams>, options: { replace?: boolean } = {}) => {
      setSearch(
        (current) => {
          const next = serialiseListingParams(updateListing(parseListingParams(current), patch));
          for (const key of FACET_KEYS) {
            const value = current.get(key);
            if (value !== null) next.set(key, value);
          }
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setSearch],
  );
  /** A facet chosen or cleared: a history entry of its own, back to page 1. */
  const changeFacets = useCallback(
    (patch: SearchPatch) => setSearch((current) => patchSearchParams(current, patch), { preventScrollReset: true }),
    [setSearch],
  );
  return { search, params, facets, change, changeFacets };
}
