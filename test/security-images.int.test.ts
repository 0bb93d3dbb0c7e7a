import { beforeAll, expect, it } from 'vitest';
import { IMAGE_RENDITION_WIDTHS } from '@shared/constants';
import { createCategory, createProduct } from './helpers/catalog-fixtures';
import { bearer, useTestApp, describeEachDatabase, uploadedFiles } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';

// Known failure: old product images left behind after the photo is replaced or the product is
// deleted. The uploads folder must hold exactly the renditions of the photos in use, and an old
// photo's URL must stop answering.

const keyOf = (photo: string | null) => /\/uploads\/([a-f0-9]{32})-\d+\.webp$/.exec(photo ?? '')?.[1];
const renditionsOf = (key: string) => IMAGE_RENDITION_WIDTHS.map((w) => `${key}-${w}.webp`);

describeEachDatabase('old product images', (dialect) => {
  let categoryId: string;

  const { t } = useTestApp(dialect);
  beforeAll(async () => {
    categoryId = await createCategory(t, 'Replaced photos');
  });

  async function inUse(): Promise<string[]> {
    const rows = await t.deps.db.selectFrom('products').select('image_key').execute();
    return rows.flatMap((r) => (r.image_key ? renditionsOf(r.image_key) : [])).sort();
  }

  async function update(id: string, withPhoto: boolean) {
    const body = multipart(
      { name: 'Replaced ring', category: categoryId, description: 'Second photo.' },
      withPhoto
        ? [
            {
              field: 'productImage',
              filename: 'new.png',
              contentType: 'image/png',
              data: await pngImage(70, 50, '#884422'),
            },
          ]
        : [],
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/updateProduct/${id}`,
      headers: { ...bearer(await t.adminToken()), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ product: { photo: string | null } }>().product;
  }

  it('removes the old renditions when the photo is replaced, keeps them when not, removes all on delete', async () => {
    const keep = await createProduct(t, { name: 'Untouched bangle', category: categoryId });
    const product = await createProduct(t, { name: 'Replaced ring', category: categoryId });
    const firstKey = keyOf(product.photo)!;
    expect(uploadedFiles(t)).toEqual(await inUse());
    expect(uploadedFiles(t)).toEqual(expect.arrayContaining(renditionsOf(firstKey)));

    const same = await update(product._id, false);
    expect(keyOf(same.photo)).toBe(firstKey);
    expect(uploadedFiles(t)).toEqual(await inUse());

    const replaced = await update(product._id, true);
    const secondKey = keyOf(replaced.photo)!;
    expect(secondKey).not.toBe(firstKey);
    expect(uploadedFiles(t)).toEqual(await inUse());
    for (const f of renditionsOf(firstKey)) expect(uploadedFiles(t)).not.toContain(f);
    expect((await t.app.inject({ method: 'GET', url: product.photo! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: replaced.photo! })).statusCode).toBe(200);

    const again = await update(product._id, true);
    expect(uploadedFiles(t)).toEqual(await inUse());
    for (const f of renditionsOf(secondKey)) expect(uploadedFiles(t)).not.toContain(f);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/deleteProduct/${product._id}`,
      headers: bearer(await t.adminToken()),
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(uploadedFiles(t)).toEqual(await inUse());
    expect(uploadedFiles(t)).toEqual(renditionsOf(keyOf(keep.photo)!).sort());
    expect((await t.app.inject({ method: 'GET', url: again.photo! })).statusCode).toBe(404);
  });

  it('replaces a photo many times without the folder growing', async () => {
    const product = await createProduct(t, { name: 'Often replaced', category: categoryId });
    for (let i = 0; i < 5; i++) await update(product._id, true);
    expect(uploadedFiles(t)).toEqual(await inUse());
  });
});
