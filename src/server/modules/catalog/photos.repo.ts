import type { Db } from '@server/platform/db/database';
import { PHOTO_FIELDS, toPhotoRecord, type ProductPhotoRecord } from './catalog.repo';

// A product's photos. Positions run 0..n-1 without gaps; position 0 is the main photo, and
// products.image_key is kept equal to its key (or null) by every write here, in the same
// transaction, so that listings read one column. A write of several statements is run inside
// the transaction its caller (photos.service, catalog.service) opened; none opens its own. A product's
// photos as its reads carry them, and the main photo row of a new product, are catalog.repo's.

export async function findProductName(db: Db, productId: number): Promise<{ name: string } | undefined> {
  return db.selectFrom('products').select('name').where('id', '=', productId).executeTakeFirst();
}

/** A product's photos, main first. */
export async function listProductPhotos(db: Db, productId: number): Promise<ProductPhotoRecord[]> {
  const rows = await db
    .selectFrom('product_photos')
    .select(PHOTO_FIELDS)
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toPhotoRecord);
}

/**
 * Takes the product's row lock (MySQL: concurrent photo writes to one product, and its delete,
 * wait for each other, so positions and the count limit hold and a deleted product's photos are
 * all known to its delete; SQLite writes are serialised anyway).
 * Call inside a transaction. False when the product does not exist.
 */
export async function lockProduct(db: Db, productId: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ updated_at: now })
    .where('id', '=', productId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  // MySQL reports 0 changed rows when the value is the same: check existence.
  return (await db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst()) !== undefined;
}

/** Sets products.image_key to the position-0 photo's key, or null when there is none. */
async function syncMainImage(db: Db, productId: number): Promise<void> {
  const main = await db
    .selectFrom('product_photos')
    .select('image_key as imageKey')
    .where('product_id', '=', productId)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  await db
    .updateTable('products')
    .set({ image_key: main?.imageKey ?? null })
    .where('id', '=', productId)
    .execute();
}

/** Renumbers the product's photos 0..n-1 in this order of ids. */
async function writePositions(db: Db, productId: number, orderedIds: number[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await db
      .updateTable('product_photos')
      .set({ position })
      .where('id', '=', id)
      .where('product_id', '=', productId)
      .execute();
  }
}

/**
 * Appends photos to a product, in the order given, and makes the first one the main photo when
 * the product had none. A key the product already has is not added twice (so a product inserted
 * with its main image may be given its whole set of views). Returns the new photos' ids.
 * Call inside a transaction.
 */
export async function insertProductPhotos(
  db: Db,
  productId: number,
  photos: ReadonlyArray<{ imageKey: string; alt: string }>,
  now: number = Date.now(),
): Promise<number[]> {
  if (photos.length === 0) return [];
  const existing = await listProductPhotos(db, productId);
  const keys = new Set(existing.map((p) => p.imageKey));
  let position = existing.length === 0 ? 0 : Math.max(...existing.map((p) => p.position)) + 1;
  const ids: number[] = [];
  for (const photo of photos) {
    if (keys.has(photo.imageKey)) continue;
    keys.add(photo.imageKey);
    const result = await db
      .insertInto('product_photos')
      .values({ product_id: productId, image_key: photo.imageKey, alt: photo.alt, position, created_at: now })
      .executeTakeFirstOrThrow();
    ids.push(Number(result.insertId));
    position += 1;
  }
  await syncMainImage(db, productId);
  return ids;
}

export async function countProductPhotos(db: Db, productId: number): Promise<number> {
  const row = await db
    .selectFrom('product_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Removes one photo of a product, closes the gap and keeps the main image in step.
 * Returns the removed photo's image key (its files are the caller's to remove after commit),
 * or undefined when the product has no such photo. Call inside a transaction.
 */
export async function deleteProductPhoto(db: Db, productId: number, photoId: number): Promise<string | undefined> {
  const photos = await listProductPhotos(db, productId);
  const target = photos.find((p) => p.id === photoId);
  if (!target) return undefined;
  await db.deleteFrom('product_photos').where('id', '=', photoId).where('product_id', '=', productId).execute();
  await writePositions(
    db,
    productId,
    photos.filter((p) => p.id !== photoId).map((p) => p.id),
  );
  await syncMainImage(db, productId);
  return target.imageKey;
}

/**
 * Puts the product's photos in this order (the first becomes the main photo). False, with
 * nothing written, unless `photoIds` names each of the product's photos exactly once. Call
 * inside a transaction.
 */
export async function reorderProductPhotos(db: Db, productId: number, photoIds: readonly number[]): Promise<boolean> {
  const photos = await listProductPhotos(db, productId);
  const own = new Set(photos.map((p) => p.id));
  if (
    photoIds.length !== photos.length ||
    new Set(photoIds).size !== photoIds.length ||
    !photoIds.every((id) => own.has(id))
  )
    return false;
  await writePositions(db, productId, [...photoIds]);
  await syncMainImage(db, productId);
  return true;
}

/** Sets a photo's alt text. False when the product has no such photo. */
export async function updateProductPhotoAlt(db: Db, productId: number, photoId: number, alt: string): Promise<boolean> {
  const result = await db
    .updateTable('product_photos')
    .set({ alt })
    .where('id', '=', photoId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  // MySQL counts changed rows only: the same alt again is still a found photo.
  return (
    (await db
      .selectFrom('product_photos')
      .select('id')
      .where('id', '=', photoId)
      .where('product_id', '=', productId)
      .executeTakeFirst()) !== undefined
  );
}

/**
 * Replaces the main photo's image with a new one (the photo keeps its id and place; its alt
 * becomes `alt`), or adds it as the main photo when the product has none. Returns the replaced
 * key (to remove its files after commit), or null. Call inside a transaction.
 */
export async function replaceMainPhoto(
  db: Db,
  productId: number,
  imageKey: string,
  alt: string,
  now: number = Date.now(),
): Promise<string | null> {
  const [main] = await listProductPhotos(db, productId);
  if (main) {
    await db.updateTable('product_photos').set({ image_key: imageKey, alt }).where('id', '=', main.id).execute();
  } else {
    await db
      .insertInto('product_photos')
      .values({ product_id: productId, image_key: imageKey, alt, position: 0, created_at: now })
      .execute();
  }
  await syncMainImage(db, productId);
  return main ? main.imageKey : null;
}

/** Which of `keys` a product or one of its photos names (the upload sweep keeps those). */
export async function referencedImageKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [photoRows, productRows] = await Promise.all([
    db.selectFrom('product_photos').select('image_key').where('image_key', 'in', keys).execute(),
    db.selectFrom('products').select('image_key').where('image_key', 'in', keys).execute(),
  ]);
  return new Set([...photoRows, ...productRows].flatMap((r) => (r.image_key ? [r.image_key] : [])));
}
