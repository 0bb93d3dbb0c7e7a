import { Suspense } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { collectionByPath, COLLECTIONS, LEGACY_PATH_REDIRECTS } from '@shared/constants';
import { isDashboardPath, normalizePagePath, PAGE_ROUTES } from '@shared/routes';
import { SiteLayout } from './layout/site-layout';
import { lazyPage, type LazyPage } from '../lib/lazy-page';

// Declarative routes keep React Router's share of the first load small; every page is its own chunk,
// so the entry holds only the shell (header, menu, footer). The dashboard never loads on the storefront.
const Home = lazyPage(() => import('./routes/home'));
const Login = lazyPage(() => import('./routes/login'));
const Cart = lazyPage(() => import('./routes/cart'));
const Wishlist = lazyPage(() => import('./routes/wishlist'));
const About = lazyPage(() => import('./routes/about'));
const Contact = lazyPage(() => import('./routes/contact'));
const Media = lazyPage(() => import('./routes/media'));
const Product = lazyPage(() => import('./routes/product'));
const Collection = lazyPage(() => import('./routes/collection'));
const Search = lazyPage(() => import('./routes/search'));
const NotFound = lazyPage(() => import('./routes/not-found'));
const AdminLogin = lazyPage(() => import('./routes/admin-login'));
const Dashboard = lazyPage(() => import('./routes/dashboard'));

/** The pages inside the storefront layout at fixed paths. */
const LAYOUT_PAGES: ReadonlyArray<readonly [string, LazyPage]> = [
  [PAGE_ROUTES.home, Home],
  [PAGE_ROUTES.login, Login],
  [PAGE_ROUTES.cart, Cart],
  [PAGE_ROUTES.wishlist, Wishlist],
  [PAGE_ROUTES.about, About],
  [PAGE_ROUTES.contact, Contact],
  [PAGE_ROUTES.media, Media],
  [PAGE_ROUTES.search, Search],
];
const FIXED_PAGES = new Map<string, LazyPage>([...LAYOUT_PAGES, [PAGE_ROUTES.admin, AdminLogin]]);

/** The page chunk the routes below render for a path, to load it before the app hydrates or starts. */
export function pageFor(pathname: string): LazyPage {
  const path = normalizePagePath(pathname);
  const page = FIXED_PAGES.get(path);
  if (page) return page;
  if (collectionByPath(path)) return Collection;
  if (matchPath(PAGE_ROUTES.product, path)) return Product;
  if (isDashboardPath(path)) return Dashboard;
  return NotFound;
}

/** The old /tample-* addresses land on /temple-*, keeping any query string. */
function LegacyRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

/** Every route of the app; the browser wraps it in a BrowserRouter, the prerender in a StaticRouter. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {LAYOUT_PAGES.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path={PAGE_ROUTES.product} element={<Product />} />
        {COLLECTIONS.map((c) => (
          <Route key={c.path} path={c.path} element={<Collection />} />
        ))}
        {Object.entries(LEGACY_PATH_REDIRECTS).map(([from, to]) => (
          <Route key={from} path={from} element={<LegacyRedirect to={to} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route
        path={PAGE_ROUTES.admin}
        element={
          <Suspense fallback={null}>
            <AdminLogin />
          </Suspense>
        }
      />
      <Route
        path={`${PAGE_ROUTES.dashboard}/*`}
        element={
          <Suspense fallback={null}>
            <Dashboard />
          </Suspense>
        }
      />
    </Routes>
  );
}
