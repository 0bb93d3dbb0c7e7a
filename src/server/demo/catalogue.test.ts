import { describe, expect, it } from 'vitest';
import { DEMO_PIECES } from './catalogue';
import { demoSpecifications } from './seed';

// Every word on a demo piece agrees with its data (issue 25, section 2): platinum pieces said
// 'BIS hallmarked' in the description and 'Not hallmarked' in the specifications.

describe('the demo catalogue', () => {
  it("says 'BIS hallmarked' in a description exactly when the specifications say hallmarked", () => {
    const disagree = DEMO_PIECES.filter(
      (piece) => piece.description.includes('BIS hallmarked') !== demoSpecifications(piece).hallmarked,
    ).map((piece) => `${piece.name} (${piece.metal})`);
    expect(disagree).toEqual([]);
    // Both kinds are there, so the check compares something.
    expect(DEMO_PIECES.some((p) => p.metal === 'platinum')).toBe(true);
    expect(DEMO_PIECES.some((p) => demoSpecifications(p).hallmarked)).toBe(true);
  });
});
