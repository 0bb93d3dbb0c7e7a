import type { SizeLabel } from '@shared/constants';
import { AppError } from '@shared/errors';
import { CART_MESSAGES } from '@shared/messages';
import { PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { priceInSize } from '@shared/piece-in-size';
import { paiseToRupees, rupeesToPaise } from '@shared/pricing';
import type { CartDto, CartLineDto, CartLineInput } from '@shared/schemas/cart';
import type { ProductDto } from '@shared/schemas/catalog';
import type { AppDeps } from '@server/platform/deps';
import type { Db } from '@server/platform/db/database';
import { isForeignKeyViolation, isUniqueViolation } from '@server/platform/db/db-errors';
import { inTransaction } from '@server/platform/db/transaction';
import { productById, productsByIds } from '../catalog/catalog.service';
import { currentRates, latestRateTime } from '../rates/rates.service';
import { linePaise, totalPaise } from './cart-totals';
import {
  addOneToCart,
  countCartPieces,
  linesOfProduct,
  listCartLines,
  removeCartLines,
  setCartQuantity,
} from './cart.repo';
import { CART_SIZE_MESSAGES } from '@shared/messages/cart-sizes';

// The signed-in shopper's cart, one function a use case. A line is a piece in a size; `count` is
// the number of pieces (the sum of the quantities). Each write opens its own transaction.

type Deps = Pick<AppDeps, 'db' | 'now'>;
type Answer = { message: string; count: number };

/** The size a line of `product` is in: the one asked for, checked; a piece in sizes without one, its cheapest. */
function lineSize(product: ProductDto, size: SizeLabel | null | undefined): SizeLabel | null {
  const sizes = product.specifications.sizes.map((s) => s.label);
  if (size === null || size === undefined) {
    if (sizes.length === 0) return null;
    return product.price?.sizeLabel ?? sizes[0] ?? null;
  }
  if (!sizes.includes(size)) throw new AppError('BAD_INPUT', CART_SIZE_MESSAGES.sizeUnknown);
  return size;
}

/** The cart priced at today's rates: each line at its size's price, the total in paise. */
export async function listCart(db: Db, userId: number): Promise<CartDto> {
  const lines = await listCartLines(db, userId);
  const [found, current] = await Promise.all([
    productsByIds(db, [...new Set(lines.map((l) => l.productId))]),
    currentRates(db),
  ]);
  const products = new Map(found.map((p) => [p.id, p]));
  const priced: number[] = [];
  let unpricedLines = 0;
  const items = lines.flatMap((l): CartLineDto[] => {
    const product = products.get(l.productId);
    if (!product) return [];
    const price = priceInSize(product, l.size);
    const amount = price === null ? null : linePaise(rupeesToPaise(price), l.quantity);
    if (amount === null) unpricedLines += 1;
    else priced.push(amount);
    const lineTotal = amount === null ? null : paiseToRupees(amount);
    return [{ product, size: l.size, quantity: l.quantity, price, lineTotal }];
  });
  return {
    items,
    count: items.reduce((n, line) => n + line.quantity, 0),
    total: paiseToRupees(totalPaise(priced)),
    unpricedLines,
    ratesUpdatedAt: latestRateTime(current),
  };
}

export function countCart(db: Db, userId: number): Promise<number> {
  return countCartPieces(db, userId);
}

/** One more of a piece in a size: a new line, or one more on its line (at most 10). */
export async function addToCart(deps: Deps, userId: number, input: CartLineInput): Promise<Answer> {
  const add = () =>
    inTransaction(deps.db, async (trx) => {
      const product = await productById(trx, input.productId);
      if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
      const size = lineSize(product, input.size);
      const outcome = await addOneToCart(trx, { userId, productId: product.id, size }, deps.now());
      if (outcome === 'atMaximum') throw new AppError('BAD_INPUT', CART_MESSAGES.quantityMax);
      return { message: CART_MESSAGES.added, count: await countCartPieces(trx, userId) };
    });
  try {
    return await add();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound, { cause: err });
    // The same new line added twice at once: the other request inserted it, so add to it.
    if (!isUniqueViolation(err)) throw err;
    return add();
  }
}

/** The size a change names: the one given, or the piece's only line when none is. */
async function sizeToChange(trx: Db, userId: number, input: CartLineInput): Promise<SizeLabel | null> {
  if (input.size !== undefined) return input.size;
  const lines = await linesOfProduct(trx, userId, input.productId);
  if (lines.length > 1) throw new AppError('BAD_INPUT', CART_SIZE_MESSAGES.chooseSize);
  const [only] = lines;
  if (!only) throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
  return only.size;
}

export function setQuantity(deps: Deps, userId: number, input: CartLineInput & { quantity: number }): Promise<Answer> {
  return inTransaction(deps.db, async (trx) => {
    const size = await sizeToChange(trx, userId, input);
    const found = await setCartQuantity(trx, { userId, productId: input.productId, size }, input.quantity);
    if (!found) throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
    return { message: CART_MESSAGES.updated, count: await countCartPieces(trx, userId) };
  });
}

/**
 * Removes a line (every size of the piece when no size is named). Removing a line that is not
 * there is not an error: the cart ends up as asked.
 */
export function removeFromCart(deps: Deps, userId: number, input: CartLineInput): Promise<Answer> {
  return inTransaction(deps.db, async (trx) => {
    await removeCartLines(trx, { userId, productId: input.productId, size: input.size });
    return { message: CART_MESSAGES.removed, count: await countCartPieces(trx, userId) };
  });
}

/** Removes several pieces, every size of each, in one transaction (the first version's removeFromCart). */
export function removePieces(deps: Deps, userId: number, productIds: readonly number[]): Promise<Answer> {
  return inTransaction(deps.db, async (trx) => {
    for (const productId of new Set(productIds)) await removeCartLines(trx, { userId, productId, size: undefined });
    return { message: CART_MESSAGES.removed, count: await countCartPieces(trx, userId) };
  });
}

export interface AppointmentCartItem {
  productId: number;
  name: string;
  size: SizeLabel | null;
  quantity: number;
  unitPricePaise: number | null;
}

/**
 * Pieces in sizes as an appointment records them (the visit's piece, a wishlist's pieces): each size
 * checked, priced now, in the order asked. A piece that is gone is refused, not left out.
 */
export async function piecesForAppointment(
  db: Db,
  pieces: ReadonlyArray<{ productId: number; size?: SizeLabel | null | undefined }>,
): Promise<AppointmentCartItem[]> {
  if (pieces.length === 0) return [];
  const found = await productsByIds(db, [...new Set(pieces.map((p) => p.productId))]);
  const products = new Map(found.map((p) => [p.id, p]));
  return pieces.map((piece) => {
    const product = products.get(piece.productId);
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    const size = lineSize(product, piece.size);
    const price = priceInSize(product, size);
    const unitPricePaise = price === null ? null : rupeesToPaise(price);
    return { productId: product.id, name: product.name, size, quantity: 1, unitPricePaise };
  });
}

/**
 * The lines of a shopper's cart as an appointment records them: the piece, its size, and the
 * size's price now (kept as it was then). Read in the booking's transaction.
 */
export async function cartForAppointment(db: Db, userId: number): Promise<AppointmentCartItem[]> {
  const cart = await listCart(db, userId);
  return cart.items.map((line) => ({
    productId: line.product.id,
    name: line.product.name,
    size: line.size,
    quantity: line.quantity,
    unitPricePaise: line.price === null ? null : rupeesToPaise(line.price),
  }));
}
