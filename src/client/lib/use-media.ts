import { useSyncExternalStore } from 'react';

// Media queries and the scroll position as React state. React asks a store for its snapshot on
// every render and again after every commit; reading `matchMedia(q).matches` or `scrollY` there
// makes the browser lay the page out at once (the DOM has just changed), once per component and
// per render: on the home page that was a tenth of a second of forced layout while hydrating.
// So each value is read when it changes (the media query's change event, a scroll event) and
// kept; the snapshot only returns what was kept.

interface MediaStore {
  list: MediaQueryList;
  matches: boolean;
  listeners: Set<() => void>;
}

const mediaStores = new Map<string, MediaStore>();

function mediaStore(query: string): MediaStore {
  let store = mediaStores.get(query);
  if (!store) {
    const list = window.matchMedia(query);
    const created: MediaStore = { list, matches: list.matches, listeners: new Set() };
    list.addEventListener('change', (event) => {
      created.matches = event.matches;
      for (const fn of created.listeners) fn();
    });
    mediaStores.set(query, created);
    store = created;
  }
  return store;
}

/** Whether `query` matches now (kept up to date by the query's change event, read without layout). */
export function mediaMatches(query: string): boolean {
  return mediaStore(query).matches;
}

/** Calls `onChange` when any of `queries` starts or stops matching; returns the unsubscribe. */
export function subscribeMedia(queries: readonly string[], onChange: () => void): () => void {
  const stores = queries.map(mediaStore);
  for (const s of stores) s.listeners.add(onChange);
  return () => {
    for (const s of stores) s.listeners.delete(onChange);
  };
}

/** Whether a media query matches, kept up to date. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => subscribeMedia([query], onChange),
    () => mediaMatches(query),
    () => false,
  );
}

let scrollY = 0;
const scrollListeners = new Set<() => void>();
let frame = 0;

function readScroll(): void {
  frame = 0;
  if (window.scrollY === scrollY) return;
  scrollY = window.scrollY;
  for (const fn of scrollListeners) fn();
}

function onScroll(): void {
  // At most one read per frame, when the browser has laid the page out for it anyway.
  if (frame === 0) frame = requestAnimationFrame(readScroll);
}

function subscribeScroll(onChange: () => void): () => void {
  if (scrollListeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    // The position when the first listener arrives (a reload keeps it), read with the next frame.
    onScroll();
  }
  scrollListeners.add(onChange);
  return () => {
    scrollListeners.delete(onChange);
    if (scrollListeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

/** Whether the page is scrolled further down than `px`. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => scrollY > px,
    () => false,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
