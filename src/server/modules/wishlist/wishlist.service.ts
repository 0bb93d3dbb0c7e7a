import type { SizeLabel } from '@shared/constants';
import { AppError } from '@shared/errors';
import { PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { CART_SIZE_MESSAGES } from '@shared/messages/cart-sizes';
import type { ProductDto } from '@shared/schemas/catalog';
import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { WISHLIST_LIMIT } from '@shared/wishlist';
import type { Db } from '@server/platform/db/database';
import { isForeignKeyViolation } from '@server/platform/db/db-errors';
import { inTransaction } from '@server/platform/db/transaction';
import { lockShopper } from '../accounts/accounts.service';
import { productById, productsByIds } from '../catalog/catalog.service';
import {
  countWishlist,
  isInWishlist,
  listWishlistIds,
  saveToWishlist,
  setWishlistSize,
  type WishlistRow,
} from './wishlist.repo';

const sizesOf = (product: ProductDto) => product.specifications.sizes.map((s) => s.label);

// Writes that add to a wishlist: the limit is checked and the rows inserted under the shopper's
// row lock, so that requests at once (21 adds, several merges) cannot each find room and together
// pass WISHLIST_LIMIT (they did on MySQL, issue 24 finding 7).

/**
 * Saves one piece in a size (one of its own; none left out), idempotently: saved again in another
 * size, it is kept in that one. Answers how many pieces the wishlist holds.
 */
export async function addToWishlist(
  db: Db,
  userId: number,
  piece: { productId: number; size?: SizeLabel | null | undefined },
  now: number,
): Promise<number> {
  const product = await productById(db, piece.productId);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  const size = piece.size ?? null;
  if (size !== null && !sizesOf(product).includes(size))
    throw new AppError('BAD_INPUT', CART_SIZE_MESSAGES.sizeUnknown);
  try {
    return await inTransaction(db, async (trx) => {
      await lockShopper(trx, userId);
      if (await isInWishlist(trx, userId, product.id)) {
        if (piece.size !== undefined) await setWishlistSize(trx, userId, product.id, size);
      } else if ((await countWishlist(trx, userId)) >= WISHLIST_LIMIT) {
        throw new AppError('BAD_INPUT', WISHLIST_MESSAGES.full);
      }
      await saveToWishlist(trx, userId, [{ productId: product.id, size }], now);
      return countWishlist(trx, userId);
    });
  } catch (err) {
    // Deleted between the check and the insert.
    if (isForeignKeyViolation(err)) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound, { cause: err });
    throw err;
  }
}

/**
 * The browser's pieces in their sizes: a size the piece does not come in (any longer) is dropped,
 * the piece kept.
 */
async function piecesInSizes(
  db: Db,
  productIds: readonly number[],
  sizes: Readonly<Record<string, SizeLabel>>,
): Promise<WishlistRow[]> {
  const sized = productIds.filter((id) => sizes[String(id)] !== undefined);
  const products = new Map((await productsByIds(db, sized)).map((p) => [p.id, p]));
  return productIds.map((productId) => {
    const size = sizes[String(productId)];
    const product = products.get(productId);
    return { productId, size: size && product && sizesOf(product).includes(size) ? size : null };
  });
}

/**
 * Merges the browser's wishlist (newest first) with the sizes its pieces were saved in: saved
 * pieces stay as they are, the newest of the others take the places left. Answers the ids saved
 * afterwards.
 */
export async function mergeWishlist(
  db: Db,
  userId: number,
  browser: { productIds: readonly number[]; sizes?: Readonly<Record<string, SizeLabel>> | undefined },
  now: number,
): Promise<number[]> {
  const pieces = await piecesInSizes(db, [...new Set(browser.productIds)], browser.sizes ?? {});
  const merge = () =>
    inTransaction(db, async (trx) => {
      await lockShopper(trx, userId);
      const saved = new Set(await listWishlistIds(trx, userId));
      const room = Math.max(0, WISHLIST_LIMIT - saved.size);
      const fresh = pieces.filter((p) => !saved.has(p.productId)).slice(0, room);
      // saveToWishlist skips products that no longer exist.
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
