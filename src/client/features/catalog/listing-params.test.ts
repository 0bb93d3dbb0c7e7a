import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING, listingQueryInput, parseListingParams, serialiseListingParams, updateListing } from './listing-params';

const parse = (qs: string) => parseListingParams(new URLSearchParams(qs));

describe('parseListingParams', () => {
  it('reads every field', () => {
    expect(parse('q=jhumka&sort=nameDesc&category=3&page=2')).toEqual({ q: 'jhumka', sort: 'nameDesc', categoryId: 3, page: 2 });
  });
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_LISTING);
  });
  it('ignores malformed values instead of failing', () => {
    expect(parse('sort=price&category=abc&page=-4')).toEqual(DEFAULT_LISTING);
    expect(parse('page=0&category=0')).toEqual(DEFAULT_LISTING);
    expect(parse('page=1.5')).toEqual(DEFAULT_LISTING);
  });
  it('trims the search and keeps it within the server limit', () => {
    expect(parse('q=%20%20ring%20').q).toBe('ring');
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(100);
  });
});

describe('serialiseListingParams', () => {
  it('omits defaults', () => {
    expect(serialiseListingParams(DEFAULT_LISTING).toString()).toBe('');
  });
  it('writes the fields in a stable order', () => {
    expect(serialiseListingParams({ q: 'gold ring', sort: 'nameAsc', categoryId: 2, page: 3 }).toString()).toBe('q=gold+ring&sort=nameAsc&category=2&page=3');
  });
  it('round-trips', () => {
    const state = { q: 'kada', sort: 'nameDesc' as const, categoryId: 7, page: 4 };
    expect(parseListingParams(serialiseListingParams(state))).toEqual(state);
  });
});

describe('updateListing', () => {
  const on3 = { q: 'ring', sort: 'nameAsc' as const, categoryId: 1, page: 3 };
  it('goes back to page 1 when the search, sort or category changes', () => {
    expect(updateListing(on3, { q: 'bangle' }).page).toBe(1);
    expect(updateListing(on3, { sort: 'none' }).page).toBe(1);
    expect(updateListing(on3, { categoryId: undefined })).toEqual({ ...on3, categoryId: undefined, page: 1 });
  });
  it('keeps the rest when only the page changes', () => {
    expect(updateListing(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
  });
});

describe('listingQueryInput', () => {
  it('leaves out an empty search and no category', () => {
    expect(listingQueryInput(DEFAULT_LISTING, 20)).toEqual({ page: 1, limit: 20, sort: 'none' });
  });
  it('passes search and category through', () => {
    expect(listingQueryInput({ q: 'x', sort: 'nameAsc', categoryId: 5, page: 2 }, 20)).toEqual({ page: 2, limit: 20, sort: 'nameAsc', q: 'x', categoryId: 5 });
  });
});
