import { useCallback } from 'react';
import { trpc } from '@client/lib/trpc';
import { useMergeWishlist } from './api';
import { clearLocalWishlist, readLocalSizes } from './local-store';
import { readLocalWishlist } from './local-wishlist';

/**
 * After signing in: the pieces saved in this browser while signed out join the account's wishlist,
 * and the browser's copy is cleared. A failure keeps the browser's copy for the next sign-in; it
 * never stands in the way of signing in. Loaded with the login page, not on every page.
 */
export function useMergeBrowserWishlist(): () => Promise<void> {
  const { mutateAsync } = useMergeWishlist();
  const utils = trpc.useUtils();
  return useCallback(async () => {
    const productIds = [...readLocalWishlist()];
    if (productIds.length === 0) return;
    try {
      const merged = await mutateAsync({ productIds, sizes: readLocalSizes() });
      clearLocalWishlist();
      utils.wishlist.ids.setData(undefined, { productIds: merged.productIds });
      void utils.wishlist.list.invalidate();
    } catch {
      // Kept in the browser: merged at the next sign-in.
    }
  }, [mutateAsync, utils]);
}
