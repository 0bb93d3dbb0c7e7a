import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { COLLECTIONS, LEGACY_PATH_REDIRECTS } from '../../shared/constants';
import { PAGE_ROUTES } from '../../shared/routes';
import { SiteLayout } from '../components/layout/site-layout';

// Declarative routes keep React Router's share of the first load small; every page is its own chunk,
// so the entry holds only the shell (header, menu, footer). The dashboard never loads on the storefront.
const Home = lazy(() => import('./routes/home'));
const Login = lazy(() => import('./routes/login'));
const Cart = lazy(() => import('./routes/cart'));
const About = lazy(() => import('./routes/about'));
const Contact = lazy(() => import('./routes/contact'));
const Media = lazy(() => import('./routes/media'));
const Product = lazy(() => import('./routes/product'));
const Collection = lazy(() => import('./routes/collection'));
const NotFound = lazy(() => import('./routes/not-found'));
const AdminLogin = lazy(() => import('./routes/admin-login'));
const Dashboard = lazy(() => import('./routes/dashboard'));

/** The old /tample-* addresses land on /temple-*, keeping any query string. */
function LegacyRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

export function AppRouter() {
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}
