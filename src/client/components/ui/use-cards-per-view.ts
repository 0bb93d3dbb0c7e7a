import { useSyncExternalStore } from 'react';
import { mediaMatches, subscribeMedia } from '@client/lib/use-media';
import { breakpointQueries, cardsPerViewMatching } from './carousel-breakpoints';

const QUERIES = breakpointQueries();

function subscribe(onChange: () => void): () => void {
  return subscribeMedia(QUERIES, onChange);
}

/**
 * Cards a carousel shows at the current viewport width (CAROUSEL_BREAKPOINTS), kept up to date:
 * from the kept media-query answers (reading window.innerWidth here would lay the page out on
 * every render).
 */
export function useCardsPerView(): number {
  return useSyncExternalStore(
    subscribe,
    () => cardsPerViewMatching(mediaMatches),
    () => 1,
  );
}
