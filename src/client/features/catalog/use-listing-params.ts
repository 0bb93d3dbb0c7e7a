import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListingParams, serialiseListingParams, updateListing, type ListingParams } from './listing-params';

/** The listing state of a collection page, read from and written to its URL (?q=&sort=&category=&page=). */
export function useListingParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListingParams(search), [search]);
  const change = useCallback(
    (patch: Partial<ListingParams>, options: { replace?: boolean } = {}) => {
      setSearch((current) => serialiseListingParams(updateListing(parseListingParams(current), patch)), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearch],
  );
  return { params, change };
}
