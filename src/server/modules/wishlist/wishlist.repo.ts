import type { Db } from '@server/platform/db/database';

// Wishlist rows: one per shopper and piece. A deleted product's rows go with it (the foreign key
// cascades), and so do a deleted shopper's.

/** The shopper's saved product ids, newest first. */
export async function listWishlistIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select('product_id as productId')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('product_id', 'desc')
    .execute();
  return rows.map((r) => Number(r.productId));
}

export async function countWishlist(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Saves pieces that exist and are not saved yet (insert-or-ignore: saving twice, or two requests at
 * once, leaves one row). Ids of products that no longer exist are skipped. `now` orders them: the
 * first id is the newest.
 */
export async function saveToWishlist(
  db: Db,
  userId: number,
  productIds: readonly number[],
  now: number,
): Promise<void> {
  if (productIds.length === 0) return;
  const existing = await db
    .selectFrom('products')
    .select('id')
    .where('id', 'in', [...productIds])
    .execute();
  const found = new Set(existing.map((r) => Number(r.id)));
  const rows = productIds
    .filter((id) => found.has(id))
    .map((id, i) => ({ user_id: userId, product_id: id, created_at: now - i }));
  if (rows.length === 0) return;
  await db.insertInto('wishlist_items').ignore().values(rows).execute();
}

/** Whether the product is among the shopper's saved pieces. */
export async function isInWishlist(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('wishlist_items')
    .select('product_id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeFromWishlist(db: Db, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('wishlist_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}
