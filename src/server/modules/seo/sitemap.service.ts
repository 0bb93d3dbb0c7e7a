import { COLLECTIONS } from '@shared/constants';
import { PAGE_ROUTES } from '@shared/routes';
import { productPath } from '@shared/product-path';
import type { AppDeps } from '@server/platform/deps';
import * as catalog from '../catalog/catalog-reads.service';

// sitemap.xml from the catalogue: the home page, the other public pages, every collection and
// every product (with lastmod). Up to `limit` URLs it is one urlset; beyond, sitemap.xml is an
// index of /sitemap/1.xml, /sitemap/2.xml, ... of `limit` URLs each (the protocol allows 50,000).

const STATIC_PATHS: readonly string[] = [
  PAGE_ROUTES.home,
  ...COLLECTIONS.map((c) => c.path),
  PAGE_ROUTES.about,
  PAGE_ROUTES.contact,
  PAGE_ROUTES.media,
];

interface SitemapUrl {
  path: string;
  lastmod: number | null;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function urlset(origin: string, urls: SitemapUrl[]): string {
  const items = urls.map(
    (u) =>
      `<url><loc>${xmlEscape(origin + u.path)}</loc>` +
      (u.lastmod === null ? '' : `<lastmod>${isoDate(u.lastmod)}</lastmod>`) +
      `</url>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
    `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`
  );
}

function sitemapIndex(origin: string, files: number, lastmod: number | null): string {
  const items = Array.from(
    { length: files },
    (_, i) =>
      `<sitemap><loc>${xmlEscape(`${origin}/sitemap/${i + 1}.xml`)}</loc>` +
      (lastmod === null ? '' : `<lastmod>${isoDate(lastmod)}</lastmod>`) +
      `</sitemap>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex ` +
    `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
  );
}

/** The URLs from `start` (inclusive) to `end` (exclusive) of the whole list: the fixed pages, then products by id. */
async function urlsBetween(deps: AppDeps, start: number, end: number, latest: number | null): Promise<SitemapUrl[]> {
  const fixed = STATIC_PATHS.slice(start, end).map((path) => ({ path, lastmod: latest }));
  const offset = Math.max(0, start - STATIC_PATHS.length);
  const count = end - Math.max(start, STATIC_PATHS.length);
  const products = count > 0 ? await catalog.sitemapProducts(deps.db, offset, count) : [];
  return [...fixed, ...products.map((p) => ({ path: productPath(p), lastmod: p.updatedAt }))];
}

/**
 * sitemap.xml (part undefined) or one file of the index (part 1, 2, ...); null for a part that
 * does not exist.
 */
export async function sitemapXml(deps: AppDeps, origin: string, limit: number, part?: number): Promise<string | null> {
  const [products, latest] = await Promise.all([catalog.countProducts(deps.db), catalog.latestProductChange(deps.db)]);
  const total = STATIC_PATHS.length + products;
  const files = Math.ceil(total / limit);
  if (part === undefined) {
    return files <= 1 ? urlset(origin, await urlsBetween(deps, 0, total, latest)) : sitemapIndex(origin, files, latest);
  }
  if (files <= 1 || part < 1 || part > files) return null;
  return urlset(origin, await urlsBetween(deps, (part - 1) * limit, Math.min(total, part * limit), latest));
}

/** robots.txt: the storefront open, the private areas closed, the sitemap named. */
export function robotsTxt(origin: string, disallow: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
