import { z } from 'zod';
import { CART_QUANTITY } from '../constants';
import { CART_MESSAGES, PRODUCT_MESSAGES } from '../messages';
import { requiredId } from './common';
import type { ProductDto } from './catalog';

export const cartProductInput = z.object({ productId: requiredId(PRODUCT_MESSAGES.notFound) });

export const cartQuantityInput = z.object({
  productId: requiredId(PRODUCT_MESSAGES.notFound),
  quantity: z.coerce
    .number({ error: CART_MESSAGES.quantityRange })
    .int({ error: CART_MESSAGES.quantityRange })
    .min(CART_QUANTITY.min, { error: CART_MESSAGES.quantityRange })
    .max(CART_QUANTITY.max, { error: CART_MESSAGES.quantityRange }),
});

export interface CartLineDto {
  product: ProductDto;
  quantity: number;
}

export interface CartDto {
  items: CartLineDto[];
  /** Pieces in the cart: the sum of the quantities. */
  count: number;
}
