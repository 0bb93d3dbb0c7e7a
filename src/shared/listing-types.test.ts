import { describe, expect, it } from 'vitest';
import { SELECTION_TYPES } from './constants';
import { LISTING_ALIASES, LISTING_TYPES, selectionTypesOf } from './listing-types';

describe('listing types', () => {
  it('names no alias like a selection type, and each once', () => {
    for (const alias of LISTING_ALIASES) expect(SELECTION_TYPES as readonly string[]).not.toContain(alias);
    expect(new Set(LISTING_TYPES).size).toBe(LISTING_TYPES.length);
  });

  it('lists a selection type as itself and an alias as its collections', () => {
    expect(selectionTypesOf('goldRings')).toEqual(['goldRings']);
    expect(selectionTypesOf('mangalsutra')).toEqual(['mangalsutra']);
    expect(selectionTypesOf('rings')).toEqual(['goldRings', 'diamondRings', 'templeRings', 'polkiRings']);
    expect(selectionTypesOf('bestSeller')).toEqual(['bestsellers']);
    expect(selectionTypesOf('WeddingBangles')).toEqual(['weddingBangles']);
    expect(selectionTypesOf('backInStore')).toEqual([]);
  });
});
