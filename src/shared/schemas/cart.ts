import { z } from 'zod';
import { CART_QUANTITY } from '../constants';
import { CART_MESSAGES, PRODUCT_MESSAGES } from '../messages';
import { numeric, requiredId } from './common';
import type { ProductDto } from './catalog';

export const cartProductInput = z.object({ productId: requiredId(PRODUCT_MESSAGES.notFound) });

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
  quantity: numeric(CART_MESSAGES.quantityRange, (n) =>
    n
      .int({ error: CART_MESSAGES.quantityRange })
      .min(CART_QUANTITY.min, { error: CART_MESSAGES.quantityRange })
      .max(CART_QUANTITY.max, { error: CART_MESSAGES.quantityRange }),
  ),
});

export interface CartLineDto {
  product: ProductDto;
  quantity: number;
  /** Rupees: the product's price times the quantity; null when the piece is 'Price on request'. */
  lineTotal: number | null;
}

export interface CartDto {
  items: CartLineDto[];
  /** Pieces in the cart: the sum of the quantities. */
  count: number;
  /** Rupees: the sum of the priced lines (computed in paise). */
  total: number;
  /** Lines with no price, not in the total. */
  unpricedLines: number;
  /** Epoch ms of the latest rate the prices follow; null while no rate is set. */
  ratesUpdatedAt: number | null;
}
