import { useLocation } from 'react-router';
import { collectionByPath } from '../../../shared/constants';
import { CollectionPage } from '../../features/catalog/collection-page';
import NotFound from './not-found';

export default function CollectionRoute() {
  const { pathname } = useLocation();
  const collection = collectionByPath(pathname.replace(/\/+$/, '') || '/');
  if (!collection) return <NotFound />;
  // Keyed by path: moving between collections starts each one fresh.
  return <CollectionPage key={collection.path} collection={collection} />;
}
