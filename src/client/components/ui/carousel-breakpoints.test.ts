import { describe, expect, it } from 'vitest';
import { CAROUSEL_BREAKPOINTS } from '@shared/constants';
import {
  breakpointQueries,
  cardsPerView,
  cardsPerViewMatching,
  FIXED_BASIS,
  RESPONSIVE_BASIS,
} from './carousel-breakpoints';

describe('cardsPerView', () => {
  it('shows 4/3/2/1 cards at the specified widths', () => {
    expect(cardsPerView(1440)).toBe(4);
    expect(cardsPerView(1024)).toBe(4);
    expect(cardsPerView(1023)).toBe(3);
    expect(cardsPerView(768)).toBe(3);
    expect(cardsPerView(767)).toBe(2);
    expect(cardsPerView(640)).toBe(2);
    expect(cardsPerView(639)).toBe(1);
    expect(cardsPerView(390)).toBe(1);
    expect(cardsPerView(0)).toBe(1);
  });
  it('does not depend on the order the breakpoints are listed in', () => {
    expect(cardsPerView(800, [...CAROUSEL_BREAKPOINTS].reverse())).toBe(3);
  });
  it('falls back to the narrowest entry below every minimum', () => {
    expect(
      cardsPerView(100, [
        [500, 2],
        [300, 1],
      ]),
    ).toBe(1);
  });
  it('reads the same answer from which media queries match as from the width', () => {
    for (const width of [0, 390, 639, 640, 767, 768, 1023, 1024, 1440]) {
      const matches = (query: string) => width >= Number(/\d+/.exec(query)?.[0]);
      expect(cardsPerViewMatching(matches), `${width}px`).toBe(cardsPerView(width));
    }
  });
  it('lists a media query for every non-zero breakpoint', () => {
    expect(breakpointQueries()).toEqual(['(min-width: 1024px)', '(min-width: 768px)', '(min-width: 640px)']);
  });
});

describe('RESPONSIVE_BASIS', () => {
  it('gives each breakpoint its card width, at the widths Tailwind calls sm, md and lg', () => {
    const tailwind: Record<string, number> = { '': 0, 'sm:': 640, 'md:': 768, 'lg:': 1024 };
    for (const cls of RESPONSIVE_BASIS.split(' ')) {
      const [, prefix = '', basis = ''] = /^([a-z]+:)?basis-(.+)$/.exec(cls) ?? [];
      const cards = basis === 'full' ? 1 : Number(basis.split('/')[1]);
      expect(cardsPerView(tailwind[prefix] ?? -1)).toBe(cards);
      expect(FIXED_BASIS[cards]).toBe(`basis-${basis}`);
    }
    expect(RESPONSIVE_BASIS.split(' ')).toHaveLength(CAROUSEL_BREAKPOINTS.length);
  });
});
