// The wishlist's strings (issue 14, item 5): the heart, the header link, the page and the server's answers.

import { WISHLIST_LIMIT } from '../wishlist';
import { WISHLIST_LINK_TEXT } from './wishlist-link';

export const WISHLIST_MESSAGES = {
  title: WISHLIST_LINK_TEXT,
  eyebrow: 'Saved for later',
  intro: 'The pieces you have set aside. Come and see them in person: we will have them ready at the showroom.',
  empty: 'Your wishlist is empty.',
  emptyHint: 'Tap the heart on any piece to keep it here.',
  browse: 'Explore the collections',
  added: 'Saved to your wishlist.',
  removed: 'Removed from your wishlist.',
  full: `Your wishlist holds up to ${WISHLIST_LIMIT} pieces. Remove one to save another.`,
  failed: 'Your wishlist could not be updated. Please try again.',
  loadFailed: 'Your wishlist could not be loaded. Please try again.',
  save: (name: string) => `Save ${name} to your wishlist`,
  saveShort: 'Save to wishlist',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name} from your wishlist`,
  bookVisit: 'Book a showroom visit with these pieces',
  bookVisitIntro: 'Choose a showroom and a day: we will keep these pieces ready for you to try on.',
  moveToCart: 'Move to cart',
  moveToCartLabel: (name: string) => `Move ${name} to your cart`,
  moved: 'Moved to your cart.',
  bookingMessage: (names: readonly string[]) =>
    `I would like to see these pieces from my wishlist: ${names.join('; ')}.`,
  signedOutNote: 'Saved in this browser. Sign in to keep your wishlist on every device.',
  signIn: 'Sign in',
  pieces: (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`,
} as const;
