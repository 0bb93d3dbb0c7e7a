import { describe, expect, it } from 'vitest';
import { activeFilters, facetGroups, parseSearchParams, patchSearchParams, priceBandLabel } from './search-params';

const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));

describe('search params', () => {
  it('reads the URL leniently', () => {
    expect(parse('q=ring&metal=gold&purity=22K&category=3&minPrice=100&sort=priceAsc&page=2')).toMatchObject({
      q: 'ring',
      metal: ['gold'],
      purity: ['22K'],
      category: [3],
      minPrice: 100,
      sort: 'priceAsc',
      page: 2,
    });
    expect(parse('metal=copper&purity=23K&sort=cheap&page=0&minWeight=abc')).toMatchObject({
      metal: [],
      purity: [],
      sort: 'relevance',
      page: 1,
      minWeight: undefined,
    });
  });
  it('keeps the order filters were chosen, and starts again at page 1', () => {
    const next = patchSearchParams(new URLSearchParams('q=ring&purity=22K&page=3'), { metal: ['gold'] });
    expect(next.toString()).toBe('q=ring&purity=22K&metal=gold');
    const filters = activeFilters(next, parseSearchParams(next), () => undefined);
    expect(filters.map((f) => f.key)).toEqual(['purity', 'metal']);
    expect(patchSearchParams(next, filters[1]!.remove).toString()).toBe('q=ring&purity=22K');
  });
  it('holds several values of a facet, each chosen and removed apart', () => {
    expect(parse('stone=ruby,diamond,ruby,opal&category=3,x,4')).toMatchObject({
      stone: ['ruby', 'diamond'],
      category: [3, 4],
    });
    const facets = {
      metal: [],
      purity: [],
      category: [],
      collection: [],
      stone: [
        { value: 'diamond' as const, count: 2 },
        { value: 'ruby' as const, count: 1 },
      ],
      price: [],
      weight: [],
    };
    const afterDiamond = patchSearchParams(
      new URLSearchParams('metal=gold'),
      facetGroups(facets, parse('metal=gold'))[0]!.options[0]!.patch,
    );
    expect(afterDiamond.toString()).toBe('metal=gold&stone=diamond');
    const both = patchSearchParams(
      afterDiamond,
      facetGroups(facets, parse(afterDiamond.toString()))[0]!.options[1]!.patch,
    );
    expect(decodeURIComponent(both.toString())).toBe('metal=gold&stone=diamond,ruby');
    expect(facetGroups(facets, parseSearchParams(both))[0]!.options.map((o) => o.selected)).toEqual([true, true]);
    const chips = activeFilters(both, parseSearchParams(both), () => undefined);
    expect(chips.map((c) => [c.id, c.label])).toEqual([
      ['metal:gold', 'Gold'],
      ['stone:diamond', 'Diamond'],
      ['stone:ruby', 'Ruby'],
    ]);
    expect(decodeURIComponent(patchSearchParams(both, chips[1]!.remove).toString())).toBe('metal=gold&stone=ruby');
    expect(patchSearchParams(both, chips[0]!.remove).toString()).toBe('stone=diamond%2Cruby');
  });
  it('shapes the facets with labels, and a chosen band clears itself', () => {
    const facets = {
      metal: [{ value: 'gold' as const, count: 3 }],
      purity: [],
      category: [],
      collection: [],
      stone: [],
      price: [{ min: 10_000, max: 25_000, count: 2 }],
      weight: [],
    };
    const groups = facetGroups(facets, parse('maxPrice=24999.99&minPrice=10000'));
    expect(groups.map((g) => g.key)).toEqual(['metal', 'price']);
    expect(groups[1]!.options[0]).toMatchObject({
      label: priceBandLabel(10_000, 25_000),
      selected: true,
      patch: { minPrice: undefined, maxPrice: undefined },
    });
    expect(facetGroups(facets, parse('')).find((g) => g.key === 'price')!.options[0]!.patch).toEqual({
      minPrice: 10_000,
      maxPrice: 24_999.99,
    });
  });
});
