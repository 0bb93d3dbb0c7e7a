import { useMemo } from 'react';
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
      add: (productId: number) => utils.client.wishlist.add.mutate({ productId }),
      remove: (productId: number) => utils.client.wishlist.remove.mutate({ productId }),
    }),
    [utils],
  );
}
export const useMergeWishlist = () => trpc.wishlist.merge.useMutation();
