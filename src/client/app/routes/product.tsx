import { HydrationBoundary } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { productIdOf } from '@shared/product-path';
import { ProductPage } from '@client/features/product/product-page';
import { heartFor } from '@client/features/wishlist/wishlist-heart';
import { usePageState } from '@client/rendering/page-state';

/** /product/{id}-{slug}: the page, hydrated from the cache the server drew it with. */
export default function ProductRoute() {
  const { id } = useParams();
  const state = usePageState();
  const numeric = productIdOf(id) ?? NaN;
  return (
    <HydrationBoundary state={state}>
      <ProductPage key={numeric} id={numeric} heart={heartFor} />
    </HydrationBoundary>
  );
}
