import { describe, expect, it } from 'vitest';
import { wordsHold } from '@shared/search-text';
import { buildFacetIndex, nameMatches } from './facet-index';
import type { FacetSourceRows } from './search.repo';

// The facet index against the plain definitions it replaces: the name test is wordsHold over the
// indexed name's words, and each order is the comparator the search used to sort with.

function seeded(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

const WORDS = ['ring', 'rings', 'rani', 'haar', 'jhumka', 'gold', 'kundan', 'mor', 'morpankh', '007', '22k'];

function catalogue(size: number, seed: number): FacetSourceRows {
  const random = seeded(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const products = Array.from({ length: size }, (_, i) => {
    const words = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(WORDS));
    return {
      id: 1 + i * 3,
      metal: pick(['gold', 'silver', null, 'brass']),
      purity: pick(['22K', '18K', '925', null]),
      categoryId: 1 + Math.floor(random() * 4),
      pricePaise: random() < 0.2 ? null : Math.floor(random() * 50) * 100_000,
      netWeightMg: random() < 0.2 ? null : Math.floor(random() * 20_000),
      createdAt: Math.floor(random() * 30), // ties on purpose
      nameKey: words.join(' '),
      nameText: random() < 0.05 ? null : words.join(' '),
    };
  });
  return {
    products,
    stones: products
      .filter(() => random() < 0.3)
      .map((p) => ({ productId: p.id, kind: pick(['diamond', 'ruby', 'unknown']) })),
    // As the repository reads them: by collection, in featured order.
    members: products
      .filter(() => random() < 0.5)
      .map((p) => ({ productId: p.id, type: pick(['goldRings', 'bestsellers']), addedAt: Math.floor(random() * 10) }))
      .sort((a, b) =>
        a.type < b.type ? -1 : a.type > b.type ? 1 : b.addedAt - a.addedAt || b.productId - a.productId,
      ),
  };
}

describe('facet index', () => {
  const rows = catalogue(400, 7);
  const index = buildFacetIndex(rows);
  const slot = (id: number) => index.slotOf(id);

  it('marks exactly the names that hold every term and a word with the prefix', () => {
    const queries: Array<{ terms: string[]; prefix: string | undefined }> = [
      { terms: ['ring'], prefix: undefined },
      { terms: [], prefix: 'r' },
      { terms: [], prefix: 'mor' },
      { terms: ['mor'], prefix: 'ri' },
      { terms: ['rani', 'haar'], prefix: undefined },
      { terms: ['gold'], prefix: 'zz' },
      { terms: ['nothing'], prefix: undefined },
      { terms: [], prefix: '00' },
    ];
    for (const q of queries) {
      const hit = nameMatches(index, q.terms, q.prefix);
      for (const p of rows.products) {
        const expected = p.nameText !== null && wordsHold(p.nameText.split(' '), q);
        expect(hit.holds(slot(p.id)), `${JSON.stringify(q)} on "${p.nameText}"`).toBe(expected);
      }
    }
  });

  it('walks every order as the comparators sort', () => {
    const ids = (slots: Int32Array) => Array.from(slots, (s) => index.ids[s]);
    const by = (compare: (a: (typeof rows.products)[number], b: (typeof rows.products)[number]) => number) =>
      [...rows.products].sort(compare).map((p) => p.id);
    expect(ids(index.newest)).toEqual(by((a, b) => b.createdAt - a.createdAt || b.id - a.id));
    expect(ids(index.nameAsc)).toEqual(
      by((a, b) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id - b.id)),
    );
    expect([...ids(index.pricedAsc), ...ids(index.unpricedAsc)]).toEqual(
      by((a, b) => {
        if (a.pricePaise === null || b.pricePaise === null)
          return (a.pricePaise === null ? 1 : 0) - (b.pricePaise === null ? 1 : 0) || a.id - b.id;
        return a.pricePaise - b.pricePaise || a.id - b.id;
      }),
    );
    const members = rows.members
      .filter((m) => m.type === 'goldRings')
      .sort((a, b) => b.addedAt - a.addedAt || b.productId - a.productId);
    expect(ids(index.featured.get('goldRings')!)).toEqual(members.map((m) => m.productId));
  });

  it('codes what it knows and leaves the rest out', () => {
    const brass = rows.products.find((p) => p.metal === 'brass')!;
    expect(index.metal[slot(brass.id)]).toBe(255);
    const unknownStone = rows.stones.find(
      (s) => s.kind === 'unknown' && !rows.stones.some((t) => t.productId === s.productId && t.kind !== 'unknown'),
    )!;
    expect(index.stones[slot(unknownStone.productId)]).toBe(0);
    expect(index.slotOf(2)).toBe(-1);
  });
});
