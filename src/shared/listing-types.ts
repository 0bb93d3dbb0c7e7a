import { SELECTION_TYPES, type SelectionType } from './constants';

// The listing types of the first version: the specification's product listing page types
// (section 3: bangles, earRing, necklace, rings, diamondNecklaceSet, temple, polki, mangalsutra,
// dailyWear, partyWear) and the other names its client sends (bestSeller, backInStore, the
// wedding and gifting pages). Each is an alias of the collections that show the same pieces on
// our storefront; a listing by an alias lists every piece of those collections once. Names are
// matched exactly as the first client spells them (`WeddingBangles`, but `weddingRings`).
//
// The first version's own pages for new arrivals, gifting and most of its wedding pages have no
// collection of ours to match: those aliases list nothing (an empty page, not an error).

/** The first version's names that are not selection types of ours (mangalsutra and diamondNecklaceSet are). */
export const LISTING_ALIASES = [
  'bangles',
  'earRing',
  'necklace',
  'rings',
  'temple',
  'polki',
  'dailyWear',
  'partyWear',
  'bestSeller',
  'backInStore',
  'corporateGifting',
  'giftingByOccasion',
  'weddingEarRing',
  'weddingRings',
  'WeddingBangles',
  'WeddingNecklace',
  'WeddingMangalSutra',
] as const;
export type ListingAlias = (typeof LISTING_ALIASES)[number];

export const LISTING_TYPE_ALIASES: Readonly<Record<ListingAlias, readonly SelectionType[]>> = {
  bangles: [
    'goldBangles',
    'diamondBangles',
    'templeBangles',
    'polkiBangles',
    'antiqueBangles',
    'maharashtrianBangles',
    'weddingBangles',
  ],
  earRing: ['goldEarrings', 'diamondEarrings', 'templeEarrings', 'polkiEarrings'],
  necklace: ['goldNecklaceSet', 'diamondNecklaceSet', 'templeNecklaceSet', 'polkiNecklaceSet'],
  rings: ['goldRings', 'diamondRings', 'templeRings', 'polkiRings'],
  temple: ['templeRings', 'templeNecklaceSet', 'templeMangalsutra', 'templeEarrings', 'templeBangles'],
  polki: ['polkiRings', 'polkiNecklaceSet', 'polkiMangalsutra', 'polkiEarrings', 'polkiBangles'],
  dailyWear: ['dailyGold', 'dailySilver', 'dailyDiamond'],
  partyWear: ['partyGold', 'partySilver', 'partyDiamond'],
  bestSeller: ['bestsellers'],
  WeddingBangles: ['weddingBangles'],
  WeddingMangalSutra: ['mangalsutra', 'goldMangalsutra', 'templeMangalsutra', 'polkiMangalsutra'],
  backInStore: [],
  corporateGifting: [],
  giftingByOccasion: [],
  weddingEarRing: [],
  weddingRings: [],
  WeddingNecklace: [],
};

/** Every type a listing accepts: our selection types, then the first version's aliases. */
export const LISTING_TYPES = [...SELECTION_TYPES, ...LISTING_ALIASES] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

const ALIAS_NAMES: ReadonlySet<string> = new Set(LISTING_ALIASES);
function isAlias(type: ListingType): type is ListingAlias {
  return ALIAS_NAMES.has(type);
}

/** The selection types a listing type lists: itself, or its alias's collections. */
export function selectionTypesOf(type: ListingType): readonly SelectionType[] {
  return isAlias(type) ? LISTING_TYPE_ALIASES[type] : [type];
}
