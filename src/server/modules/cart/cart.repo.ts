import { CART_QUANTITY, SIZE_LABELS, type SizeLabel } from '@shared/constants';
import type { Db } from '@server/platform/db/database';

// Cart lines: one per shopper, product and size (a piece without sizes has the size '', a key
// column cannot be NULL on MySQL). A deleted product's lines go with it (the foreign key cascades).
// Every function runs on the executor it is given; the cart's service opens the transactions.

/** A line's size as the key stores it. */
const sizeKey = (size: SizeLabel | null): string => size ?? '';

/** The stored key read back: '' (or a label no longer known) is no size. */
function sizeOf(key: string): SizeLabel | null {
  return SIZE_LABELS.find((label) => label === key) ?? null;
}

export interface CartLineRow {
  productId: number;
  size: SizeLabel | null;
  quantity: number;
}

/** The shopper's lines, newest first. */
export async function listCartLines(db: Db, userId: number): Promise<CartLineRow[]> {
  const rows = await db
    .selectFrom('cart_items')
    .select(['product_id as productId', 'size_label as sizeLabel', 'quantity'])
    .where('user_id', '=', userId)
    .orderBy('added_at', 'desc')
    .orderBy('product_id', 'desc')
    .orderBy('size_label', 'desc')
    .execute();
  return rows.map((r) => ({ productId: r.productId, size: sizeOf(r.sizeLabel), quantity: Number(r.quantity) }));
}

/** The sizes of one product in the shopper's cart. */
export async function linesOfProduct(db: Db, userId: number, productId: number): Promise<CartLineRow[]> {
  return (await listCartLines(db, userId)).filter((line) => line.productId === productId);
}

/** The pieces in a cart: the sum of its quantities. */
export async function countCartPieces(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select((eb) => eb.fn.sum<number | string | null>('cart_items.quantity').as('n'))
    .where('cart_items.user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type AddOutcome = 'added' | 'raised' | 'atMaximum';

/**
 * Puts one more of a product in a size in the cart: a new line, or one more on the existing line
 * up to the maximum. The caller makes sure the product and size exist; a concurrent add of the
 * same new line surfaces as a unique violation, which the caller retries.
 */
export async function addOneToCart(
  db: Db,
  line: { userId: number; productId: number; size: SizeLabel | null },
  now: number,
): Promise<AddOutcome> {
  const key = sizeKey(line.size);
  const raised = await db
    .updateTable('cart_items')
    .set((eb) => ({ quantity: eb('quantity', '+', 1), added_at: now }))
    .where('user_id', '=', line.userId)
    .where('product_id', '=', line.productId)
    .where('size_label', '=', key)
    .where('quantity', '<', CART_QUANTITY.max)
    .executeTakeFirst();
  if (Number(raised.numUpdatedRows) > 0) return 'raised';
  const existing = await db
    .selectFrom('cart_items')
    .select('quantity')
    .where('user_id', '=', line.userId)
    .where('product_id', '=', line.productId)
    .where('size_label', '=', key)
    .executeTakeFirst();
  if (existing) return 'atMaximum';
  await db
    .insertInto('cart_items')
    .values({ user_id: line.userId, product_id: line.productId, size_label: key, quantity: 1, added_at: now })
    .execute();
  return 'added';
}

/** Sets a line's quantity; false when there is no such line. */
export async function setCartQuantity(
  db: Db,
  line: { userId: number; productId: number; size: SizeLabel | null },
  quantity: number,
): Promise<boolean> {
  const key = sizeKey(line.size);
  const result = await db
    .updateTable('cart_items')
    .set({ quantity })
    .where('user_id', '=', line.userId)
    .where('product_id', '=', line.productId)
    .where('size_label', '=', key)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  // MySQL counts only changed rows: a line already at this quantity is still a line.
  const row = await db
    .selectFrom('cart_items')
    .select('quantity')
    .where('user_id', '=', line.userId)
    .where('product_id', '=', line.productId)
    .where('size_label', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes one size's line, or every line of the product when `size` is undefined. */
export async function removeCartLines(
  db: Db,
  line: { userId: number; productId: number; size: SizeLabel | null | undefined },
): Promise<void> {
  let query = db.deleteFrom('cart_items').where('user_id', '=', line.userId).where('product_id', '=', line.productId);
  if (line.size !== undefined) query = query.where('size_label', '=', sizeKey(line.size));
  await query.execute();
}
