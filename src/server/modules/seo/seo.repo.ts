import type { Db } from '@server/platform/db/database';

// The catalogue as the search-engine plumbing reads it: every product for the sitemap, a piece's
// collections and its neighbours for its page. Read-only.

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

/** The selection types (collections) a product is in, the earliest chosen first. */
export async function selectionTypesOf(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('selection_items')
    .select('selection_type')
    .where('product_id', '=', productId)
    .orderBy('added_at')
    .execute();
  return rows.map((r) => r.selection_type);
}

/** Other products of a selection, in the order they were chosen. */
export async function selectionNeighbours(
  db: Db,
  selectionType: string,
  excludeId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('selection_items')
    .select('product_id')
    .where('selection_type', '=', selectionType)
    .where('product_id', '!=', excludeId)
    .orderBy('added_at')
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.product_id));
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
