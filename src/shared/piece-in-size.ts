import { BANGLE_SIZES, SIZE_LABELS, type SizeLabel } from './constants';
import { formatPrice } from './indian-format';
import { PRICE_COPY, PRICE_MESSAGES } from './messages';
import { mulDivRoundHalfUp, PAISE_PER_RUPEE, paiseToRupees, rupeesToPaise } from './pricing';
import { PAGE_ROUTES } from './routes';
import type { ProductDto } from './schemas/catalog';

// A piece in a size, the way the cart, the booking form, WhatsApp and the shop's notice name and
// price it: one source, so that the cart line, the message and the appointment agree.

/** A size as a shopper and the shop read it: 'Ring size 12', 'Bangle size 2.4'. */
export function sizeName(label: SizeLabel): string {
  const bangle = (BANGLE_SIZES as readonly string[]).includes(label);
  return `${bangle ? PRICE_COPY.bangleSize : PRICE_COPY.ringSize} ${label}`;
}

/**
 * One piece in `size` as a shopper reads its price (formatPrice): that size's price, or the
 * piece's own for a piece without sizes, in whole rupees (rounded half up), so that a cart's lines
 * and total add up as read. Null: priced on request.
 */
export function priceInSize(product: Pick<ProductDto, 'price' | 'sizePrices'>, size: SizeLabel | null): number | null {
  const total =
    size === null ? (product.price?.total ?? null) : (product.sizePrices.find((s) => s.label === size)?.total ?? null);
  if (total === null) return null;
  return paiseToRupees(mulDivRoundHalfUp(rupeesToPaise(total), 1, PAISE_PER_RUPEE) * PAISE_PER_RUPEE);
}

/** 'Solitaire Band, Ring size 14, ₹72,574' (the size left out for a piece without sizes). */
export function pieceInSizeText(piece: { name: string; size: SizeLabel | null; price: number | null }): string {
  const size = piece.size === null ? [] : [sizeName(piece.size)];
  const price = piece.price === null ? PRICE_MESSAGES.priceOnRequest : formatPrice(piece.price);
  return [piece.name, ...size, price].join(', ');
}

/** Where 'Visit Our Store' leads: the contact page's booking form, about this piece in this size. */
export function visitPath(productId: number, size: SizeLabel | null): string {
  const query = new URLSearchParams({ piece: String(productId) });
  if (size !== null) query.set('size', size);
  return `${PAGE_ROUTES.contact}?${query.toString()}#book-a-visit`;
}

/** The piece a contact page's address names (visitPath), or undefined. */
export function visitPieceOf(search: URLSearchParams): { productId: number; size: SizeLabel | null } | undefined {
  const productId = Number(search.get('piece'));
  if (!Number.isInteger(productId) || productId <= 0 || productId > 2_147_483_647) return undefined;
  const size = SIZE_LABELS.find((label) => label === search.get('size')) ?? null;
  return { productId, size };
}
