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
