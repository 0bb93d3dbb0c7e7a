import { Link } from 'react-router';
import { GENERAL_MESSAGES, LOADING_MESSAGES, STOREFRONT_MESSAGES } from '../../../shared/messages';
import { PAGE_ROUTES } from '../../../shared/routes';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { useAddToCart, useProduct } from './api';
import { ProductDetails } from './product-details';

/** A piece's own page, for sharing: the same details as the dialog. */
export function ProductPage({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const product = useProduct(id, valid);
  const cart = useAddToCart();
  const notFound = !valid || product.error?.data?.code === 'NOT_FOUND';

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
      <nav aria-label="Breadcrumb" className="mb-8 text-xs uppercase tracking-[0.16em] text-stone">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={PAGE_ROUTES.home} className="hover:text-gold-700">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-charcoal">
            {product.data?.name ?? '…'}
          </li>
        </ol>
      </nav>
      {notFound ? (
        <div className="py-16 text-center">
          <PageTitle title={STOREFRONT_MESSAGES.notFoundTitle} />
          <h1 className="font-display text-4xl">{STOREFRONT_MESSAGES.productNotFound}</h1>
          <Link to="/bestsellers" className={buttonClasses('primary', 'md', 'mt-8')}>
            Bestsellers
          </Link>
        </div>
      ) : product.isError ? (
        <div role="alert" className="py-16 text-center">
          <p className="text-danger">{LOADING_MESSAGES.products}</p>
          <button type="button" className={buttonClasses('outline', 'md', 'mt-4')} onClick={() => void product.refetch()}>
            {GENERAL_MESSAGES.retry}
          </button>
        </div>
      ) : product.data ? (
        <>
          <PageTitle title={product.data.name} />
          <ProductDetails product={product.data} onAddToCart={cart.add} adding={cart.pendingId === product.data.id} headingLevel="h1" priority />
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
