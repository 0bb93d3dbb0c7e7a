import { cartLineInput, cartQuantityInput, removeCartLinesInput, type CartDto } from '@shared/schemas/cart';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { addToCart, countCart, listCart, removeFromCart, removePieces, setQuantity } from './cart.service';

const shopperProcedure = procedure({ auth: 'shopper' });

// The signed-in shopper's cart: adapters of cart.service.ts, which holds the rules.

export const cartProcedures = {
  list: shopperProcedure.query(({ ctx }): Promise<CartDto> => listCart(ctx.deps.db, ctx.user.id)),

  /** One more of a piece in a size: a new line, or one more on its line (at most 10). */
  add: shopperProcedure.input(cartLineInput).mutation(({ ctx, input }) => addToCart(ctx.deps, ctx.user.id, input)),

  setQuantity: shopperProcedure
    .input(cartQuantityInput)
    .mutation(({ ctx, input }) => setQuantity(ctx.deps, ctx.user.id, input)),

  /** A line (every size of the piece when no size is named); a line that is not there is not an error. */
  remove: shopperProcedure
    .input(cartLineInput)
    .mutation(({ ctx, input }) => removeFromCart(ctx.deps, ctx.user.id, input)),

  /** Several pieces, every size of each, at once (the first version's removeFromCart). */
  removePieces: shopperProcedure
    .input(removeCartLinesInput)
    .mutation(({ ctx, input }) => removePieces(ctx.deps, ctx.user.id, input.productIds)),

  count: shopperProcedure.query(async ({ ctx }) => ({ count: await countCart(ctx.deps.db, ctx.user.id) })),
};

export const cartRouter = router(cartProcedures);
