import { AboutPage } from '@client/features/shop/about-page';

export default function AboutRoute() {
  return <AboutPage />;
}
