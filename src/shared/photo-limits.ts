// A product's photo limits, apart from the zod schemas so that the storefront (the gallery) can
// read them without loading zod into its chunks.

/** How many photos a product may have; the first is its main photo. */
export const MAX_PRODUCT_PHOTOS = 8;
/** Longest alt text of a photo (the column is varchar(200)). */
export const PHOTO_ALT_MAX = 200;
