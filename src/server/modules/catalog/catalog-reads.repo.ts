import { sql } from 'kysely';
import type { Db } from '@server/platform/db/database';
import { containsPattern, nameKey } from '@server/platform/db/like';

// Counts and plain lists of the catalogue that other modules read through catalog-reads.service.ts:
// the sitemap, a piece's neighbours on its page, the dashboard's counts. Read-only.

export interface SitemapProductRow {
  id: number;
  name: string;
  updatedAt: number;
}

export async function countProducts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countCategories(db: Db): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Products by id, `limit` from `offset`, for one sitemap file. */
export async function sitemapProducts(db: Db, offset: number, limit: number): Promise<SitemapProductRow[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'updated_at'])
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, updatedAt: Number(r.updated_at) }));
}

/** The latest change of the catalogue (a product's), for the lastmod of the home and collections. */
export async function latestProductChange(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('updated_at').as('latest'))
    .executeTakeFirst();
  return row?.latest === null || row?.latest === undefined ? null : Number(row.latest);
}

/** Other products of a category, newest first. */
export async function categoryNeighbours(
  db: Db,
  categoryId: number,
  excludeIds: number[],
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where('category_id', '=', categoryId)
    .where('id', 'not in', excludeIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Up to `limit` products whose name contains `q` (case-insensitively), by id. */
export async function productIdsNamed(db: Db, q: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('products')
    .select('id')
    .where(sql<boolean>`name_key like ${containsPattern(nameKey(q))} escape '!'`)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.id));
}
