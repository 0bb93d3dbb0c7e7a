import { SIZE_LABELS, type SizeLabel } from '@shared/constants';
import type { Db } from '@server/platform/db/database';

// Wishlist rows: one per shopper and piece, with the size it was saved in (NULL: none chosen). A
// deleted product's rows go with it (the foreign key cascades), and so do a deleted shopper's.

export interface WishlistRow {
  productId: number;
  size: SizeLabel | null;
}

/** The stored size read back: NULL (or a label no longer known) is no size. */
function sizeOf(label: string | null): SizeLabel | null {
  return SIZE_LABELS.find((known) => known === label) ?? null;
}

/** The shopper's saved pieces and their sizes, newest first. */
export async function listWishlistRows(db: Db, userId: number): Promise<WishlistRow[]> {
  const rows = await db
    .selectFrom('wishlist_items')
    .select(['product_id as productId', 'size_label as sizeLabel'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('product_id', 'desc')
    .execute();
  return rows.map((r) => ({ productId: Number(r.productId), size: sizeOf(r.sizeLabel) }));
}

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
 * Saves pieces that exist and are not saved yet, each in its size (insert-or-ignore: saving twice,
 * or two requests at once, leaves one row). Products that no longer exist are skipped. `now`
 * orders them: the first is the newest.
 */
export async function saveToWishlist(
  db: Db,
  userId: number,
  pieces: readonly WishlistRow[],
  now: number,
): Promise<void> {
  if (pieces.length === 0) return;
  const existing = await db
    .selectFrom('products')
    .select('id')
    .where(
      'id',
      'in',
      pieces.map((p) => p.productId),
    )
    .execute();
  const found = new Set(existing.map((r) => Number(r.id)));
  const rows = pieces
    .filter((p) => found.has(p.productId))
    .map((p, i) => ({ user_id: userId, product_id: p.productId, size_label: p.size, created_at: now - i }));
  if (rows.length === 0) return;
  await db.insertInto('wishlist_items').ignore().values(rows).execute();
}

/** Changes the size a saved piece is kept in. */
export async function setWishlistSize(db: Db, userId: number, productId: number, size: SizeLabel | null) {
  await db
    .updateTable('wishlist_items')
    .set({ size_label: size })
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .execute();
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
