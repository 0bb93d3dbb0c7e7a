import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { IMAGE_RENDITION_WIDTHS } from '@shared/constants';
import { buildApp } from '@server/app';
import { createAdminAccount } from '@server/modules/admin/admin-accounts.service';
import { openDatabase } from '@server/platform/db/connect';
import { ORPHAN_UPLOAD_MIN_AGE_MS } from '@server/platform/images/images';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  bearer,
  describeEachDatabase,
  freshDatabase,
  testConfig,
} from './helpers/harness';
import { multipart, pngImage } from './helpers/images';

// Issue 24, finding 8: kill -9 during a product create left renditions that no row names.
// Renditions are written under a temporary name and renamed (images.ts); at start, every upload
// file that no product or photo names and that is over an hour old is swept.

const hex = (n: number) => n.toString(16).padStart(32, '0');

describeEachDatabase('finding 8: upload files a crash left behind', (dialect) => {
  let dataDir = '';
  let drop: () => Promise<void> = async () => undefined;
  let url: string | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-sweep-'));
    ({ drop, url } = await freshDatabase(dialect, dataDir).then(async ({ handle, ...rest }) => {
      await handle.close();
      return rest;
    }));
  });
  afterAll(async () => {
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts an instance on the database and the data directory, as main.ts does. */
  async function start() {
    const config = testConfig(dataDir);
    const database = openDatabase({ url, sqliteFile: path.join(dataDir, 'test.sqlite'), poolSize: 5 });
    const built = await buildApp({ config, database, logger: false, clientDir: path.join(dataDir, 'no-client') });
    await built.app.ready();
    return { ...built, config };
  }

  it('sweeps unnamed files over an hour old at start, and keeps named and recent ones', async () => {
    const first = await start();
    await createAdminAccount(first.deps.db, first.deps.passwords, ADMIN_USERNAME, ADMIN_PASSWORD, Date.now());
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/loginAdmin',
      payload: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    const admin = bearer(login.json<{ token: string }>().token);
    const category = await first.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: admin,
      payload: { name: 'Swept Rings' },
    });
    const form = multipart(
      {
        name: 'Kept ring',
        description: 'A ring that stays.',
        category: category.json<{ category: { _id: string } }>().category._id,
      },
      [{ field: 'productImage', filename: 'ring.png', contentType: 'image/png', data: await pngImage(16, 16) }],
    );
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    await first.app.close();

    const dir = first.config.uploadsDir;
    const kept = fs.readdirSync(dir).filter((f) => f.endsWith('.webp'));
    expect(kept).toHaveLength(IMAGE_RENDITION_WIDTHS.length);
    const orphan = IMAGE_RENDITION_WIDTHS.slice(0, 2).map((w) => `${hex(1)}-${w}.webp`);
    const temp = `.${hex(2)}-${IMAGE_RENDITION_WIDTHS[2]}.tmp`;
    const recent = `${hex(3)}-${IMAGE_RENDITION_WIDTHS[0]}.webp`;
    const foreign = 'README.txt';
    for (const name of [...orphan, temp, recent, foreign]) fs.writeFileSync(path.join(dir, name), 'RIFF');
    const old = new Date(Date.now() - ORPHAN_UPLOAD_MIN_AGE_MS - 60_000);
    for (const name of [...kept, ...orphan, temp, foreign]) fs.utimesSync(path.join(dir, name), old, old);

    const second = await start();
    try {
      expect(fs.readdirSync(dir).sort()).toEqual([...kept, recent, foreign].sort());
      const photo = created.json<{ product: { photo: string } }>().product.photo;
      expect((await second.app.inject({ method: 'GET', url: photo })).statusCode).toBe(200);
    } finally {
      await second.app.close();
    }
  });
});
