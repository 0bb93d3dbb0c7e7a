import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { GENERAL_MESSAGES } from '@shared/messages';
import { LOADING_MESSAGES } from '@shared/messages/back-office';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import { PRODUCT_PAGE_MESSAGES as M } from '@shared/messages/product-page';
import { PAGE_ROUTES } from '@shared/routes';
import { productPath } from '@shared/product-path';
import type { ProductPageDto } from '@shared/schemas/product-page';
import { buttonClasses } from '@client/components/ui/button';
import type { HeartSlot } from '@client/lib/product-shelf';
import { PageTitle } from '@client/components/ui/page-title';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAddToCart, useProductPage } from './api';
import { photosOf, ProductGallery } from './product-gallery';
import { ProductDetails } from './product-details';
import { RecentlyViewed } from './recently-viewed';
import { RelatedProducts } from './related-products';

function Breadcrumb({ page }: { page: ProductPageDto | undefined }) {
  return (
    <nav aria-label={M.breadcrumb} className="mb-8 text-xs uppercase tracking-[0.16em] text-stone">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to={PAGE_ROUTES.home} className="inline-block py-2 hover:text-gold-700">
            {M.home}
          </Link>
        </li>
        {page?.collection ? (
          <>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={page.collection.path} className="inline-block py-2 hover:text-gold-700">
                {page.collection.title}
              </Link>
            </li>
          </>
        ) : null}
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="text-charcoal">
          {page?.product.name ?? '…'}
        </li>
      </ol>
    </nav>
  );
}

/**
 * A piece's own page: breadcrumb to its collection, the gallery, price and sizes, Add to Cart,
 * WhatsApp and Visit Our Store, the breakup and specifications, related pieces and the pieces
 * this browser viewed lately. Drawn on the server with its data (entry-server.tsx).
 */
export function ProductPage({ id, heart }: { id: number; heart?: HeartSlot }) {
  const valid = Number.isInteger(id) && id > 0;
  const query = useProductPage(id, valid);
  const cart = useAddToCart();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const notFound = !valid || query.error?.data?.code === 'NOT_FOUND';
  const page = query.data;

  // Reached by an old or short address inside the app: show the canonical one.
  const canonical = page ? productPath(page.product) : undefined;
  useEffect(() => {
    if (canonical && pathname !== canonical) void navigate(`${canonical}${search}`, { replace: true });
  }, [canonical, pathname, search, navigate]);

  return (
    <div className="mx-auto max-w-6xl px-5 py-8 sm:px-8 sm:py-12">
      <Breadcrumb page={page} />
      {notFound ? (
        <div className="py-16 text-center">
          <PageTitle title={PAGE_MESSAGES.notFoundTitle} />
          <h1 className="font-display text-4xl">{PAGE_MESSAGES.productNotFound}</h1>
          <Link to="/bestsellers" className={buttonClasses('primary', 'md', 'mt-8')}>
            {M.notFoundCta}
          </Link>
        </div>
      ) : query.isError ? (
        <div role="alert" className="py-16 text-center">
          <p className="text-danger">{LOADING_MESSAGES.products}</p>
          <button type="button" className={buttonClasses('outline', 'md', 'mt-4')} onClick={() => void query.refetch()}>
            {GENERAL_MESSAGES.retry}
          </button>
        </div>
      ) : page ? (
        <>
          <PageTitle title={page.product.name} />
          <ProductDetails
            product={page.product}
            onAddToCart={cart.add}
            adding={cart.pendingId === page.product.id}
            headingLevel="h1"
            media={<ProductGallery photos={photosOf(page.product)} name={page.product.name} />}
            besideAddToCart={heart ? (size) => heart(page.product, 'button', size) : undefined}
          />
          <RelatedProducts products={page.related} />
          <RecentlyViewed product={page.product} />
        </>
      ) : (
        <div className="grid gap-8 sm:grid-cols-2" aria-busy="true">
          <Skeleton className="aspect-square" />
          <div className="space-y-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-3/4" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        </div>
      )}
    </div>
  );
}
