import { useSyncExternalStore } from 'react';
import { mediaMatches, subscribeMedia } from '../../lib/use-media';
import { breakpointQueries, cardsPerView } from './carousel-breakpoints';

const QUERIES = breakpointQueries();

function subscribe(onChange: () => void): () => void {
  return subscribeMedia(QUERIES, onChange);
}

/**
 * Cards at the widest breakpoint whose query matches, from the kept media-query answers (reading
 * window.innerWidth here would lay the page out on every render).
 */
function snapshot(): number {
  const reached = QUERIES.filter((q) => mediaMatches(q)).map((q) => Number(/\d+/.exec(q)?.[0] ?? 0));
  return cardsPerView(Math.max(0, ...reached));
}

/** Cards a carousel shows at the current viewport width (CAROUSEL_BREAKPOINTS), kept up to date. */
export function useCardsPerView(): number {
  return useSyncExternalStore(subscribe, snapshot, () => 1);
}
