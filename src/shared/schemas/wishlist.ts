import { z } from 'zod';
import { SIZE_LABELS, type SizeLabel } from '../constants';
import { CART_SIZE_MESSAGES } from '../messages/cart-sizes';
import { PRODUCT_MESSAGES } from '../messages/back-office';
import { WISHLIST_MESSAGES } from '../messages/wishlist';
import { WISHLIST_LIMIT } from '../wishlist';
import { requiredId } from './common';
import type { ProductDto } from './catalog';
import { productWire } from './catalog-wire';

export const wishlistProductInput = z.object({ productId: requiredId(PRODUCT_MESSAGES.notFound) });

/** The size a piece is saved in: one of its sizes; null or left out, none chosen. */
export const wishlistSizeInput = z.enum(SIZE_LABELS, { error: CART_SIZE_MESSAGES.sizeUnknown }).nullable().optional();

/** Saving a piece, in the size chosen on its page (saving it again in another size changes the size). */
export const wishlistAddInput = wishlistProductInput.extend({ size: wishlistSizeInput });

/** The browser's wishlist, merged into the account at sign-in: at most WISHLIST_LIMIT ids. */
export const wishlistMergeInput = z.object({
  productIds: z
    .array(requiredId(PRODUCT_MESSAGES.notFound), { error: WISHLIST_MESSAGES.failed })
    .max(WISHLIST_LIMIT, { error: WISHLIST_MESSAGES.full }),
  /** The size each piece was saved in, by product id; a piece left out has none. */
  sizes: z
    .record(
      z.string().regex(/^\d{1,10}$/, { error: PRODUCT_MESSAGES.notFound }),
      z.enum(SIZE_LABELS, {
        error: CART_SIZE_MESSAGES.sizeUnknown,
      }),
    )
    .refine((sizes) => Object.keys(sizes).length <= WISHLIST_LIMIT, { error: WISHLIST_MESSAGES.full })
    .optional(),
});

/** A saved piece: the product with today's prices and the size it was saved in (null: none). */
export type WishlistItemDto = ProductDto & { size: SizeLabel | null };

export interface WishlistDto {
  /** Newest first; a piece deleted since it was saved is gone. */
  items: WishlistItemDto[];
  count: number;
}

/** A wishlist item on the REST door: the product's wire shape and the size it was saved in. */
export const wishlistItemWire = productWire.extend({
  size: z.string().nullable().describe("The size the piece was saved in (a ring's or a bangle's); null: none chosen"),
});
export const wishlistAnswer = z.object({ items: z.array(wishlistItemWire), count: z.number().int() });
