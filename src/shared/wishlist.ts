// The wishlist's constants, shared by the server (the bound) and the browser (its own copy).

/** The most pieces one wishlist holds, on the server and in the browser alike. */
export const WISHLIST_LIMIT = 100;

/** Where a signed-out shopper's wishlist lives in the browser (localStorage): product ids, newest first. */
export const WISHLIST_STORAGE_KEY = 'navi.wishlist';

/** Beside it, the size each of those pieces was saved in: `{ "<product id>": "<size>" }`. */
export const WISHLIST_SIZES_STORAGE_KEY = 'navi.wishlist.sizes';
