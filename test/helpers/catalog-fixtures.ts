import { expect } from 'vitest';
import { categoryWrittenAnswer, productWrittenAnswer, type ProductWire } from '@shared/schemas/catalog-wire';
import { bearer, type TestApp } from './harness';
import { multipart, pngImage } from './images';
import { wire } from './wire';

/** A product as the REST door answers it. */
export type RestProduct = ProductWire;

export async function createCategory(t: TestApp, name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/createCategory',
    headers: bearer(await t.adminToken()),
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return wire(res, categoryWrittenAnswer).category._id;
}

export async function createProduct(
  t: TestApp,
  fields: { name: string; category: string; description?: string },
  image?: Buffer,
): Promise<RestProduct> {
  const body = multipart(
    { name: fields.name, category: fields.category, description: fields.description ?? `${fields.name}, handcrafted.` },
    [{ field: 'productImage', filename: 'piece.png', contentType: 'image/png', data: image ?? (await pngImage()) }],
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/createProduct',
    headers: { ...bearer(await t.adminToken()), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return wire(res, productWrittenAnswer).product;
}

/** Creates products quickly in-process (one small image each), returning their ids. */
export async function seedProducts(t: TestApp, categoryId: string, names: string[]): Promise<string[]> {
  const image = await pngImage(16, 16);
  const ids: string[] = [];
  for (const name of names) ids.push((await createProduct(t, { name, category: categoryId }, image))._id);
  return ids;
}
