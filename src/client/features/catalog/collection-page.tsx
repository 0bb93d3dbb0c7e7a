import { lazy, Suspense, useDeferredValue, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Collection, CollectionGroup } from '@shared/constants';
import { EMPTY_MESSAGES, GENERAL_MESSAGES, PRICE_COPY, STOREFRONT_MESSAGES } from '@shared/messages';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { BANNER_BACKDROPS, BannerMotif } from '@client/components/ui/banner-motif';
import { LISTING_MESSAGES } from '@shared/messages/listing';
import { Button } from '@client/components/ui/button';
import { PageBanner } from '@client/components/ui/page-banner';
import { PageTitle } from '@client/components/ui/page-title';
import type { ProductShelf } from '@client/lib/product-shelf';
import { SEARCH_MESSAGES } from '@shared/messages/search';
import type { SearchFacets } from '@shared/schemas/search';
import { facetGroupsFor } from '@client/lib/facet-groups';
import { FacetPanel } from '@client/components/ui/facet-panel';
import { ActiveFilterChips, useActiveFilters } from '@client/components/ui/active-filter-chips';
import { FiltersButton } from '@client/components/ui/listing-controls';
import { useCategories, useCollectionSearch } from './api';
import { collectionInputFor, pageHref } from './listing-params';
import { ListingToolbar } from './listing-toolbar';
import { Pager } from '@client/components/ui/pager';
import { ProductGrid } from './product-grid';
import { useListingParams } from './use-listing-params';

// The phone's filter sheet loads the first time it is opened.
const CollectionFilterSheet = lazy(() =>
  import('./collection-filter-sheet').then((m) => ({ default: m.CollectionFilterSheet })),
);

const EYEBROWS: Record<CollectionGroup, string> = {
  gold: 'Gold collection',
  diamond: 'Diamond collection',
  temple: 'Temple collection',
  polki: 'Polki collection',
  mangalsutra: 'Bridal',
  daily: 'Daily wear',
  party: 'Party wear',
  bestsellers: 'Most loved',
};

/**
 * A collection: banner, search, sort, category and price filters, 20 pieces a page; all state in
 * the URL, all work on the server.
 */
export function CollectionPage({ collection, shelf }: { collection: Collection; shelf: ProductShelf }) {
  const { search, params, facets: facetParams, change, changeFacets } = useListingParams();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sheetWanted, setSheetWanted] = useState(false);
  const categories = useCategories();
  const list = useCollectionSearch(collectionInputFor(collection, search));
  // The answer is drawn as a transition (React works on it in slices between the browser's own
  // work): it arrives through a store, which would otherwise draw a page of cards in one piece,
  // the longest task of the collection page's start on a phone. Until drawn, the last answer stays.
  const data = useDeferredValue(list.data);
  // The facets stay on screen while the next answer loads.
  const [shownFacets, setShownFacets] = useState<SearchFacets | undefined>(undefined);
  if (data && data.facets !== shownFacets) setShownFacets(data.facets);
  const groups = facetGroupsFor(shownFacets, facetParams, ['collection', 'category'], changeFacets);
  const categoryNames = new Map<number, string>([
    ...(categories.data ?? []).map((c): [number, string] => [c.id, c.name]),
    ...(shownFacets?.category ?? []).map((c): [number, string] => [c.value, c.label]),
  ]);
  const active = useActiveFilters(search, (id) => categoryNames.get(id));
  const faceted =
    facetParams.metal.length > 0 ||
    facetParams.purity.length > 0 ||
    facetParams.stone.length > 0 ||
    facetParams.minWeight !== undefined ||
    facetParams.maxWeight !== undefined;
  const priced = params.minPrice !== undefined || params.maxPrice !== undefined;
  const filtered = params.q !== '' || params.categoryId !== undefined || priced || faceted;

  const goToPage = (page: number) => {
    change({ page });
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const titleParts = [
    collection.title,
    params.q ? `“${params.q}”` : '',
    params.page > 1 ? STOREFRONT_MESSAGES.pageOf(params.page, data?.totalPages ?? params.page) : '',
  ];

  return (
    <>
      <PageTitle title={titleParts.filter(Boolean).join(' · ')} />
      <PageBanner
        backdrop={BANNER_BACKDROPS[collection.group]}
        motif={<BannerMotif type={collection.selectionType} alt="" />}
        eyebrow={EYEBROWS[collection.group]}
        title={collection.title}
      >
        <p>{collection.blurb}</p>
      </PageBanner>

      <div className="mx-auto max-w-7xl px-5 py-5 sm:px-8 sm:py-14">
        <ListingToolbar
          params={params}
          onChange={change}
          filtersButton={
            <FiltersButton
              count={active.length}
              expanded={sheetOpen}
              onOpen={() => {
                setSheetWanted(true);
                setSheetOpen(true);
              }}
            />
          }
        />
        <ActiveFilterChips search={search} filters={active} />

        <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-12">
          <aside className="hidden pt-8 lg:block" aria-label={SEARCH_MESSAGES.filters}>
            <FacetPanel groups={groups} label={SEARCH_MESSAGES.filters} />
          </aside>
          <div ref={resultsRef} className="min-w-0 scroll-mt-32 pt-5 lg:pt-8" aria-busy={list.isFetching}>
            <p aria-live="polite" className="mb-4 border-b border-sand pb-3 text-sm text-stone lg:mb-6">
              {data ? PAGE_MESSAGES.resultsCount(data.total) : GENERAL_MESSAGES.loading}
            </p>

            {list.isError && !data ? (
              <div role="alert" className="py-16 text-center">
                <p className="text-danger">{LOADING_MESSAGES.products}</p>
                <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
                  {GENERAL_MESSAGES.retry}
                </Button>
              </div>
            ) : data && data.products.length === 0 && data.total > 0 ? (
              // A page past the last (an old link, a hand-typed ?page=99): the pieces are there, say where.
              <div className="py-16 text-center">
                <p className="font-display text-2xl text-charcoal">
                  {LISTING_MESSAGES.pastLastPage(params.page, data.totalPages)}
                </p>
                <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
                  <Button variant="primary" onClick={() => goToPage(1)}>
                    {LISTING_MESSAGES.firstPage}
                  </Button>
                  {data.totalPages > 1 ? (
                    <Button variant="outline" onClick={() => goToPage(data.totalPages)}>
                      {LISTING_MESSAGES.lastPage}
                    </Button>
                  ) : null}
                </div>
              </div>
            ) : data && data.products.length === 0 ? (
              <div className="py-16 text-center">
                <p className="font-display text-2xl text-charcoal">{EMPTY_MESSAGES.noProductsFound}</p>
                <div className="mt-4 flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
                  {/* The range alone may be what excludes everything: let it go and keep the rest. */}
                  {priced ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => change({ minPrice: undefined, maxPrice: undefined })}
                    >
                      {PRICE_COPY.clearRange}
                    </Button>
                  ) : null}
                  {faceted ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        changeFacets({
                          metal: undefined,
                          purity: undefined,
                          stone: undefined,
                          minWeight: undefined,
                          maxWeight: undefined,
                        })
                      }
                    >
                      {SEARCH_MESSAGES.clearAll}
                    </Button>
                  ) : null}
                  {filtered || params.page > 1 ? (
                    <Link to={{ search: '' }} className="text-sm text-gold-700 underline underline-offset-4">
                      {PAGE_MESSAGES.clearFilters}
                    </Link>
                  ) : null}
                </div>
              </div>
            ) : (
              <div className={`transition-opacity ${list.isPlaceholderData || data !== list.data ? 'opacity-60' : ''}`}>
                <ProductGrid products={data?.products} loading={data === undefined} shelf={shelf} />
              </div>
            )}

            {data && data.total > 0 && params.page <= data.totalPages ? (
              <Pager
                page={params.page}
                totalPages={data.totalPages}
                onPage={goToPage}
                hrefFor={(page) => pageHref(collection.path, search, page)}
              />
            ) : null}
          </div>
        </div>
      </div>

      {sheetWanted ? (
        <Suspense fallback={null}>
          <CollectionFilterSheet
            open={sheetOpen}
            onClose={() => setSheetOpen(false)}
            params={params}
            onChange={change}
            groups={groups}
            total={data?.total ?? 0}
          />
        </Suspense>
      ) : null}

      {shelf.dialog}
    </>
  );
}
