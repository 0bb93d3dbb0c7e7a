import type { ReactNode } from 'react';
import { PAGE_SIZES } from '@shared/constants';
import { SEARCH_MESSAGES } from '@shared/messages/search';
import type { ProductDto } from '@shared/schemas/catalog';
import { searchQueryInput } from '@shared/search-params';
import { PageTitle } from '@client/components/ui/page-title';
import { useSearchResults } from './api';
import { FacetedResults } from './faceted-results';
import { useSearchState } from './use-search-params';

/** /search?q=: the whole shop searched, with facets; the grid of cards comes from the page that composes this. */
export function SearchPage({
  renderGrid,
}: {
  renderGrid: (products: ProductDto[] | undefined, loading: boolean) => ReactNode;
}) {
  const { search, params, change } = useSearchState();
  const results = useSearchResults(searchQueryInput(params, PAGE_SIZES.storefront));
  const heading = params.q ? SEARCH_MESSAGES.resultsFor(params.q) : SEARCH_MESSAGES.allPieces;
  return (
    <>
      <PageTitle title={params.q ? `${SEARCH_MESSAGES.pageTitle} · ${params.q}` : SEARCH_MESSAGES.pageTitle} />
      <div className="border-b border-sand bg-cream/60">
        <div className="mx-auto max-w-7xl px-5 py-6 sm:px-8 sm:py-12">
          <p className="text-[0.7rem] font-medium uppercase tracking-[0.22em] text-gold-700">
            {SEARCH_MESSAGES.pageTitle}
          </p>
          <h1 className="mt-2 font-display text-4xl text-charcoal sm:text-5xl">{heading}</h1>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-5 py-5 sm:px-8 sm:py-10">
        <FacetedResults
          search={search}
          params={params}
          change={change}
          data={results.data}
          loading={results.isPending}
          fetching={results.isFetching}
          error={results.isError}
          onRetry={() => void results.refetch()}
          renderGrid={renderGrid}
        />
      </div>
    </>
  );
}
