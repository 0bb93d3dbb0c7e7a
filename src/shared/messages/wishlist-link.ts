// The header link's text, in a module of its own: the header is in the first load, which must
// carry no other wishlist string.
export const WISHLIST_LINK_TEXT = 'Wishlist';
