import { AboutPage } from '../../features/shop/about-page';

export default function AboutRoute() {
  return <AboutPage />;
}
