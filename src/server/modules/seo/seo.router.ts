import { productPageInput } from '@shared/schemas/product-page';
import { publicProcedure, router } from '@server/platform/trpc/init';
import { loadProductPage } from './product-page.service';

export const pagesRouter = router({
  /** A product's own page in one call: the piece, its collection and related pieces. */
  product: publicProcedure.input(productPageInput).query(({ ctx, input }) => loadProductPage(ctx.deps, input.id)),
});
