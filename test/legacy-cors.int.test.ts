import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createCategory, createProduct } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, ORIGIN, type TestApp } from './helpers/harness';
import { startReceivers, type Receivers } from './helpers/receivers';
import { registerShopper } from './helpers/shoppers';
import { trpcQuery } from './helpers/trpc-http';

// The first version's client, deployed on an origin of its own, calls our API across origins:
// opted in with CORS_ORIGINS, for those origins only, never with credentials (issue 26, item 5).

const CLIENT = 'https://old-client.example';
const OTHER = 'https://evil.example';
const PHOTO = 'cors0000000000000000000000000000-640.webp';

function grants(headers: Record<string, unknown>): string[] {
  return Object.keys(headers).filter((h) => h.toLowerCase().startsWith('access-control-'));
}

const preflight = (t: TestApp, origin: string, url = '/api/createCategory') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

describeEachDatabase('cross-origin calls with CORS_ORIGINS', (dialect) => {
  let t: TestApp;
  let off: TestApp;
  let rx: Receivers;
  beforeAll(async () => {
    rx = await startReceivers();
    t = await createTestApp(dialect, { env: { ...rx.env, CORS_ORIGINS: `${CLIENT}, https://second.example` } });
    off = await createTestApp(dialect, { env: rx.env });
    for (const app of [t, off]) {
      fs.mkdirSync(app.config.uploadsDir, { recursive: true });
      fs.writeFileSync(path.join(app.config.uploadsDir, PHOTO), 'RIFF');
    }
  });
  afterAll(async () => {
    await Promise.all([t.close(), off.close()]);
    await rx.close();
  });

  it('answers a listed origin its preflight with 204 and the grants, without credentials', async () => {
    const res = await preflight(t, CLIENT);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(res.headers['access-control-allow-headers']).toBe('content-type, authorization');
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toMatch(/\bOrigin\b/);
  });

  it('lets a listed origin read answers and write with a bearer token', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/getCategories', headers: { origin: CLIENT } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    expect(read.headers.vary).toMatch(/\bOrigin\b/);

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: { origin: CLIENT, ...bearer(await t.adminToken()) },
      payload: { name: 'Cross Origin Rings' },
    });
    expect(write.statusCode, write.body).toBe(201);
    expect(write.headers['access-control-allow-origin']).toBe(CLIENT);
  });

  it('still refuses a cookie-authenticated write from a listed origin (only our own origin may)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: { origin: CLIENT, cookie: `adminToken=${await t.adminToken()}` },
      payload: { name: 'Cookie Rings' },
    });
    expect(res.statusCode, res.body).toBe(403);
  });

  it('grants nothing to an origin that is not listed, nor outside /api and /uploads', async () => {
    for (const origin of [OTHER, 'null', `${CLIENT}.evil.example`, 'http://old-client.example', ORIGIN]) {
      const pre = await preflight(t, origin);
      expect(grants(pre.headers), `OPTIONS from ${origin}`).toEqual([]);
      expect(pre.statusCode).not.toBe(204);
      const get = await t.app.inject({ method: 'GET', url: '/api/getCategories', headers: { origin } });
      expect(grants(get.headers), `GET from ${origin}`).toEqual([]);
    }
    for (const url of ['/health/live', '/', '/trpc/catalog.listCategories']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { origin: CLIENT } });
      expect(grants(res.headers), url).toEqual([]);
    }
  });

  it('serves photos to other origins: CORP cross-origin, the grant for a listed origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${PHOTO}`, headers: { origin: CLIENT } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
    // The API's own answers keep same-origin.
    const api = await t.app.inject({ method: 'GET', url: '/api/getCategories' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('changes nothing when CORS_ORIGINS is unset', async () => {
    expect(off.config.CORS_ORIGINS).toEqual([]);
    for (const origin of [CLIENT, OTHER]) {
      const pre = await preflight(off, origin);
      expect(grants(pre.headers)).toEqual([]);
      expect(pre.statusCode).not.toBe(204);
      const get = await off.app.inject({ method: 'GET', url: '/api/getCategories', headers: { origin } });
      expect(grants(get.headers)).toEqual([]);
      expect(String(get.headers.vary ?? '')).not.toMatch(/\bOrigin\b/);
      const photo = await off.app.inject({ method: 'GET', url: `/uploads/${PHOTO}`, headers: { origin } });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(grants(photo.headers)).toEqual([]);
    }
  });

  /** Every photo URL of the answers a client on another origin reads: REST, tRPC, the legacy cart. */
  async function photoUrls(app: TestApp): Promise<string[]> {
    const category = await createCategory(app, `Photo Rings ${app.config.CORS_ORIGINS.length}`);
    const product = await createProduct(app, { name: 'Photo ring', category });
    const id = Number(product._id);
    const urls: string[] = [product.photo ?? ''];
    const admin = bearer(await app.adminToken());
    for (let read = 0; read < 2; read++) {
      // Twice: the second answer comes from the HTTP cache.
      const rest = await app.app.inject({ method: 'GET', url: `/api/getProducts?category=${category}` });
      const [listed] = rest.json<{
        products: Array<{ photo: string; photos: Array<{ url: string; srcset: string }> }>;
      }>().products;
      urls.push(listed!.photo, ...listed!.photos.flatMap((p) => [p.url, ...p.srcset.split(', ')]));
      const trpc = await trpcQuery<{ photo: string; srcset: string; photos: Array<{ url: string }> }>(
        app.app,
        'catalog.productById',
        { id },
        { origin: CLIENT },
      );
      expect(trpc.status, trpc.raw.body).toBe(200);
      urls.push(trpc.data!.photo, ...trpc.data!.srcset.split(', '), ...trpc.data!.photos.map((p) => p.url));
    }
    const choices = await trpcQuery<Array<{ photo: string }>>(
      app.app,
      'selection.choices',
      { type: 'goldRings', categoryId: Number(category) },
      admin,
    );
    expect(choices.status, choices.raw.body).toBe(200);
    urls.push(...choices.data!.map((c) => c.photo));
    const { token } = await registerShopper(app, rx);
    const add = await app.app.inject({
      method: 'POST',
      url: '/api/addToCart',
      headers: bearer(token),
      payload: { productId: product._id },
    });
    expect(add.statusCode, add.body).toBe(200);
    const cart = await app.app.inject({ method: 'GET', url: '/api/getUserCart', headers: bearer(token) });
    expect(cart.statusCode, cart.body).toBe(200);
    urls.push(...cart.json<Array<{ productId: { photo: string } }>>().map((l) => l.productId.photo));
    return urls.map((u) => u.replace(/ \d+w$/, ''));
  }

  it('writes photo URLs absolute on PUBLIC_ORIGIN in every JSON answer', async () => {
    expect(t.config.PUBLIC_ORIGIN).toBe(ORIGIN);
    const urls = await photoUrls(t);
    expect(urls.length).toBeGreaterThan(10);
    for (const url of urls) expect(url).toMatch(new RegExp(`^${ORIGIN}/uploads/[a-f0-9]{32}-\\d+\\.webp$`));
  });

  it('keeps photo URLs relative with PUBLIC_ORIGIN alone', async () => {
    expect(off.config.PUBLIC_ORIGIN).toBe(ORIGIN);
    for (const url of await photoUrls(off)) expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}-\d+\.webp$/);
  });
});

describe('CORS_ORIGINS', () => {
  it('takes a comma-separated list of origins, as a browser writes them', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://A.example:443, http://b.example:8080,' });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
  });

  it('refuses anything but an origin', () => {
    for (const bad of ['*', 'old-client.example', 'ftp://a.example', 'https://a.example/path', 'https://u@a.example'])
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS: must be a comma-separated/);
  });
});
