import { CAROUSEL_BREAKPOINTS } from '../../../shared/constants';

type Breakpoints = ReadonlyArray<readonly [number, number]>;

/** Cards visible at a viewport width: the first breakpoint (widest first) whose minimum the width reaches. */
export function cardsPerView(width: number, breakpoints: Breakpoints = CAROUSEL_BREAKPOINTS): number {
  const sorted = [...breakpoints].sort((a, b) => b[0] - a[0]);
  for (const [minWidth, cards] of sorted) {
    if (width >= minWidth) return cards;
  }
  return sorted.at(-1)?.[1] ?? 1;
}

/** The media queries that change the answer of cardsPerView, to listen to. */
export function breakpointQueries(breakpoints: Breakpoints = CAROUSEL_BREAKPOINTS): string[] {
  return breakpoints.filter(([min]) => min > 0).map(([min]) => `(min-width: ${min}px)`);
}

/**
 * Slide widths as classes, not style attributes: the prerendered page must lay out before any script
 * runs, and the Content-Security-Policy refuses style attributes in HTML. Tailwind's sm, md and lg
 * (640, 768, 1024 px) are CAROUSEL_BREAKPOINTS; the test holds the two together.
 */
export const RESPONSIVE_BASIS = 'basis-full sm:basis-1/2 md:basis-1/3 lg:basis-1/4';
export const FIXED_BASIS: Readonly<Record<number, string>> = { 1: 'basis-full', 2: 'basis-1/2', 3: 'basis-1/3', 4: 'basis-1/4' };
