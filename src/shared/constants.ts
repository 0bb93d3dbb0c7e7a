import type { VisitSchedule } from './visit-schedule';

// Every business constant of the product, defined once. Both server and client import from here.

export const PAGE_SIZES = {
  adminProducts: 10,
  categories: 10,
  users: 15,
  storefront: 20,
  appointments: 10,
  auditEntries: 20,
  pieces: 20,
  /** The first version's dashboard reads every shopper at once (GET /api/getAllUser without page). */
  allUsers: 1000,
  /** The first version's selection screens read a whole category (GET /api/getProducts?category= alone). */
  wholeCategory: 1000,
} as const;

/** Largest `limit` a listing accepts; anything above is refused, not silently clamped. */
export const MAX_PAGE_LIMIT = 100;

/**
 * Most calls in one tRPC batch: the server refuses a larger batch before reading it, and the
 * client splits what a page asks for at once (the home page's carousels ask for 15) to fit.
 */
export const TRPC_MAX_BATCH_SIZE = 10;

const DAY_MS = 24 * 60 * 60 * 1000;
export const COOKIE_LIFETIMES_MS = {
  user: 5 * DAY_MS,
  admin: 1 * DAY_MS,
} as const;

/**
 * Our session cookies (HttpOnly; `__Host-` prefixed in production). Their names differ from the
 * readable cookies the first version's client writes itself (LEGACY_COOKIE_NAMES), so that the
 * browser keeps both: it refuses a script's cookie that would replace an HttpOnly one.
 */
export const COOKIE_NAMES = {
  userSession: 'session',
  userId: 'userId',
  adminSession: 'adminSession',
} as const;

/** The first version's cookies, written by its client: accepted only in development or by opt-in. */
export const LEGACY_COOKIE_NAMES = {
  userToken: 'token',
  adminToken: 'adminToken',
} as const;

export const TIMINGS_MS = {
  heroAutoAdvance: 3000,
  /** A hero slide's text fades out in this time before the next slide's text fades in (duration-300). */
  heroTextFade: 300,
  toast: 3000,
  testimonialFade: 300,
  goldPriceRefresh: 60_000,
} as const;

export const LOGO_REVEAL_SCROLL_PX = 270;
export const LOGO_ALWAYS_BELOW_WIDTH_PX = 1000;
export const VIDEO_VISIBILITY_THRESHOLD = 0.25;

/** Carousel cards visible per breakpoint, widest first: [min width in px, cards]. */
export const CAROUSEL_BREAKPOINTS: ReadonlyArray<readonly [number, number]> = [
  [1024, 4],
  [768, 3],
  [640, 2],
  [0, 1],
];

export const OTP = {
  length: 6,
  ttlMs: 10 * 60 * 1000,
  maxAttempts: 5,
  resendIntervalMs: 60 * 1000,
} as const;

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

export const CART_QUANTITY = { min: 1, max: 10 } as const;

export const TEXT_LIMITS = {
  categoryName: 80,
  productName: 160,
  productDescription: 4000,
  search: 100,
  fullname: 120,
  email: 254,
  address: 500,
  message: 2000,
  username: 64,
  /** A product's SKU: letters, digits and hyphens. */
  sku: 40,
} as const;

/** Widths of the WebP renditions stored for each product photo; the main one is `photo`. */
export const IMAGE_RENDITION_WIDTHS = [320, 640, 1024] as const;
export const IMAGE_MAIN_WIDTH = 640;
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Cross-origin calls (CORS_ORIGINS): the request headers and methods a listed origin may use. */
export const CORS_ALLOWED_HEADERS = ['content-type', 'authorization'] as const;
export const CORS_ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Paths a listed origin may call or load from (the API and the product photos). */
export const CORS_PATH_PREFIXES = ['/api/', UPLOADS_URL_PREFIX] as const;

/** Price sort options; pieces with no price (price on request) come last in both. */
export const PRICE_SORTS = ['priceAsc', 'priceDesc'] as const;
export type PriceSort = (typeof PRICE_SORTS)[number];

/** The orders a search can be sorted in (the search schema's `sort`). */
export const SEARCH_SORTS = ['relevance', 'newest', 'nameAsc', 'nameDesc', 'priceAsc', 'priceDesc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/**
 * The listing orders, one vocabulary with the search's (SEARCH_SORTS): `relevance` is a listing's own
 * order (a collection's featured order, the newest first elsewhere). The first version's `none` is
 * read as `relevance` by the REST door only (legacySortParam).
 */
export const SORT_OPTIONS = ['relevance', 'nameAsc', 'nameDesc', ...PRICE_SORTS] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const SORT_LABELS: Record<SortOption, string> = {
  relevance: 'Featured',
  nameAsc: 'Name A-Z',
  nameDesc: 'Name Z-A',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
};

/** Points of rate history a chart may ask for at most, and by default. */
export const RATE_HISTORY_POINTS = { default: 30, max: 365 } as const;

// ---- Selections -------------------------------------------------------------

/** The 26 selection types of the specification, one per collection route. */
export const COLLECTION_SELECTION_TYPES = [
  'goldRings',
  'goldNecklaceSet',
  'goldMangalsutra',
  'goldEarrings',
  'goldBangles',
  'diamondRings',
  'diamondNecklaceSet',
  'diamondEarrings',
  'diamondBangles',
  'templeRings',
  'templeNecklaceSet',
  'templeMangalsutra',
  'templeEarrings',
  'templeBangles',
  'polkiRings',
  'polkiNecklaceSet',
  'polkiMangalsutra',
  'polkiEarrings',
  'polkiBangles',
  'mangalsutra',
  'dailyGold',
  'dailySilver',
  'dailyDiamond',
  'partyGold',
  'partySilver',
  'partyDiamond',
] as const;

/** Bangle types that existing integrations still send; accepted, with no page of their own. */
export const LEGACY_SELECTION_TYPES = ['antiqueBangles', 'maharashtrianBangles', 'weddingBangles'] as const;

export const SELECTION_TYPES = [...COLLECTION_SELECTION_TYPES, 'bestsellers', ...LEGACY_SELECTION_TYPES] as const;
export type SelectionType = (typeof SELECTION_TYPES)[number];

export const SELECTION_TYPE_LABELS: Record<SelectionType, string> = {
  goldRings: 'Gold Rings',
  goldNecklaceSet: 'Gold Necklace Sets',
  goldMangalsutra: 'Gold Mangalsutra',
  goldEarrings: 'Gold Earrings',
  goldBangles: 'Gold Bangles',
  diamondRings: 'Diamond Rings',
  diamondNecklaceSet: 'Diamond Necklace Sets',
  diamondEarrings: 'Diamond Earrings',
  diamondBangles: 'Diamond Bangles',
  templeRings: 'Temple Rings',
  templeNecklaceSet: 'Temple Necklace Sets',
  templeMangalsutra: 'Temple Mangalsutra',
  templeEarrings: 'Temple Earrings',
  templeBangles: 'Temple Bangles',
  polkiRings: 'Polki Rings',
  polkiNecklaceSet: 'Polki Necklace Sets',
  polkiMangalsutra: 'Polki Mangalsutra',
  polkiEarrings: 'Polki Earrings',
  polkiBangles: 'Polki Bangles',
  mangalsutra: 'Mangalsutra',
  dailyGold: 'Daily Wear Gold',
  dailySilver: 'Daily Wear Silver',
  dailyDiamond: 'Daily Wear Diamond',
  partyGold: 'Party Wear Gold',
  partySilver: 'Party Wear Silver',
  partyDiamond: 'Party Wear Diamond',
  bestsellers: 'Bestsellers',
  antiqueBangles: 'Antique Bangles',
  maharashtrianBangles: 'Maharashtrian Bangles',
  weddingBangles: 'Wedding Bangles',
};

// ---- Collections (route <-> selection type) ---------------------------------

export type CollectionGroup =
  'gold' | 'diamond' | 'temple' | 'polki' | 'mangalsutra' | 'daily' | 'party' | 'bestsellers';

export interface Collection {
  path: string;
  title: string;
  /** Short label used inside its menu group (Ring, Necklace Set, ...). */
  menuLabel: string;
  group: CollectionGroup;
  selectionType: SelectionType;
  blurb: string;
}

const c = (
  path: string,
  group: CollectionGroup,
  menuLabel: string,
  selectionType: SelectionType,
  blurb: string,
): Collection => ({
  path,
  group,
  menuLabel,
  selectionType,
  title: SELECTION_TYPE_LABELS[selectionType],
  blurb,
});

export const COLLECTIONS: readonly Collection[] = [
  c(
    '/gold-ring',
    'gold',
    'Ring',
    'goldRings',
    'Hallmarked 22 karat gold rings, from slender bands to statement solitaires.',
  ),
  c(
    '/gold-necklace',
    'gold',
    'Necklace Set',
    'goldNecklaceSet',
    'Necklace sets in 22 karat gold, each with matching earrings.',
  ),
  c(
    '/gold-mangalsutra',
    'gold',
    'Mangalsutra',
    'goldMangalsutra',
    'Gold mangalsutras strung with black beads, classic and contemporary.',
  ),
  c('/gold-earrings', 'gold', 'Earrings', 'goldEarrings', 'Jhumkas, studs and chandbalis in warm yellow gold.'),
  c('/gold-bangles', 'gold', 'Bangles', 'goldBangles', 'Gold bangles and kadas, plain, filigree and engraved.'),
  c(
    '/diamond-ring',
    'diamond',
    'Ring',
    'diamondRings',
    'Certified diamonds in rings made for proposals and for every day.',
  ),
  c(
    '/diamond-necklace',
    'diamond',
    'Necklace Set',
    'diamondNecklaceSet',
    'Diamond necklace sets that catch the light at every turn.',
  ),
  c('/diamond-earrings', 'diamond', 'Earrings', 'diamondEarrings', 'Diamond studs, drops and hoops.'),
  c('/diamond-bangles', 'diamond', 'Bangles', 'diamondBangles', 'Diamond bangles and bracelets set in gold.'),
  c('/temple-ring', 'temple', 'Ring', 'templeRings', 'Temple rings with deities and motifs from South Indian shrines.'),
  c(
    '/temple-necklace',
    'temple',
    'Necklace Set',
    'templeNecklaceSet',
    'Temple necklace sets with Lakshmi coins and kemp stones.',
  ),
  c('/temple-mangalsutra', 'temple', 'Mangalsutra', 'templeMangalsutra', 'Mangalsutras in the temple tradition.'),
  c('/temple-earrings', 'temple', 'Earrings', 'templeEarrings', 'Temple jhumkas with hand-chased detail.'),
  c('/temple-bangles', 'temple', 'Bangles', 'templeBangles', 'Temple bangles with peacock and lotus motifs.'),
  c('/polki-ring', 'polki', 'Ring', 'polkiRings', 'Uncut polki diamonds in rings of heritage design.'),
  c(
    '/polki-necklace',
    'polki',
    'Necklace Set',
    'polkiNecklaceSet',
    'Polki necklace sets for the bride and her family.',
  ),
  c('/polki-mangalsutra', 'polki', 'Mangalsutra', 'polkiMangalsutra', 'Mangalsutras with polki pendants.'),
  c('/polki-earrings', 'polki', 'Earrings', 'polkiEarrings', 'Polki earrings with pearls and enamel.'),
  c('/polki-bangles', 'polki', 'Bangles', 'polkiBangles', 'Polki bangles in the Mughal style.'),
  c(
    '/mangalsutra',
    'mangalsutra',
    'Mangalsutra',
    'mangalsutra',
    'Mangalsutras for every bride, in gold, diamond and polki.',
  ),
  c('/daily-gold', 'daily', 'Gold', 'dailyGold', 'Light gold pieces made for the office and every day.'),
  c('/daily-silver', 'daily', 'Silver', 'dailySilver', 'Sterling silver for every day.'),
  c('/daily-diamond', 'daily', 'Diamond', 'dailyDiamond', 'Everyday diamonds, light and easy to wear.'),
  c('/party-gold', 'party', 'Gold', 'partyGold', 'Gold that dresses up an evening.'),
  c('/party-silver', 'party', 'Silver', 'partySilver', 'Silver pieces for cocktails and celebrations.'),
  c('/party-diamond', 'party', 'Diamond', 'partyDiamond', 'Diamonds for the party and the after-party.'),
  c('/bestsellers', 'bestsellers', 'Bestsellers', 'bestsellers', 'The pieces our customers choose most.'),
];

export const COLLECTION_GROUP_LABELS: Record<CollectionGroup, string> = {
  gold: 'Gold',
  diamond: 'Diamond',
  temple: 'Temple',
  polki: 'Polki',
  mangalsutra: 'Mangalsutra',
  daily: 'Daily wear',
  party: 'Party wear',
  bestsellers: 'Bestsellers',
};

/** The old misspelt temple routes of the first version; they redirect permanently. */
export const LEGACY_PATH_REDIRECTS: Readonly<Record<string, string>> = Object.fromEntries(
  COLLECTIONS.filter((col) => col.group === 'temple').map((col) => [
    col.path.replace('/temple-', '/tample-'),
    col.path,
  ]),
);

export function collectionByPath(path: string): Collection | undefined {
  return COLLECTIONS.find((col) => col.path === path);
}

// ---- Showrooms and contact ---------------------------------------------------

export const SHOWROOMS = ['nerul', 'kharghar'] as const;
export type ShowroomId = (typeof SHOWROOMS)[number];

// ---- Showroom visits (issue 29) -------------------------------------------------

/**
 * Pieces held for a showroom visit: at most `maxPieces` a booking, each held from the booking
 * until the slot's end plus `afterSlotMs`, or until the visit is cancelled or marked.
 */
export const VISIT_HOLDS = {
  maxPieces: 5,
  afterSlotMs: 2 * 60 * 60 * 1000,
  /** How often the job that puts expired holds back in stock runs (whichever instance claims it). */
  sweepEveryMs: 60 * 1000,
} as const;

/**
 * An admin account's role: an `owner` may do everything; `staff` may read shoppers and products
 * and handle the visit requests of their showroom (all showrooms when the account has none).
 */
export const ADMIN_ROLES = ['owner', 'staff'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Which admin accounts must sign in with a second factor (MFA_REQUIRED): owners, all of them, or none. */
export const MFA_REQUIREMENTS = ['owner', 'all', 'none'] as const;
export type MfaRequirement = (typeof MFA_REQUIREMENTS)[number];

/** Two-step sign-in: how long the code step lives after the password, and how many codes it takes. */
export const ADMIN_MFA = {
  challengeLifetimeMs: 5 * 60 * 1000,
  challengeTries: 5,
  recoveryCodes: 10,
  /** A TOTP code is accepted one 30-second step either side of the server's clock. */
  toleranceSeconds: 30,
} as const;

export interface ShowroomInfo {
  id: ShowroomId;
  name: string;
  address: string;
  phone: string;
  hours: string;
  mapUrl: string;
  /** The visiting schedule `hours` is printed from (issue 29); the server's answer always has it. */
  schedule?: VisitSchedule;
}

export interface ShopInfo {
  name: string;
  phone: string;
  whatsapp: string;
  email: string;
  showrooms: ShowroomInfo[];
}

/** Defaults; the server may override them from configuration (SHOP_INFO_JSON). */
export const DEFAULT_SHOP_INFO: ShopInfo = {
  name: 'Navi Jewels',
  phone: '+91 22 2771 4500',
  whatsapp: '919820014500',
  email: 'care@navijewels.in',
  showrooms: [
    {
      id: 'nerul',
      name: 'Nerul Showroom',
      address: 'Shop 4, Sai Krupa Plaza, Sector 19, Nerul West, Navi Mumbai 400706',
      phone: '+91 22 2771 4500',
      hours: 'Tuesday to Sunday, 10:30 am to 8:30 pm',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Sector+19+Nerul+West+Navi+Mumbai',
    },
    {
      id: 'kharghar',
      name: 'Kharghar Showroom',
      address: 'Shop 12, Haware Centurion, Sector 7, Kharghar, Navi Mumbai 410210',
      phone: '+91 22 2774 8800',
      hours: 'Tuesday to Sunday, 10:30 am to 8:30 pm',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Sector+7+Kharghar+Navi+Mumbai',
    },
  ],
};

// ---- Metals, purities, rates and price rules ---------------------------------

export const METALS = ['gold', 'silver', 'platinum'] as const;
export type Metal = (typeof METALS)[number];

export const METAL_LABELS: Record<Metal, string> = {
  gold: 'Gold',
  silver: 'Silver',
  platinum: 'Platinum',
};

/** The purities the shop sells, per metal, finest first. Ids are unique across metals. */
export const PURITIES = {
  gold: ['24K', '22K', '18K', '14K'],
  silver: ['999', '925'],
  platinum: ['950'],
} as const satisfies Record<Metal, readonly string[]>;
export type PurityOf<M extends Metal> = (typeof PURITIES)[M][number];

export const ALL_PURITIES = [...PURITIES.gold, ...PURITIES.silver, ...PURITIES.platinum] as const;
export type Purity = (typeof ALL_PURITIES)[number];

/**
 * Fineness in parts per thousand (0.916 is 916), so rate maths stays in integers.
 * Keys like '999' are numeric strings: never rely on this object's key order, use PURITIES.
 */
export const PURITY_FINENESS_PER_MILLE: Record<Purity, number> = {
  '24K': 999,
  '22K': 916,
  '18K': 750,
  '14K': 585,
  '999': 999,
  '925': 925,
  '950': 950,
};

/** The purity whose rate is the metal's published (fine) rate; the other purities derive from it. */
export const FINE_PURITY: { readonly [M in Metal]: PurityOf<M> } = {
  gold: '24K',
  silver: '999',
  platinum: '950',
};

export const PURITY_LABELS: Record<Purity, string> = {
  '24K': '24K',
  '22K': '22K',
  '18K': '18K',
  '14K': '14K',
  '999': 'Fine Silver 999',
  '925': 'Sterling 925',
  '950': 'Platinum 950',
};

/** BIS hallmark grade stamped on gold jewellery of each purity (IS 1417); 24K jewellery has none here. */
export const HALLMARK_GRADES: Partial<Record<Purity, string>> = {
  '22K': '22K916',
  '18K': '18K750',
  '14K': '14K585',
};

/** A HUID (hallmark unique id) is 6 letters and digits per piece, kept upper-cased. */
export const HUID_LENGTH = 6;

/** Basis points in a whole: 10,000 bp = 100%. Percentages are integer basis points in arithmetic. */
export const BASIS_POINTS_PER_UNIT = 10_000;

/** GST on jewellery: 3% of the whole value, making charges included (HSN 7113). */
export const GST_RATE_BASIS_POINTS = 300;

export const MAKING_CHARGE_TYPES = ['percent', 'perGram', 'flat'] as const;
export type MakingChargeType = (typeof MAKING_CHARGE_TYPES)[number];

export const MAKING_CHARGE_TYPE_LABELS: Record<MakingChargeType, string> = {
  percent: 'Percent of metal value',
  perGram: 'Rupees per gram',
  flat: 'Flat per piece',
};

export const STONE_KINDS = ['diamond', 'polki', 'kundan', 'ruby', 'emerald', 'pearl', 'other'] as const;
export type StoneKind = (typeof STONE_KINDS)[number];

export const STONE_KIND_LABELS: Record<StoneKind, string> = {
  diamond: 'Diamond',
  polki: 'Polki',
  kundan: 'Kundan',
  ruby: 'Ruby',
  emerald: 'Emerald',
  pearl: 'Pearl',
  other: 'Other',
};

/** Indian ring sizes 1 to 30. */
export const RING_SIZES = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
] as const;
/** Indian bangle sizes in inches and sixteenths: 2.10 is 2 10/16 inches, larger than 2.8. */
export const BANGLE_SIZES = ['2.2', '2.4', '2.6', '2.8', '2.10'] as const;
export const SIZE_SERIES = { ring: RING_SIZES, bangle: BANGLE_SIZES } as const;
export type SizeSeries = keyof typeof SIZE_SERIES;
export const SIZE_LABELS = [...RING_SIZES, ...BANGLE_SIZES] as const;
export type SizeLabel = (typeof SIZE_LABELS)[number];

/** Bounds of product specifications, in the units typed at the edges (grams, rupees, carats). */
export const SPEC_LIMITS = {
  maxWeightGrams: 10_000,
  maxCarats: 10_000,
  /** The same ceiling as a rate per gram: one crore rupees. */
  maxRupees: 10_000_000,
  maxStones: 50,
  maxStoneCount: 10_000,
  maxSizes: SIZE_LABELS.length,
} as const;
