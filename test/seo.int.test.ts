import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, DEFAULT_SHOP_INFO } from '@shared/constants';
import { productPath } from '@shared/product-path';
import { NOINDEX_PATHS, PAGE_DESCRIPTIONS, ROBOTS_DISALLOW, SHOP_LOGO, SHOWROOM_IMAGE_PATH } from '@shared/seo';
import { PAGE_ROUTES } from '@shared/routes';
import { bearer, createTestApp, describeEachDatabase, ORIGIN, type TestApp } from './helpers/harness';
import { createCategory, seedProducts } from './helpers/catalog-fixtures';
import { fakeClientBuild, SHELL_DESCRIPTION } from './helpers/ssr-build';

// Search-engine plumbing: robots.txt, sitemap.xml from the catalogue (an index of files beyond
// the per-file limit, lowered here), cached until the catalogue changes, and the head tags and
// JSON-LD of the prerendered public pages.

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const FIXED_PAGES = 1 + COLLECTIONS.length + 3; // home, collections, about, contact, media

describeEachDatabase('robots.txt and sitemap.xml', (dialect) => {
  const LIMIT = 10;
  let t: TestApp;
  let categoryId: string;
  const products: Array<{ id: string; name: string }> = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { build: { sitemapUrlLimit: LIMIT } });
    categoryId = await createCategory(t, 'Earrings');
    const names = ['Chandbali One', 'Jhumka Two', 'Stud Three', 'Hoop Four', 'Drop Five'];
    const ids = await seedProducts(t, categoryId, names);
    ids.forEach((id, i) => products.push({ id, name: names[i]! }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('robots.txt opens the storefront, closes the private areas and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/dashboard', '/admin', '/api', '/cart', '/wishlist'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(ROBOTS_DISALLOW).toHaveLength(5);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('past the per-file limit sitemap.xml indexes files that list each page and product once, lastmod', async () => {
    const total = FIXED_PAGES + products.length;
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(index.body);
    expect(files).toEqual(Array.from({ length: Math.ceil(total / LIMIT) }, (_, i) => `${ORIGIN}/sitemap/${i + 1}.xml`));
    const all: string[] = [];
    for (const file of files) {
      const res = await t.app.inject({ method: 'GET', url: new URL(file).pathname });
      expect(res.statusCode, file).toBe(200);
      expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const locs = locsOf(res.body);
      expect(locs.length).toBeLessThanOrEqual(LIMIT);
      all.push(...locs);
    }
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    expect(all).toContain(`${ORIGIN}/`);
    for (const c of COLLECTIONS) expect(all).toContain(`${ORIGIN}${c.path}`);
    for (const p of products) expect(all).toContain(`${ORIGIN}${productPath(p)}`);
    const last = await t.app.inject({ method: 'GET', url: new URL(files.at(-1)!).pathname });
    expect(last.body).toMatch(
      new RegExp(
        `<url><loc>${ORIGIN}${productPath(products.at(-1)!)}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`,
      ),
    );
    for (const url of [`/sitemap/${files.length + 1}.xml`, '/sitemap/0.xml', '/sitemap/x.xml']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('is cached with an ETag and follows the catalogue: a new product is listed at once', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const etag = String(before.headers.etag);
    expect(
      (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
    const [id] = await seedProducts(t, categoryId, ['Ear Cuff Six']);
    const files = locsOf((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const lastFile = (await t.app.inject({ method: 'GET', url: new URL(files.at(-1)!).pathname })).body;
    expect(lastFile).toContain(`${ORIGIN}${productPath({ id: id!, name: 'Ear Cuff Six' })}`);
    // A rename changes the product's address in the sitemap too.
    const auth = bearer(await t.adminToken());
    await t.app.inject({
      method: 'PUT',
      url: `/api/updateProduct/${id}`,
      headers: auth,
      payload: { name: 'Ear Cuff Seven', category: categoryId },
    });
    const renamed = (await t.app.inject({ method: 'GET', url: new URL(files.at(-1)!).pathname })).body;
    expect(renamed).toContain(`${ORIGIN}${productPath({ id: id!, name: 'Ear Cuff Seven' })}`);
  });
});

describe('a small catalogue: one sitemap file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await seedProducts(t, await createCategory(t, 'Rings'), ['Solitaire']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the pages and the product in one urlset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toContain('<urlset');
    expect(locsOf(res.body)).toHaveLength(FIXED_PAGES + 1);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap/1.xml' })).statusCode).toBe(404);
  });
});

describe('head tags of the prerendered public pages', () => {
  let t: TestApp;
  let build: ReturnType<typeof fakeClientBuild>;
  beforeAll(async () => {
    build = fakeClientBuild();
    t = await createTestApp('sqlite', { build: { clientDir: build.dir } });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
      (m) => JSON.parse(m[1]!) as Array<Record<string, unknown>>,
    );

  it('gives every public page its own description, canonical link and Open Graph and Twitter tags', async () => {
    const descriptions = new Set<string>();
    for (const path of ['/', '/gold-ring', '/diamond-earrings', '/about', '/contact', '/media']) {
      const html = (await t.app.inject({ method: 'GET', url: path })).body;
      const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
      expect(description, path).toBeTruthy();
      descriptions.add(description!);
      expect(html, path).not.toContain(SHELL_DESCRIPTION);
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
      expect(html, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
      expect(html, path).toContain(`<meta property="og:url" content="${ORIGIN}${path}">`);
      expect(html, path).toMatch(/<meta property="og:title" content="[^"]+">/);
      expect(html, path).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/[^"]+">/);
      expect(html, path).toMatch(/<meta name="twitter:card" content="summary_large_image">/);
      expect(html, path).toMatch(/<meta name="twitter:image:alt" content="[^"]+">/);
    }
    expect(descriptions.size).toBe(6);
    const ring = (await t.app.inject({ method: 'GET', url: '/gold-ring' })).body;
    expect(ring).toContain(`<meta name="description" content="${PAGE_DESCRIPTIONS['/gold-ring']}">`);
    expect(ring).toContain('<meta property="og:title" content="Page /gold-ring · Navi Jewels">');
  });

  it('describes the shop (Organization) and each showroom (JewelryStore) on the home and contact pages', async () => {
    for (const path of ['/', '/contact']) {
      const nodes = jsonLd((await t.app.inject({ method: 'GET', url: path })).body);
      expect(
        nodes.find((n) => n['@type'] === 'Organization'),
        path,
      ).toMatchObject({ name: 'Navi Jewels', url: `${ORIGIN}/`, telephone: DEFAULT_SHOP_INFO.phone });
      const stores = nodes.filter((n) => n['@type'] === 'JewelryStore');
      expect(stores, path).toHaveLength(DEFAULT_SHOP_INFO.showrooms.length);
      for (const store of stores) {
        expect(store).toMatchObject({
          '@context': 'https://schema.org',
          address: { '@type': 'PostalAddress', addressCountry: 'IN' },
          geo: { '@type': 'GeoCoordinates' },
        });
        expect(store.telephone).toMatch(/^\+91/);
        expect(store.openingHoursSpecification).toEqual([
          expect.objectContaining({ '@type': 'OpeningHoursSpecification', opens: '10:30', closes: '20:30' }),
        ]);
      }
    }
    expect(jsonLd((await t.app.inject({ method: 'GET', url: '/gold-ring' })).body)).toEqual([]);
  });

  it('shows the shop by a raster logo of at least 112 x 112 and each showroom by a picture of it', async () => {
    const nodes = jsonLd((await t.app.inject({ method: 'GET', url: '/' })).body);
    const logo = nodes.find((n) => n['@type'] === 'Organization')?.logo as Record<string, unknown>;
    expect(logo).toEqual({ '@type': 'ImageObject', url: `${ORIGIN}${SHOP_LOGO.path}`, width: 512, height: 512 });
    // The file the URL names (public/ is copied to the build's root) is a PNG of the size declared.
    const file = await sharp(path.join(import.meta.dirname, '../public', SHOP_LOGO.path)).metadata();
    expect({ format: file.format, width: file.width, height: file.height }).toEqual({
      format: 'png',
      width: SHOP_LOGO.width,
      height: SHOP_LOGO.height,
    });
    expect(Math.min(file.width, file.height)).toBeGreaterThanOrEqual(112);
    for (const store of nodes.filter((n) => n['@type'] === 'JewelryStore'))
      expect(store.image).toBe(`${ORIGIN}${SHOWROOM_IMAGE_PATH}`);
    const poster = await sharp(path.join(import.meta.dirname, '../public', SHOWROOM_IMAGE_PATH)).metadata();
    expect(Math.min(poster.width, poster.height)).toBeGreaterThanOrEqual(112);
  });

  it('asks search engines not to index the search page, and to index the others', async () => {
    expect(NOINDEX_PATHS).toContain(PAGE_ROUTES.search);
    for (const url of ['/search', '/search?q=ring']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.match(/<meta name="robots" content="noindex">/g), url).toHaveLength(1);
    }
    for (const url of ['/', '/gold-ring', '/contact', '/login'])
      expect((await t.app.inject({ method: 'GET', url })).body, url).not.toContain('name="robots"');
  });
});
