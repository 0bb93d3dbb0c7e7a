import { MediaPage } from '../../features/shop/media-page';

export default function MediaRoute() {
  return <MediaPage />;
}
