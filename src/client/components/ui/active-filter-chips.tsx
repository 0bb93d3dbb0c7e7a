import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { LISTING_MESSAGES } from '@shared/messages/listing';
import { SEARCH_MESSAGES } from '@shared/messages/search';
import {
  activeFilters,
  parseSearchParams,
  patchSearchParams,
  type ActiveFilter,
  type SearchPatch,
} from '@shared/search-params';
import { usePageState } from '@client/rendering/page-state';

const noSubscription = () => () => undefined;

/**
 * Whether the page may draw what its URL's filters say: always once the app runs; while it adopts
 * the HTML, only if the server drew that HTML for this URL (it did when it sent the page's data
 * with it; the build's prerendered fallback was drawn with no filters).
 */
export function useFiltersDrawable(): boolean {
  const drawnForUrl = usePageState() !== undefined;
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => drawnForUrl,
  );
}

/** The filters in force on a listing (a collection, the search page), in the order chosen; search text is none. */
export function useActiveFilters(search: URLSearchParams, categoryLabel: (id: number) => string | undefined) {
  const drawable = useFiltersDrawable();
  if (!drawable) return [];
  return activeFilters(search, parseSearchParams(search), categoryLabel);
}

/** The address with one change made, commas kept readable as in the pager's links. */
function hrefWith(search: URLSearchParams, patch: SearchPatch): string {
  return `?${patchSearchParams(search, patch).toString().replace(/%2C/gi, ',')}`;
}

const CHIP =
  'inline-flex min-h-9 items-center gap-2 rounded-full border border-gold-700/35 bg-cream py-1 pl-3.5 pr-2.5 ' +
  'text-[0.8rem] text-charcoal transition-colors hover:border-gold-700 hover:text-gold-700';

/**
 * The filters in force as chips, each a link to the same page without it (so they work before the
 * app has taken over, and Back brings a filter back), and one to clear them all.
 */
export function ActiveFilterChips({ search, filters }: { search: URLSearchParams; filters: ActiveFilter[] }) {
  if (filters.length === 0) return null;
  const clearAll = Object.assign({}, ...filters.map((f) => f.remove)) as SearchPatch;
  return (
    <ul className="mt-4 flex flex-wrap items-center gap-2" aria-label={LISTING_MESSAGES.activeFilters}>
      {filters.map((f) => (
        <li key={f.id}>
          <Link
            to={hrefWith(search, f.remove)}
            preventScrollReset
            rel="nofollow"
            className={CHIP}
            aria-label={LISTING_MESSAGES.removeFilter(f.label)}
          >
            {f.label}
            <svg
              aria-hidden="true"
              viewBox="0 0 12 12"
              className="h-2.5 w-2.5 text-gold-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
            >
              <path d="M2.5 2.5l7 7M9.5 2.5l-7 7" />
            </svg>
          </Link>
        </li>
      ))}
      {filters.length > 1 ? (
        <li>
          <Link
            to={hrefWith(search, clearAll)}
            preventScrollReset
            rel="nofollow"
            className="inline-flex min-h-9 items-center px-2 text-[0.8rem] text-gold-700 underline underline-offset-4"
          >
            {SEARCH_MESSAGES.clearAll}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
