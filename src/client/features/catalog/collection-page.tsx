import { useRef } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZES, type Collection, type CollectionGroup } from '../../../shared/constants';
import { EMPTY_MESSAGES, GENERAL_MESSAGES, LOADING_MESSAGES, PRICE_COPY, STOREFRONT_MESSAGES } from '../../../shared/messages';
import type { ArtName } from '../../components/ui/art-image';
import { Button } from '../../components/ui/button';
import { PageBanner } from '../../components/ui/page-banner';
import { PageTitle } from '../../components/ui/page-title';
import type { ProductShelf } from '../../lib/product-shelf';
import { useCollectionProducts } from './api';
import { listingQueryInput } from './listing-params';
import { ListingToolbar } from './listing-toolbar';
import { Pager } from '../../components/ui/pager';
import { ProductGrid } from './product-grid';
import { useListingParams } from './use-listing-params';

const BANNERS: Record<CollectionGroup, ArtName> = {
  gold: 'banner-gold',
  diamond: 'banner-diamond',
  temple: 'banner-temple',
  polki: 'banner-polki',
  mangalsutra: 'banner-mangalsutra',
  daily: 'banner-daily',
  party: 'banner-party',
  bestsellers: 'banner-bestsellers',
};

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

/** A collection: banner, search, sort, category and price filters, 20 pieces a page; all state in the URL, all work on the server. */
export function CollectionPage({ collection, shelf }: { collection: Collection; shelf: ProductShelf }) {
  const { params, change } = useListingParams();
  const resultsRef = useRef<HTMLDivElement>(null);
  const list = useCollectionProducts({ type: collection.selectionType, ...listingQueryInput(params, PAGE_SIZES.storefront) });
  const data = list.data;
  const priced = params.minPrice !== undefined || params.maxPrice !== undefined;
  const filtered = params.q !== '' || params.categoryId !== undefined || priced;

  const goToPage = (page: number) => {
    change({ page });
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const titleParts = [collection.title, params.q ? `“${params.q}”` : '', params.page > 1 ? STOREFRONT_MESSAGES.pageOf(params.page, data?.totalPages ?? params.page) : ''];

  return (
    <>
      <PageTitle title={titleParts.filter(Boolean).join(' · ')} />
      <PageBanner art={BANNERS[collection.group]} eyebrow={EYEBROWS[collection.group]} title={collection.title}>
        <p>{collection.blurb}</p>
      </PageBanner>

      <div className="mx-auto max-w-7xl px-5 py-10 sm:px-8 sm:py-14">
        <ListingToolbar params={params} onChange={change} />

        <div ref={resultsRef} className="scroll-mt-32 pt-8" aria-busy={list.isFetching}>
          <div className="mb-6 flex min-h-6 flex-wrap items-baseline justify-between gap-2 border-b border-sand pb-3 text-sm text-stone">
            <p aria-live="polite">{data ? STOREFRONT_MESSAGES.resultsCount(data.total) : GENERAL_MESSAGES.loading}</p>
          </div>

          {list.isError && !data ? (
            <div role="alert" className="py-16 text-center">
              <p className="text-danger">{LOADING_MESSAGES.products}</p>
              <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
                {GENERAL_MESSAGES.retry}
              </Button>
            </div>
          ) : data && data.products.length === 0 ? (
            <div className="py-16 text-center">
              <p className="font-display text-2xl text-charcoal">{EMPTY_MESSAGES.noProductsFound}</p>
              <div className="mt-4 flex flex-wrap items-center justify-center gap-x-6 gap-y-3">
                {/* The range alone may be what excludes everything: let it go and keep the rest. */}
                {priced ? (
                  <Button variant="outline" size="sm" onClick={() => change({ minPrice: undefined, maxPrice: undefined })}>
                    {PRICE_COPY.clearRange}
                  </Button>
                ) : null}
                {filtered || params.page > 1 ? (
                  <Link to={{ search: '' }} className="text-sm text-gold-700 underline underline-offset-4">
                    {STOREFRONT_MESSAGES.clearFilters}
                  </Link>
                ) : null}
              </div>
            </div>
          ) : (
            <div className={`transition-opacity ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
              <ProductGrid products={data?.products} loading={list.isPending} shelf={shelf} />
            </div>
          )}

          {data && data.total > 0 ? <Pager page={params.page} totalPages={data.totalPages} onPage={goToPage} /> : null}
        </div>
      </div>

      {shelf.dialog}
    </>
  );
}
