import { expect } from 'vitest';
import { bearer, type TestApp } from './harness';
import { multipart, pngImage } from './images';

export interface RestProduct {
  _id: string;
  name: string;
  category: { _id: string; name: string };
  description: string;
  photo: string | null;
}

export async function createCategory(t: TestApp, name: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/createCategory',
    headers: bearer(await t.adminToken()),
    payload: { name },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ category: { _id: string } }>().category._id;
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
  return res.json<{ product: RestProduct }>().product;
}

/** Creates products quickly in-process (one small image each), returning their ids. */
export async function seedProducts(t: TestApp, categoryId: string, names: string[]): Promise<string[]> {
  const image = await pngImage(16, 16);
  const ids: string[] = [];
  for (const name of names) ids.push((await createProduct(t, { name, category: categoryId }, image))._id);
  return ids;
}
