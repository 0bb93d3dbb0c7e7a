import { describe, expect, it } from 'vitest';
import { interleave, nextSlide } from './slides';

describe('nextSlide', () => {
  it('wraps round', () => {
    expect(nextSlide(0, 4)).toBe(1);
    expect(nextSlide(3, 4)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });
});

describe('interleave', () => {
  const ids = (...n: number[]) => n.map((id) => ({ id }));
  it('takes one from each list in turn', () => {
    expect(interleave([ids(1, 2, 3), ids(10, 11), ids(20)], 10).map((x) => x.id)).toEqual([1, 10, 20, 2, 11, 3]);
  });
  it('stops at the maximum and skips repeats', () => {
    expect(interleave([ids(1, 2, 3), ids(1, 5, 6)], 4).map((x) => x.id)).toEqual([1, 2, 5, 3]);
  });
  it('copes with no lists', () => {
    expect(interleave([], 5)).toEqual([]);
  });
});
