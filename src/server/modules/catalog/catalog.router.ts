import { AppError } from '@shared/errors';
import { CATEGORY_MESSAGES, PRODUCT_MESSAGES } from '@shared/messages';
import {
  type CreateProductInput,
  type ProductDto,
  type UpdateProductInput,
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
import { PAGE_SIZES, type MakingChargeType } from '@shared/constants';
import { toScaledInteger } from '@shared/pricing';
import { SPEC_MESSAGES } from '@shared/messages';
import {
  sizesFitName,
  specificationsShape,
  specificationsToStored,
  type SpecificationsInput,
  type SpecificationsStored,
} from '@shared/schemas/specifications';
import * as catalog from './catalog.repo';
import * as photos from './photos.repo';
import { productById, productsByIds } from './catalog.service';
import {
  addProductPhotoInput,
  deleteProductPhotoInput,
  reorderProductPhotosInput,
  updateProductPhotoAltInput,
} from '@shared/schemas/photos';
import { PHOTO_MESSAGES } from '@shared/messages/photos';
import * as photoWrites from './photos.service';
import { categoryToDto, priceOf, repriceStored } from './pricing.service';
import { currentRates } from '../rates/rates.service';
import { indexCategory, indexProducts } from '../search/search.service';
import type { Db } from '@server/platform/db/database';
import { isForeignKeyViolation, isUniqueViolation } from '@server/platform/db/db-errors';
import type { AppDeps } from '@server/platform/deps';
import { inTransaction } from '@server/platform/db/transaction';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';

/** A public read the HTTP cache keeps: the same for everyone, changed only by a catalogue write. */
const cachedRead = procedure({ auth: 'public', cache: 'public' });
const adminProcedure = procedure({ auth: 'admin' });

// Product writes touch two stores, the database and the uploads folder. The order is chosen so
// that a failure in either leaves neither a row without its photo nor a photo without its row.
// The product's row, its stones and sizes and its stored price are written in one transaction;
// the rates are read in it after the row is written, so that a rate update running at the same
// time either waits for this write and reprices it, or is seen by it (see docs/architecture.md).

async function requireCategory(deps: AppDeps, categoryId: number) {
  const category = await catalog.findCategory(deps.db, categoryId);
  if (!category) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.categoryNotFound);
  return category;
}

const SPEC_KEYS = Object.keys(specificationsShape) as Array<keyof SpecificationsInput>;

/** The specifications an update writes: all given ones, none (cleared), or undefined to keep what is stored. */
function specsOfUpdate(input: UpdateProductInput): SpecificationsStored | undefined {
  if (input.clearSpecifications) return specificationsToStored({});
  return SPEC_KEYS.some((k) => input[k] !== undefined) ? specificationsToStored(input) : undefined;
}

function checkSizesFit(specs: SpecificationsStored | undefined, names: string[]): void {
  const labels = specs?.sizes.map((s) => s.label) ?? [];
  if (labels.length > 0 && !names.every((name) => sizesFitName(labels, name)))
    throw new AppError('BAD_INPUT', SPEC_MESSAGES.sizesNotForCategory);
}

/** Prices a product just written, at the rates read now, and stores the prices (inside its transaction). */
async function storePrice(db: Db, id: number): Promise<void> {
  const [record] = await catalog.productRecords(db, [id]);
  if (!record) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  const { priced, sizePaise } = priceOf(record.specs, record.category.making, await currentRates(db));
  await catalog.setProductPrices(db, id, priced?.price.total ?? null, sizePaise);
}

async function createProduct(deps: AppDeps, input: CreateProductInput): Promise<ProductDto> {
  const category = await requireCategory(deps, input.categoryId);
  const specs = specificationsToStored(input);
  checkSizesFit(specs, [category.name, input.name]);
  const imageKey = await deps.images.save(input.image.data);
  let id: number;
  try {
    id = await inTransaction(deps.db, async (trx) => {
      const newId = await catalog.insertProduct(
        trx,
        { name: input.name, description: input.description, categoryId: input.categoryId, imageKey, specs },
        deps.now(),
      );
      await storePrice(trx, newId);
      await indexProducts(trx, [newId]);
      return newId;
    });
  } catch (err) {
    await deps.images.remove(imageKey);
    throw err;
  }
  const product = await productById(deps.db, id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  return product;
}

async function updateProductWithImage(deps: AppDeps, input: UpdateProductInput): Promise<ProductDto> {
  const existing = await catalog.findProductImageKey(deps.db, input.id);
  if (!existing) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  const category = await requireCategory(deps, input.categoryId);
  const specs = specsOfUpdate(input);
  checkSizesFit(specs ?? (await catalog.productRecords(deps.db, [input.id]))[0]?.specs, [category.name, input.name]);
  const newKey = input.image ? await deps.images.save(input.image.data) : undefined;
  let replacedKey: string | null = null;
  try {
    await inTransaction(deps.db, async (trx) => {
      const updated = await catalog.updateProduct(
        trx,
        input.id,
        { name: input.name, description: input.description, categoryId: input.categoryId, specs },
        deps.now(),
      );
      if (!updated) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
      // A new photo replaces the main one in its place among the product's photos.
      if (newKey) replacedKey = await photos.replaceMainPhoto(trx, input.id, newKey, input.name, deps.now());
      await storePrice(trx, input.id);
      await indexProducts(trx, [input.id]);
    });
  } catch (err) {
    await deps.images.remove(newKey);
    throw err;
  }
  if (newKey) await deps.images.remove(replacedKey);
  const product = await productById(deps.db, input.id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  return product;
}

/** A category's making default as stored: percent to basis points, rupees to paise (both x 100). */
function storedMaking(input: {
  makingChargeType?: MakingChargeType | undefined;
  makingChargeValue?: number | undefined;
}): catalog.StoredMaking | undefined {
  if (input.makingChargeType === undefined || input.makingChargeValue === undefined) return undefined;
  return { type: input.makingChargeType, value: toScaledInteger(input.makingChargeValue, 2) };
}

const NO_MAKING: catalog.StoredMaking = { type: null, value: null };

async function removeProduct(deps: AppDeps, id: number): Promise<{ name: string }> {
  const product = await productById(deps.db, id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  // The keys are those the delete itself removed, read under the product's lock.
  const keys = await catalog.deleteProduct(deps.db, id, deps.now());
  if (!keys) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  for (const key of keys) await deps.images.remove(key);
  return { name: product.name };
}

export const catalogProcedures = {
  listCategories: cachedRead.query(({ ctx }) =>
    ctx.deps.catalogCache.read('categories', async () =>
      (await catalog.listCategories(ctx.deps.db)).map(categoryToDto),
    ),
  ),

  pageCategories: adminProcedure.input(listCategoriesInput).query(async ({ ctx, input }) => {
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

  createCategory: adminProcedure.input(createCategoryInput).mutation(async ({ ctx, input }) => {
    if (await catalog.findCategoryByName(ctx.deps.db, input.name))
      throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
    try {
      const id = await catalog.insertCategory(
        ctx.deps.db,
        input.name,
        storedMaking(input) ?? NO_MAKING,
        ctx.deps.now(),
      );
      await ctx.deps.catalogCache.invalidate();
      const category = await catalog.findCategory(ctx.deps.db, id);
      if (!category) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
      return { message: CATEGORY_MESSAGES.createSucceeded, category: categoryToDto(category) };
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
      throw err;
    }
  }),

  renameCategory: adminProcedure.input(renameCategoryInput).mutation(async ({ ctx, input }) => {
    const clash = await catalog.findCategoryByName(ctx.deps.db, input.name);
    if (clash && clash.id !== input.id) throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
    const making = input.clearMakingCharge ? NO_MAKING : storedMaking(input);
    try {
      // A new default making charge reprices the category's products in the same transaction.
      await inTransaction(ctx.deps.db, async (trx) => {
        const found = await catalog.renameCategory(trx, input.id, input.name, making);
        if (!found) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
        if (making) await repriceStored(trx, await currentRates(trx), { categoryId: input.id });
        await indexCategory(trx, input.id);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.duplicate);
      throw err;
    }
    await ctx.deps.catalogCache.invalidate();
    const category = await catalog.findCategory(ctx.deps.db, input.id);
    if (!category) throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
    return { message: CATEGORY_MESSAGES.updateSucceeded, category: categoryToDto(category) };
  }),

  deleteCategory: adminProcedure.input(deleteCategoryInput).mutation(async ({ ctx, input }) => {
    if (!(await catalog.findCategory(ctx.deps.db, input.id)))
      throw new AppError('NOT_FOUND', CATEGORY_MESSAGES.notFound);
    if ((await catalog.countProductsInCategory(ctx.deps.db, input.id)) > 0)
      throw new AppError('CONFLICT', CATEGORY_MESSAGES.inUse);
    try {
      await catalog.deleteCategory(ctx.deps.db, input.id);
    } catch (err) {
      if (isForeignKeyViolation(err)) throw new AppError('CONFLICT', CATEGORY_MESSAGES.inUse);
      throw err;
    }
    await ctx.deps.catalogCache.invalidate();
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
      productById(ctx.deps.db, input.id).then((p) => p ?? null),
    );
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

  // A product's photos (up to MAX_PRODUCT_PHOTOS; the first is the main one).

  /** Needs an uploaded file: reachable through the multipart REST path or in-process callers. */
  addProductPhoto: adminProcedure.input(addProductPhotoInput).mutation(async ({ ctx, input }) => {
    const product = await photoWrites.addProductPhoto(ctx.deps, input);
    await ctx.deps.catalogCache.invalidate();
    return { message: PHOTO_MESSAGES.added, product };
  }),

  deleteProductPhoto: adminProcedure.input(deleteProductPhotoInput).mutation(async ({ ctx, input }) => {
    const product = await photoWrites.deleteProductPhoto(ctx.deps, input.productId, input.photoId);
    await ctx.deps.catalogCache.invalidate();
    return { message: PHOTO_MESSAGES.deleted, product };
  }),

  reorderProductPhotos: adminProcedure.input(reorderProductPhotosInput).mutation(async ({ ctx, input }) => {
    const product = await photoWrites.reorderProductPhotos(ctx.deps, input.productId, input.photoIds);
    await ctx.deps.catalogCache.invalidate();
    return { message: PHOTO_MESSAGES.reordered, product };
  }),

  updateProductPhotoAlt: adminProcedure.input(updateProductPhotoAltInput).mutation(async ({ ctx, input }) => {
    const product = await photoWrites.updateProductPhotoAlt(ctx.deps, input.productId, input.photoId, input.alt);
    await ctx.deps.catalogCache.invalidate();
    return { message: PHOTO_MESSAGES.altSaved, product };
  }),
};

export const catalogRouter = router(catalogProcedures);
