import { useMemo } from 'react';
import type { SizeLabel } from '@shared/constants';
import { trpc } from '@client/lib/trpc';

// Every call the wishlist feature makes. The header's count uses useWishlistIds only.

/** The signed-in shopper's saved ids (shared by every heart on the page and the header's count). */
export const useWishlistIds = (signedIn: boolean) =>
  trpc.wishlist.ids.useQuery(undefined, { enabled: signedIn, staleTime: 30_000 });

/** The signed-in shopper's saved pieces with today's prices. */
export const useServerWishlist = (enabled: boolean) => trpc.wishlist.list.useQuery(undefined, { enabled });

/** The pieces of the browser's own wishlist (signed out). */
export const useBrowserWishlistPieces = (productIds: readonly number[], enabled: boolean) =>
  trpc.wishlist.pieces.useQuery(
    { productIds: [...productIds] },
    { enabled: enabled && productIds.length > 0, placeholderData: (previous) => previous },
  );

/**
 * Saving and removing a piece, as plain calls rather than a mutation hook each: every heart on a
 * page would otherwise hold two mutation observers that are used only on a press.
 */
export function useWishlistWrites() {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      add: (productId: number, size: SizeLabel | null = null) => utils.client.wishlist.add.mutate({ productId, size }),
      remove: (productId: number) => utils.client.wishlist.remove.mutate({ productId }),
    }),
    [utils],
  );
}
export const useMergeWishlist = () => trpc.wishlist.merge.useMutation();

/**
 * Moves a saved piece to the cart in the size it was saved in: into the cart first, then out of
 * the wishlist, so that a failure loses nothing. Signed in only (the cart is the account's).
 */
export function useMoveToCart() {
  const utils = trpc.useUtils();
  return useMemo(
    () => async (productId: number, size: SizeLabel | null) => {
      const added = await utils.client.cart.add.mutate({ productId, size });
      utils.cart.count.setData(undefined, { count: added.count });
      void utils.cart.list.invalidate();
      await utils.client.wishlist.remove.mutate({ productId });
      await Promise.all([utils.wishlist.ids.invalidate(), utils.wishlist.list.invalidate()]);
    },
    [utils],
  );
}
