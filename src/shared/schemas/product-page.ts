import { z } from 'zod';
import type { ProductDto } from './catalog';
import { idSchema } from './common';

export const productPageInput = z.object({ id: idSchema });

/** Everything a product's own page shows: the piece, the collection it belongs to, related pieces. */
export interface ProductPageDto {
  product: ProductDto;
  /** The storefront collection the piece is in (its breadcrumb), or null when it is in none. */
  collection: { path: string; title: string } | null;
  /** Other pieces of the same collection, else of the same category. */
  related: ProductDto[];
}
