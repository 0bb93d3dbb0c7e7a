import { AppError } from '@shared/errors';
import { PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { WISHLIST_LIMIT } from '@shared/wishlist';
import type { Db } from '@server/platform/db/database';
import { isForeignKeyViolation } from '@server/platform/db/db-errors';
import { inTransaction } from '@server/platform/db/transaction';
import { lockShopper } from '../accounts/accounts.service';
import { countWishlist, isInWishlist, listWishlistIds, saveToWishlist } from './wishlist.repo';

// Writes that add to a wishlist: the limit is checked and the rows inserted under the shopper's
// row lock, so that requests at once (21 adds, several merges) cannot each find room and together
// pass WISHLIST_LIMIT (they did on MySQL, issue 24 finding 7).

/** Saves one piece (idempotent); answers the wishlist's size. */
export async function addToWishlist(db: Db, userId: number, productId: number, now: number): Promise<number> {
  try {
    return await inTransaction(db, async (trx) => {
      await lockShopper(trx, userId);
      if (!(await isInWishlist(trx, userId, productId)) && (await countWishlist(trx, userId)) >= WISHLIST_LIMIT)
        throw new AppError('BAD_INPUT', WISHLIST_MESSAGES.full);
      await saveToWishlist(trx, userId, [productId], now);
      return countWishlist(trx, userId);
    });
  } catch (err) {
    // Deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound, { cause: err });
    throw err;
  }
}

/**
 * Merges the browser's wishlist (newest first): saved pieces stay, the newest of the others take
 * the places left. Answers the ids saved afterwards.
 */
export async function mergeWishlist(
  db: Db,
  userId: number,
  productIds: readonly number[],
  now: number,
): Promise<number[]> {
  const merge = () =>
    inTransaction(db, async (trx) => {
      await lockShopper(trx, userId);
      const saved = new Set(await listWishlistIds(trx, userId));
      const room = Math.max(0, WISHLIST_LIMIT - saved.size);
      const fresh = [...new Set(productIds)].filter((id) => !saved.has(id)).slice(0, room);
      // saveToWishlist skips ids of products that no longer exist.
      await saveToWishlist(trx, userId, fresh, now);
      return listWishlistIds(trx, userId);
    });
  try {
    return await merge();
  } catch (err) {
    // A piece deleted while merging: once more, and the check leaves it out.
    if (!isForeignKeyViolation(err)) throw err;
    return merge();
  }
}
