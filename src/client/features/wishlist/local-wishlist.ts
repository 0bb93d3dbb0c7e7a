import { useSyncExternalStore } from 'react';
import { WISHLIST_STORAGE_KEY } from '@shared/wishlist';

// A signed-out shopper's wishlist, read: product ids in localStorage, newest first. In the first
// load (the header's count), so it only reads; local-store.ts writes. Other tabs' changes arrive
// through the storage event.

const EMPTY: readonly number[] = [];
let cached: [string | null, readonly number[]] = [null, EMPTY];
/** Whether localStorage may differ from `cached`: read again only then, not on every render. */
let stale = true;
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
  // Without a subscriber no storage event keeps `stale` honest: read.
  if (!stale && listeners.size > 0) return cached[1];
  stale = false;
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
  stale = true;
  for (const fn of listeners) fn();
}

function onStorage(event: StorageEvent): void {
  // Another tab changed it (a null key: it cleared everything).
  if (event.key === WISHLIST_STORAGE_KEY || event.key === null) notifyLocalWishlist();
}

function subscribe(fn: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    // Unwatched until now: whatever was read before may be out of date.
    stale = true;
  }
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The browser's wishlist, re-rendering on change; empty while prerendering and hydrating. */
export function useLocalWishlist(): readonly number[] {
  return useSyncExternalStore(subscribe, readLocalWishlist, () => EMPTY);
}
