import { trpc } from '../../lib/trpc';

// Every call the wishlist feature makes. The header's count uses useWishlistIds only.

/** The signed-in shopper's saved ids (shared by every heart on the page and the header's count). */
export const useWishlistIds = (signedIn: boolean) => trpc.wishlist.ids.useQuery(undefined, { enabled: signedIn, staleTime: 30_000 });

/** The signed-in shopper's saved pieces with today's prices. */
export const useServerWishlist = (enabled: boolean) => trpc.wishlist.list.useQuery(undefined, { enabled });

/** The pieces of the browser's own wishlist (signed out). */
export const useBrowserWishlistPieces = (productIds: readonly number[], enabled: boolean) =>
  trpc.wishlist.pieces.useQuery({ productIds: [...productIds] }, { enabled: enabled && productIds.length > 0, placeholderData: (previous) => previous });

export const useAddToWishlist = () => trpc.wishlist.add.useMutation();
export const useRemoveFromWishlist = () => trpc.wishlist.remove.useMutation();
export const useMergeWishlist = () => trpc.wishlist.merge.useMutation();
