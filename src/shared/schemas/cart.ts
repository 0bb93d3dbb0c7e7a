import { z } from 'zod';
import { CART_QUANTITY, SIZE_LABELS, type SizeLabel } from '../constants';
import { CART_MESSAGES } from '../messages';
import { PRODUCT_MESSAGES } from '../messages/back-office';
import { numeric, requiredId } from './common';
import type { ProductDto } from './catalog';
import { CART_SIZE_MESSAGES } from '../messages/cart-sizes';

/**
 * The size of a line: one of the piece's sizes (a ring's or a bangle's); null or left out for a
 * piece without sizes. Adding a piece in sizes without one adds its cheapest, the 'from' price the
 * shopper was shown; changing or removing without one means the piece's only line (removing: all).
 */
export const cartSizeInput = z.enum(SIZE_LABELS, { error: CART_SIZE_MESSAGES.sizeUnknown }).nullable().optional();

export const cartProductInput = z.object({ productId: requiredId(PRODUCT_MESSAGES.notFound) });
export const cartLineInput = z.object({ productId: requiredId(PRODUCT_MESSAGES.notFound), size: cartSizeInput });
export type CartLineInput = z.infer<typeof cartLineInput>;

/** Lines removed at once (`DELETE /api/removeFromCart`, the first version's cart). */
const REMOVE_AT_ONCE_MAX = 100;
export const removeCartLinesInput = z.object({
  productIds: z
    .array(requiredId(CART_MESSAGES.chooseToRemove), { error: CART_MESSAGES.chooseToRemove })
    .min(1, { error: CART_MESSAGES.chooseToRemove })
    .max(REMOVE_AT_ONCE_MAX, { error: CART_MESSAGES.chooseToRemove }),
});

export const cartQuantityInput = z.object({
  productId: requiredId(PRODUCT_MESSAGES.notFound),
  size: cartSizeInput,
  quantity: numeric(CART_MESSAGES.quantityRange, (n) =>
    n
      .int({ error: CART_MESSAGES.quantityRange })
      .min(CART_QUANTITY.min, { error: CART_MESSAGES.quantityRange })
      .max(CART_QUANTITY.max, { error: CART_MESSAGES.quantityRange }),
  ),
});

export interface CartLineDto {
  product: ProductDto;
  /** The size of the line; null for a piece without sizes. */
  size: SizeLabel | null;
  quantity: number;
  /**
   * Rupees: one piece in this size at today's rates, in whole rupees as a shopper reads it (lines
   * and the total add up as read); null when the piece is 'Price on request'.
   */
  price: number | null;
  /** Rupees: `price` times the quantity; null when the piece is 'Price on request'. */
  lineTotal: number | null;
}

export interface CartDto {
  items: CartLineDto[];
  /** Pieces in the cart: the sum of the quantities. */
  count: number;
  /** Rupees: the sum of the priced lines (whole rupees, computed in paise). */
  total: number;
  /** Lines with no price, not in the total. */
  unpricedLines: number;
  /** Epoch ms of the latest rate the prices follow; null while no rate is set. */
  ratesUpdatedAt: number | null;
}
