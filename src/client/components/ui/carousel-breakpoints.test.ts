import { describe, expect, it } from 'vitest';
import { CAROUSEL_BREAKPOINTS } from '../../../shared/constants';
import { breakpointQueries, cardsPerView } from './carousel-breakpoints';

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
    expect(cardsPerView(100, [[500, 2], [300, 1]])).toBe(1);
  });
  it('lists a media query for every non-zero breakpoint', () => {
    expect(breakpointQueries()).toEqual(['(min-width: 1024px)', '(min-width: 768px)', '(min-width: 640px)']);
  });
});
