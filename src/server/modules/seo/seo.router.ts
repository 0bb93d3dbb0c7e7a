import { productPageInput } from '@shared/schemas/product-page';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { loadProductPage } from './product-page.service';

const publicProcedure = procedure({ auth: 'public' });

export const pagesProcedures = {
  /** A product's own page in one call: the piece, its collection and related pieces. */
  product: publicProcedure.input(productPageInput).query(({ ctx, input }) => loadProductPage(ctx.deps, input.id)),
};

export const pagesRouter = router(pagesProcedures);
