import { COLLECTIONS, type ShowroomId } from './constants';
import { PAGE_ROUTES } from './routes';

// Facts of the search-engine plumbing that the server (robots.txt, sitemap.xml, head tags,
// JSON-LD) and the client (product page) share.

/** URLs in one sitemap file (the protocol's limit); beyond it sitemap.xml is an index of files. */
export const SITEMAP_URL_LIMIT = 50_000;

/** Related pieces shown under a product. */
export const RELATED_PRODUCTS_LIMIT = 4;

/**
 * Photos a product's gallery shows at most: the server keeps at most as many (MAX_PRODUCT_PHOTOS in
 * schemas/photos.ts, which the storefront does not import: it would bring zod into the page).
 */
export const GALLERY_MAX_PHOTOS = 8;

/** Pieces remembered in the browser as recently viewed (the current one is not shown). */
export const RECENTLY_VIEWED_MAX = 8;
export const RECENTLY_VIEWED_STORAGE_KEY = 'nj:recently-viewed';

/**
 * Days after today (in India) through which a price published in structured data is honoured
 * (`priceValidUntil`): rates are set each morning, and a piece priced today is sold at that price
 * through tomorrow, so an indexed copy is not stale the morning after it was read.
 */
export const PUBLISHED_PRICE_HOLD_DAYS = 1;

/** The shop's logo as a raster (512 x 512 PNG, drawn from favicon.svg), for Organization markup and previews. */
export const SHOP_LOGO = { path: '/logo.png', width: 512, height: 512 } as const;

/** A picture of the showroom (the showroom film's poster), for JewelryStore markup. */
export const SHOWROOM_IMAGE_PATH = '/media/showroom-poster.webp';

/** Public pages that are never to be indexed: their content is a query's answer, not a page of its own. */
export const NOINDEX_PATHS: readonly string[] = [PAGE_ROUTES.search];

/** Paths crawlers are asked to leave alone (robots.txt). */
export const ROBOTS_DISALLOW: readonly string[] = [
  PAGE_ROUTES.dashboard,
  PAGE_ROUTES.admin,
  '/api',
  PAGE_ROUTES.cart,
  '/wishlist',
];

/** What the storefront's pages are about, for their description meta tags (collections use their blurb). */
export const PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [PAGE_ROUTES.home]:
    'Navi Jewels: gold, diamond, temple and polki jewellery from our showrooms in Nerul and Kharghar, Navi Mumbai.',
  [PAGE_ROUTES.about]:
    'The story of Navi Jewels, a family jeweller of Navi Mumbai: BIS hallmarked gold, certified diamonds and ' +
    'handmade temple and polki work.',
  [PAGE_ROUTES.contact]:
    'Visit or call the Navi Jewels showrooms in Nerul and Kharghar, Navi Mumbai: addresses, opening hours, WhatsApp ' +
    'and appointments.',
  [PAGE_ROUTES.media]: 'Navi Jewels in the press and on film: our showrooms, our craftsmen and our collections.',
  [PAGE_ROUTES.cart]:
    'Your Navi Jewels cart: the pieces you have chosen, priced at today’s rates, ready to reserve for a showroom ' +
    'visit.',
  [PAGE_ROUTES.login]: 'Sign in to your Navi Jewels account to keep your cart and book showroom visits.',
  ...Object.fromEntries(COLLECTIONS.map((c) => [c.path, `${c.title} at Navi Jewels: ${c.blurb}`])),
};

/** Structured details of a showroom for schema.org (JewelryStore): address parts, position, hours. */
export interface ShowroomPlace {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  /** schema.org openingHoursSpecification, one entry per run of days with the same hours. */
  opens: string;
  closes: string;
  days: readonly string[];
}

const TUESDAY_TO_SUNDAY = ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const SHOWROOM_PLACES: Readonly<Record<ShowroomId, ShowroomPlace>> = {
  nerul: {
    streetAddress: 'Shop 4, Sai Krupa Plaza, Sector 19, Nerul West',
    addressLocality: 'Navi Mumbai',
    addressRegion: 'Maharashtra',
    postalCode: '400706',
    latitude: 19.0338,
    longitude: 73.0196,
    opens: '10:30',
    closes: '20:30',
    days: TUESDAY_TO_SUNDAY,
  },
  kharghar: {
    streetAddress: 'Shop 12, Haware Centurion, Sector 7, Kharghar',
    addressLocality: 'Navi Mumbai',
    addressRegion: 'Maharashtra',
    postalCode: '410210',
    latitude: 19.0473,
    longitude: 73.0699,
    opens: '10:30',
    closes: '20:30',
    days: TUESDAY_TO_SUNDAY,
  },
};

/** How wide a product page's main photo is drawn (its `sizes`), for the page and its preload link. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1152px) 540px, (min-width: 640px) 46vw, 100vw';

/** The id of the data block that carries a server-rendered page's query cache to the browser. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';
