import { afterAll, beforeAll, expect, it } from 'vitest';
import { PAGE_SIZES } from '@shared/constants';
import { productPath } from '@shared/product-path';
import { bearer, createTestApp, describeEachDatabase, ORIGIN, type TestApp } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { fakeClientBuild, sourceRenderer } from './helpers/ssr-build';

// Collection pages as a crawler reads them: the HTML as sent links the page's pieces and the pages
// around it (?page=2), follows the catalogue on the next request, answers 404 past the last page,
// and carries its BreadcrumbList; the sitemap names the collections whose pages link every piece.

const PAGE = PAGE_SIZES.storefront;
const PIECES = PAGE + 5;

/** The distinct product addresses a page links to, in order. */
const productLinks = (html: string) => [
  ...new Set([...html.matchAll(/href="(\/product\/[^"]+)"/g)].map((m) => m[1] ?? '')),
];

describeEachDatabase('collection pages drawn on the server', (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let build: ReturnType<typeof fakeClientBuild>;
  let categoryId: string;
  /** The gold rings' addresses, newest first (the collection's featured order). */
  const rings: string[] = [];

  async function create(name: string): Promise<string> {
    const body = multipart(
      {
        name,
        description: 'Handcrafted.',
        category: categoryId,
        metal: 'gold',
        purity: '22K',
        grossWeight: '3',
        netWeight: '2.5',
      },
      [{ field: 'productImage', filename: 'p.png', contentType: 'image/png', data: await pngImage(8, 8) }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ product: { _id: string } }>().product._id;
    t.advance(1000);
    const sel = await t.app.inject({
      method: 'POST',
      url: '/api/addSelection',
      headers: auth,
      payload: { type: 'goldRings', catagoryId: categoryId, productId: [id] },
    });
    expect(sel.statusCode, sel.body).toBeLessThan(300);
    t.advance(1000);
    rings.unshift(productPath({ id, name }));
    return id;
  }

  beforeAll(async () => {
    build = fakeClientBuild();
    t = await createTestApp(dialect, { build: { clientDir: build.dir, productRenderer: await sourceRenderer() } });
    auth = bearer(await t.adminToken());
    await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: { price: 7800 } });
    const cat = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: auth,
      payload: { name: 'Rings', makingChargeType: 'percent', makingChargeValue: 12 },
    });
    categoryId = cat.json<{ category: { _id: string } }>().category._id;
    for (let i = 1; i <= PIECES; i++) await create(`Lotus Band ${i}`);
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it('sends the page of pieces as links, and the pager as links to ?page=2', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/gold-ring' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(productLinks(html)).toEqual(rings.slice(0, PAGE));
    expect(html).toMatch(/<a href="\/gold-ring\?page=2" rel="next"/);
    expect(html).not.toMatch(/rel="prev"/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/gold-ring">`);
    expect(html).toContain('<div id="root" data-prerendered="/gold-ring">');

    const second = await t.app.inject({ method: 'GET', url: '/gold-ring?page=2' });
    expect(second.statusCode).toBe(200);
    expect(productLinks(second.body)).toEqual(rings.slice(PAGE));
    expect(second.body).toMatch(/<a href="\/gold-ring" rel="prev"/);
    expect(second.body).not.toMatch(/rel="next"/);
    expect(second.body).toContain(`<link rel="canonical" href="${ORIGIN}/gold-ring?page=2">`);
    // Filters are kept in the pager's links.
    const sorted = await t.app.inject({ method: 'GET', url: '/gold-ring?sort=nameAsc' });
    expect(sorted.body).toMatch(/<a href="\/gold-ring\?sort=nameAsc&amp;page=2" rel="next"/);
  });

  it('answers 404 past the last page, and for a second page of an empty collection', async () => {
    for (const url of ['/gold-ring?page=3', '/gold-ring?page=7', '/polki-ring?page=2']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
    expect((await t.app.inject({ method: 'GET', url: '/polki-ring' })).statusCode).toBe(200);
  });

  it('links a piece added from its collection on the next request', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/gold-ring' });
    expect(productLinks(before.body)).toEqual(rings.slice(0, PAGE));
    await create('Morpankh Ring');
    const after = await t.app.inject({ method: 'GET', url: '/gold-ring' });
    expect(productLinks(after.body)[0]).toBe(rings[0]);
    expect(rings[0]).toMatch(/-morpankh-ring$/);
    expect(productLinks(after.body)).toHaveLength(PAGE);
  });

  it('carries a BreadcrumbList: Home, the collection', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/gold-ring' })).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(
      (m) => JSON.parse(m[1] ?? 'null') as unknown,
    );
    expect(blocks).toContainEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Gold Rings', item: `${ORIGIN}/gold-ring` },
      ],
    });
  });

  it('lists in the sitemap the collections, whose pages link every piece the sitemap names', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(ORIGIN, ''));
    expect(locs).toContain('/gold-ring');
    const products = locs.filter((l) => l.startsWith('/product/'));
    expect(products.sort()).toEqual([...rings].sort());
    const linked: string[] = [];
    for (let page = 1; ; page++) {
      const res = await t.app.inject({ method: 'GET', url: `/gold-ring${page > 1 ? `?page=${page}` : ''}` });
      if (res.statusCode === 404) break;
      linked.push(...productLinks(res.body));
    }
    expect(linked.sort()).toEqual(products);
  });
});
