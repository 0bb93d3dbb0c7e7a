import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { wishlistAddInput, wishlistMergeInput, wishlistProductInput, type WishlistDto } from '@shared/schemas/wishlist';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { productsByIds } from '../catalog/catalog.service';
import { countWishlist, listWishlistIds, listWishlistRows, removeFromWishlist } from './wishlist.repo';
import { addToWishlist, mergeWishlist } from './wishlist.service';

const publicProcedure = procedure({ auth: 'public' });
const shopperProcedure = procedure({ auth: 'shopper' });

// The signed-in shopper's wishlist. Every procedure reads and writes the caller's own rows only:
// the shopper comes from the session, never from the input. Saving is idempotent.

export const wishlistProcedures = {
  /** The saved pieces with today's prices and the sizes they were saved in, newest first. */
  list: shopperProcedure.query(async ({ ctx }): Promise<WishlistDto> => {
    const rows = await listWishlistRows(ctx.deps.db, ctx.user.id);
    const ids = rows.map((r) => r.productId);
    const found = new Map((await productsByIds(ctx.deps.db, ids)).map((p) => [p.id, p]));
    const items = rows.flatMap(({ productId, size }) => {
      const product = found.get(productId);
      return product ? [{ ...product, size }] : [];
    });
    return { items, count: items.length };
  }),

  /**
   * The pieces of a signed-out shopper's wishlist (kept in the browser), in the order given;
   * ids of products that no longer exist are left out. Public: it reads the public catalogue only.
   */
  pieces: publicProcedure.input(wishlistMergeInput).query(async ({ ctx, input }) => {
    const ids = [...new Set(input.productIds)];
    const found = new Map((await productsByIds(ctx.deps.db, ids)).map((p) => [p.id, p]));
    return { items: ids.flatMap((id) => found.get(id) ?? []) };
  }),

  /** Just the ids, for the hearts and the header's count. */
  ids: shopperProcedure.query(async ({ ctx }) => ({ productIds: await listWishlistIds(ctx.deps.db, ctx.user.id) })),

  /** Saves a piece in the size chosen (saving it again in another size keeps that one). */
  add: shopperProcedure.input(wishlistAddInput).mutation(async ({ ctx, input }) => {
    const count = await addToWishlist(ctx.deps.db, ctx.user.id, input, ctx.deps.now());
    return { message: WISHLIST_MESSAGES.added, count };
  }),

  /** Removing a piece that is not saved is not an error: the wishlist ends up as asked. */
  remove: shopperProcedure.input(wishlistProductInput).mutation(async ({ ctx, input }) => {
    await removeFromWishlist(ctx.deps.db, ctx.user.id, input.productId);
    return { message: WISHLIST_MESSAGES.removed, count: await countWishlist(ctx.deps.db, ctx.user.id) };
  }),

  /**
   * The browser's wishlist (newest first, with the sizes chosen), merged into the account after
   * signing in: pieces already saved stay as they are, ids of products that no longer exist are
   * skipped, and the wishlist never grows past WISHLIST_LIMIT (the newest of the browser's pieces
   * win the remaining places).
   */
  merge: shopperProcedure.input(wishlistMergeInput).mutation(async ({ ctx, input }) => ({
    productIds: await mergeWishlist(ctx.deps.db, ctx.user.id, input, ctx.deps.now()),
  })),
};

export const wishlistRouter = router(wishlistProcedures);
