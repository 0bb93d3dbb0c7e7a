import { MediaPage } from '@client/features/shop/media-page';

export default function MediaRoute() {
  return <MediaPage />;
}
