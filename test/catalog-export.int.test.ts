import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PIECE_CSV_COLUMNS, PRODUCT_CSV_COLUMNS } from '@shared/catalog-csv';
import { productWrittenAnswer } from '@shared/schemas/catalog-wire';
import { specificationsToStored } from '@shared/schemas/specifications';
import { createAdminAccount } from '@server/modules/admin/admin-accounts.service';
import { insertProduct } from '@server/modules/catalog/catalog.repo';
import { inTransaction } from '@server/platform/db/transaction';
import { createCategory } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { wire } from './helpers/wire';

// The catalogue's export (issue 30): products.csv and pieces.csv for owners, as Excel opens them
// (a byte-order mark, RFC 4180 quoting, CRLF), every row, in batches, and nobody else's to read.

const STAFF_PASSWORD = 'a staff member long secret';
const BOM = '\uFEFF';

describeEachDatabase('catalogue export', (dialect) => {
  let t: TestApp;
  let owner: Record<string, string>;
  let category: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = bearer(await t.adminToken());
    category = await createCategory(t, 'Temple');
    await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: owner, payload: { price: 7800 } });
  });
  afterAll(async () => t.close());

  const download = (file: string, headers: Record<string, string> = owner) =>
    t.app.inject({ method: 'GET', url: `/api/export/${file}`, headers });
  const rowsOf = (body: string) => parse<Record<string, string>>(body, { bom: true, columns: true });

  it('writes every product with its specifications, collections and photos, quoted as RFC 4180 says', async () => {
    const body = multipart(
      {
        sku: 'tj-22k-0412',
        name: 'Jhumkas, "Lakshmi" temple',
        category,
        description: 'Line one.\nLine two, with a comma.',
        metal: 'gold',
        purity: '22K',
        grossWeight: '12.6',
        netWeight: '12.129',
        makingChargeType: 'percent',
        makingChargeValue: '12',
        stones: JSON.stringify([{ kind: 'pearl', count: 2, value: 5012 }]),
        hallmarked: 'true',
        huid: 'AB12C9',
      },
      [{ field: 'productImage', filename: 'p.png', contentType: 'image/png', data: await pngImage(16, 16) }],
    );
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    const product = wire(made, productWrittenAnswer).product;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/addSelection',
      headers: owner,
      payload: { type: 'templeNecklaceSet', catagoryId: category, productId: [product._id] },
    });
    expect(added.statusCode, added.body).toBe(200);

    const res = await download('products.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(res.body.startsWith(`${BOM}${PRODUCT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    const row = rowsOf(res.body).find((r) => r.sku === 'TJ-22K-0412');
    expect(row).toEqual({
      sku: 'TJ-22K-0412',
      name: 'Jhumkas, "Lakshmi" temple',
      category: 'Temple',
      description: 'Line one.\nLine two, with a comma.',
      status: 'published',
      metal: 'gold',
      purity: '22K',
      grossWeight: '12.6',
      netWeight: '12.129',
      makingChargeType: 'percent',
      makingChargeValue: '12',
      stones: JSON.stringify([{ kind: 'pearl', count: 2, caratWeight: null, value: 5012 }]),
      hallmarked: 'true',
      huid: 'AB12C9',
      sizes: '',
      collections: 'templeNecklaceSet',
      photos: `${/([a-f0-9]{32})/.exec(product.photo ?? '')?.[1]}-1024.webp`,
    });
    // The quoting is the standard's: the name's quotes doubled inside a quoted field.
    expect(res.body).toContain('"Jhumkas, ""Lakshmi"" temple"');
  });

  it('writes every product of a catalogue larger than one batch, once each', async () => {
    const categoryId = Number(category);
    await inTransaction(t.deps.db, async (trx) => {
      for (let i = 0; i < 1200; i++) {
        const specs = specificationsToStored({});
        await insertProduct(trx, { name: `Bulk ${i}`, description: 'Bulk.', categoryId, imageKey: null, specs }, i);
      }
    });
    const rows = rowsOf((await download('products.csv')).body);
    const bulk = rows.filter((r) => r.name?.startsWith('Bulk '));
    expect(bulk).toHaveLength(1200);
    expect(new Set(rows.map((r) => r.sku)).size).toBe(rows.length);
  });

  it('writes every piece with its design’s SKU', async () => {
    const product = rowsOf((await download('products.csv')).body).find((r) => r.sku === 'TJ-22K-0412');
    expect(product).toBeDefined();
    const list = await t.app.inject({ method: 'GET', url: '/api/getProducts?q=Lakshmi', headers: owner });
    const productId = list.json<{ products: Array<{ _id: string }> }>().products[0]?._id;
    const piece = await t.app.inject({
      method: 'POST',
      url: '/api/pieces',
      headers: owner,
      payload: { productId, tag: 'nr-0412', showroom: 'nerul', grossWeight: 12.7, netWeight: 12.2, huid: 'ZX81QP' },
    });
    expect(piece.statusCode, piece.body).toBe(201);

    const res = await download('pieces.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="pieces.csv"');
    expect(res.body.startsWith(`${BOM}${PIECE_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(rowsOf(res.body)).toContainEqual({
      tag: 'NR-0412',
      sku: 'TJ-22K-0412',
      showroom: 'nerul',
      sizeLabel: '',
      grossWeight: '12.7',
      netWeight: '12.2',
      huid: 'ZX81QP',
      status: 'inStock',
    });
  });

  it('is the owners’ only: staff get 403, and no session 401', async () => {
    await createAdminAccount(t.deps.db, t.deps.passwords, 'export-desk', STAFF_PASSWORD, Date.now(), {
      role: 'staff',
      showroom: null,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/loginAdmin',
      payload: { username: 'export-desk', password: STAFF_PASSWORD },
    });
    const staff = bearer(login.json<{ token: string }>().token);
    for (const file of ['products.csv', 'pieces.csv']) {
      expect((await download(file, staff)).statusCode, file).toBe(403);
      expect((await download(file, {})).statusCode, file).toBe(401);
    }
  });
});
