import { CART_QUANTITY } from '@shared/constants';
import type { Db } from '@server/platform/db/database';

// Cart lines: one per shopper and product. A deleted product's lines go with it
// (deleteProduct removes them, and the foreign key cascades).

/** The shopper's lines, newest first. */
export async function listCartLines(db: Db, userId: number): Promise<Array<{ productId: number; quantity: number }>> {
  const rows = await db
    .selectFrom('cart_items')
    .select(['cart_items.product_id as productId', 'cart_items.quantity as quantity'])
    .where('cart_items.user_id', '=', userId)
    .orderBy('cart_items.added_at', 'desc')
    .orderBy('cart_items.product_id', 'desc')
    .execute();
  return rows.map((r) => ({ productId: r.productId, quantity: Number(r.quantity) }));
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
 * Puts one more of a product in the cart: a new line, or one more on the existing line up to
 * the maximum. The caller makes sure the product exists; a concurrent add of the same new line
 * surfaces as a unique violation, which the caller retries.
 */
export async function addOneToCart(db: Db, userId: number, productId: number, now: number): Promise<AddOutcome> {
  const raised = await db
    .updateTable('cart_items')
    .set((eb) => ({ quantity: eb('quantity', '+', 1), added_at: now }))
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('quantity', '<', CART_QUANTITY.max)
    .executeTakeFirst();
  if (Number(raised.numUpdatedRows) > 0) return 'raised';
  const existing = await db
    .selectFrom('cart_items')
    .select('quantity')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (existing) return 'atMaximum';
  await db
    .insertInto('cart_items')
    .values({ user_id: userId, product_id: productId, quantity: 1, added_at: now })
    .execute();
  return 'added';
}

export async function setCartQuantity(db: Db, userId: number, productId: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('cart_items')
    .set({ quantity })
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  // MySQL counts only changed rows: a line already at this quantity is still a line.
  const row = await db
    .selectFrom('cart_items')
    .select('quantity')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeCartLine(db: Db, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

/** The lines to copy into an appointment: product id, its name and stored current price now, and the quantity. */
export async function cartLinesForAppointment(
  db: Db,
  userId: number,
): Promise<Array<{ productId: number; name: string; quantity: number; unitPricePaise: number | null }>> {
  const rows = await db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([
      'products.id as productId',
      'products.name as name',
      'cart_items.quantity as quantity',
      'products.price_paise as unitPricePaise',
    ])
    .where('cart_items.user_id', '=', userId)
    .orderBy('cart_items.added_at', 'desc')
    .orderBy('products.id', 'desc')
    .execute();
  return rows.map((r) => ({
    productId: r.productId,
    name: r.name,
    quantity: Number(r.quantity),
    unitPricePaise: r.unitPricePaise === null ? null : Number(r.unitPricePaise),
  }));
}
