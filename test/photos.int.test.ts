import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { down as downPhotos, up as upPhotos } from '../migrations/2026-12-04-0006-product-photos';
import { IMAGE_RENDITION_WIDTHS } from '@shared/constants';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import { IMAGE_MESSAGES, PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { PHOTO_MESSAGES } from '@shared/messages/photos';
import { MAX_PRODUCT_PHOTOS } from '@shared/schemas/photos';
import { insertProductPhotos, listProductPhotos } from '@server/modules/catalog/photos.repo';
import { createCategory, createProduct } from './helpers/catalog-fixtures';
import { bearer, createTestApp, useTestApp, describeEachDatabase, uploadedFiles } from './helpers/harness';
import { TEXT_PRETENDING_TO_BE_JPEG } from './helpers/hostile-images';
import { multipart, pngImage } from './helpers/images';
import { registerShopper } from './helpers/shoppers';

// Several photos per product (issue 14): added, reordered, described and deleted over REST,
// with the rules of the first photo for all of them, and never a file without its row nor a
// row without its files.

interface WirePhoto {
  id: number;
  url: string;
  srcset: string;
  alt: string;
}
interface WireProduct {
  _id: string;
  name: string;
  photo: string | null;
  srcset: string | null;
  photos: WirePhoto[];
}

const keyOf = (url: string): string => /([a-f0-9]{32})-\d+\.webp$/.exec(url)![1]!;

describeEachDatabase('product photos', (dialect) => {
  let admin: Record<string, string>;
  let shopper: Record<string, string>;
  let categoryId: string;
  const colours = ['#c9a14a', '#b08d57', '#8a6d3b', '#d4af37', '#e6c27a', '#a67c52', '#f0d9a0', '#7a5c2e', '#caa472'];

  const { t, rx } = useTestApp(dialect, { shoppers: true });
  beforeAll(async () => {
    admin = bearer(await t.adminToken());
    shopper = bearer((await registerShopper(t, rx)).token);
    categoryId = await createCategory(t, 'Photo checks');
  });

  /** Every file in the uploads folder belongs to a photo row, and every photo row has all its renditions. */
  async function expectNoOrphans(): Promise<void> {
    const rows = await t.deps.db.selectFrom('product_photos').select('image_key as key').execute();
    const expected = rows.flatMap((r) => IMAGE_RENDITION_WIDTHS.map((w) => `${r.key}-${w}.webp`)).sort();
    expect(uploadedFiles(t)).toEqual(expected);
    // products.image_key is the position-0 photo's key, for every product.
    const products = await t.deps.db.selectFrom('products').select(['id', 'image_key as imageKey']).execute();
    for (const p of products) {
      const [main] = await listProductPhotos(t.deps.db, p.id);
      expect(p.imageKey, `product ${p.id}`).toBe(main?.imageKey ?? null);
    }
  }

  async function addPhoto(
    productId: string,
    opts: { alt?: string; data?: Buffer; headers?: Record<string, string>; contentType?: string } = {},
  ) {
    const data = opts.data ?? (await pngImage(48, 36, colours[Math.floor(Math.random() * colours.length)]));
    const body = multipart(opts.alt === undefined ? {} : { alt: opts.alt }, [
      { field: 'productImage', filename: 'view.png', contentType: opts.contentType ?? 'image/png', data },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/photos`,
      headers: { ...(opts.headers ?? admin), ...body.headers },
      payload: body.payload,
    });
  }

  async function getProduct(id: string): Promise<WireProduct> {
    const res = await t.app.inject({ method: 'GET', url: `/api/getProduct/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ product: WireProduct }>().product;
  }

  it('starts a new product with its one photo as the main one, described by its name', async () => {
    const created = await createProduct(t, { name: 'Kundan Choker', category: categoryId });
    const product = await getProduct(created._id);
    expect(product.photos).toHaveLength(1);
    expect(product.photos[0]).toMatchObject({ url: product.photo, srcset: product.srcset, alt: 'Kundan Choker' });
    await expectNoOrphans();
  });

  it('adds several photos in order, sets alt text, reorders them and deletes one, leaving no orphan file', async () => {
    const created = await createProduct(t, { name: 'Polki Jhumkas', category: categoryId });
    const mainUrl = created.photo;

    const second = await addPhoto(created._id, { alt: 'Polki Jhumkas, side view' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ message: PHOTO_MESSAGES.added });
    await expectNoOrphans();
    const third = await addPhoto(created._id);
    expect(third.statusCode, third.body).toBe(201);
    await expectNoOrphans();

    let product = third.json<{ product: WireProduct }>().product;
    expect(product.photos.map((p) => p.alt)).toEqual(['Polki Jhumkas', 'Polki Jhumkas, side view', 'Polki Jhumkas']);
    expect(product.photo).toBe(mainUrl);
    expect(product.photos[0]!.url).toBe(mainUrl);
    for (const p of product.photos) expect(p.srcset.split(', ')).toHaveLength(IMAGE_RENDITION_WIDTHS.length);
    const [a, b, c] = product.photos.map((p) => p.id) as [number, number, number];

    const alt = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${created._id}/photos/${c}`,
      headers: admin,
      payload: { alt: '  Worn, with a pearl drop  ' },
    });
    expect(alt.statusCode, alt.body).toBe(200);
    expect(alt.json()).toMatchObject({ message: PHOTO_MESSAGES.altSaved });
    expect(alt.json<{ product: WireProduct }>().product.photos[2]!.alt).toBe('Worn, with a pearl drop');

    const order = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${created._id}/photos/order`,
      headers: admin,
      payload: { photoIds: [String(c), a, b] },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({ message: PHOTO_MESSAGES.reordered });
    product = await getProduct(created._id);
    expect(product.photos.map((p) => p.id)).toEqual([c, a, b]);
    expect(product.photo).toBe(product.photos[0]!.url);
    expect(product.srcset).toBe(product.photos[0]!.srcset);
    // The listing reads the main photo from products.image_key: it follows the new order.
    const listing = await t.app.inject({ method: 'GET', url: `/api/getProducts?category=${categoryId}&q=Polki` });
    expect(listing.json<{ products: WireProduct[] }>().products[0]!.photo).toBe(product.photos[0]!.url);
    await expectNoOrphans();

    const deletedKey = keyOf(product.photos[0]!.url);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${created._id}/photos/${c}`,
      headers: admin,
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toMatchObject({ message: PHOTO_MESSAGES.deleted });
    product = await getProduct(created._id);
    expect(product.photos.map((p) => p.id)).toEqual([a, b]);
    expect(product.photo).toBe(mainUrl);
    expect(uploadedFiles(t).some((f) => f.startsWith(deletedKey))).toBe(false);
    const positions = await t.deps.db
      .selectFrom('product_photos')
      .select('position')
      .where('product_id', '=', Number(created._id))
      .orderBy('position')
      .execute();
    expect(positions.map((p) => Number(p.position))).toEqual([0, 1]);
    await expectNoOrphans();
  });

  it(`refuses a photo past ${MAX_PRODUCT_PHOTOS} with a clear message, writing no file`, async () => {
    const created = await createProduct(t, { name: 'Eight Views Bangle', category: categoryId });
    for (let i = 1; i < MAX_PRODUCT_PHOTOS; i++) {
      const res = await addPhoto(created._id);
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await getProduct(created._id)).photos).toHaveLength(MAX_PRODUCT_PHOTOS);
    const files = uploadedFiles(t);
    const ninth = await addPhoto(created._id);
    expect(ninth.statusCode, ninth.body).toBe(409);
    expect(ninth.json()).toEqual({ message: PHOTO_MESSAGES.tooMany(MAX_PRODUCT_PHOTOS) });
    expect(uploadedFiles(t)).toEqual(files);
    await expectNoOrphans();
  });

  it("applies the first photo's content check to every photo: a non-image is refused and leaves nothing", async () => {
    const created = await createProduct(t, { name: 'Content Check Ring', category: categoryId });
    const files = uploadedFiles(t);
    const res = await addPhoto(created._id, { data: TEXT_PRETENDING_TO_BE_JPEG, contentType: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toEqual({ message: IMAGE_MESSAGES.notAnImage });
    const noFile = multipart({ alt: 'no file' });
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/products/${created._id}/photos`,
      headers: { ...admin, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json()).toEqual({ message: PHOTO_MESSAGES.photoRequired });
    expect(uploadedFiles(t)).toEqual(files);
    expect((await getProduct(created._id)).photos).toHaveLength(1);
  });

  it('removes the files just written when the database write fails, and keeps them when a delete fails', async () => {
    const created = await createProduct(t, { name: 'Doomed Views Pendant', category: categoryId });
    await addPhoto(created._id);
    const refuse = (event: 'INSERT' | 'DELETE') =>
      dialect === 'sqlite'
        ? sql.raw(
            `CREATE TRIGGER photos_refuse BEFORE ${event} ON product_photos BEGIN SELECT RAISE(ABORT, 'disk on ` +
              `fire'); END`,
          )
        : sql.raw(
            `CREATE TRIGGER photos_refuse BEFORE ${event} ON product_photos FOR EACH ROW SIGNAL SQLSTATE '45000' ` +
              `SET MESSAGE_TEXT = 'disk on fire'`,
          );
    const before = await getProduct(created._id);
    const files = uploadedFiles(t);

    await refuse('INSERT').execute(t.deps.db);
    try {
      const res = await addPhoto(created._id);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: GENERAL_MESSAGES.serverError });
      expect(res.body).not.toContain('disk on fire');
      expect(uploadedFiles(t)).toEqual(files);
    } finally {
      await sql`DROP TRIGGER photos_refuse`.execute(t.deps.db);
    }

    await refuse('DELETE').execute(t.deps.db);
    try {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/products/${created._id}/photos/${before.photos[1]!.id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(500);
      expect(uploadedFiles(t)).toEqual(files);
    } finally {
      await sql`DROP TRIGGER photos_refuse`.execute(t.deps.db);
    }
    expect(await getProduct(created._id)).toEqual(before);
    await expectNoOrphans();
  });

  it('refuses anonymous and shopper callers before reading the body, changing nothing', async () => {
    const created = await createProduct(t, { name: 'Guarded Nath', category: categoryId });
    const [photo] = (await getProduct(created._id)).photos;
    const files = uploadedFiles(t);
    // A body that would be refused as malformed (400) or too large (413) if it were read.
    const unread = { 'content-type': 'multipart/form-data; boundary=x' };
    const huge = Buffer.alloc(t.config.UPLOAD_MAX_BYTES + 1024, 7);
    for (const [headers, status, message] of [
      [{}, 401, AUTH_MESSAGES.adminRequired],
      [shopper, 403, AUTH_MESSAGES.notAllowed],
    ] as const) {
      const calls = [
        t.app.inject({
          method: 'POST',
          url: `/api/products/${created._id}/photos`,
          headers: { ...headers, ...unread },
          payload: huge,
        }),
        t.app.inject({
          method: 'PUT',
          url: `/api/products/${created._id}/photos/order`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"photoIds": [',
        }),
        t.app.inject({
          method: 'PATCH',
          url: `/api/products/${created._id}/photos/${photo!.id}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"alt": ',
        }),
        t.app.inject({ method: 'DELETE', url: `/api/products/${created._id}/photos/${photo!.id}`, headers }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json()).toEqual({ message });
      }
    }
    expect(uploadedFiles(t)).toEqual(files);
    expect((await getProduct(created._id)).photos).toEqual([photo]);
  });

  it('answers 404 for a wrong product and refuses a photo of another product', async () => {
    const one = await createProduct(t, { name: 'First Maang Tikka', category: categoryId });
    const other = await createProduct(t, { name: 'Second Maang Tikka', category: categoryId });
    await addPhoto(other._id);
    const [otherPhoto] = (await getProduct(other._id)).photos;
    const files = uploadedFiles(t);

    const noProduct = await addPhoto('999999');
    expect(noProduct.statusCode).toBe(404);
    expect(noProduct.json()).toEqual({ message: PRODUCT_MESSAGES.notFound });
    expect(uploadedFiles(t)).toEqual(files);
    const orderNoProduct = await t.app.inject({
      method: 'PUT',
      url: '/api/products/999999/photos/order',
      headers: admin,
      payload: { photoIds: [1] },
    });
    expect(orderNoProduct.statusCode).toBe(404);

    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${one._id}/photos/${otherPhoto!.id}`,
      headers: admin,
    });
    expect(foreignDelete.statusCode).toBe(404);
    expect(foreignDelete.json()).toEqual({ message: PHOTO_MESSAGES.notFound });
    const foreignAlt = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${one._id}/photos/${otherPhoto!.id}`,
      headers: admin,
      payload: { alt: 'Not mine' },
    });
    expect(foreignAlt.statusCode).toBe(404);
    const [ownPhoto] = (await getProduct(one._id)).photos;
    const foreignOrder = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${one._id}/photos/order`,
      headers: admin,
      payload: { photoIds: [otherPhoto!.id] },
    });
    expect(foreignOrder.statusCode).toBe(400);
    expect(foreignOrder.json()).toEqual({ message: PHOTO_MESSAGES.orderMismatch });
    const repeated = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${other._id}/photos/order`,
      headers: admin,
      payload: { photoIds: [otherPhoto!.id, otherPhoto!.id] },
    });
    expect(repeated.statusCode).toBe(400);
    expect((await getProduct(other._id)).photos[0]).toEqual(otherPhoto);
    expect((await getProduct(one._id)).photos).toEqual([ownPhoto]);
    expect(uploadedFiles(t)).toEqual(files);
  });

  it("keeps a product's only photo and refuses alt text over the limit", async () => {
    const created = await createProduct(t, { name: 'Single View Kada', category: categoryId });
    const [only] = (await getProduct(created._id)).photos;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${created._id}/photos/${only!.id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: PHOTO_MESSAGES.keepOne });
    const long = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${created._id}/photos/${only!.id}`,
      headers: admin,
      payload: { alt: 'x'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    expect((await getProduct(created._id)).photos).toEqual([only]);
    await expectNoOrphans();
  });

  it('updateProduct replaces the main photo in place; deleting the product removes all its photo files', async () => {
    const created = await createProduct(t, { name: 'Temple Haram', category: categoryId });
    await addPhoto(created._id, { alt: 'Temple Haram, clasp' });
    await addPhoto(created._id, { alt: 'Temple Haram, worn' });
    const before = await getProduct(created._id);
    const oldMainKey = keyOf(before.photo!);

    const body = multipart({ name: 'Temple Haram', category: categoryId }, [
      { field: 'productImage', filename: 'new.png', contentType: 'image/png', data: await pngImage(50, 50, '#7a5c2e') },
    ]);
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/updateProduct/${created._id}`,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(update.statusCode, update.body).toBe(200);
    const after = await getProduct(created._id);
    expect(after.photos.map((p) => p.id)).toEqual(before.photos.map((p) => p.id));
    expect(after.photo).not.toBe(before.photo);
    expect(after.photos[0]!.url).toBe(after.photo);
    expect(after.photos.slice(1)).toEqual(before.photos.slice(1));
    expect(uploadedFiles(t).some((f) => f.startsWith(oldMainKey))).toBe(false);
    await expectNoOrphans();

    const keys = after.photos.map((p) => keyOf(p.url));
    const del = await t.app.inject({ method: 'DELETE', url: `/api/deleteProduct/${created._id}`, headers: admin });
    expect(del.statusCode, del.body).toBe(200);
    expect(uploadedFiles(t).filter((f) => keys.some((k) => f.startsWith(k)))).toEqual([]);
    expect(
      await t.deps.db.selectFrom('product_photos').select('id').where('product_id', '=', Number(created._id)).execute(),
    ).toEqual([]);
    await expectNoOrphans();
  });

  it('leaves no orphan file when a photo is added while its product is deleted', async () => {
    // The delete is sent the moment the new photo's files are written, so the photo's
    // transaction and the delete meet: whichever takes the product first, the other sees it.
    const images = t.deps.images;
    const save = images.save.bind(images);
    try {
      for (let round = 0; round < 6; round++) {
        const created = await createProduct(t, { name: `Racing Bangle ${round}`, category: categoryId });
        let saved!: () => void;
        const written = new Promise<void>((resolve) => (saved = resolve));
        images.save = async (data) => {
          const key = await save(data);
          saved();
          return key;
        };
        const adding = addPhoto(created._id);
        await written;
        const [add, del] = await Promise.all([
          adding,
          t.app.inject({ method: 'DELETE', url: `/api/deleteProduct/${created._id}`, headers: admin }),
        ]);
        expect(del.statusCode, del.body).toBe(200);
        expect([201, 404], add.body).toContain(add.statusCode);
        await expectNoOrphans();
      }
    } finally {
      images.save = save;
    }
  });

  it('insertProductPhotos appends in order, skips keys the product has, sets a main image where none', async () => {
    const now = Date.now();
    const id = Number(
      (
        await t.deps.db
          .insertInto('products')
          .values({
            name: 'Seeded Set',
            name_key: 'seeded set',
            description: 'd',
            category_id: Number(categoryId),
            image_key: null,
            created_at: now,
            updated_at: now,
          })
          .executeTakeFirstOrThrow()
      ).insertId,
    );
    const [k1, k2, k3] = ['a'.repeat(32), 'b'.repeat(32), 'c'.repeat(32)];
    await insertProductPhotos(t.deps.db, id, [
      { imageKey: k1, alt: 'front' },
      { imageKey: k2, alt: 'side' },
    ]);
    await insertProductPhotos(t.deps.db, id, [
      { imageKey: k2, alt: 'again' },
      { imageKey: k3, alt: 'back' },
    ]);
    const rows = await listProductPhotos(t.deps.db, id);
    expect(rows.map((r) => [r.imageKey, r.alt, r.position])).toEqual([
      [k1, 'front', 0],
      [k2, 'side', 1],
      [k3, 'back', 2],
    ]);
    const product = await t.deps.db
      .selectFrom('products')
      .select('image_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(product.image_key).toBe(k1);
    await t.deps.db.deleteFrom('product_photos').where('product_id', '=', id).execute();
    await t.deps.db.deleteFrom('products').where('id', '=', id).execute();
  });

  it('migration 0006 copies each existing photo to position 0, described by the product name', async () => {
    // On a database of its own: going down and up again drops every photo but the main ones.
    const own = await createTestApp(dialect);
    try {
      const db = own.deps.db;
      const now = Date.now();
      const category = Number(
        (
          await db
            .insertInto('categories')
            .values({ name: 'Old', name_key: 'old', created_at: now })
            .executeTakeFirstOrThrow()
        ).insertId,
      );
      await downPhotos(db);
      const withPhoto = Number(
        (
          await db
            .insertInto('products')
            .values({
              name: 'Before Photos Ring',
              name_key: 'before photos ring',
              description: 'd',
              category_id: category,
              image_key: 'd'.repeat(32),
              created_at: now,
              updated_at: now,
            })
            .executeTakeFirstOrThrow()
        ).insertId,
      );
      const without = Number(
        (
          await db
            .insertInto('products')
            .values({
              name: 'No Photo Ring',
              name_key: 'no photo ring',
              description: 'd',
              category_id: category,
              image_key: null,
              created_at: now,
              updated_at: now,
            })
            .executeTakeFirstOrThrow()
        ).insertId,
      );
      await upPhotos(db);
      expect((await listProductPhotos(db, withPhoto)).map((p) => [p.imageKey, p.alt, p.position])).toEqual([
        ['d'.repeat(32), 'Before Photos Ring', 0],
      ]);
      expect(await listProductPhotos(db, without)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
