import { AppError } from '../../../shared/errors';
import { CATEGORY_MESSAGES, PRODUCT_MESSAGES } from '../../../shared/messages';
import {
  type CreateProductInput, type ProductDto, type UpdateProductInput,
  createCategoryInput, createProductInput, deleteCategoryInput, deleteProductInput, listCategoriesInput,
  listProductsInput, productByIdInput, renameCategoryInput, updateProductInput,
} from '../../../shared/schemas/catalog';
import { totalPagesFor } from '../../../shared/schemas/common';
import { PAGE_SIZES } from '../../../shared/constants';
import * as catalog from './catalog.repo';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/db-errors';
import type { AppDeps } from '../../platform/deps';
import { adminProcedure, publicProcedure, router } from '../../platform/trpc/init';

// Product writes touch two stores, the database and the uploads folder. The order is chosen so
// that a failure in either leaves neither a row without its photo nor a photo without its row.

async function requireCategory(deps: AppDeps, categoryId: number) {
  const category = await catalog.findCategory(deps.db, categoryId);
  if (!category) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.categoryNotFound);
  return category;
}

async function createProduct(deps: AppDeps, input: CreateProductInput): Promise<ProductDto> {
  await requireCategory(deps, input.categoryId);
  const imageKey = await deps.images.save(input.image.data);
  let id: number;
  try {
    id = await catalog.insertProduct(deps.db, { name: input.name, description: input.description, categoryId: input.categoryId, imageKey }, deps.now());
  } catch (err) {
    await deps.images.remove(imageKey);
    throw err;
  }
  const product = await catalog.findProduct(deps.db, id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  return product;
}

async function updateProductWithImage(deps: AppDeps, input: UpdateProductInput): Promise<ProductDto> {
  const existing = await catalog.findProductImageKey(deps.db, input.id);
  if (!existing) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  await requireCategory(deps, input.categoryId);
  const newKey = input.image ? await deps.images.save(input.image.data) : undefined;
  try {
    const updated = await catalog.updateProduct(
      deps.db,
      input.id,
      { name: input.name, description: input.description, categoryId: input.categoryId, imageKey: newKey },
      deps.now(),
    );
    if (!updated) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  } catch (err) {
    await deps.images.remove(newKey);
    throw err;
  }
  if (newKey) await deps.images.remove(existing.imageKey);
  const product = await catalog.findProduct(deps.db, input.id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  return product;
}

async function removeProduct(deps: AppDeps, id: number): Promise<{ name: string }> {
  const product = await catalog.findProduct(deps.db, id);
  const existing = await catalog.findProductImageKey(deps.db, id);
  if (!product || !existing) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  const deleted = await catalog.deleteProduct(deps.db, id);
  if (!deleted) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  await deps.images.remove(existing.imageKey);
  return { name: product.name };
}

export const catalogRouter = router({
  listCategories: publicProcedure.query(({ ctx }) => ctx.deps.catalogCache.read('categories', () => catalog.listCategories(ctx.deps.db))),

  pageCategories: adminProcedure.input(listCategoriesInput).query(async ({ ctx, input }) => {
    const page = input?.page ?? 1;
    const limit = input?.limit ?? PAGE_SIZES.categories;
    const { items, total } = await catalog.pageCategories(ctx.deps.db, { page, limit, q: input?.q });
    return { categories: items, page, total, totalPages: totalPagesFor(total, limit) };
  }),

  createCategory: adminProcedure.input(createCategoryInput).mutation(async ({ ctx, input }) => {
    if (await catalog.findCategoryByName(ctx.deps.db, input.name)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
    try {
      const category = await catalog.insertCategory(ctx.deps.db, input.name, ctx.deps.now());
      await ctx.deps.catalogCache.invalidate();
      return { message: CATEGORY_MESSAGES.createSucceeded, category };
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
      throw err;
    }
  }),

  renameCategory: adminProcedure.input(renameCategoryInput).mutation(async ({ ctx, input }) => {
    const clash = await catalog.findCategoryByName(ctx.deps.db, input.name);
    if (clash && clash.id !== input.id) throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
    try {
      const found = await catalog.renameCategory(ctx.deps.db, input.id, input.name);
      if (!found) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
      throw err;
    }
    await ctx.deps.catalogCache.invalidate();
    return { message: CATEGORY_MESSAGES.updateSucceeded, category: { id: input.id, name: input.name } };
  }),

  deleteCategory: adminProcedure.input(deleteCategoryInput).mutation(async ({ ctx, input }) => {
    if (!(await catalog.findCategory(ctx.deps.db, input.id))) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
    if ((await catalog.countProductsInCategory(ctx.deps.db, input.id)) > 0) throw new AppError('CONFLICT', CATEGORY_MESSAGES.inUse);
    try {
      await catalog.deleteCategory(ctx.deps.db, input.id);
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
        catalog.pageProducts(ctx.deps.db, input),
        ctx.deps.catalogCache.read(`products-count:${JSON.stringify([input.categoryId, input.q])}`, () => catalog.countMatchingProducts(ctx.deps.db, input)),
      ]);
      return { products: items, page: input.page, total, totalPages: totalPagesFor(total, input.limit) };
    }),
  ),

  productById: publicProcedure.input(productByIdInput).query(async ({ ctx, input }) => {
    const product = await ctx.deps.catalogCache.read(`product:${input.id}`, () => catalog.findProduct(ctx.deps.db, input.id).then((p) => p ?? null));
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
