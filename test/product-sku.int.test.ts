import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@shared/messages/back-office';
import { productAnswer, productWrittenAnswer } from '@shared/schemas/catalog-wire';
import { generatedSku } from '@server/modules/catalog/catalog.repo';
import { createCategory } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { wire } from './helpers/wire';

// A product's SKU (issue 30): the shop's stable key of a design, given by the owner or made by the
// shop (NJ- and the product's number), kept in capitals, unique, and changed only when asked.

describeEachDatabase('product SKU', (dialect) => {
  let t: TestApp;
  let category: string;
  let owner: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = bearer(await t.adminToken());
    category = await createCategory(t, 'Gold');
  });
  afterAll(async () => t.close());

  async function create(fields: Record<string, string>) {
    const body = multipart({ name: 'Temple Jhumkas', category, description: 'Lakshmi motif.', ...fields }, [
      { field: 'productImage', filename: 'p.png', contentType: 'image/png', data: await pngImage(16, 16) },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
  }
  const update = (id: string, payload: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/updateProduct/${id}`, headers: owner, payload });
  const read = async (id: string) =>
    wire(await t.app.inject({ method: 'GET', url: `/api/getProduct/${id}` }), productAnswer).product;

  it('makes a SKU for a product created without one, and keeps the one an owner gives, in capitals', async () => {
    const made = wire(await create({}), productWrittenAnswer).product;
    expect(made.sku).toBe(generatedSku(Number(made._id)));
    expect(made.sku).toMatch(/^NJ-\d{5,}$/);
    const given = wire(await create({ sku: ' tj-22k-0412 ' }), productWrittenAnswer).product;
    expect(given.sku).toBe('TJ-22K-0412');
    expect((await read(given._id)).sku).toBe('TJ-22K-0412');
  });

  it('refuses a SKU another product has, on create and on update, and changes nothing', async () => {
    const first = wire(await create({ sku: 'KS-9001' }), productWrittenAnswer).product;
    const again = await create({ sku: 'ks-9001', name: 'Second Jhumkas' });
    expect([again.statusCode, again.json()]).toEqual([409, { message: PRODUCT_MESSAGES.skuTaken }]);

    const other = wire(await create({}), productWrittenAnswer).product;
    const clash = await update(other._id, { name: other.name, category, sku: 'KS-9001' });
    expect([clash.statusCode, clash.json()]).toEqual([409, { message: PRODUCT_MESSAGES.skuTaken }]);
    expect((await read(other._id)).sku).toBe(other.sku);

    // Its own SKU again, or a new one, is fine; a name change alone keeps it.
    expect((await update(first._id, { name: first.name, category, sku: 'KS-9001' })).statusCode).toBe(200);
    expect((await update(other._id, { name: other.name, category, sku: 'ks-9002' })).statusCode).toBe(200);
    expect((await update(other._id, { name: 'Renamed Jhumkas', category })).statusCode).toBe(200);
    expect((await read(other._id)).sku).toBe('KS-9002');
  });

  it('refuses a SKU that is not 1 to 40 letters, digits and hyphens', async () => {
    for (const sku of ['', 'has space', 'NJ_1', 'x'.repeat(41), 'ज्वेल']) {
      const res = await create({ sku });
      expect([res.statusCode, res.json()], JSON.stringify(sku)).toEqual([
        400,
        { message: PRODUCT_MESSAGES.skuInvalid },
      ]);
    }
  });

  it('gives a made SKU a suffix when an owner already gave it to another product', async () => {
    const taker = wire(await create({}), productWrittenAnswer).product;
    const next = generatedSku(Number(taker._id) + 1);
    expect((await update(taker._id, { name: taker.name, category, sku: next })).statusCode).toBe(200);
    const made = wire(await create({ name: 'Next Jhumkas' }), productWrittenAnswer).product;
    expect(Number(made._id)).toBe(Number(taker._id) + 1);
    expect(made.sku).toBe(`${next}-2`);
  });
});
