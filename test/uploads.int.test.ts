import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES } from '@shared/messages';
import { IMAGE_MESSAGES } from '@shared/messages/back-office';
import { loadConfig } from '@server/config';
import { createCategory, createProduct, type RestProduct } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, uploadedFiles, type TestApp } from './helpers/harness';
import {
  gifJsPolyglot,
  jpegHtmlPolyglot,
  pngDeclaring,
  pngWithHtmlAppended,
  SVG_WITH_SCRIPT,
  TEXT_PRETENDING_TO_BE_JPEG,
  truncatedJpeg,
  truncatedPng,
} from './helpers/hostile-images';
import { multipart, pngImage } from './helpers/images';

// Hostile uploads are refused with a clear message (415 or 413) and leave nothing behind:
// no file in DATA_DIR/uploads, no row, and the product being edited keeps its photo.

const MAX_BYTES = 256 * 1024;

interface Hostile {
  name: string;
  filename: string;
  contentType: string;
  data: () => Buffer | Promise<Buffer>;
  status: 413 | 415;
  message: string;
}

const HOSTILE: Hostile[] = [
  {
    name: 'a text file named .jpg',
    filename: 'ring.jpg',
    contentType: 'image/jpeg',
    data: () => TEXT_PRETENDING_TO_BE_JPEG,
    status: 415,
    message: IMAGE_MESSAGES.notAnImage,
  },
  {
    name: 'an SVG carrying a script',
    filename: 'logo.svg',
    contentType: 'image/svg+xml',
    data: () => SVG_WITH_SCRIPT,
    status: 415,
    message: IMAGE_MESSAGES.notAnImage,
  },
  {
    name: 'an SVG carrying a script, named .png',
    filename: 'logo.png',
    contentType: 'image/png',
    data: () => SVG_WITH_SCRIPT,
    status: 415,
    message: IMAGE_MESSAGES.notAnImage,
  },
  {
    name: 'a GIF/JavaScript polyglot',
    filename: 'anim.gif',
    contentType: 'image/gif',
    data: gifJsPolyglot,
    status: 415,
    message: IMAGE_MESSAGES.notAnImage,
  },
  {
    name: 'a JPEG/HTML polyglot',
    filename: 'photo.jpg',
    contentType: 'image/jpeg',
    data: jpegHtmlPolyglot,
    status: 415,
    message: IMAGE_MESSAGES.notAnImage,
  },
  {
    name: 'a PNG with an HTML page appended',
    filename: 'photo.png',
    contentType: 'image/png',
    data: pngWithHtmlAppended,
    status: 415,
    message: IMAGE_MESSAGES.notAnImage,
  },
  {
    name: 'a truncated PNG',
    filename: 'cut.png',
    contentType: 'image/png',
    data: truncatedPng,
    status: 415,
    message: IMAGE_MESSAGES.unreadable,
  },
  {
    name: 'a truncated JPEG',
    filename: 'cut.jpg',
    contentType: 'image/jpeg',
    data: truncatedJpeg,
    status: 415,
    message: IMAGE_MESSAGES.unreadable,
  },
  {
    name: 'a tiny PNG declaring 50,000 x 50,000 pixels',
    filename: 'bomb.png',
    contentType: 'image/png',
    data: () => pngDeclaring(50_000, 50_000),
    status: 413,
    message: IMAGE_MESSAGES.tooManyPixels(Math.round(loadConfig({}).UPLOAD_MAX_PIXELS / 1_000_000)),
  },
  {
    name: `a file over the ${MAX_BYTES / 1024} KB limit`,
    filename: 'huge.png',
    contentType: 'image/png',
    data: () => Buffer.alloc(MAX_BYTES + 1, 7),
    status: 413,
    message: IMAGE_MESSAGES.tooLarge(Math.round(MAX_BYTES / 1024 / 1024)),
  },
];

describe('hostile image fixtures', () => {
  it('are what they claim to be', async () => {
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    expect(bomb.readUInt32BE(16)).toBe(50_000);
    expect(bomb.readUInt32BE(20)).toBe(50_000);
    const gif = gifJsPolyglot();
    expect(gif.subarray(0, 8).toString('latin1')).toBe('GIF89a/*');
    expect(gif.toString('latin1')).toMatch(/\*\/=1;alert\(document\.domain\);\/\/$/);
    const jpeg = await jpegHtmlPolyglot();
    expect([jpeg[0], jpeg[1], jpeg[2], jpeg[3]]).toEqual([0xff, 0xd8, 0xff, 0xfe]);
  });
});

describeEachDatabase('uploads', (dialect) => {
  let t: TestApp;
  let categoryId: string;
  let existing: RestProduct;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { UPLOAD_MAX_BYTES: String(MAX_BYTES) } });
    categoryId = await createCategory(t, 'Upload checks');
    existing = await createProduct(t, { name: 'Kept photo ring', category: categoryId });
  });
  afterAll(async () => t.close());

  async function productCount(): Promise<number> {
    const row = await t.deps.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function send(
    method: 'POST' | 'PUT',
    url: string,
    file: { filename: string; contentType: string; data: Buffer },
    name: string,
  ) {
    const body = multipart({ name, category: categoryId, description: 'An upload that should not be kept.' }, [
      { field: 'productImage', ...file },
    ]);
    return t.app.inject({
      method,
      url,
      headers: { ...bearer(await t.adminToken()), ...body.headers },
      payload: body.payload,
    });
  }

  it('accepts a real photo (the baseline the refusals are measured against)', async () => {
    const before = uploadedFiles(t);
    const res = await send(
      'POST',
      '/api/createProduct',
      { filename: 'ok.png', contentType: 'image/png', data: await pngImage(80, 60) },
      'Accepted ring',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(uploadedFiles(t).length).toBe(before.length + 3);
  });

  for (const h of HOSTILE) {
    it(`refuses ${h.name} with ${h.status} on create and on replace, leaving nothing behind`, async () => {
      const data = await h.data();
      const filesBefore = uploadedFiles(t);
      const countBefore = await productCount();

      const created = await send(
        'POST',
        '/api/createProduct',
        { filename: h.filename, contentType: h.contentType, data },
        `Refused ${h.name}`,
      );
      expect(created.statusCode, created.body).toBe(h.status);
      expect(created.headers['content-type']).toMatch(/application\/json/);
      expect(created.json()).toEqual({ message: h.message });

      const replaced = await send(
        'PUT',
        `/api/updateProduct/${existing._id}`,
        { filename: h.filename, contentType: h.contentType, data },
        'Renamed by a refused upload',
      );
      expect(replaced.statusCode, replaced.body).toBe(h.status);
      expect(replaced.json()).toEqual({ message: h.message });

      expect(uploadedFiles(t)).toEqual(filesBefore);
      expect(await productCount()).toBe(countBefore);
      const after = await t.app.inject({ method: 'GET', url: `/api/getProduct/${existing._id}` });
      expect(after.json()).toMatchObject({ product: { name: existing.name, photo: existing.photo } });
      const names = await t.deps.db.selectFrom('products').select('name').execute();
      expect(names.map((r) => r.name)).not.toContain(`Refused ${h.name}`);
    });
  }

  it('never stores the upload itself: only WebP renditions under names the server chose', () => {
    for (const file of uploadedFiles(t)) expect(file).toMatch(/^[a-f0-9]{32}-\d+\.webp$/);
    for (const file of fs.readdirSync(t.config.uploadsDir)) expect(file.startsWith('.')).toBe(false);
  });

  it('answers 413 for a JSON body over the request limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: { ...bearer(await t.adminToken()), 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: GENERAL_MESSAGES.payloadTooLarge });
  });

  it('answers 413 for a multipart form with too many parts or an oversized field', async () => {
    const token = await t.adminToken();
    const manyFields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x']));
    const many = multipart(manyFields);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { ...bearer(token), ...many.headers },
      payload: many.payload,
    });
    expect(tooMany.statusCode, tooMany.body).toBe(413);
    expect(typeof tooMany.json<{ message: unknown }>().message).toBe('string');

    const big = multipart({ name: 'n', category: categoryId, description: 'd'.repeat(100 * 1024) });
    const bigField = await t.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { ...bearer(token), ...big.headers },
      payload: big.payload,
    });
    // busboy cuts the field at 64 KB; what is left is still far over the description's limit.
    expect([400, 413], bigField.body).toContain(bigField.statusCode);
    expect(typeof bigField.json<{ message: unknown }>().message).toBe('string');
    expect(uploadedFiles(t).every((f) => /^[a-f0-9]{32}-\d+\.webp$/.test(f))).toBe(true);
  });
});
