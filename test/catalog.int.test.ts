import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT } from '@shared/constants';
import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@shared/messages';
import { CATEGORY_MESSAGES, IMAGE_MESSAGES, PRODUCT_MESSAGES } from '@shared/messages/back-office';
import {
  categoriesAnswer,
  categoryWrittenAnswer,
  productAnswer,
  productPageWire,
  productWrittenAnswer,
} from '@shared/schemas/catalog-wire';
import { createCategory, createProduct, seedProducts, type RestProduct } from './helpers/catalog-fixtures';
import { wire } from './helpers/wire';
import { bearer, useTestApp, describeEachDatabase, uploadedFiles } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

describeEachDatabase('catalog', (dialect) => {
  let auth: Record<string, string>;
  const { t } = useTestApp(dialect);
  beforeAll(async () => {
    auth = bearer(await t.adminToken());
  });

  describe('categories', () => {
    it('creates, lists, renames and deletes, with the messages of the specification', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/createCategory',
        headers: auth,
        payload: { name: '  Rose Gold  ' },
      });
      expect(created.statusCode).toBe(201);
      const body = wire(created, categoryWrittenAnswer);
      expect(body.message).toBe(CATEGORY_MESSAGES.createSucceeded);
      expect(body.category.name).toBe('Rose Gold');
      expect(typeof body.category._id).toBe('string');

      const list = await t.app.inject({ method: 'GET', url: '/api/getCategories' });
      expect(wire(list, categoriesAnswer).categories.map((c) => c.name)).toContain('Rose Gold');

      const renamed = await t.app.inject({
        method: 'PUT',
        url: `/api/updateCategory/${body.category._id}`,
        headers: auth,
        payload: { name: 'Rose Gold Classics' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({
        message: CATEGORY_MESSAGES.updateSucceeded,
        category: { _id: body.category._id, name: 'Rose Gold Classics' },
      });

      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/deleteCategory/${body.category._id}`,
        headers: auth,
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ message: CATEGORY_MESSAGES.deleteSucceeded });
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/deleteCategory/${body.category._id}`,
        headers: auth,
      });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ message: CATEGORY_MESSAGES.notFound });
    });

    it('refuses empty and duplicate names (ignoring case) on REST and tRPC', async () => {
      for (const name of ['', '   ', undefined, 42]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/createCategory',
          headers: auth,
          payload: name === undefined ? {} : { name },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: CATEGORY_MESSAGES.nameRequired });
      }
      const viaTrpc = await trpcMutation(t.app, 'catalog.createCategory', { name: ' ' }, auth);
      expect(viaTrpc.status).toBe(400);
      expect(viaTrpc.error?.message).toBe(CATEGORY_MESSAGES.nameRequired);

      const id = await createCategory(t, 'Kundan');
      const dup = await t.app.inject({
        method: 'POST',
        url: '/api/createCategory',
        headers: auth,
        payload: { name: 'KUNDAN ' },
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({ message: CATEGORY_MESSAGES.duplicate });

      const other = await createCategory(t, 'Meenakari');
      const clash = await t.app.inject({
        method: 'PUT',
        url: `/api/updateCategory/${other}`,
        headers: auth,
        payload: { name: 'kundan' },
      });
      expect(clash.statusCode).toBe(409);
      // Renaming to its own name in another case is allowed.
      const self = await t.app.inject({
        method: 'PUT',
        url: `/api/updateCategory/${id}`,
        headers: auth,
        payload: { name: 'KUNDAN' },
      });
      expect(self.statusCode).toBe(200);
      const emptyRename = await t.app.inject({
        method: 'PUT',
        url: `/api/updateCategory/${id}`,
        headers: auth,
        payload: { name: '' },
      });
      expect(emptyRename.json()).toEqual({ message: CATEGORY_MESSAGES.nameRequired });
      const missing = await t.app.inject({
        method: 'PUT',
        url: '/api/updateCategory/999999',
        headers: auth,
        payload: { name: 'Nowhere' },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('refuses to delete a category that still has products, and loses nothing', async () => {
      const id = await createCategory(t, 'Antique');
      const product = await createProduct(t, { name: 'Antique Haar', category: id });
      const res = await t.app.inject({ method: 'DELETE', url: `/api/deleteCategory/${id}`, headers: auth });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: CATEGORY_MESSAGES.inUse });
      const still = await t.app.inject({ method: 'GET', url: `/api/getProduct/${product._id}` });
      expect(still.statusCode).toBe(200);
      const cats = wire(await t.app.inject({ method: 'GET', url: '/api/getCategories' }), categoriesAnswer);
      expect(cats.categories.some((c) => c._id === id)).toBe(true);
    });

    it('pages categories for the dashboard with product counts', async () => {
      const res = await trpcQuery<{ categories: Array<{ name: string; productCount: number }>; totalPages: number }>(
        t.app,
        'catalog.pageCategories',
        { page: 1, limit: 2 },
        auth,
      );
      expect(res.status).toBe(200);
      expect(res.data?.categories).toHaveLength(2);
      expect(res.data?.totalPages).toBeGreaterThanOrEqual(2);
      const antique = await trpcQuery<{ categories: Array<{ name: string; productCount: number }> }>(
        t.app,
        'catalog.pageCategories',
        { q: 'antiq' },
        auth,
      );
      expect(antique.data?.categories).toEqual([expect.objectContaining({ name: 'Antique', productCount: 1 })]);
    });
  });

  describe('products', () => {
    let categoryId: string;
    beforeAll(async () => {
      categoryId = await createCategory(t, 'Bridal');
    });

    it('creates a product from a multipart upload and serves its renditions', async () => {
      const before = uploadedFiles(t).length;
      const product = await createProduct(
        t,
        { name: 'Kolhapuri Saaj', category: categoryId, description: 'Twenty-one charms.' },
        await pngImage(1200, 900),
      );
      expect(product).toMatchObject({
        name: 'Kolhapuri Saaj',
        description: 'Twenty-one charms.',
        category: { _id: categoryId, name: 'Bridal' },
      });
      expect(product.photo).toMatch(/^\/uploads\/[a-f0-9]{32}-640\.webp$/);
      expect(uploadedFiles(t).length).toBe(before + 3);
      const photo = await t.app.inject({ method: 'GET', url: product.photo! });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/webp');
      expect(String(photo.headers['cache-control'])).toContain('immutable');

      const one = await t.app.inject({ method: 'GET', url: `/api/getProduct/${product._id}` });
      expect(wire(one, productAnswer).product.name).toBe('Kolhapuri Saaj');
      const viaTrpc = await trpcQuery<{ name: string; id: number }>(t.app, 'catalog.productById', {
        id: Number(product._id),
      });
      expect(viaTrpc.data?.name).toBe('Kolhapuri Saaj');
      const missing = await trpcQuery(t.app, 'catalog.productById', { id: 987654 });
      expect(missing.status).toBe(404);
      expect(missing.error?.message).toBe(PRODUCT_MESSAGES.notFound);
    });

    it('asks for every field and a photo', async () => {
      const image = await pngImage();
      const cases: Array<[Record<string, string>, boolean]> = [
        [{ category: categoryId, description: 'd' }, true],
        [{ name: 'n', description: 'd' }, true],
        [{ name: 'n', category: categoryId }, true],
        [{ name: '  ', category: categoryId, description: 'd' }, true],
        [{ name: 'n', category: 'abc', description: 'd' }, true],
        [{ name: 'n', category: categoryId, description: 'd' }, false],
      ];
      for (const [fields, withImage] of cases) {
        const body = multipart(
          fields,
          withImage ? [{ field: 'productImage', filename: 'a.png', contentType: 'image/png', data: image }] : [],
        );
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/createProduct',
          headers: { ...auth, ...body.headers },
          payload: body.payload,
        });
        expect(res.statusCode, JSON.stringify(fields)).toBe(400);
        expect(res.json()).toEqual({ message: PRODUCT_MESSAGES.createFieldsRequired });
      }
      const unknownCategory = multipart({ name: 'n', category: '999999', description: 'd' }, [
        { field: 'productImage', filename: 'a.png', contentType: 'image/png', data: image },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/createProduct',
        headers: { ...auth, ...unknownCategory.headers },
        payload: unknownCategory.payload,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PRODUCT_MESSAGES.categoryNotFound });
    });

    it('refuses a text file named .jpg and an oversized upload, writing nothing', async () => {
      const filesBefore = uploadedFiles(t);
      const countBefore = await t.deps.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const fake = multipart({ name: 'Fake', category: categoryId, description: 'd' }, [
        {
          field: 'productImage',
          filename: 'necklace.jpg',
          contentType: 'image/jpeg',
          data: Buffer.from('this is not a picture at all, just text'),
        },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/createProduct',
        headers: { ...auth, ...fake.headers },
        payload: fake.payload,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: IMAGE_MESSAGES.notAnImage });

      const big = multipart({ name: 'Huge', category: categoryId, description: 'd' }, [
        {
          field: 'productImage',
          filename: 'big.png',
          contentType: 'image/png',
          data: Buffer.alloc(t.config.UPLOAD_MAX_BYTES + 10, 1),
        },
      ]);
      const tooBig = await t.app.inject({
        method: 'POST',
        url: '/api/createProduct',
        headers: { ...auth, ...big.headers },
        payload: big.payload,
      });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json()).toEqual({ message: IMAGE_MESSAGES.tooLarge(10) });

      expect(uploadedFiles(t)).toEqual(filesBefore);
      const countAfter = await t.deps.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(countAfter.n)).toBe(Number(countBefore.n));
    });

    it('updates with and without a new photo, removing the old files on replace', async () => {
      const product = await createProduct(t, { name: 'Vati Mangalsutra', category: categoryId });
      const oldKey = /([a-f0-9]{32})/.exec(product.photo!)![1]!;
      const other = await createCategory(t, 'Everyday');

      const noPhoto = multipart({ name: 'Vati Mangalsutra II', category: other });
      const res1 = await t.app.inject({
        method: 'PUT',
        url: `/api/updateProduct/${product._id}`,
        headers: { ...auth, ...noPhoto.headers },
        payload: noPhoto.payload,
      });
      expect(res1.statusCode, res1.body).toBe(200);
      const updated1 = wire(res1, productWrittenAnswer);
      expect(updated1.message).toBe(PRODUCT_MESSAGES.updateSucceeded);
      expect(updated1.product).toMatchObject({
        name: 'Vati Mangalsutra II',
        category: { _id: other },
        photo: product.photo,
        description: product.description,
      });

      const withPhoto = multipart({ name: 'Vati Mangalsutra II', category: other, description: 'New words.' }, [
        { field: 'productImage', filename: 'n.png', contentType: 'image/png', data: await pngImage(80, 80, '#112233') },
      ]);
      const res2 = await t.app.inject({
        method: 'PUT',
        url: `/api/updateProduct/${product._id}`,
        headers: { ...auth, ...withPhoto.headers },
        payload: withPhoto.payload,
      });
      expect(res2.statusCode).toBe(200);
      const updated2 = wire(res2, productWrittenAnswer).product;
      expect(updated2.photo).not.toBe(product.photo);
      expect(updated2.description).toBe('New words.');
      expect(uploadedFiles(t).some((f) => f.startsWith(oldKey))).toBe(false);
      const newKey = /([a-f0-9]{32})/.exec(updated2.photo!)![1]!;
      expect(uploadedFiles(t).filter((f) => f.startsWith(newKey))).toHaveLength(3);

      const noName = multipart({ name: '', category: other });
      const res3 = await t.app.inject({
        method: 'PUT',
        url: `/api/updateProduct/${product._id}`,
        headers: { ...auth, ...noName.headers },
        payload: noName.payload,
      });
      expect(res3.statusCode).toBe(400);
      expect(res3.json()).toEqual({ message: PRODUCT_MESSAGES.updateFieldsRequired });
      const json = await t.app.inject({
        method: 'PUT',
        url: `/api/updateProduct/${product._id}`,
        headers: auth,
        payload: { name: 'Renamed by JSON', category: other },
      });
      expect(json.statusCode).toBe(200);
      const missing = await t.app.inject({
        method: 'PUT',
        url: '/api/updateProduct/999999',
        headers: auth,
        payload: { name: 'x', category: other },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('deletes a product with its files, its selection memberships and its cart lines', async () => {
      const product = await createProduct(t, { name: 'Tode Kada', category: categoryId });
      const key = /([a-f0-9]{32})/.exec(product.photo!)![1]!;
      const add = await t.app.inject({
        method: 'POST',
        url: '/api/addSelection',
        headers: auth,
        payload: { type: 'goldBangles', catagoryId: categoryId, productId: [product._id] },
      });
      expect(add.statusCode).toBe(200);
      const userId = Number(
        (
          await t.deps.db
            .insertInto('users')
            .values({
              fullname: 'Asha',
              email: `asha${Date.now()}@example.in`,
              phone: `+9198${String(Date.now()).slice(-8)}`,
              password_hash: 'x',
              verified_at: Date.now(),
              created_at: Date.now(),
            })
            .executeTakeFirstOrThrow()
        ).insertId,
      );
      await t.deps.db
        .insertInto('cart_items')
        .values({ user_id: userId, product_id: Number(product._id), quantity: 2, added_at: Date.now() })
        .execute();

      const res = await t.app.inject({ method: 'DELETE', url: `/api/deleteProduct/${product._id}`, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PRODUCT_MESSAGES.deleteSucceeded('Tode Kada') });
      expect(uploadedFiles(t).some((f) => f.startsWith(key))).toBe(false);
      const inSelection = await t.deps.db
        .selectFrom('selection_items')
        .select('product_id')
        .where('product_id', '=', Number(product._id))
        .execute();
      expect(inSelection).toEqual([]);
      const inCart = await t.deps.db
        .selectFrom('cart_items')
        .select('product_id')
        .where('product_id', '=', Number(product._id))
        .execute();
      expect(inCart).toEqual([]);
      const again = await t.app.inject({ method: 'DELETE', url: `/api/deleteProduct/${product._id}`, headers: auth });
      expect(again.statusCode).toBe(404);
    });

    it('leaves no orphan file when the database write fails', async () => {
      if (dialect === 'sqlite') {
        await sql
          .raw(
            `CREATE TRIGGER products_refuse BEFORE INSERT ON products BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`,
          )
          .execute(t.deps.db);
      } else {
        await sql
          .raw(
            `CREATE TRIGGER products_refuse BEFORE INSERT ON products FOR EACH ROW SIGNAL SQLSTATE '45000' SET ` +
              `MESSAGE_TEXT = 'disk on fire'`,
          )
          .execute(t.deps.db);
      }
      try {
        const filesBefore = uploadedFiles(t);
        const body = multipart({ name: 'Doomed', category: categoryId, description: 'd' }, [
          { field: 'productImage', filename: 'a.png', contentType: 'image/png', data: await pngImage() },
        ]);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/createProduct',
          headers: { ...auth, ...body.headers },
          payload: body.payload,
        });
        expect(res.statusCode).toBe(500);
        expect(res.json()).toEqual({ message: GENERAL_MESSAGES.serverError });
        expect(res.body).not.toContain('disk on fire');
        expect(uploadedFiles(t)).toEqual(filesBefore);
        const rows = await t.deps.db.selectFrom('products').select('id').where('name', '=', 'Doomed').execute();
        expect(rows).toEqual([]);
      } finally {
        await sql`DROP TRIGGER products_refuse`.execute(t.deps.db);
      }
    });
  });

  describe('listing', () => {
    let ringsId: string;
    let earringsId: string;
    const ringNames = Array.from(
      { length: 23 },
      (_, i) => `${i % 2 ? 'gold' : 'Gold'} Ring ${String.fromCharCode(65 + ((i * 7) % 23))}${i}`,
    );
    beforeAll(async () => {
      ringsId = await createCategory(t, 'Rings');
      earringsId = await createCategory(t, 'Earrings');
      await seedProducts(t, ringsId, ringNames);
      await seedProducts(t, earringsId, ['Jhumka 100% Gold', 'Stud_Diamond', 'Chandbali (Pearl)', "Ruby's Drop"]);
    });

    async function all(url: (page: number) => string): Promise<RestProduct[]> {
      const first = wire(await t.app.inject({ method: 'GET', url: url(1) }), productPageWire);
      const items = [...first.products];
      for (let p = 2; p <= first.totalPages; p++)
        items.push(...wire(await t.app.inject({ method: 'GET', url: url(p) }), productPageWire).products);
      return items;
    }

    it('pages by page and limit, with totalPages, and an empty page past the end', async () => {
      const p1 = wire(
        await t.app.inject({ method: 'GET', url: `/api/getProducts?page=1&limit=10&category=${ringsId}` }),
        productPageWire,
      );
      expect(p1.products).toHaveLength(10);
      expect(p1.totalPages).toBe(3);
      expect(p1.total).toBe(23);
      const p3 = wire(
        await t.app.inject({ method: 'GET', url: `/api/getProducts?page=3&limit=10&category=${ringsId}` }),
        productPageWire,
      );
      expect(p3.products).toHaveLength(3);
      const p4 = wire(
        await t.app.inject({ method: 'GET', url: `/api/getProducts?page=4&limit=10&category=${ringsId}` }),
        productPageWire,
      );
      expect(p4.products).toHaveLength(0);
      const ids = (await all((p) => `/api/getProducts?page=${p}&limit=10&category=${ringsId}`)).map((p) => p._id);
      expect(new Set(ids).size).toBe(23);
      const defaults = wire(await t.app.inject({ method: 'GET', url: '/api/getProducts' }), productPageWire);
      expect(defaults.products.length).toBeLessThanOrEqual(20);
    });

    it('refuses nonsense page and limit values with clear messages', async () => {
      for (const [q, message] of [
        ['page=0', GENERAL_MESSAGES.invalidPage],
        ['page=-1', GENERAL_MESSAGES.invalidPage],
        ['page=abc', GENERAL_MESSAGES.invalidPage],
        ['page=1.5', GENERAL_MESSAGES.invalidPage],
        ['limit=0', GENERAL_MESSAGES.invalidLimit],
        [`limit=${MAX_PAGE_LIMIT + 1}`, GENERAL_MESSAGES.invalidLimit],
        ['category=xyz', GENERAL_MESSAGES.invalidId],
      ] as const) {
        const res = await t.app.inject({ method: 'GET', url: `/api/getProducts?${q}` });
        expect(res.statusCode, q).toBe(400);
        expect(res.json()).toEqual({ message });
      }
    });

    it('sorts by name across pages, ignoring case, in the database', async () => {
      const asc = (await all((p) => `/api/getProducts?page=${p}&limit=7&sort=nameAsc&category=${ringsId}`)).map(
        (p) => p.name,
      );
      const expected = [...ringNames].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()) || 0);
      expect(asc.map((n) => n.toLowerCase())).toEqual(expected.map((n) => n.toLowerCase()));
      const desc = (await all((p) => `/api/getProducts?page=${p}&limit=7&sort=nameDesc&category=${ringsId}`)).map((p) =>
        p.name.toLowerCase(),
      );
      expect(desc).toEqual([...asc.map((n) => n.toLowerCase())].reverse());
      const bad = await t.app.inject({ method: 'GET', url: '/api/getProducts?sort=price' });
      expect(bad.statusCode).toBe(400);
    });

    it('searches the whole catalogue, across pages, as plain text', async () => {
      const hits = await all((p) => `/api/getProducts?page=${p}&limit=5&q=${encodeURIComponent('ring 1')}`);
      const expected = ringNames.filter(
        (n) => n.toLowerCase().includes('ring 1') || n.toLowerCase().includes('ring 1'),
      );
      expect(hits.map((h) => h.name).sort()).toEqual(expected.sort());
      for (const [q, name] of [
        ['100%', 'Jhumka 100% Gold'],
        ['d_D', 'Stud_Diamond'],
        ['(pearl)', 'Chandbali (Pearl)'],
        ["ruby's", "Ruby's Drop"],
      ] as const) {
        const res = wire(
          await t.app.inject({ method: 'GET', url: `/api/getProducts?q=${encodeURIComponent(q)}` }),
          productPageWire,
        );
        expect(
          res.products.map((p) => p.name),
          q,
        ).toEqual([name]);
      }
      for (const q of ['%', '_', '.*', "' OR 1=1 --"]) {
        const res = wire(
          await t.app.inject({ method: 'GET', url: `/api/getProducts?q=${encodeURIComponent(q)}&category=${ringsId}` }),
          productPageWire,
        );
        expect(res.products, q).toEqual([]);
      }
      const long = await t.app.inject({ method: 'GET', url: `/api/getProducts?q=${'x'.repeat(500)}` });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ message: GENERAL_MESSAGES.searchTooLong });
    });

    it('answers the same on tRPC as on REST', async () => {
      const rest = wire(
        await t.app.inject({ method: 'GET', url: `/api/getProducts?page=2&limit=5&sort=nameAsc&category=${ringsId}` }),
        productPageWire,
      );
      const trpc = await trpcQuery<{ products: Array<{ id: number; name: string }>; totalPages: number }>(
        t.app,
        'catalog.listProducts',
        { page: 2, limit: 5, sort: 'nameAsc', categoryId: Number(ringsId) },
      );
      expect(trpc.data?.products.map((p) => String(p.id))).toEqual(rest.products.map((p) => p._id));
      expect(trpc.data?.totalPages).toBe(rest.totalPages);
      const bad = await trpcQuery(t.app, 'catalog.listProducts', { limit: 1000 });
      expect(bad.status).toBe(400);
      expect(bad.error?.message).toBe(GENERAL_MESSAGES.invalidLimit);
    });
  });

  it("reads the first version's sort=none as relevance on REST only; tRPC knows one vocabulary", async () => {
    const get = async (sort: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/getProducts?page=1&limit=7&sort=${sort}` })).body;
    const featured = await get('relevance');
    expect(JSON.parse(featured)).toHaveProperty('products');
    expect(await get('none')).toBe(featured);
    const legacy = await trpcQuery(t.app, 'catalog.listProducts', { page: 1, limit: 7, sort: 'none' });
    expect(legacy.status).toBe(400);
    expect(legacy.error?.message).toBe(GENERAL_MESSAGES.invalidSort);
  });

  describe('writes need an admin session', () => {
    it('refuses every catalog write on REST and tRPC without a valid admin token', async () => {
      const body = multipart({ name: 'x', category: '1', description: 'd' });
      const attempts = [
        { method: 'POST' as const, url: '/api/createCategory', payload: { name: 'Sneaky' } },
        { method: 'PUT' as const, url: '/api/updateCategory/1', payload: { name: 'Sneaky' } },
        { method: 'DELETE' as const, url: '/api/deleteCategory/1' },
        { method: 'POST' as const, url: '/api/createProduct', payload: body.payload, headers: body.headers },
        { method: 'PUT' as const, url: '/api/updateProduct/1', payload: { name: 'x', category: '1' } },
        { method: 'DELETE' as const, url: '/api/deleteProduct/1' },
      ];
      const cases: Array<[Record<string, string>, string]> = [
        [{}, AUTH_MESSAGES.adminRequired],
        [{ authorization: 'Bearer not-a-real-token-but-long-enough' }, AUTH_MESSAGES.adminSessionExpired],
      ];
      for (const [headers, message] of cases) {
        for (const a of attempts) {
          const res = await t.app.inject({
            method: a.method,
            url: a.url,
            payload: a.payload,
            headers: { ...(a.headers ?? {}), ...headers },
          });
          expect(res.statusCode, `${a.method} ${a.url}`).toBe(401);
          expect(res.json()).toEqual({ message });
        }
        for (const proc of [
          'catalog.createCategory',
          'catalog.renameCategory',
          'catalog.deleteCategory',
          'catalog.createProduct',
          'catalog.updateProduct',
          'catalog.deleteProduct',
        ]) {
          const res = await trpcMutation(t.app, proc, { id: 1, name: 'x' }, headers);
          expect(res.status, proc).toBe(401);
          expect(res.error?.message).toBe(message);
        }
      }
      const cats = wire(await t.app.inject({ method: 'GET', url: '/api/getCategories' }), categoriesAnswer);
      expect(cats.categories.map((c) => c.name)).not.toContain('Sneaky');
    });
  });

  it('keeps the uploads folder inside DATA_DIR', () => {
    expect(path.relative(t.config.DATA_DIR, t.config.uploadsDir)).toBe('uploads');
    expect(fs.existsSync(t.config.uploadsDir)).toBe(true);
  });
});
