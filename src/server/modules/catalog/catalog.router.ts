import { AppError } from '@shared/errors';
import { CATEGORY_MESSAGES, PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { PHOTO_MESSAGES } from '@shared/messages/photos';
import {
  createCategoryInput,
  createProductInput,
  deleteCategoryInput,
  deleteProductInput,
  listCategoriesInput,
  listProductsInput,
  priceRangePaise,
  productByIdInput,
  renameCategoryInput,
  updateProductInput,
} from '@shared/schemas/catalog';
import { totalPagesFor } from '@shared/schemas/common';
import { PAGE_SIZES } from '@shared/constants';
import {
  addProductPhotoInput,
  deleteProductPhotoInput,
  reorderProductPhotosInput,
  updateProductPhotoAltInput,
} from '@shared/schemas/photos';
import { adminActor } from '@server/platform/events/hooks';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import * as catalog from './catalog.repo';
import {
  categoryToDto,
  createProduct,
  productDetailById,
  productsByIds,
  removeProduct,
  updateProduct,
} from './catalog.service';
import * as categories from './categories.service';
import * as photoWrites from './photos.service';

/** A public read the HTTP cache keeps: the same for everyone, changed only by a catalogue write. */
const cachedRead = procedure({ auth: 'public', cache: 'public' });
const ownerProcedure = procedure({ auth: 'owner' });
/** An owner's write, audited as the entity named (its service runs the hooks in its transaction). */
const categoryWrite = procedure({ auth: 'owner', audit: 'category' });
const productWrite = procedure({ auth: 'owner', audit: 'product' });
const photoWrite = procedure({ auth: 'owner', audit: 'productPhoto' });

// Adapters: each procedure parses its input with the shared schema, names the acting admin and
// calls the use case's service, which owns the transaction, the hooks and the cache.

export const catalogProcedures = {
  listCategories: cachedRead.query(({ ctx }) =>
    ctx.deps.catalogCache.read('categories', async () =>
      (await catalog.listCategories(ctx.deps.db)).map(categoryToDto),
    ),
  ),

  pageCategories: ownerProcedure.input(listCategoriesInput).query(async ({ ctx, input }) => {
    const page = input?.page ?? 1;
    const limit = input?.limit ?? PAGE_SIZES.categories;
    const { items, total } = await catalog.pageCategories(ctx.deps.db, { page, limit, q: input?.q });
    return {
      categories: items.map((c) => ({ ...categoryToDto(c), productCount: c.productCount })),
      page,
      total,
      totalPages: totalPagesFor(total, limit),
    };
  }),

  createCategory: categoryWrite.input(createCategoryInput).mutation(async ({ ctx, input }) => ({
    message: CATEGORY_MESSAGES.createSucceeded,
    category: await categories.createCategory(ctx.deps, adminActor(ctx.admin), input),
  })),

  renameCategory: categoryWrite.input(renameCategoryInput).mutation(async ({ ctx, input }) => ({
    message: CATEGORY_MESSAGES.updateSucceeded,
    category: await categories.renameCategory(ctx.deps, adminActor(ctx.admin), input),
  })),

  deleteCategory: categoryWrite.input(deleteCategoryInput).mutation(async ({ ctx, input }) => {
    await categories.deleteCategory(ctx.deps, adminActor(ctx.admin), input.id);
    return { message: CATEGORY_MESSAGES.deleteSucceeded };
  }),

  listProducts: cachedRead.input(listProductsInput).query(({ ctx, input }) =>
    ctx.deps.catalogCache.read(`products:${JSON.stringify(input)}`, async () => {
      // The total is cached per filter, not per page: paging through a listing counts once.
      const filter = { ...input, ...priceRangePaise(input) };
      const [items, total] = await Promise.all([
        catalog.pageProductIds(ctx.deps.db, filter).then((ids) => productsByIds(ctx.deps.db, ids)),
        ctx.deps.catalogCache.read(
          `products-count:${JSON.stringify([input.categoryId, input.q, filter.minPaise, filter.maxPaise])}`,
          () => catalog.countMatchingProducts(ctx.deps.db, filter),
        ),
      ]);
      return { products: items, page: input.page, total, totalPages: totalPagesFor(total, input.limit) };
    }),
  ),

  productById: cachedRead.input(productByIdInput).query(async ({ ctx, input }) => {
    const product = await ctx.deps.catalogCache.read(`product:${input.id}`, () =>
      productDetailById(ctx.deps.db, input.id).then((p) => p ?? null),
    );
    if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    return product;
  }),

  /** Needs an uploaded file: reachable through the multipart REST path or in-process callers. */
  createProduct: productWrite.input(createProductInput).mutation(async ({ ctx, input }) => ({
    message: PRODUCT_MESSAGES.createSucceeded,
    product: await createProduct(ctx.deps, adminActor(ctx.admin), input),
  })),

  updateProduct: productWrite.input(updateProductInput).mutation(async ({ ctx, input }) => ({
    message: PRODUCT_MESSAGES.updateSucceeded,
    product: await updateProduct(ctx.deps, adminActor(ctx.admin), input),
  })),

  deleteProduct: productWrite.input(deleteProductInput).mutation(async ({ ctx, input }) => {
    const { name } = await removeProduct(ctx.deps, adminActor(ctx.admin), input.id);
    return { message: PRODUCT_MESSAGES.deleteSucceeded(name) };
  }),

  // A product's photos (up to MAX_PRODUCT_PHOTOS; the first is the main one).

  /** Needs an uploaded file: reachable through the multipart REST path or in-process callers. */
  addProductPhoto: photoWrite.input(addProductPhotoInput).mutation(async ({ ctx, input }) => {
    const product = await photoWrites.addProductPhoto(ctx.deps, adminActor(ctx.admin), input);
    return { message: PHOTO_MESSAGES.added, product };
  }),

  deleteProductPhoto: photoWrite.input(deleteProductPhotoInput).mutation(async ({ ctx, input }) => {
    const product = await photoWrites.deleteProductPhoto(
      ctx.deps,
      adminActor(ctx.admin),
      input.productId,
      input.photoId,
    );
    return { message: PHOTO_MESSAGES.deleted, product };
  }),

  reorderProductPhotos: photoWrite.input(reorderProductPhotosInput).mutation(async ({ ctx, input }) => {
    const product = await photoWrites.reorderProductPhotos(
      ctx.deps,
      adminActor(ctx.admin),
      input.productId,
      input.photoIds,
    );
    return { message: PHOTO_MESSAGES.reordered, product };
  }),

  updateProductPhotoAlt: photoWrite.input(updateProductPhotoAltInput).mutation(async ({ ctx, input }) => {
    const product = await photoWrites.updateProductPhotoAlt(
      ctx.deps,
      adminActor(ctx.admin),
      input.productId,
      input.photoId,
      input.alt,
    );
    return { message: PHOTO_MESSAGES.altSaved, product };
  }),
};

export const catalogRouter = router(catalogProcedures);
