import { HydrationBoundary } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { collectionByPath, type Collection } from '@shared/constants';
import { CollectionPage } from '@client/features/catalog/collection-page';
import { useProductShelf } from '@client/features/product/product-shelf';
import { heartFor } from '@client/features/wishlist/wishlist-heart';
import { usePageState } from '@client/rendering/page-state';
import NotFound from './not-found';

/** A collection with its product cards; keyed by the route, so the open dialog goes with the page. */
function CollectionWithShelf({ collection }: { collection: Collection }) {
  const shelf = useProductShelf({ heart: heartFor });
  return <CollectionPage collection={collection} shelf={shelf} />;
}

export default function CollectionRoute() {
  const { pathname } = useLocation();
  const state = usePageState();
  const collection = collectionByPath(pathname.replace(/\/+$/, '') || '/');
  if (!collection) return <NotFound />;
  // Keyed by path: moving between collections starts each one fresh. The first page of pieces
  // comes with the HTML the server drew (rendering/server/render-collection.tsx).
  return (
    <HydrationBoundary state={state}>
      <CollectionWithShelf key={collection.path} collection={collection} />
    </HydrationBoundary>
  );
}
