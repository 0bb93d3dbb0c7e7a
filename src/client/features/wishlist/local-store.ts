import { WISHLIST_LIMIT, WISHLIST_STORAGE_KEY } from '@shared/wishlist';
import { notifyLocalWishlist, readLocalWishlist, storage } from './local-wishlist';

// A signed-out shopper's wishlist, written (loaded with the pages that change it, not the header).

function write(ids: readonly number[]): void {
  try {
    if (ids.length === 0) storage()?.removeItem(WISHLIST_STORAGE_KEY);
    else storage()?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids.slice(0, WISHLIST_LIMIT)));
  } catch {
    // Quota or privacy mode: the heart simply does not stick.
  }
  notifyLocalWishlist();
}

/** Saves (to the front) or removes a piece; answers whether it is saved now, or 'full'. */
export function toggleLocalWishlist(productId: number): boolean | 'full' {
  const ids = readLocalWishlist();
  if (ids.includes(productId)) {
    write(ids.filter((id) => id !== productId));
    return false;
  }
  if (ids.length >= WISHLIST_LIMIT) return 'full';
  write([productId, ...ids]);
  return true;
}

export function clearLocalWishlist(): void {
  write([]);
}
