import { COLLECTIONS, type SelectionType } from '@shared/constants';
import type { CollectionSearchInput, SearchResult } from '@shared/schemas/search';
import type { ArtName } from '@client/components/ui/art-image';

// The home page's editorial content: slides, collection tiles, occasions and testimonials.

export interface HeroSlide {
  art: ArtName;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
}

/** Each slide links to a real collection (the first version pointed at pages that did not exist). */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    art: 'hero-gold',
    eyebrow: 'The gold collection',
    title: 'Heirlooms in 22 karat gold',
    text: 'Necklace sets, bangles and jhumkas, hallmarked and made to be handed down.',
    cta: 'Explore gold',
    to: '/gold-necklace',
  },
  {
    art: 'hero-diamond',
    eyebrow: 'The diamond collection',
    title: 'Certified diamonds, set by hand',
    text: 'Solitaires and eternity bands for the moments you will remember.',
    cta: 'Explore diamonds',
    to: '/diamond-ring',
  },
  {
    art: 'hero-temple',
    eyebrow: 'Antique & temple',
    title: 'The craft of the temple jewellers',
    text: 'Lakshmi coins, kemp stones and peacocks chased in antique gold.',
    cta: 'Explore temple',
    to: '/temple-necklace',
  },
  {
    art: 'hero-bestsellers',
    eyebrow: 'New arrivals & bestsellers',
    title: 'The pieces everyone asks about',
    text: 'Our most-loved designs of the season, from both showrooms.',
    cta: 'See bestsellers',
    to: '/bestsellers',
  },
];

export interface CollectionTile {
  art: ArtName;
  title: string;
  /** A collection's path (COLLECTIONS): the tile's 'from' price is that collection's lowest, live. */
  to: string;
}

export const COLLECTION_TILES: readonly CollectionTile[] = [
  { art: 'tile-gold', title: 'Gold', to: '/gold-necklace' },
  { art: 'tile-diamond', title: 'Diamond', to: '/diamond-ring' },
  { art: 'tile-temple', title: 'Temple', to: '/temple-earrings' },
  { art: 'tile-polki', title: 'Polki', to: '/polki-necklace' },
  { art: 'tile-mangalsutra', title: 'Mangalsutra', to: '/mangalsutra' },
  { art: 'tile-daily', title: 'Daily wear', to: '/daily-gold' },
  { art: 'tile-party', title: 'Party wear', to: '/party-diamond' },
];

/**
 * What a tile asks for its 'from' price: the first piece of the collection it links to, cheapest
 * first, from the collection page's own search (priced pieces sort before pieces on request).
 */
export function tilePriceInput(tile: CollectionTile): CollectionSearchInput | null {
  const collection = COLLECTIONS.find((c) => c.path === tile.to);
  return collection ? { type: collection.selectionType, sort: 'priceAsc', page: 1, limit: 1 } : null;
}

/** The tile's 'from' price in rupees from that answer; null when the collection has no priced piece. */
export function tileFromPrice(result: Pick<SearchResult, 'products'> | undefined): number | null {
  return result?.products[0]?.price?.total ?? null;
}

export interface Occasion {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  /** Selections whose pieces the carousel mixes, in this order of preference. */
  types: readonly SelectionType[];
  to: string;
  cta: string;
}

export const OCCASIONS: readonly Occasion[] = [
  {
    id: 'wedding',
    eyebrow: 'Shop by occasion',
    title: 'Wedding & engagement',
    text: 'For the bride, the groom and everyone dancing at the sangeet.',
    types: ['polkiNecklaceSet', 'goldNecklaceSet', 'diamondRings', 'mangalsutra', 'templeNecklaceSet'],
    to: '/polki-necklace',
    cta: 'All bridal sets',
  },
  {
    id: 'party',
    eyebrow: 'Shop by occasion',
    title: 'Party & cocktail',
    text: 'Pieces that catch the light after dark.',
    types: ['partyDiamond', 'partyGold', 'partySilver', 'diamondEarrings'],
    to: '/party-diamond',
    cta: 'All party wear',
  },
  {
    id: 'daily',
    eyebrow: 'Shop by occasion',
    title: 'Daily & office',
    text: 'Light enough to forget, fine enough to be noticed.',
    types: ['dailyGold', 'dailyDiamond', 'dailySilver'],
    to: '/daily-gold',
    cta: 'All daily wear',
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  place: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'They remade my grandmother’s saaj for my wedding without losing a single charm of the old design. Every aunt ' +
      'asked where it came from.',
    name: 'Snehal Patil',
    place: 'Nerul',
  },
  {
    quote:
      'I went in for a pair of studs and came out with a lesson in diamonds. No pressure at all, and the ' +
      'certificate was ready that same evening.',
    name: 'Rohan Iyer',
    place: 'Kharghar',
  },
  {
    quote:
      'Our temple necklace set was finished in time for my daughter’s arangetram. The kemp work is as fine as ' +
      'anything we saw in Chennai.',
    name: 'Lakshmi Subramanian',
    place: 'Vashi',
  },
];

export const PROMISES: ReadonlyArray<{ title: string; text: string }> = [
  { title: 'BIS hallmarked', text: 'Every gold piece carries its HUID hallmark.' },
  { title: 'Certified diamonds', text: 'Graded stones with a certificate you can verify.' },
  { title: 'Lifetime exchange', text: 'Your gold keeps its value with us, always.' },
  { title: 'Two showrooms', text: 'Nerul and Kharghar, open six days a week.' },
];
