import { z } from 'zod';
import { PRODUCT_MESSAGES } from '../messages/back-office';
import { WISHLIST_MESSAGES } from '../messages/wishlist';
import { WISHLIST_LIMIT } from '../wishlist';
import { requiredId } from './common';
import type { ProductDto } from './catalog';

export const wishlistProductInput = z.object({ productId: requiredId(PRODUCT_MESSAGES.notFound) });

/** The browser's wishlist, merged into the account at sign-in: at most WISHLIST_LIMIT ids. */
export const wishlistMergeInput = z.object({
  productIds: z
    .array(requiredId(PRODUCT_MESSAGES.notFound), { error: WISHLIST_MESSAGES.failed })
    .max(WISHLIST_LIMIT, { error: WISHLIST_MESSAGES.full }),
});

export interface WishlistDto {
  /** Newest first; a piece deleted since it was saved is gone. */
  items: ProductDto[];
  count: number;
}
