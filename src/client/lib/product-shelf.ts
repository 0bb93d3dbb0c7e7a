import type { ReactNode } from 'react';
import type { SizeLabel } from '@shared/constants';
import type { ProductDto } from '@shared/schemas/catalog';

/** 'icon': a round button over a card's photo; 'button': a full button beside Add to Cart. */
export type HeartVariant = 'icon' | 'button';

/**
 * The wishlist's button for a piece, composed by the app (the wishlist feature draws it, the
 * product feature places it): on cards, in the details dialog and on the piece's page, where it
 * saves the piece in the size chosen there (`size`; a card chooses none).
 */
export type HeartSlot = (product: ProductDto, variant: HeartVariant, size?: SizeLabel | null) => ReactNode;

/**
 * What a page of another feature (home, catalog) needs to show pieces for sale: a card per piece,
 * a placeholder card, and the details dialog to render once. features/product makes it
 * (useProductShelf) and the route passes it in: the contract lives here because two features share it.
 */
export interface ProductShelf {
  card: (
    product: ProductDto,
    options?: { priority?: boolean; sizes?: string; headingLevel?: 'h2' | 'h3' },
  ) => ReactNode;
  skeleton: () => ReactNode;
  dialog: ReactNode;
}
