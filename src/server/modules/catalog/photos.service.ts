import { AppError } from '@shared/errors';
import { PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { PHOTO_MESSAGES } from '@shared/messages/photos';
import type { ProductDto } from '@shared/schemas/catalog';
import { MAX_PRODUCT_PHOTOS, type AddProductPhotoInput } from '@shared/schemas/photos';
import type { AppDeps } from '@server/platform/deps';
import type { Db } from '@server/platform/db/database';
import { inTransaction } from '@server/platform/db/transaction';
import type { Actor } from '@server/platform/events/hooks';
import { productById } from './catalog.service';
import * as photos from './photos.repo';

// A product's photos touch two stores, like the product's own writes: the files are written
// before the transaction and removed when it fails; a photo's files are removed only after
// the transaction that dropped its row has committed. Every rule of the first photo (content
// check, size and pixel limits, renditions) is the image store's, so it holds for all. Each
// write runs the post-write hooks as a write of its product and invalidates the catalogue cache.

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    productPhoto: { row: { productId: number; alt?: string } };
  }
}

/** The hooks of a photo write, inside its transaction. */
function photoWritten(deps: AppDeps, trx: Db, actor: Actor, action: 'create' | 'update' | 'delete', productId: number) {
  const row = { productId };
  return deps.hooks.run(trx, {
    actor,
    action,
    entity: 'productPhoto',
    entityId: null,
    before: action === 'create' ? null : row,
    after: action === 'delete' ? null : row,
  });
}

async function answer(deps: AppDeps, productId: number): Promise<ProductDto> {
  await deps.catalogCache.invalidate();
  const product = await productById(deps.db, productId);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  return product;
}

async function requireProduct(deps: AppDeps, productId: number): Promise<{ name: string }> {
  const row = await photos.findProductName(deps.db, productId);
  if (!row) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
  return row;
}

const tooMany = () => new AppError('CONFLICT', PHOTO_MESSAGES.tooMany(MAX_PRODUCT_PHOTOS));

export async function addProductPhoto(deps: AppDeps, actor: Actor, input: AddProductPhotoInput): Promise<ProductDto> {
  const { name } = await requireProduct(deps, input.productId);
  // Refused before any file is written when the product is already full; checked again under
  // the product's lock, where two uploads at once cannot both take the last place.
  if ((await photos.countProductPhotos(deps.db, input.productId)) >= MAX_PRODUCT_PHOTOS) throw tooMany();
  const key = await deps.images.save(input.image.data);
  try {
    await inTransaction(deps.db, async (trx) => {
      if (!(await photos.lockProduct(trx, input.productId, deps.now())))
        throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
      if ((await photos.countProductPhotos(trx, input.productId)) >= MAX_PRODUCT_PHOTOS) throw tooMany();
      await photos.insertProductPhotos(trx, input.productId, [{ imageKey: key, alt: input.alt || name }], deps.now());
      await photoWritten(deps, trx, actor, 'create', input.productId);
    });
  } catch (err) {
    await deps.images.remove(key);
    throw err;
  }
  return answer(deps, input.productId);
}

/**
 * Appends photos to a product in one transaction (the demo seed's views, drawn after the server
 * listens); a key the product already has is skipped. Returns the new photos' ids.
 */
export function appendProductPhotos(
  db: Db,
  productId: number,
  list: ReadonlyArray<{ imageKey: string; alt: string }>,
  now: number,
): Promise<number[]> {
  return inTransaction(db, (trx) => photos.insertProductPhotos(trx, productId, list, now));
}

export async function deleteProductPhoto(
  deps: AppDeps,
  actor: Actor,
  productId: number,
  photoId: number,
): Promise<ProductDto> {
  await requireProduct(deps, productId);
  const removedKey = await inTransaction(deps.db, async (trx) => {
    if (!(await photos.lockProduct(trx, productId, deps.now())))
      throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    const current = await photos.listProductPhotos(trx, productId);
    if (!current.some((p) => p.id === photoId)) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
    // createProduct requires a photo; a product keeps one.
    if (current.length === 1) throw new AppError('CONFLICT', PHOTO_MESSAGES.keepOne);
    const removed = await photos.deleteProductPhoto(trx, productId, photoId);
    await photoWritten(deps, trx, actor, 'delete', productId);
    return removed;
  });
  await deps.images.remove(removedKey);
  return answer(deps, productId);
}

export async function reorderProductPhotos(
  deps: AppDeps,
  actor: Actor,
  productId: number,
  photoIds: number[],
): Promise<ProductDto> {
  await requireProduct(deps, productId);
  await inTransaction(deps.db, async (trx) => {
    if (!(await photos.lockProduct(trx, productId, deps.now())))
      throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.notFound);
    if (!(await photos.reorderProductPhotos(trx, productId, photoIds)))
      throw new AppError('BAD_INPUT', PHOTO_MESSAGES.orderMismatch);
    await photoWritten(deps, trx, actor, 'update', productId);
  });
  return answer(deps, productId);
}

export async function updateProductPhotoAlt(
  deps: AppDeps,
  actor: Actor,
  productId: number,
  photoId: number,
  alt: string,
): Promise<ProductDto> {
  await requireProduct(deps, productId);
  await inTransaction(deps.db, async (trx) => {
    if (!(await photos.updateProductPhotoAlt(trx, productId, photoId, alt)))
      throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
    await photoWritten(deps, trx, actor, 'update', productId);
  });
  return answer(deps, productId);
}
