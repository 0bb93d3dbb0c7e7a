import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, PURITIES, SHOWROOMS, type SelectionType } from '@shared/constants';
import { productDetailAnswer } from '@shared/schemas/catalog-wire';
import { piecePageAnswer } from '@shared/schemas/stock-wire';
import type { ProductDto, ProductPage } from '@shared/schemas/catalog';
import { sizesFitName } from '@shared/schemas/specifications';
import { DESIGNS } from '@server/demo/art/designs';
import { createArtCache } from '@server/demo/art-cache';
import { DEMO_PIECES } from '@server/demo/catalogue';
import { DEMO_VIEWS, demoArtworkSvg } from '@server/demo/demo-artwork';
import { demoPhotoAlt, demoSpecifications, seedDemoData } from '@server/demo/seed';
import { createImageStore, type ImageStore } from '@server/platform/images/images';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { trpcQuery } from './helpers/trpc-http';
import { wire } from './helpers/wire';

// The demo catalogue: enough believable pieces in every collection, drawn as their
// specifications say, stored with all their views through the image store.

const MIN_PER_COLLECTION = 12;
/** The product_photos.alt column's width. */
const PHOTO_ALT_MAX = 200;
const METAL_LOOKS = {
  gold: ['yellow', 'rose', 'white', 'antique'],
  silver: ['silver', 'oxidised'],
  platinum: ['white'],
} as const;

describe('demo catalogue data', () => {
  it('has at least 12 pieces in every collection and at least 30 distinct designs', () => {
    for (const collection of COLLECTIONS) {
      const pieces = DEMO_PIECES.filter((p) => p.selections.includes(collection.selectionType));
      expect(pieces.length, collection.title).toBeGreaterThanOrEqual(MIN_PER_COLLECTION);
    }
    expect(new Set(DEMO_PIECES.map((p) => p.design)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(DEMO_PIECES.map((p) => p.name)).size).toBe(DEMO_PIECES.length);
    // No two pieces share a picture.
    expect(new Set(DEMO_PIECES.map((p) => demoArtworkSvg(p.design, p.look, 'front'))).size).toBe(DEMO_PIECES.length);
  });

  it('draws the metal and stones the specifications list', () => {
    for (const piece of DEMO_PIECES) {
      const specs = demoSpecifications(piece);
      expect(METAL_LOOKS[piece.metal] as readonly string[], piece.name).toContain(piece.look.metal);
      expect(PURITIES[piece.metal] as readonly string[], piece.name).toContain(specs.purity);
      const listed = new Set(specs.stones.map((s) => s.kind));
      for (const gem of piece.look.gems) {
        const kind =
          {
            diamond: piece.metal === 'silver' ? 'other' : 'diamond',
            polki: 'polki',
            kundan: 'kundan',
            ruby: 'ruby',
            emerald: 'emerald',
            pearl: 'pearl',
          }[gem as string] ?? 'other';
        if (gem !== 'enamelGreen' && gem !== 'enamelRed') expect([...listed], `${piece.name}: ${gem}`).toContain(kind);
      }
      expect(specs.stones.length, piece.name).toBeLessThanOrEqual(piece.look.gems.length);
      expect(
        sizesFitName(
          specs.sizes.map((s) => s.label),
          piece.name,
        ),
        piece.name,
      ).toBe(true);
      if (specs.netWeightMg !== null) {
        expect(specs.netWeightMg, piece.name).toBeGreaterThan(300);
        expect(specs.netWeightMg, piece.name).toBeLessThan(150_000);
      }
      for (const view of DEMO_VIEWS)
        expect(demoPhotoAlt(piece, view).length, piece.name).toBeLessThanOrEqual(PHOTO_ALT_MAX);
      if (piece.metal === 'gold') expect(specs.huid, piece.name).toMatch(/^[A-Z0-9]{6}$/);
    }
  });

  it('renders every design, in every view, as a valid picture', async () => {
    for (const design of Object.keys(DESIGNS) as Array<keyof typeof DESIGNS>) {
      for (const view of DEMO_VIEWS) {
        const svg = demoArtworkSvg(
          design,
          { metal: 'yellow', gems: ['ruby', 'pearl', 'emerald'], variant: 1 },
          view,
        ).replace('width="1024" height="1024"', 'width="64" height="64"');
        const meta = await sharp(Buffer.from(svg))
          .png()
          .toBuffer()
          .then((b) => sharp(b).metadata());
        expect(meta.width, `${design} ${view}`).toBe(64);
      }
    }
  });

  it('keeps rendered pictures in its cache and copies them on the next run', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-art-'));
    try {
      const store = createImageStore(path.join(dir, 'uploads'), { maxBytes: 5_000_000, maxPixels: 10_000_000 });
      const cache = createArtCache(store, path.join(dir, 'cache'));
      const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#d4a84b' } })
        .png()
        .toBuffer();
      let renders = 0;
      const render = async () => {
        renders += 1;
        return png;
      };
      expect(await cache.has('<svg a/>')).toBe(false);
      const first = await cache.store('<svg a/>', render);
      expect(await cache.has('<svg a/>')).toBe(true);
      const second = await cache.store('<svg a/>', render);
      expect(renders).toBe(1);
      expect(second).not.toBe(first);
      expect(fs.readdirSync(path.join(dir, 'uploads')).filter((f) => f.startsWith(second))).toHaveLength(3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeEachDatabase('demo seed', (dialect) => {
  let t: TestApp;
  let summary: Awaited<ReturnType<typeof seedDemoData>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The rows are what is tested here: a store that names pictures without encoding them
    // (rendering and the store are tested above and in the image tests).
    const images: ImageStore = {
      dir: t.deps.images.dir,
      remove: async () => undefined,
      save: async () => randomBytes(16).toString('hex'),
    };
    summary = await seedDemoData(
      { ...t.deps, images },
      { artCacheDir: null, waitForAllViews: true, rasterise: async () => Buffer.alloc(0) },
    );
  }, 60_000);
  afterAll(async () => t.close());

  const list = async (type: SelectionType) => {
    const res = await trpcQuery<ProductPage>(t.app, 'selection.list', { type, limit: 100 });
    return res.data!;
  };

  it('fills every collection with at least 12 pieces', async () => {
    expect(summary.products).toBe(DEMO_PIECES.length);
    expect(summary.pendingPhotos).toBe(0);
    for (const collection of COLLECTIONS)
      expect((await list(collection.selectionType)).total, collection.title).toBeGreaterThanOrEqual(MIN_PER_COLLECTION);
  });

  it('stores every view of a piece as its photos, main first, with descriptive alt text', async () => {
    expect(summary.photos).toBe(DEMO_PIECES.length * DEMO_VIEWS.length);
    const jhumkas = DEMO_PIECES.find((p) => p.design === 'jhumkas' && p.metal === 'gold')!;
    const page = await list(jhumkas.selections[0]!);
    const listed = page.products.find((p) => p.name === jhumkas.name)!;
    const product = (await trpcQuery<ProductDto>(t.app, 'catalog.productById', { id: listed.id })).data!;
    expect(product.photos.map((p) => p.alt)).toEqual(DEMO_VIEWS.map((view) => demoPhotoAlt(jhumkas, view)));
    expect(product.photos[0]!.url).toBe(product.photo);
    expect(product.photos[0]!.alt).toContain('jhumkas');
  });

  it('prices pieces from their weights, with sizes, own making charges and pieces on request', async () => {
    const rings = (await list('goldRings')).products;
    // What the browser journeys look for (e2e/prices-*.spec.ts), within the pages they read.
    expect(rings.some((p) => p.price && p.specifications.sizes.length === 0 && p.specifications.purity === '22K')).toBe(
      true,
    );
    expect(rings.some((p) => p.price && p.specifications.sizes.length > 2)).toBe(true);
    const newest = (await trpcQuery<ProductPage>(t.app, 'catalog.listProducts', { limit: 100 })).data!.products;
    expect(newest.some((p) => p.price === null)).toBe(true);
    expect(newest.some((p) => p.price && p.specifications.sizes.length > 2)).toBe(true);
    const cheapest = (await trpcQuery<ProductPage>(t.app, 'catalog.listProducts', { limit: 100, sort: 'priceAsc' }))
      .data!.products;
    expect(
      cheapest.some(
        (p) =>
          p.price &&
          p.specifications.purity === '22K' &&
          p.specifications.sizes.length === 0 &&
          p.specifications.makingChargeType !== null,
      ),
    ).toBe(true);
  });

  it('gives most designs pieces of their own weights in both showrooms; some sold, sent, made to order', async () => {
    const owner = bearer(await t.adminToken());
    const all = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/pieces?${query}`, headers: owner });
      return wire(res, piecePageAnswer);
    };
    const everything = await all('page=1');
    expect(summary.pieces).toBe(everything.total);
    expect(everything.total).toBeGreaterThan(DEMO_PIECES.length);
    for (const status of ['sold', 'inTransit'] as const)
      expect((await all(`status=${status}`)).total).toBeGreaterThan(2);
    for (const showroom of SHOWROOMS)
      expect((await all(`showroom=${showroom}&status=inStock`)).total).toBeGreaterThan(20);

    const pieces = (
      await Promise.all(Array.from({ length: everything.totalPages }, (_, i) => all(`page=${i + 1}`)))
    ).flatMap((page) => page.pieces);
    expect(new Set(pieces.map((p) => p.tag)).size).toBe(pieces.length);
    const huids = pieces.flatMap((p) => (p.huid ? [p.huid] : []));
    expect(new Set(huids).size).toBe(huids.length);
    for (const piece of pieces) {
      expect(piece.netWeight, piece.tag).toBeLessThanOrEqual(piece.grossWeight);
      expect(piece.price?.total ?? 0, piece.tag).toBeGreaterThan(0);
    }
    // Some designs have no piece at all: made to order.
    const stocked = new Set(pieces.map((p) => p.productId));
    expect(stocked.size).toBeLessThan(DEMO_PIECES.length);
    const product = await t.app.inject({ method: 'GET', url: `/api/getProduct/${pieces[0]!.productId}` });
    expect(wire(product, productDetailAnswer).product.madeToOrder).toBe(false);
  });
});
