import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '@shared/messages';
import { linePaise, totalPaise } from './cart-totals';

describe('cart totals (issue 24, finding 19)', () => {
  it('adds and multiplies paise exactly', () => {
    expect(linePaise(12_345_67, 3)).toBe(37_037_01);
    expect(totalPaise([1, 2, Number.MAX_SAFE_INTEGER - 3])).toBe(Number.MAX_SAFE_INTEGER);
    expect(totalPaise([])).toBe(0);
  });

  it('refuses an amount past 2^53 paise rather than answer it a paisa off', () => {
    // As plain numbers, 2^53 - 1 + 2 is 2^53 + 0: one paisa lost.
    expect(() => totalPaise([Number.MAX_SAFE_INTEGER, 2])).toThrow(CART_MESSAGES.totalTooLarge);
    expect(() => linePaise(2 ** 50, 10)).toThrow(CART_MESSAGES.totalTooLarge);
    expect(() => totalPaise([2 ** 53 + 2])).toThrow(CART_MESSAGES.totalTooLarge);
  });
});
