import { useSyncExternalStore } from 'react';
import { WISHLIST_STORAGE_KEY } from '../../../shared/wishlist';

// A signed-out shopper's wishlist, read: product ids in localStorage, newest first. In the first
// load (the header's count), so it only reads; local-store.ts writes. Other tabs' changes arrive
// through the storage event.

const EMPTY: readonly number[] = [];
let cached: [string | null, readonly number[]] = [null, EMPTY];
const listeners = new Set<() => void>();

/** localStorage, or nothing where the browser refuses it. */
export function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The browser's saved ids (the same array while nothing changed, as useSyncExternalStore needs). */
export function readLocalWishlist(): readonly number[] {
  const raw = storage()?.getItem(WISHLIST_STORAGE_KEY) ?? null;
  if (raw !== cached[0]) {
    let ids: unknown;
    try {
      ids = JSON.parse(raw ?? '[]');
    } catch {
      ids = EMPTY;
    }
    cached = [raw, Array.isArray(ids) ? ids.filter((v): v is number => Number.isInteger(v) && v > 0) : EMPTY];
  }
  return cached[1];
}

export function notifyLocalWishlist(): void {
  for (const fn of listeners) fn();
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  window.addEventListener('storage', fn);
  return () => {
    listeners.delete(fn);
    window.removeEventListener('storage', fn);
  };
}

/** The browser's wishlist, re-rendering on change; empty while prerendering and hydrating. */
export function useLocalWishlist(): readonly number[] {
  return useSyncExternalStore(subscribe, readLocalWishlist, () => EMPTY);
}
