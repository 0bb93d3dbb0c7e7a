import { useRef, useState, type ReactNode } from 'react';
import { SEARCH_MESSAGES, SEARCH_SORT_LABELS } from '@shared/messages/search';
import { GENERAL_MESSAGES } from '@shared/messages';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import type { ProductDto } from '@shared/schemas/catalog';
import { SEARCH_SORTS, type SearchSort } from '@shared/constants';
import type { SearchFacets } from '@shared/schemas/search';
import { activeFilters, facetGroups, type FilterKey, type SearchParams, type SearchPatch } from '@shared/search-params';
import { Button } from '@client/components/ui/button';
import { FacetPanel, FacetSheet, type FacetGroup } from '@client/components/ui/facet-panel';
import { SelectField } from '@client/components/ui/field';
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
  change: (patch: SearchPatch) => void;
  data: FacetedData | undefined;
  loading: boolean;
  fetching: boolean;
  error: boolean;
  onRetry: () => void;
  renderGrid: (products: ProductDto[] | undefined, loading: boolean) => ReactNode;
  /** Facets the page does not offer (a collection page fixes its collection). */
  omit?: readonly FilterKey[];
  /** Sort labels where the page names an order differently (a collection's relevance is 'Featured'). */
  sortLabels?: Partial<Record<SearchSort, string>>;
}

/**
 * Results with their facets: a sidebar on wide screens, a sheet on phones; the filters in force as
 * removable chips; a clear 'No pieces match' that offers to remove the last filter chosen.
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
  sortLabels = {},
}: FacetedResultsProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [lastFacets, setLastFacets] = useState<SearchFacets | undefined>(undefined);
  if (data && data.facets !== lastFacets) setLastFacets(data.facets);
  const facets = data?.facets ?? lastFacets;
  const categoryNames = new Map((facets?.category ?? []).map((c) => [c.value, c.label]));
  const active = activeFilters(search, params, (id) => categoryNames.get(id)).filter((f) => !omit.includes(f.key));
  const groups: FacetGroup[] = facets
    ? facetGroups(facets, params, omit).map((g) => ({
        id: g.key,
        title: g.title,
        options: g.options.map((o) => ({
          id: o.id,
          label: o.label,
          count: o.count,
          selected: o.selected,
          onToggle: () => change(o.patch),
        })),
      }))
    : [];
  const last = active[active.length - 1];
  const clearAll = Object.assign({}, ...active.map((f) => f.remove)) as SearchPatch;

  const goToPage = (page: number) => {
    change({ page });
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-12">
      <aside className="hidden lg:block" aria-label={SEARCH_MESSAGES.filters}>
        <h2 className="mb-5 font-display text-2xl text-charcoal">{SEARCH_MESSAGES.filters}</h2>
        <FacetPanel groups={groups} label={SEARCH_MESSAGES.filters} />
      </aside>

      <div ref={resultsRef} className="min-w-0 scroll-mt-32" aria-busy={fetching}>
        <div className="mb-5 flex flex-wrap items-end justify-between gap-4 border-b border-sand pb-4">
          <p aria-live="polite" className="text-sm text-stone">
            {data ? SEARCH_MESSAGES.resultCount(data.total) : GENERAL_MESSAGES.loading}
          </p>
          <div className="flex items-end gap-3">
            <Button
              variant="outline"
              size="sm"
              className="lg:hidden"
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
            >
              {SEARCH_MESSAGES.filters}
              {active.length > 0 ? ` (${active.length})` : ''}
            </Button>
            <SelectField
              label={SEARCH_MESSAGES.sortLabel}
              value={params.sort}
              onChange={(e) => change({ sort: e.target.value as SearchSort })}
              containerClassName="w-48"
            >
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {sortLabels[s] ?? SEARCH_SORT_LABELS[s]}
                </option>
              ))}
            </SelectField>
          </div>
        </div>

        {active.length > 0 ? (
          <ul className="mb-6 flex flex-wrap gap-2" aria-label={SEARCH_MESSAGES.filters}>
            {active.map((f) => (
              <li key={f.id}>
                <button
                  type="button"
                  onClick={() => change(f.remove)}
                  className={
                    'inline-flex items-center gap-2 rounded-full border border-gold-700/40 bg-cream px-3 ' +
                    'py-1 text-xs text-charcoal hover:border-gold-700'
                  }
                  aria-label={SEARCH_MESSAGES.removeLastFilter(f.label)}
                >
                  {f.label}
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
            {active.length > 1 ? (
              <li>
                <button
                  type="button"
                  onClick={() => change(clearAll)}
                  className="px-2 py-1 text-xs text-gold-700 underline underline-offset-4"
                >
                  {SEARCH_MESSAGES.clearAll}
                </button>
              </li>
            ) : null}
          </ul>
        ) : null}

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

      <FacetSheet open={sheetOpen} onClose={() => setSheetOpen(false)} groups={groups} total={data?.total ?? 0} />
    </div>
  );
}
