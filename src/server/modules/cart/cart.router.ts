import { AppError } from '@shared/errors';
import { CART_MESSAGES, PRODUCT_MESSAGES } from '@shared/messages';
import { paiseToRupees, rupeesToPaise } from '@shared/pricing';
import { cartProductInput, cartQuantityInput, type CartDto } from '@shared/schemas/cart';
import { currentRates, latestRateTime } from '../rates/rates.service';
import { linePaise, totalPaise } from './cart-totals';
import { addOneToCart, countCartPieces, listCartLines, removeCartLine, setCartQuantity } from './cart.repo';
import { isForeignKeyViolation, isUniqueViolation } from '@server/platform/db/db-errors';
import { productById, productsByIds } from '../catalog/catalog.service';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';

const shopperProcedure = procedure({ auth: 'shopper' });

// The signed-in shopper's cart. `count` is the number of pieces (the sum of the quantities).

export const cartProcedures = {
  list: shopperProcedure.query(async ({ ctx }): Promise<CartDto> => {
    const lines = await listCartLines(ctx.deps.db, ctx.user.id);
    const [found, current] = await Promise.all([
      productsByIds(
        ctx.deps.db,
        lines.map((l) => l.productId),
      ),
      currentRates(ctx.deps.db),
    ]);
    const products = new Map(found.map((p) => [p.id, p]));
    const priced: number[] = [];
    let unpricedLines = 0;
    const items = lines.flatMap((l) => {
      const product = products.get(l.productId);
      if (!product) return [];
      const amount = product.price ? linePaise(rupeesToPaise(product.price.total), l.quantity) : null;
      if (amount === null) unpricedLines += 1;
      else priced.push(amount);
      return [{ product, quantity: l.quantity, lineTotal: amount === null ? null : paiseToRupees(amount) }];
    });
    return {
      items,
      count: items.reduce((n, line) => n + line.quantity, 0),
      total: paiseToRupees(totalPaise(priced)),
      unpricedLines,
      ratesUpdatedAt: latestRateTime(current),
    };
  }),

  /** One more of a product: a new line, or one more on its line (at most 10). */
  add: shopperProcedure.input(cartProductInput).mutation(async ({ ctx, input }) => {
    const { db } = ctx.deps;
    if (!(await productById(db, input.productId))) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    let outcome;
    try {
      outcome = await addOneToCart(db, ctx.user.id, input.productId, ctx.deps.now());
    } catch (err) {
      if (isForeignKeyViolation(err)) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound, { cause: err });
      // The same new line added twice at once: the other request inserted it, so add to it.
      if (!isUniqueViolation(err)) throw err;
      outcome = await addOneToCart(db, ctx.user.id, input.productId, ctx.deps.now());
    }
    if (outcome === 'atMaximum') throw new AppError('BAD_INPUT', CART_MESSAGES.quantityMax);
    return { message: CART_MESSAGES.added, count: await countCartPieces(db, ctx.user.id) };
  }),

  setQuantity: shopperProcedure.input(cartQuantityInput).mutation(async ({ ctx, input }) => {
    const found = await setCartQuantity(ctx.deps.db, ctx.user.id, input.productId, input.quantity);
    if (!found) throw new AppError('NOT_FOUND', CART_MESSAGES.notInCart);
    return { message: CART_MESSAGES.updated, count: await countCartPieces(ctx.deps.db, ctx.user.id) };
  }),

  /** Removing a line that is not there is not an error: the cart ends up as asked. */
  remove: shopperProcedure.input(cartProductInput).mutation(async ({ ctx, input }) => {
    await removeCartLine(ctx.deps.db, ctx.user.id, input.productId);
    return { message: CART_MESSAGES.removed, count: await countCartPieces(ctx.deps.db, ctx.user.id) };
  }),

  count: shopperProcedure.query(async ({ ctx }) => ({ count: await countCartPieces(ctx.deps.db, ctx.user.id) })),
};

export const cartRouter = router(cartProcedures);
