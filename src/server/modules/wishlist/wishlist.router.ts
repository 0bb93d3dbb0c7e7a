import { AppError } from '@shared/errors';
import { PRODUCT_MESSAGES } from '@shared/messages';
import { WISHLIST_MESSAGES } from '@shared/messages/wishlist';
import { wishlistMergeInput, wishlistProductInput, type WishlistDto } from '@shared/schemas/wishlist';
import { WISHLIST_LIMIT } from '@shared/wishlist';
import { isForeignKeyViolation } from '@server/platform/db/db-errors';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { productById, productsByIds } from '../catalog/catalog.service';
import { countWishlist, isInWishlist, listWishlistIds, removeFromWishlist, saveToWishlist } from './wishlist.repo';

const publicProcedure = procedure({ auth: 'public' });
const shopperProcedure = procedure({ auth: 'shopper' });

// The signed-in shopper's wishlist. Every procedure reads and writes the caller's own rows only:
// the shopper comes from the session, never from the input. Saving is idempotent.

export const wishlistProcedures = {
  /** The saved pieces with today's prices, newest first. */
  list: shopperProcedure.query(async ({ ctx }): Promise<WishlistDto> => {
    const ids = await listWishlistIds(ctx.deps.db, ctx.user.id);
    const found = new Map((await productsByIds(ctx.deps.db, ids)).map((p) => [p.id, p]));
    const items = ids.flatMap((id) => found.get(id) ?? []);
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

  add: shopperProcedure.input(wishlistProductInput).mutation(async ({ ctx, input }) => {
    const { db } = ctx.deps;
    if (!(await productById(db, input.productId))) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    if (
      !(await isInWishlist(db, ctx.user.id, input.productId)) &&
      (await countWishlist(db, ctx.user.id)) >= WISHLIST_LIMIT
    ) {
      throw new AppError('BAD_INPUT', WISHLIST_MESSAGES.full);
    }
    try {
      await saveToWishlist(db, ctx.user.id, [input.productId], ctx.deps.now());
    } catch (err) {
      // Deleted between the check and the insert.
      if (isForeignKeyViolation(err)) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound, { cause: err });
      throw err;
    }
    return { message: WISHLIST_MESSAGES.added, count: await countWishlist(db, ctx.user.id) };
  }),

  /** Removing a piece that is not saved is not an error: the wishlist ends up as asked. */
  remove: shopperProcedure.input(wishlistProductInput).mutation(async ({ ctx, input }) => {
    await removeFromWishlist(ctx.deps.db, ctx.user.id, input.productId);
    return { message: WISHLIST_MESSAGES.removed, count: await countWishlist(ctx.deps.db, ctx.user.id) };
  }),

  /**
   * The browser's wishlist (newest first), merged into the account after signing in: pieces already
   * saved stay as they are, ids of products that no longer exist are skipped, and the wishlist never
   * grows past WISHLIST_LIMIT (the newest of the browser's pieces win the remaining places).
   */
  merge: shopperProcedure.input(wishlistMergeInput).mutation(async ({ ctx, input }) => {
    const { db } = ctx.deps;
    const saved = new Set(await listWishlistIds(db, ctx.user.id));
    const room = Math.max(0, WISHLIST_LIMIT - saved.size);
    const fresh = [...new Set(input.productIds)].filter((id) => !saved.has(id)).slice(0, room);
    try {
      await saveToWishlist(db, ctx.user.id, fresh, ctx.deps.now());
    } catch (err) {
      // A piece deleted while merging: merge the others.
      if (!isForeignKeyViolation(err)) throw err;
      for (const id of fresh)
        await saveToWishlist(db, ctx.user.id, [id], ctx.deps.now()).catch((e: unknown) => {
          if (!isForeignKeyViolation(e)) throw e;
        });
    }
    return { productIds: await listWishlistIds(db, ctx.user.id) };
  }),
};

export const wishlistRouter = router(wishlistProcedures);
