import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchParams, patchSearchParams, type SearchPatch } from '@shared/search-params';

/** The search state, read from and written to the URL: every change is a history entry, so Back undoes it. */
export function useSearchState() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseSearchParams(search), [search]);
  const change = useCallback(
    (patch: SearchPatch) => setSearch((current) => patchSearchParams(current, patch), { preventScrollReset: true }),
    [setSearch],
  );
  return { search, params, change };
}
