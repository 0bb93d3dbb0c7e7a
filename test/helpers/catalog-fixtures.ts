import { expect } from 'vitest';
import { categoryWrittenAnswer, productWrittenAnswer, type ProductWire } from '@shared/schemas/catalog-wire';
import type { ProductDto } from '@shared/schemas/catalog';
import { bearer, type TestApp } from './harness';
import { multipart, pngImage } from './images';
import { trpcQuery } from './trpc-http';
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

/**
 * A 22K gold band in ring sizes 10, 14 and 18 (net 2.9, 3.4 and 3.9 g), in a new Rings category,
 * as the storefront reads it (catalog.productById): the sized piece of the cart and wishlist tests.
 */
export async function createSizedRing(t: TestApp): Promise<ProductDto> {
  const body = multipart(
    {
      name: 'Solitaire Band',
      category: await createCategory(t, 'Rings'),
      description: 'A band in three sizes.',
      metal: 'gold',
      purity: '22K',
      netWeight: '3',
      makingChargeType: 'percent',
      makingChargeValue: '12',
      sizes: JSON.stringify([
        { label: '10', netWeight: 2.9 },
        { label: '14', netWeight: 3.4 },
        { label: '18', netWeight: 3.9 },
      ]),
    },
    [{ field: 'productImage', filename: 'p.png', contentType: 'image/png', data: await pngImage(16, 16) }],
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/createProduct',
    headers: { ...bearer(await t.adminToken()), ...body.headers },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = Number(wire(created, productWrittenAnswer).product._id);
  const byId = await trpcQuery<ProductDto>(t.app, 'catalog.productById', { id });
  if (!byId.data) throw new Error(`no product ${id}: ${byId.raw.body}`);
  return byId.data;
}
