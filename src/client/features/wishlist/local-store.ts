import { SIZE_LABELS, type SizeLabel } from '@shared/constants';
import { WISHLIST_LIMIT, WISHLIST_SIZES_STORAGE_KEY, WISHLIST_STORAGE_KEY } from '@shared/wishlist';
import { notifyLocalWishlist, readLocalWishlist, storage } from './local-wishlist';

// A signed-out shopper's wishlist, written (loaded with the pages that change it, not the header),
// and the sizes its pieces were saved in (read only by the pages that show or merge them).

/** The size each saved piece was saved in, by product id (a piece without one is left out). */
export type LocalSizes = Readonly<Record<string, SizeLabel>>;

/** The browser's sizes of saved pieces; anything unreadable is no size. */
export function readLocalSizes(): LocalSizes {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(WISHLIST_SIZES_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const sizes: Record<string, SizeLabel> = {};
  for (const [id, label] of Object.entries(raw)) {
    const size = SIZE_LABELS.find((known) => known === label);
    if (size && /^\d+$/.test(id)) sizes[id] = size;
  }
  return sizes;
}

function write(ids: readonly number[], sizes: LocalSizes): void {
  const kept = ids.slice(0, WISHLIST_LIMIT);
  const keptSizes = Object.fromEntries(Object.entries(sizes).filter(([id]) => kept.includes(Number(id))));
  try {
    const store = storage();
    if (kept.length === 0) store?.removeItem(WISHLIST_STORAGE_KEY);
    else store?.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(kept));
    if (Object.keys(keptSizes).length === 0) store?.removeItem(WISHLIST_SIZES_STORAGE_KEY);
    else store?.setItem(WISHLIST_SIZES_STORAGE_KEY, JSON.stringify(keptSizes));
  } catch {
    // Quota or privacy mode: the heart simply does not stick.
  }
  notifyLocalWishlist();
}

/**
 * Saves (to the front, in `size` if one was chosen) or removes a piece; answers whether it is
 * saved now, or 'full'.
 */
export function toggleLocalWishlist(productId: number, size: SizeLabel | null = null): boolean | 'full' {
  const ids = readLocalWishlist();
  const sizes = readLocalSizes();
  if (ids.includes(productId)) {
    write(
      ids.filter((id) => id !== productId),
      sizes,
    );
    return false;
  }
  if (ids.length >= WISHLIST_LIMIT) return 'full';
  write([productId, ...ids], size === null ? sizes : { ...sizes, [productId]: size });
  return true;
}

export function clearLocalWishlist(): void {
  write([], {});
}
