import { useRef, useState, type ReactNode } from 'react';
import { SEARCH_MESSAGES, SEARCH_SORT_LABELS } from '@shared/messages/search';
import { GENERAL_MESSAGES } from '@shared/messages';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import type { ProductDto } from '@shared/schemas/catalog';
import { SEARCH_SORTS, type SearchSort } from '@shared/constants';
import type { SearchFacets } from '@shared/schemas/search';
import type { FilterKey, SearchParams, SearchPatch } from '@shared/search-params';
import { facetGroupsFor } from '@client/lib/facet-groups';
import { ActiveFilterChips, useActiveFilters } from '@client/components/ui/active-filter-chips';
import { Button } from '@client/components/ui/button';
import { FacetPanel, FacetSheet } from '@client/components/ui/facet-panel';
import { FiltersButton, ListingSearchBox, SortSelect } from '@client/components/ui/listing-controls';
import { Pager } from '@client/components/ui/pager';

export interface FacetedData {
  products: ProductDto[];
  total: number;
  totalPages: number;
  facets: SearchFacets;
}

export interface FacetedResultsProps {
  search: URLSearchParams;
  params: SearchParams;
  change: (patch: SearchPatch, options?: { replace?: boolean }) => void;
  data: FacetedData | undefined;
  loading: boolean;
  fetching: boolean;
  error: boolean;
  onRetry: () => void;
  renderGrid: (products: ProductDto[] | undefined, loading: boolean) => ReactNode;
  /** Facets the page does not offer. */
  omit?: readonly FilterKey[];
}

/**
 * Results with their facets, laid out as a collection page is: one row of search, Filters (a
 * sheet on phones and tablets) and sort; the filters in force as chips that remove themselves;
 * the facets beside the pieces on wide screens; a clear 'No pieces match' that offers to remove
 * the last filter chosen.
 */
export function FacetedResults({
  search,
  params,
  change,
  data,
  loading,
  fetching,
  error,
  onRetry,
  renderGrid,
  omit = [],
}: FacetedResultsProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [lastFacets, setLastFacets] = useState<SearchFacets | undefined>(undefined);
  if (data && data.facets !== lastFacets) setLastFacets(data.facets);
  const facets = data?.facets ?? lastFacets;
  const categoryNames = new Map((facets?.category ?? []).map((c) => [c.value, c.label]));
  const active = useActiveFilters(search, (id) => categoryNames.get(id)).filter((f) => !omit.includes(f.key));
  const groups = facetGroupsFor(facets, params, omit, change);
  const last = active[active.length - 1];

  const goToPage = (page: number) => {
    change({ page });
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <>
      <div className="flex items-end gap-2 sm:gap-3 lg:gap-4">
        <ListingSearchBox
          label={SEARCH_MESSAGES.searchLabel}
          value={params.q}
          onSearch={(q, replace) => change({ q }, { replace })}
        />
        <FiltersButton count={active.length} expanded={sheetOpen} onOpen={() => setSheetOpen(true)} />
        <SortSelect
          value={params.sort}
          options={SEARCH_SORTS}
          labels={SEARCH_SORT_LABELS}
          onChange={(sort: SearchSort) => change({ sort })}
        />
      </div>
      <ActiveFilterChips search={search} filters={active} />

      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-12">
        <aside className="hidden pt-8 lg:block" aria-label={SEARCH_MESSAGES.filters}>
          <h2 className="mb-5 font-display text-2xl text-charcoal">{SEARCH_MESSAGES.filters}</h2>
          <FacetPanel groups={groups} label={SEARCH_MESSAGES.filters} />
        </aside>

        <div ref={resultsRef} className="min-w-0 scroll-mt-32 pt-5 lg:pt-8" aria-busy={fetching}>
          <p aria-live="polite" className="mb-4 border-b border-sand pb-3 text-sm text-stone lg:mb-6">
            {data ? SEARCH_MESSAGES.resultCount(data.total) : GENERAL_MESSAGES.loading}
          </p>

          {error && !data ? (
            <div role="alert" className="py-16 text-center">
              <p className="text-danger">{LOADING_MESSAGES.products}</p>
              <Button variant="outline" className="mt-4" onClick={onRetry}>
                {GENERAL_MESSAGES.retry}
              </Button>
            </div>
          ) : data && data.products.length === 0 ? (
            <div className="py-16 text-center">
              <p className="font-display text-3xl text-charcoal">{SEARCH_MESSAGES.noMatch}</p>
              <p className="mt-2 text-sm text-stone">{SEARCH_MESSAGES.noMatchHint}</p>
              {last ? (
                <Button variant="outline" size="sm" className="mt-6" onClick={() => change(last.remove)}>
                  {SEARCH_MESSAGES.removeLastFilter(last.label)}
                </Button>
              ) : null}
            </div>
          ) : (
            <div className={`transition-opacity ${fetching && data ? 'opacity-60' : ''}`}>
              {renderGrid(data?.products, loading)}
            </div>
          )}

          {data && data.total > 0 ? <Pager page={params.page} totalPages={data.totalPages} onPage={goToPage} /> : null}
        </div>
      </div>

      <FacetSheet open={sheetOpen} onClose={() => setSheetOpen(false)} groups={groups} total={data?.total ?? 0} />
    </>
  );
}
