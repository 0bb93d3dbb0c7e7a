import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { collectionByPath, COLLECTIONS, LEGACY_PATH_REDIRECTS } from '../../shared/constants';
import { PAGE_ROUTES } from '../../shared/routes';
import { SiteLayout } from '../components/layout/site-layout';
import { lazyPage, type LazyPage } from '../lib/lazy-page';

// Declarative routes keep React Router's share of the first load small; every page is its own chunk,
// so the entry holds only the shell (header, menu, footer). The dashboard never loads on the storefront.
const Home = lazyPage(() => import('./routes/home'));
const Login = lazyPage(() => import('./routes/login'));
const Cart = lazyPage(() => import('./routes/cart'));
const About = lazyPage(() => import('./routes/about'));
const Contact = lazyPage(() => import('./routes/contact'));
const Media = lazyPage(() => import('./routes/media'));
const Product = lazyPage(() => import('./routes/product'));
const Collection = lazyPage(() => import('./routes/collection'));
const NotFound = lazyPage(() => import('./routes/not-found'));
const AdminLogin = lazyPage(() => import('./routes/admin-login'));
const Dashboard = lazyPage(() => import('./routes/dashboard'));

const STATIC_PAGES: Record<string, LazyPage> = {
  [PAGE_ROUTES.home]: Home,
  [PAGE_ROUTES.login]: Login,
  [PAGE_ROUTES.cart]: Cart,
  [PAGE_ROUTES.about]: About,
  [PAGE_ROUTES.contact]: Contact,
  [PAGE_ROUTES.media]: Media,
  [PAGE_ROUTES.admin]: AdminLogin,
};

/** The page chunk a path renders, so that it can be loaded before the app hydrates or starts. */
export function pageFor(pathname: string): LazyPage {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = STATIC_PAGES[path];
  if (page) return page;
  if (collectionByPath(path)) return Collection;
  if (/^\/product\/[^/]+$/.test(path)) return Product;
  if (path === PAGE_ROUTES.dashboard || path.startsWith(`${PAGE_ROUTES.dashboard}/`)) return Dashboard;
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
        <Route path={PAGE_ROUTES.home} element={<Home />} />
        <Route path={PAGE_ROUTES.login} element={<Login />} />
        <Route path={PAGE_ROUTES.cart} element={<Cart />} />
        <Route path={PAGE_ROUTES.about} element={<About />} />
        <Route path={PAGE_ROUTES.contact} element={<Contact />} />
        <Route path={PAGE_ROUTES.media} element={<Media />} />
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
