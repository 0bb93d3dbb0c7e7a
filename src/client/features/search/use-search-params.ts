import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchParams, patchSearchParams, type SearchPatch } from '@shared/search-params';

/**
 * The search state, read from and written to the URL: every change is a history entry, so Back
 * undoes it (`replace` for the keystrokes of one burst of typing).
 */
export function useSearchState() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseSearchParams(search), [search]);
  const change = useCallback(
    (patch: SearchPatch, options: { replace?: boolean } = {}) =>
      setSearch((current) => patchSearchParams(current, patch), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [setSearch],
  );
  return { search, params, change };
}
