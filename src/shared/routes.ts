import { COLLECTIONS, LEGACY_PATH_REDIRECTS } from './constants';
import { productIdOf } from './product-path';

// A product's address (productPath, productSlug, productIdOf) is in ./product-path.ts: only the
// pages that link to pieces load it, not the first load.

// The client's routes, known to the server too: it answers the public ones with their
// prerendered page, the others with the app shell (200), every other page path with the 404
// page and a 404 status, and old paths with a 301.

export const PAGE_ROUTES = {
  home: '/',
  login: '/login',
  admin: '/admin',
  dashboard: '/dashboard',
  about: '/about',
  contact: '/contact',
  media: '/media',
  cart: '/cart',
  wishlist: '/wishlist',
  product: '/product/:id',
  search: '/search',
} as const;

const STATIC_PATHS = new Set<string>([
  ...Object.values(PAGE_ROUTES).filter((p) => !p.includes(':')),
  ...COLLECTIONS.map((c) => c.path),
]);

/** A page path as the routes spell it: no trailing slash, except for the home page. */
export function normalizePagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The dashboard and every screen under it. */
export function isDashboardPath(path: string): boolean {
  return path === PAGE_ROUTES.dashboard || path.startsWith(`${PAGE_ROUTES.dashboard}/`);
}

export function isClientRoute(pathname: string): boolean {
  const path = normalizePagePath(pathname);
  if (STATIC_PATHS.has(path)) return true;
  if (path.startsWith('/product/') && productIdOf(path.slice('/product/'.length)) !== undefined) return true;
  return isDashboardPath(path);
}

export function legacyRedirect(pathname: string): string | undefined {
  return LEGACY_PATH_REDIRECTS[normalizePagePath(pathname)];
}

/** Public pages written as HTML at build time (scripts/build.mjs), by path; the server sends them. */
export const PRERENDERED_PATHS: readonly string[] = [
  PAGE_ROUTES.home,
  PAGE_ROUTES.login,
  PAGE_ROUTES.cart,
  PAGE_ROUTES.about,
  PAGE_ROUTES.contact,
  PAGE_ROUTES.media,
  ...COLLECTIONS.map((c) => c.path),
];

/** The folder of the client build that holds the prerendered pages (never served as files). */
export const PRERENDERED_DIR = 'pages';

/** The prerendered page for a path, as a file name under PRERENDERED_DIR. */
export function prerenderedFileFor(pathname: string): string | undefined {
  const path = normalizePagePath(pathname);
  if (!PRERENDERED_PATHS.includes(path)) return undefined;
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The page sent with a 404 for paths that are no page at all. */
export const NOT_FOUND_FILE = '404.html';
/** A path no route matches, rendered as the 404 page. */
export const NOT_FOUND_PROBE_PATH = '/__not-found__';

/** The shell that product pages are drawn into on the server (fonts preloaded), under PRERENDERED_DIR. */
export const SSR_TEMPLATE_FILE = '_product-shell.html';
