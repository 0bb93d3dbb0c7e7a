import type { ShopInfo } from '@shared/constants';
import type { ProductPageDto } from '@shared/schemas/product-page';
import { productPath } from '@shared/product-path';
import { PUBLISHED_PRICE_HOLD_DAYS, SHOP_LOGO, SHOWROOM_IMAGE_PATH, SHOWROOM_PLACES } from '@shared/seo';

// schema.org structured data (JSON-LD) for the public pages: Product with its Offer (or, for a
// piece in sizes, an AggregateOffer over the sizes) and a BreadcrumbList on a product's page; the
// Organization and one JewelryStore per showroom on the home and contact pages. Built as plain
// objects; jsonLdScript() writes them as data blocks (type="application/ld+json" is never
// executed, so the strict CSP allows it). Shapes follow Google's product snippet, logo and local
// business rules: a Product needs an offer with a price, a logo is a raster of at least 112 px.

type JsonLd = Record<string, unknown>;

const SCHEMA = 'https://schema.org';
/** India keeps one offset all year. */
const IST_OFFSET_MS = 330 * 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date in India at `now`, YYYY-MM-DD: prices follow the day's rates. */
export function indianDate(now: number): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The last day (YYYY-MM-DD, in India) a price published at `now` is honoured: PUBLISHED_PRICE_HOLD_DAYS ahead. */
export function priceValidUntil(now: number): string {
  return indianDate(now + PUBLISHED_PRICE_HOLD_DAYS * DAY_MS);
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}

export function organizationJsonLd(shop: ShopInfo, origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: shop.name,
    url: `${origin}/`,
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(origin, SHOP_LOGO.path),
      width: SHOP_LOGO.width,
      height: SHOP_LOGO.height,
    },
    email: shop.email,
    telephone: shop.phone,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: shop.phone,
        contactType: 'customer service',
        areaServed: 'IN',
        availableLanguage: ['en', 'hi', 'mr'],
      },
    ],
  };
}

export function jewelryStoresJsonLd(shop: ShopInfo, origin: string): JsonLd[] {
  return shop.showrooms.map((room) => {
    const place = SHOWROOM_PLACES[room.id];
    return {
      '@context': SCHEMA,
      '@type': 'JewelryStore',
      '@id': `${origin}/contact#${room.id}`,
      name: `${shop.name} ${room.name}`,
      url: absoluteUrl(origin, '/contact'),
      image: absoluteUrl(origin, SHOWROOM_IMAGE_PATH),
      telephone: room.phone,
      priceRange: '₹₹₹',
      parentOrganization: { '@id': `${origin}/#organization` },
      address: {
        '@type': 'PostalAddress',
        streetAddress: place.streetAddress,
        addressLocality: place.addressLocality,
        addressRegion: place.addressRegion,
        postalCode: place.postalCode,
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
      hasMap: room.mapUrl,
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: place.days.map((d) => `${SCHEMA}/${d}`),
          opens: place.opens,
          closes: place.closes,
        },
      ],
    };
  });
}

/** The photos of a piece as absolute URLs, main first. */
export function productImages(page: ProductPageDto, origin: string): string[] {
  const { product } = page;
  const urls = product.photos.length > 0 ? product.photos.map((p) => p.url) : product.photo ? [product.photo] : [];
  return urls.map((url) => absoluteUrl(origin, url));
}

/**
 * What the piece is offered at: one Offer, or an AggregateOffer over its sizes when it comes in
 * sizes priced differently; undefined when its price is on request.
 */
function offersOf(page: ProductPageDto, shop: ShopInfo, url: string, now: number): JsonLd | undefined {
  const { product } = page;
  if (!product.price) return undefined;
  const common = {
    url,
    priceCurrency: 'INR',
    priceValidUntil: priceValidUntil(now),
    availability: `${SCHEMA}/InStock`,
    itemCondition: `${SCHEMA}/NewCondition`,
    seller: { '@type': 'Organization', name: shop.name },
  };
  const sized = product.sizePrices.flatMap((s) => (s.total === null ? [] : [s.total]));
  if (product.price.sizeLabel !== null && sized.length > 1)
    return {
      '@type': 'AggregateOffer',
      ...common,
      lowPrice: Math.min(...sized).toFixed(2),
      highPrice: Math.max(...sized).toFixed(2),
      offerCount: sized.length,
    };
  return { '@type': 'Offer', ...common, price: product.price.total.toFixed(2) };
}

/**
 * The piece as a schema.org Product, or undefined when its price is on request: Google's product
 * snippets need an offer with a price (or reviews, which the shop has none of), so such a piece
 * is described by its page and breadcrumb alone, and no price is claimed that the shop would not honour.
 */
export function productJsonLd(page: ProductPageDto, shop: ShopInfo, origin: string, now: number): JsonLd | undefined {
  const { product } = page;
  const url = absoluteUrl(origin, productPath(product));
  const offers = offersOf(page, shop, url, now);
  if (!offers) return undefined;
  const spec = product.specifications;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    url,
    sku: String(product.id),
    category: product.category.name,
    image: productImages(page, origin),
    brand: { '@type': 'Brand', name: shop.name },
    ...(spec.metal ? { material: spec.metal } : {}),
    offers,
  };
}

export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>, origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(origin, item.path),
    })),
  };
}

/** The breadcrumb of a product's page: Home, its collection (when it is in one), the piece. */
export function productBreadcrumb(page: ProductPageDto, homeLabel: string): Array<{ name: string; path: string }> {
  return [
    { name: homeLabel, path: '/' },
    ...(page.collection ? [{ name: page.collection.title, path: page.collection.path }] : []),
    { name: page.product.name, path: productPath(page.product) },
  ];
}

/**
 * A JSON value inside an HTML <script> data block: `<` (so no `</script>` or `<!--` can close or
 * confuse it), `>`, `&` and the two line separators JavaScript once refused are written as
 * escapes, which JSON.parse reads back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function jsonLdScript(data: JsonLd | JsonLd[]): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}
