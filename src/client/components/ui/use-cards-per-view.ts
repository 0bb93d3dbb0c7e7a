import { useSyncExternalStore } from 'react';
import { breakpointQueries, cardsPerView } from './carousel-breakpoints';

function subscribe(onChange: () => void): () => void {
  const lists = breakpointQueries().map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', onChange));
  return () => lists.forEach((l) => l.removeEventListener('change', onChange));
}

/** Cards a carousel shows at the current viewport width (CAROUSEL_BREAKPOINTS), kept up to date. */
export function useCardsPerView(): number {
  return useSyncExternalStore(subscribe, () => cardsPerView(window.innerWidth), () => 1);
}
