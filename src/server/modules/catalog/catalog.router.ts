import { AppError } from '../../../shared/errors';
import { CATEGORY_MESSAGES, PRODUCT_MESSAGES } from '../../../shared/messages';
import {
  createCategoryInput, createProductInput, deleteCategoryInput, deleteProductInput, listCategoriesInput,
  listProductsInput, productByIdInput, renameCategoryInput, updateProductInput,
} from '../../../shared/schemas/catalog';
import { totalPagesFor } from '../../../shared/schemas/common';
import { PAGE_SIZES } from '../../../shared/constants';
import * as categories from './catalog.repo';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/db-errors';
import { countMatchingProducts, findProduct, pageProducts } from './catalog.repo';
import { createProduct, removeProduct, updateProductWithImage } from './product-writes.service';
import { adminProcedure, publicProcedure, router } from '../../platform/trpc/init';

export const catalogRouter = router({
  listCategories: publicProcedure.query(({ ctx }) => ctx.deps.catalogCache.read('categories', () => categories.listCategories(ctx.deps.db))),

  pageCategories: adminProcedure.input(listCategoriesInput).query(async ({ ctx, input }) => {
    const page = input?.page ?? 1;
    const limit = input?.limit ?? PAGE_SIZES.categories;
    const { items, total } = await categories.pageCategories(ctx.deps.db, { page, limit, q: input?.q });
    return { categories: items, page, total, totalPages: totalPagesFor(total, limit) };
  }),

  createCategory: adminProcedure.input(createCategoryInput).mutation(async ({ ctx, input }) => {
    if (await categories.findCategoryByName(ctx.deps.db, input.name)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
    try {
      const category = await categories.insertCategory(ctx.deps.db, input.name, ctx.deps.now());
      await ctx.deps.catalogCache.invalidate();
      return { message: CATEGORY_MESSAGES.createSucceeded, category };
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
      throw err;
    }
  }),

  renameCategory: adminProcedure.input(renameCategoryInput).mutation(async ({ ctx, input }) => {
    const clash = await categories.findCategoryByName(ctx.deps.db, input.name);
    if (clash && clash.id !== input.id) throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
    try {
      const found = await categories.renameCategory(ctx.deps.db, input.id, input.name);
      if (!found) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
      throw err;
    }
    await ctx.deps.catalogCache.invalidate();
    return { message: CATEGORY_MESSAGES.updateSucceeded, category: { id: input.id, name: input.name } };
  }),

  deleteCategory: adminProcedure.input(deleteCategoryInput).mutation(async ({ ctx, input }) => {
    if (!(await categories.findCategory(ctx.deps.db, input.id))) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
    if ((await categories.countProductsInCategory(ctx.deps.db, input.id)) > 0) throw new AppError('CONFLICT', CATEGORY_MESSAGES.inUse);
    try {
      await categories.deleteCategory(ctx.deps.db, input.id);
    } catch (err) {
      if (isForeignKeyViolation(err)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.inUse);
      throw err;
    }
    await ctx.deps.catalogCache.invalidate();
    return { message: CATEGORY_MESSAGES.deleteSucceeded };
  }),

  listProducts: publicProcedure.input(listProductsInput).query(({ ctx, input }) =>
    ctx.deps.catalogCache.read(`products:${JSON.stringify(input)}`, async () => {
      // The total is cached per filter, not per page: paging through a listing counts once.
      const [items, total] = await Promise.all([
        pageProducts(ctx.deps.db, input),
        ctx.deps.catalogCache.read(`products-count:${JSON.stringify([input.categoryId, input.q])}`, () => countMatchingProducts(ctx.deps.db, input)),
      ]);
      return { products: items, page: input.page, total, totalPages: totalPagesFor(total, input.limit) };
    }),
  ),

  productById: publicProcedure.input(productByIdInput).query(async ({ ctx, input }) => {
    const product = await ctx.deps.catalogCache.read(`product:${input.id}`, () => findProduct(ctx.deps.db, input.id).then((p) => p ?? null));
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    return product;
  }),

  /** Needs an uploaded file: reachable through the multipart REST path or in-process callers. */
  createProduct: adminProcedure.input(createProductInput).mutation(async ({ ctx, input }) => {
    const product = await createProduct(ctx.deps, input);
    await ctx.deps.catalogCache.invalidate();
    return { message: PRODUCT_MESSAGES.createSucceeded, product };
  }),

  updateProduct: adminProcedure.input(updateProductInput).mutation(async ({ ctx, input }) => {
    const product = await updateProductWithImage(ctx.deps, input);
    await ctx.deps.catalogCache.invalidate();
    return { message: PRODUCT_MESSAGES.updateSucceeded, product };
  }),

  deleteProduct: adminProcedure.input(deleteProductInput).mutation(async ({ ctx, input }) => {
    const { name } = await removeProduct(ctx.deps, input.id);
    await ctx.deps.catalogCache.invalidate();
    return { message: PRODUCT_MESSAGES.deleteSucceeded(name) };
  }),
});
