import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, METAL_LABELS, METALS, PAGE_SIZES } from '@shared/constants';
import { PAGE_MESSAGES } from '@shared/messages/pages';
import type { ProductDto, ProductPage } from '@shared/schemas/catalog';
import type { SearchResult } from '@shared/schemas/search';
import { COLLECTION_TILES, tileFromPrice, tilePriceInput } from '@client/features/home/home-content';
import { DEMO_PIECES } from '@server/demo/catalogue';
import { demoSpecifications, seedDemoData } from '@server/demo/seed';
import type { ImageStore } from '@server/platform/images/images';
import { createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { trpcQuery } from './helpers/trpc-http';

// What the home page and a piece's page say must agree with the data: each collection tile's
// 'from' price is the lowest price its collection page lists, and a piece's words about its
// hallmark and its metal's rate say what its specifications say.

/** What a piece's words claim about its hallmark: hallmarked, not hallmarked, or nothing. */
function hallmarkClaim(text: string): boolean | null {
  if (/not hallmarked|no hallmark/i.test(text)) return false;
  if (/hallmark/i.test(text)) return true;
  return null;
}

describe('demo pieces say what their specifications say', () => {
  it('mention a hallmark in the description only when the piece is hallmarked', () => {
    for (const piece of DEMO_PIECES) {
      const claim = hallmarkClaim(piece.description);
      const { hallmarked } = demoSpecifications(piece);
      if (claim !== null) expect(claim, `${piece.name}: ${piece.description}`).toBe(hallmarked);
      if (hallmarked) expect(claim, piece.name).toBe(true);
    }
  });

  it("name the piece's own metal in the rate sentence", () => {
    for (const metal of METALS) {
      const note = PAGE_MESSAGES.inStoreNote(metal);
      expect(note).toContain(`${METAL_LABELS[metal].toLowerCase()} rate`);
      for (const other of METALS.filter((m) => m !== metal))
        expect(note, metal).not.toContain(METAL_LABELS[other].toLowerCase());
    }
    expect(PAGE_MESSAGES.inStoreNote(null)).not.toMatch(/gold|silver|platinum/i);
  });
});

describeEachDatabase('home tiles and pieces against the seeded catalogue', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Rows only: pictures are tested in the demo and image tests.
    const images: ImageStore = {
      dir: t.deps.images.dir,
      remove: async () => undefined,
      save: async () => randomBytes(16).toString('hex'),
    };
    await seedDemoData(
      { ...t.deps, images },
      { artCacheDir: null, waitForAllViews: true, rasterise: async () => Buffer.alloc(0) },
    );
  }, 180_000);
  afterAll(async () => t.close());

  /** Every piece a collection page lists, page after page, as the page asks for them. */
  async function wholeCollection(type: string): Promise<ProductDto[]> {
    const pieces: ProductDto[] = [];
    for (let page = 1; ; page++) {
      const res = await trpcQuery<SearchResult>(t.app, 'search.collection', {
        type,
        page,
        limit: PAGE_SIZES.storefront,
      });
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      pieces.push(...res.data!.products);
      if (page >= res.data!.totalPages) return pieces;
    }
  }

  it('shows on each tile the lowest price of the collection it links to, as its page lists it', async () => {
    for (const tile of COLLECTION_TILES) {
      const collection = COLLECTIONS.find((c) => c.path === tile.to);
      expect(collection, tile.to).toBeDefined();
      const input = tilePriceInput(tile)!;
      const shown = tileFromPrice((await trpcQuery<SearchResult>(t.app, 'search.collection', input)).data);
      const prices = (await wholeCollection(collection!.selectionType)).flatMap((p) =>
        p.price ? [p.price.total] : [],
      );
      expect(prices.length, tile.title).toBeGreaterThan(0);
      expect(shown, tile.title).toBe(Math.min(...prices));
    }
  });

  it('keeps every stored piece’s hallmark words in line with its specifications', async () => {
    const res = await trpcQuery<ProductPage>(t.app, 'catalog.listProducts', { limit: 100 });
    const products: ProductDto[] = [...res.data!.products];
    for (let page = 2; page <= res.data!.totalPages; page++)
      products.push(
        ...(await trpcQuery<ProductPage>(t.app, 'catalog.listProducts', { limit: 100, page })).data!.products,
      );
    expect(products).toHaveLength(DEMO_PIECES.length);
    for (const p of products) {
      const claim = hallmarkClaim(p.description);
      if (claim !== null) expect(claim, `${p.name}: ${p.description}`).toBe(p.specifications.hallmarked === true);
      if (p.specifications.metal && p.price)
        expect(PAGE_MESSAGES.inStoreNote(p.specifications.metal), p.name).toContain(
          METAL_LABELS[p.specifications.metal].toLowerCase(),
        );
    }
  });
});
