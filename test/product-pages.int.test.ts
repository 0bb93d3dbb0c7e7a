import { afterAll, beforeAll, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@shared/messages';
import { productPath, productSlug } from '@shared/product-path';
import { PAGE_STATE_ELEMENT_ID } from '@shared/seo';
import type { ProductPageDto } from '@shared/schemas/product-page';
import { PUBLISHED_PRICE_HOLD_DAYS } from '@shared/seo';
import { bearer, createTestApp, describeEachDatabase, ORIGIN, type TestApp } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { fakeClientBuild, sourceRenderer } from './helpers/ssr-build';

// Product pages: canonical addresses (301 from any other spelling), drawn on the server per
// request with their data, head tags and JSON-LD in the HTML before any script runs, the query
// cache handed to the browser, cached until a catalogue write or a rate change, and a real 404.

interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
}

function scriptsOf(html: string): Array<{ attrs: string; body: string }> {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attrs: m[1] ?? '',
    body: m[2] ?? '',
  }));
}

/** The date in India `days` after today, YYYY-MM-DD. */
function daysAheadInIndia(days: number): string {
  return new Date(Date.now() + (330 + days * 24 * 60) * 60_000).toISOString().slice(0, 10);
}

function jsonLdOf(html: string): JsonLdNode[] {
  return scriptsOf(html)
    .filter((s) => /type="application\/ld\+json"/.test(s.attrs))
    .flatMap((s) => JSON.parse(s.body) as JsonLdNode | JsonLdNode[]);
}

describeEachDatabase('product pages drawn on the server', (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  let build: ReturnType<typeof fakeClientBuild>;
  let categoryId: string;
  const ids: Record<string, string> = {};

  async function create(fields: Record<string, string>): Promise<string> {
    const body = multipart({ description: 'Handcrafted in Navi Mumbai.', category: categoryId, ...fields }, [
      { field: 'productImage', filename: 'p.png', contentType: 'image/png', data: await pngImage(16, 16) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/createProduct',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ product: { _id: string } }>().product._id;
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
    ids.priced = await create({
      name: 'Kundan Jhumka Ring (22K)',
      metal: 'gold',
      purity: '22K',
      grossWeight: '5',
      netWeight: '4.5',
    });
    ids.sister = await create({ name: 'Lotus Band', metal: 'gold', purity: '22K', grossWeight: '3', netWeight: '2.8' });
    ids.onRequest = await create({ name: 'Heritage Polki Ring' });
    ids.sized = await create({
      name: 'Solitaire Band',
      metal: 'gold',
      purity: '22K',
      netWeight: '3',
      sizes: JSON.stringify([
        { label: '14', netWeight: 3.4 },
        { label: '10', netWeight: 2.9 },
        { label: '12', netWeight: 3.1 },
      ]),
    });
    ids.hostile = await create({ name: 'Ring </script><script>alert(1)</script>' });
    const sel = await t.app.inject({
      method: 'POST',
      url: '/api/addSelection',
      headers: auth,
      payload: { type: 'goldRings', catagoryId: categoryId, productId: [ids.priced, ids.sister] },
    });
    expect(sel.statusCode, sel.body).toBeLessThan(300);
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  const canonicalOf = (id: string, name: string) => productPath({ id, name });

  it('spells a product address from its id and name, and redirects every other spelling with a 301', async () => {
    expect(productSlug('Kundan Jhumka Ring (22K)')).toBe('kundan-jhumka-ring-22k');
    expect(productSlug('Crème & Rosé')).toBe('creme-and-rose');
    const canonical = canonicalOf(ids.priced!, 'Kundan Jhumka Ring (22K)');
    expect(canonical).toBe(`/product/${ids.priced}-kundan-jhumka-ring-22k`);
    for (const url of [`/product/${ids.priced}`, `/product/${ids.priced}-old-name`, `/product/${ids.priced}-kundan`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(canonical);
    }
    // A trailing slash is another spelling too, on product pages and on the prerendered ones.
    for (const [url, location] of [
      [`${canonical}/`, canonical],
      ['/gold-ring/?page=2', '/gold-ring?page=2'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
    const withQuery = await t.app.inject({ method: 'GET', url: `/product/${ids.priced}?utm_source=mail` });
    expect(withQuery.headers.location).toBe(`${canonical}?utm_source=mail`);
    const ok = await t.app.inject({ method: 'GET', url: canonical });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers an unknown product, or an address that is no product, with the 404 page and a 404', async () => {
    for (const url of ['/product/999999', '/product/999999-no-such-ring', '/product/abc', '/product/0']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('not found');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('sends the page drawn: name, price, photo, head tags, JSON-LD, query cache, before any script runs', async () => {
    const url = canonicalOf(ids.priced!, 'Kundan Jhumka Ring (22K)');
    const api = (await t.app.inject({ method: 'GET', url: `/api/getProduct/${ids.priced}` })).json<{
      product: { price: { total: number } | null; photo: string };
    }>();
    const total = api.product.price!.total;
    const res = await t.app.inject({ method: 'GET', url });
    const html = res.body;
    const root = /<div id="root" data-prerendered="([^"]+)">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(
      html,
    );
    expect(root?.[1]).toBe(url);
    const markup = root?.[2] ?? '';
    expect(markup).toContain('<h1');
    expect(markup).toContain('Kundan Jhumka Ring (22K)');
    expect(markup).toContain(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(total),
    );
    // The main photo: its size, srcset and priority are in the HTML (the largest paint), and preloaded.
    expect(markup).toMatch(
      new RegExp(
        String.raw`<img[^>]*src="\/uploads\/[^"]+"[^>]*width="640"[^>]*height="640"|` +
          String.raw`<img[^>]*width="640"[^>]*height="640"[^>]*src="\/uploads\/`,
      ),
    );
    expect(markup).toMatch(/fetchPriority="high"/i);
    expect(html).toMatch(/<link rel="preload" as="image" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">/);
    // Breadcrumb to its collection.
    expect(markup).toContain('href="/gold-ring"');
    // Head: unique title and description, canonical, Open Graph and Twitter with the photo.
    expect(html).toContain('<title>Kundan Jhumka Ring (22K) · Navi Jewels</title>');
    expect(html).not.toContain('The shell description.');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${url}">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}${api.product.photo}">`);
    expect(html).toContain(`<meta name="twitter:image" content="${ORIGIN}${api.product.photo}">`);
    expect(html).toMatch(/<meta name="description" content="Kundan Jhumka Ring \(22K\): Rings from Navi Jewels/);
    // No executable inline script: only the build's module script and data blocks (the CSP allows nothing else).
    for (const s of scriptsOf(html)) {
      if (s.body.trim() === '') expect(s.attrs).toMatch(/\bsrc="/);
      else expect(s.attrs).toMatch(/type="application\/(ld\+)?json"/);
    }
    // The cache the browser hydrates from holds this page's answer.
    const stateText = new RegExp(
      `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)?.[1];
    const state = JSON.parse(stateText ?? 'null') as {
      queries: Array<{ queryKey: unknown; state: { data: ProductPageDto } }>;
    };
    expect(state.queries).toHaveLength(1);
    expect(state.queries[0]!.queryKey).toEqual([
      ['pages', 'product'],
      { input: { id: Number(ids.priced) }, type: 'query' },
    ]);
    expect(state.queries[0]!.state.data.product.name).toBe('Kundan Jhumka Ring (22K)');
    expect(state.queries[0]!.state.data.collection).toEqual({ path: '/gold-ring', title: 'Gold Rings' });
    expect(state.queries[0]!.state.data.related.map((p) => p.id)).toContain(Number(ids.sister));
  });

  it('describes the piece in JSON-LD: Product, an INR Offer valid to a date, BreadcrumbList', async () => {
    const url = canonicalOf(ids.priced!, 'Kundan Jhumka Ring (22K)');
    const html = (await t.app.inject({ method: 'GET', url })).body;
    const nodes = jsonLdOf(html);
    const product = nodes.find((n) => n['@type'] === 'Product')!;
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Kundan Jhumka Ring (22K)',
      url: `${ORIGIN}${url}`,
      sku: ids.priced,
      category: 'Rings',
      brand: { '@type': 'Brand', name: 'Navi Jewels' },
    });
    expect(product.image).toEqual([expect.stringMatching(new RegExp(`^${ORIGIN}/uploads/`))]);
    const offer = product.offers as Record<string, unknown>;
    const api = (await t.app.inject({ method: 'GET', url: `/api/getProduct/${ids.priced}` })).json<{
      product: { price: { total: number } };
    }>();
    expect(offer).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: api.product.price.total.toFixed(2),
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}${url}`,
    });
    // A date (Google reads it as the last day the price holds), the hold's days after today in India.
    expect(offer.priceValidUntil).toBe(daysAheadInIndia(PUBLISHED_PRICE_HOLD_DAYS));
    expect(String(offer.priceValidUntil) > daysAheadInIndia(0)).toBe(true);
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Gold Rings', item: `${ORIGIN}/gold-ring` },
      { '@type': 'ListItem', position: 3, name: 'Kundan Jhumka Ring (22K)', item: `${ORIGIN}${url}` },
    ]);
  });

  it('draws every photo of the piece (up to eight) in the gallery and lists them in JSON-LD, main first', async () => {
    for (const view of [2, 3]) {
      const body = multipart({ alt: `Lotus Band, view ${view}` }, [
        { field: 'productImage', filename: 'v.png', contentType: 'image/png', data: await pngImage(20 + view, 20) },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/products/${ids.sister}/photos`,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const html = (await t.app.inject({ method: 'GET', url: canonicalOf(ids.sister!, 'Lotus Band') })).body;
    expect(html).toContain('aria-label="Photo 1 of 3"');
    expect(html).toContain('aria-label="Show photo 3 of 3"');
    const images = jsonLdOf(html).find((n) => n['@type'] === 'Product')!.image as string[];
    expect(images).toHaveLength(3);
    const api = (await t.app.inject({ method: 'GET', url: `/api/getProduct/${ids.sister}` })).json<{
      product: { photo: string };
    }>();
    expect(images[0]).toBe(`${ORIGIN}${api.product.photo}`);
  });

  it('publishes no Product for a piece whose price is on request, only its breadcrumb', async () => {
    const html = (await t.app.inject({ method: 'GET', url: canonicalOf(ids.onRequest!, 'Heritage Polki Ring') })).body;
    const nodes = jsonLdOf(html);
    // Google's product snippets refuse a Product with no offer, and an Offer needs a price.
    expect(nodes.map((n) => n['@type'])).toEqual(['BreadcrumbList']);
    expect(html).toContain(PRICE_MESSAGES.priceOnRequest);
  });

  it('offers a piece in sizes as an AggregateOffer from its cheapest to its dearest size', async () => {
    const url = canonicalOf(ids.sized!, 'Solitaire Band');
    const api = (await t.app.inject({ method: 'GET', url: `/api/getProduct/${ids.sized}` })).json<{
      product: { sizePrices: Array<{ label: string; total: number }> };
    }>();
    const totals = api.product.sizePrices.map((s) => s.total);
    expect(totals).toHaveLength(3);
    const product = jsonLdOf((await t.app.inject({ method: 'GET', url })).body).find((n) => n['@type'] === 'Product')!;
    expect(product.offers).toEqual({
      '@type': 'AggregateOffer',
      url: `${ORIGIN}${url}`,
      priceCurrency: 'INR',
      lowPrice: Math.min(...totals).toFixed(2),
      highPrice: Math.max(...totals).toFixed(2),
      offerCount: 3,
      priceValidUntil: daysAheadInIndia(PUBLISHED_PRICE_HOLD_DAYS),
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Navi Jewels' },
    });
  });

  it('names the preview picture for Twitter as for Open Graph', async () => {
    const html = (await t.app.inject({ method: 'GET', url: canonicalOf(ids.priced!, 'Kundan Jhumka Ring (22K)') }))
      .body;
    expect(html).toContain('<meta property="og:image:alt" content="Kundan Jhumka Ring (22K)">');
    expect(html).toContain('<meta name="twitter:image:alt" content="Kundan Jhumka Ring (22K)">');
  });

  it('keeps a hostile name inside its data blocks and text', async () => {
    const name = 'Ring </script><script>alert(1)</script>';
    const res = await t.app.inject({ method: 'GET', url: canonicalOf(ids.hostile!, name) });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    const crumbs = jsonLdOf(res.body).find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement;
    expect((crumbs as Array<{ name: string }>).at(-1)?.name).toBe(name);
  });

  it('serves the page from the read cache with its ETag, draws it again after a rate or product write', async () => {
    const url = canonicalOf(ids.priced!, 'Kundan Jhumka Ring (22K)');
    const first = await t.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    await t.app.inject({ method: 'POST', url: '/api/updateGold', headers: auth, payload: { price: 8100 } });
    const repriced = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(repriced.statusCode).toBe(200);
    const api = (await t.app.inject({ method: 'GET', url: `/api/getProduct/${ids.priced}` })).json<{
      product: { price: { total: number } };
    }>();
    expect(jsonLdOf(repriced.body).find((n) => n['@type'] === 'Product')?.offers).toMatchObject({
      price: api.product.price.total.toFixed(2),
    });

    // A rename moves the canonical address: the old one now redirects.
    const upd = await t.app.inject({
      method: 'PUT',
      url: `/api/updateProduct/${ids.priced}`,
      headers: auth,
      payload: {
        name: 'Kundan Jhumka Ring',
        category: categoryId,
        description: 'Renamed.',
        metal: 'gold',
        purity: '22K',
        grossWeight: '5',
        netWeight: '4.5',
      },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    const old = await t.app.inject({ method: 'GET', url });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(canonicalOf(ids.priced!, 'Kundan Jhumka Ring'));
  });
});
