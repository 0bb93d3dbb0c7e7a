// Strings of the product's own page (gallery, breadcrumb, related and recently viewed pieces).
export const PRODUCT_PAGE_MESSAGES = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  gallery: (name: string) => `Photos of ${name}`,
  photoOf: (index: number, total: number) => `Photo ${index} of ${total}`,
  showPhoto: (index: number, total: number) => `Show photo ${index} of ${total}`,
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  zoomHint: 'Hover or focus the photo to zoom',
  related: 'You may also like',
  recentlyViewed: 'Recently viewed',
  wishlistSpot: 'Wishlist',
  notFoundCta: 'See our bestsellers',
  description: (name: string, category: string, price: string) =>
    `${name}: ${category} from Navi Jewels, Navi Mumbai. ${price}. Visit our showrooms in Nerul and Kharghar or ` +
    `chat on WhatsApp.`,
} as const;
