import type { Db } from '@server/platform/db/database';
import * as reads from './catalog-reads.repo';

// The catalogue's read port for other modules: counts and plain product lists (the sitemap, a
// piece's neighbours, the dashboard's counts), so that no module reads the catalogue's tables.

export function countProducts(db: Db): Promise<number> {
  return reads.countProducts(db);
}

export function countCategories(db: Db): Promise<number> {
  return reads.countCategories(db);
}

/** Products by id, `limit` from `offset`, for one sitemap file. */
export function sitemapProducts(db: Db, offset: number, limit: number): Promise<reads.SitemapProductRow[]> {
  return reads.sitemapProducts(db, offset, limit);
}

/** The latest change of the catalogue (a product's), for the lastmod of the home and collections. */
export function latestProductChange(db: Db): Promise<number | null> {
  return reads.latestProductChange(db);
}

/** Up to `limit` other products of a category, newest first, leaving out `excludeIds`. */
export function productsBesideInCategory(
  db: Db,
  categoryId: number,
  excludeIds: number[],
  limit: number,
): Promise<number[]> {
  return reads.categoryNeighbours(db, categoryId, excludeIds, limit);
}

/** Up to `limit` products whose name contains `q`, case-insensitively (the stock's search by design name). */
export function productIdsNamed(db: Db, q: string, limit: number): Promise<number[]> {
  return reads.productIdsNamed(db, q, limit);
}
