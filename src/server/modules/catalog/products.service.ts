import { AppError } from '@shared/errors';
import { PRODUCT_MESSAGES, SPEC_MESSAGES } from '@shared/messages/back-office';
import type { CreateProductInput, ProductDto, UpdateProductInput } from '@shared/schemas/catalog';
import {
  sizesFitName,
  specificationsShape,
  specificationsToStored,
  type SpecificationsInput,
  type SpecificationsStored,
} from '@shared/schemas/specifications';
import type { Db } from '@server/platform/db/database';
import { inTransaction } from '@server/platform/db/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { Actor } from '@server/platform/events/hooks';
import { currentRates } from '../rates/rates.service';
import * as catalog from './catalog.repo';
import { priceOf, productById } from './catalog.service';
import * as photos from './photos.repo';

// The product writes. Each touches two stores, the database and the uploads folder, in an order
// chosen so that a failure in either leaves neither a row without its photo nor a photo without
// its row: new files are written before the transaction and removed if it fails; files a write
// replaces or drops are removed after it commits. In the transaction: the product's rows, its
// stored price at the rates read there (a rate update running at the same time either waits for
// this write and reprices it, or is seen by it), then the post-write hooks (app.ts subscribes
// the search index, the audit log). The catalogue cache is invalidated after the commit.

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    product: { row: { name: string; categoryId: number } };
  }
}

/** Creates a product with its photo, specifications and stored price. */
export async function createProduct(deps: AppDeps, actor: Actor, input: CreateProductInput): Promise<ProductDto> {
  const category = await requireCategory(deps.db, input.categoryId);
  const specs = specificationsToStored(input);
  checkSizesFit(specs, [category.name, input.name]);

  const imageKey = await deps.images.save(input.image.data);
  const after = { name: input.name, categoryId: input.categoryId };
  const id = await undoFilesOnFailure(deps, imageKey, () =>
    inTransaction(deps.db, async (trx) => {
      const { name, description, categoryId } = input;
      const newId = await catalog.insertProduct(trx, { name, description, categoryId, imageKey, specs }, deps.now());
      await storePrice(trx, newId);
      await deps.hooks.run(trx, { actor, action: 'create', entity: 'product', entityId: newId, before: null, after });
      return newId;
    }),
  );

  await deps.catalogCache.invalidate();
  return requireProduct(deps.db, id);
}

/** Updates a product; a new photo replaces the main one in its place among the product's photos. */
export async function updateProduct(deps: AppDeps, actor: Actor, input: UpdateProductInput): Promise<ProductDto> {
  const before = await catalog.findProductSummary(deps.db, input.id);
  if (!before) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  const category = await requireCategory(deps.db, input.categoryId);
  const specs = specsOfUpdate(input);
  const storedSpecs = async () => (await catalog.productRecords(deps.db, [input.id]))[0]?.specs;
  checkSizesFit(specs ?? (await storedSpecs()), [category.name, input.name]);

  const newKey = input.image ? await deps.images.save(input.image.data) : undefined;
  const after = { name: input.name, categoryId: input.categoryId };
  const replacedKey = await undoFilesOnFailure(deps, newKey, () =>
    inTransaction(deps.db, async (trx) => {
      const { id, name, description, categoryId } = input;
      if (!(await catalog.updateProduct(trx, id, { name, description, categoryId, specs }, deps.now())))
        throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
      const replaced = newKey ? await photos.replaceMainPhoto(trx, id, newKey, name, deps.now()) : null;
      await storePrice(trx, id);
      await deps.hooks.run(trx, { actor, action: 'update', entity: 'product', entityId: id, before, after });
      return replaced;
    }),
  );
  if (newKey) await deps.images.remove(replacedKey);

  await deps.catalogCache.invalidate();
  return requireProduct(deps.db, input.id);
}

/**
 * Deletes a product and its photos' files. Its stones, sizes, photos, search text, cart,
 * wishlist and selection rows go with it by foreign key (ON DELETE CASCADE); appointment items
 * keep their name and price and lose the link (ON DELETE SET NULL).
 */
export async function removeProduct(deps: AppDeps, actor: Actor, id: number): Promise<{ name: string }> {
  const removed = await inTransaction(deps.db, async (trx) => {
    // The keys are read under the product's lock, so a photo added at this moment is either
    // among them or refused for want of its product.
    if (!(await photos.lockProduct(trx, id, deps.now()))) return undefined;
    const before = (await catalog.findProductSummary(trx, id)) ?? null;
    const keys = await catalog.productImageKeys(trx, id);
    await catalog.deleteProduct(trx, id);
    await deps.hooks.run(trx, { actor, action: 'delete', entity: 'product', entityId: id, before, after: null });
    return before && { name: before.name, keys };
  });
  if (!removed) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  for (const key of removed.keys) await deps.images.remove(key);

  await deps.catalogCache.invalidate();
  return { name: removed.name };
}

// ---- The steps ---------------------------------------------------------------

async function requireCategory(db: Db, categoryId: number) {
  const category = await catalog.findCategory(db, categoryId);
  if (!category) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.categoryNotFound);
  return category;
}

async function requireProduct(db: Db, id: number): Promise<ProductDto> {
  const product = await productById(db, id);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  return product;
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
async function storePrice(trx: Db, id: number): Promise<void> {
  const [record] = await catalog.productRecords(trx, [id]);
  if (!record) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  const { priced, sizePaise } = priceOf(record.specs, record.category.making, await currentRates(trx));
  await catalog.setProductPrices(trx, id, priced?.price.total ?? null, sizePaise);
}

/** Runs `write`; when it fails, removes the file written for it before passing the failure on. */
async function undoFilesOnFailure<T>(deps: AppDeps, key: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await deps.images.remove(key);
    throw err;
  }
}
