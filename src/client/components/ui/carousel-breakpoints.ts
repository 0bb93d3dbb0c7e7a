import { CAROUSEL_BREAKPOINTS } from '@shared/constants';

type Breakpoints = ReadonlyArray<readonly [number, number]>;

/** Cards visible at a viewport width: the first breakpoint (widest first) whose minimum the width reaches. */
export function cardsPerView(width: number, breakpoints: Breakpoints = CAROUSEL_BREAKPOINTS): number {
  const sorted = [...breakpoints].sort((a, b) => b[0] - a[0]);
  for (const [minWidth, cards] of sorted) {
    if (width >= minWidth) return cards;
  }
  return sorted.at(-1)?.[1] ?? 1;
}

const minWidthQuery = (min: number) => `(min-width: ${min}px)`;

/** The media queries that change the answer of cardsPerView, to listen to. */
export function breakpointQueries(breakpoints: Breakpoints = CAROUSEL_BREAKPOINTS): string[] {
  return breakpoints.filter(([min]) => min > 0).map(([min]) => minWidthQuery(min));
}

/**
 * Cards visible, from which of breakpointQueries() match (a browser's kept answers, so that no
 * width is read from layout): those of the widest breakpoint whose query matches.
 */
export function cardsPerViewMatching(
  matches: (query: string) => boolean,
  breakpoints: Breakpoints = CAROUSEL_BREAKPOINTS,
): number {
  const reached = breakpoints.filter(([min]) => min > 0 && matches(minWidthQuery(min))).map(([min]) => min);
  return cardsPerView(Math.max(0, ...reached), breakpoints);
}

/**
 * Slide widths as classes, not style attributes: the prerendered page must lay out before any script
 * runs, and the Content-Security-Policy refuses style attributes in HTML. Tailwind's sm, md and lg
 * (640, 768, 1024 px) are CAROUSEL_BREAKPOINTS; the test holds the two together.
 */
export const RESPONSIVE_BASIS = 'basis-full sm:basis-1/2 md:basis-1/3 lg:basis-1/4';
export const FIXED_BASIS: Readonly<Record<number, string>> = {
  1: 'basis-full',
  2: 'basis-1/2',
  3: 'basis-1/3',
  4: 'basis-1/4',
};
