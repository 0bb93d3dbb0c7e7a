import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@shared/messages';
import {
  DEFAULT_LISTING,
  listingQueryInput,
  parseListingParams,
  readPriceRange,
  serialiseListingParams,
  updateListing,
  type ListingParams,
} from './listing-params';

const parse = (qs: string) => parseListingParams(new URLSearchParams(qs));
const state = (patch: Partial<ListingParams>): ListingParams => ({ ...DEFAULT_LISTING, ...patch });

describe('parseListingParams', () => {
  it('reads every field', () => {
    expect(parse('q=jhumka&sort=nameDesc&category=3&minPrice=25000&maxPrice=150000.5&page=2')).toEqual({
      q: 'jhumka',
      sort: 'nameDesc',
      categoryId: 3,
      minPrice: 25000,
      maxPrice: 150000.5,
      page: 2,
    });
  });
  it('reads the price sorts', () => {
    expect(parse('sort=priceAsc').sort).toBe('priceAsc');
    expect(parse('sort=priceDesc').sort).toBe('priceDesc');
  });
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_LISTING);
  });
  it('ignores malformed values instead of failing', () => {
    expect(parse('sort=price&category=abc&page=-4')).toEqual(DEFAULT_LISTING);
    expect(parse('page=0&category=0')).toEqual(DEFAULT_LISTING);
    expect(parse('page=1.5')).toEqual(DEFAULT_LISTING);
    expect(parse('minPrice=-5&maxPrice=abc')).toEqual(DEFAULT_LISTING);
    expect(parse('minPrice=10.555')).toEqual(DEFAULT_LISTING);
    expect(parse('maxPrice=1e6')).toEqual(DEFAULT_LISTING);
    expect(parse('maxPrice=99999999999')).toEqual(DEFAULT_LISTING);
  });
  it('keeps one bound alone', () => {
    expect(parse('minPrice=50000')).toEqual(state({ minPrice: 50000 }));
    expect(parse('maxPrice=0')).toEqual(state({ maxPrice: 0 }));
  });
  it('drops a range whose lowest price is above its highest, as the server would refuse it', () => {
    expect(parse('minPrice=90000&maxPrice=10000')).toEqual(DEFAULT_LISTING);
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
    expect(
      serialiseListingParams(
        state({ q: 'gold ring', sort: 'priceAsc', categoryId: 2, minPrice: 10000, maxPrice: 75000.25, page: 3 }),
      ).toString(),
    ).toBe('q=gold+ring&sort=priceAsc&category=2&minPrice=10000&maxPrice=75000.25&page=3');
  });
  it('round-trips', () => {
    const kept = state({ q: 'kada', sort: 'priceDesc', categoryId: 7, minPrice: 0, maxPrice: 250000, page: 4 });
    expect(parseListingParams(serialiseListingParams(kept))).toEqual(kept);
  });
});

describe('updateListing', () => {
  const on3 = state({ q: 'ring', sort: 'nameAsc', categoryId: 1, minPrice: 1000, page: 3 });
  it('goes back to page 1 when the search, sort, category or price range changes', () => {
    expect(updateListing(on3, { q: 'bangle' }).page).toBe(1);
    expect(updateListing(on3, { sort: 'priceAsc' }).page).toBe(1);
    expect(updateListing(on3, { categoryId: undefined })).toEqual({ ...on3, categoryId: undefined, page: 1 });
    expect(updateListing(on3, { maxPrice: 90000 })).toEqual({ ...on3, maxPrice: 90000, page: 1 });
    expect(updateListing(on3, { minPrice: undefined, maxPrice: undefined })).toEqual({
      ...on3,
      minPrice: undefined,
      page: 1,
    });
  });
  it('keeps the rest when only the page changes', () => {
    expect(updateListing(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
  });
});

describe('listingQueryInput', () => {
  it('leaves out an empty search, no category and no price bounds', () => {
    expect(listingQueryInput(DEFAULT_LISTING, 20)).toEqual({ page: 1, limit: 20, sort: 'relevance' });
  });
  it('passes search, category, sort and price range through', () => {
    expect(
      listingQueryInput(state({ q: 'x', sort: 'priceDesc', categoryId: 5, minPrice: 0, maxPrice: 50000, page: 2 }), 20),
    ).toEqual({
      page: 2,
      limit: 20,
      sort: 'priceDesc',
      q: 'x',
      categoryId: 5,
      minPrice: 0,
      maxPrice: 50000,
    });
  });
});

describe('readPriceRange', () => {
  it('reads both bounds, either bound, or none', () => {
    expect(readPriceRange('25000', '150000')).toEqual({ range: { minPrice: 25000, maxPrice: 150000 } });
    expect(readPriceRange('', '80000')).toEqual({ range: { minPrice: undefined, maxPrice: 80000 } });
    expect(readPriceRange(' ', '')).toEqual({ range: { minPrice: undefined, maxPrice: undefined } });
  });
  it('accepts rupees written the Indian way', () => {
    expect(readPriceRange('₹1,00,000', '2,50,000.50')).toEqual({ range: { minPrice: 100000, maxPrice: 250000.5 } });
  });
  it('refuses what is no price, with the server’s message, naming the box', () => {
    expect(readPriceRange('abc', '')).toEqual({ error: PRICE_MESSAGES.priceRangeInvalid, field: 'min' });
    expect(readPriceRange('', '-100')).toEqual({ error: PRICE_MESSAGES.priceRangeInvalid, field: 'max' });
    expect(readPriceRange('10.999', '')).toEqual({ error: PRICE_MESSAGES.priceRangeInvalid, field: 'min' });
  });
  it('refuses a lowest price above the highest', () => {
    expect(readPriceRange('90000', '10000')).toEqual({ error: PRICE_MESSAGES.priceRangeOrder, field: 'min' });
  });
});
