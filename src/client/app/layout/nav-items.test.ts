import { describe, expect, it } from 'vitest';
import { isClientRoute } from '@shared/routes';
import { NAV_ITEMS, SECONDARY_LINKS } from './nav-items';

describe('NAV_ITEMS', () => {
  it('has the menu of the specification in order', () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      'Gold',
      'Diamond',
      'Temple',
      'Polki',
      'Mangalsutra',
      'Daily wear',
      'Party wear',
      'About',
      'Contact',
    ]);
  });
  it('gives each metal Ring, Necklace Set, Earrings, Bangles and Mangalsutra where it exists', () => {
    const labels = (id: string) =>
      NAV_ITEMS.flatMap((i) => (i.kind === 'group' && i.id === id ? i.links.map((l) => l.label) : []));
    expect(labels('gold')).toEqual(['Ring', 'Necklace Set', 'Earrings', 'Bangles', 'Mangalsutra']);
    expect(labels('diamond')).toEqual(['Ring', 'Necklace Set', 'Earrings', 'Bangles']);
    expect(labels('daily')).toEqual(['Gold', 'Silver', 'Diamond']);
    expect(labels('party')).toEqual(['Gold', 'Silver', 'Diamond']);
  });
  it('links only to real routes, temple ones at /temple-*', () => {
    const targets = [
      ...NAV_ITEMS.flatMap((i) => (i.kind === 'group' ? i.links.map((l) => l.to) : [i.to])),
      ...SECONDARY_LINKS.map((l) => l.to),
    ];
    for (const to of targets) expect(isClientRoute(to), to).toBe(true);
    expect(targets).toContain('/temple-ring');
    expect(targets.some((t) => t.includes('tample'))).toBe(false);
  });
});
