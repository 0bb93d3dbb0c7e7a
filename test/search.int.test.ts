import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchFacets } from '@shared/schemas/search';
import { multipart, pngImage } from './helpers/images';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { trpcQuery } from './helpers/trpc-http';

// A small catalogue whose facet counts are worked out by hand below. Gold 24K is 7,800 a gram;
// no making charges; prices are metal + stones + 3% GST, and each piece sits well inside its band.

interface Piece {
  key: string;
  name: string;
  description: string;
  category: 'Earrings' | 'Necklaces' | 'Bangles' | 'Rings';
  metal: string;
  purity: string;
  netWeight: number;
  stones?: Array<{ kind: string; count: number; value: number }>;
  sizes?: Array<{ label: string; netWeight: number }>;
  collections: string[];
}

const PIECES: Piece[] = [
  {
    key: 'kundanJhumka',
    name: 'Kundan Jhumka',
    description: 'Temple work with pearls',
    category: 'Earrings',
    metal: 'gold',
    purity: '22K',
    netWeight: 3,
    stones: [{ kind: 'kundan', count: 4, value: 200 }],
    collections: ['goldEarrings', 'bestsellers'],
  },
  {
    key: 'peacockJhumki',
    name: 'Peacock Jhumki',
    description: 'Light and festive',
    category: 'Earrings',
    metal: 'gold',
    purity: '18K',
    netWeight: 1.5,
    stones: [{ kind: 'pearl', count: 2, value: 100 }],
    collections: ['goldEarrings'],
  },
  {
    key: 'raniHaar',
    name: 'Rani Haar',
    description: 'A bridal necklace with uncut diamonds',
    category: 'Necklaces',
    metal: 'gold',
    purity: '22K',
    netWeight: 10,
    stones: [{ kind: 'polki', count: 12, value: 5000 }],
    collections: ['goldNecklaceSet'],
  },
  {
    key: 'morpankh',
    name: 'Morpankh Necklace',
    description: 'Peacock feather motif',
    category: 'Necklaces',
    metal: 'gold',
    purity: '22K',
    netWeight: 5,
    collections: ['goldNecklaceSet'],
  },
  {
    key: 'plainKada',
    name: 'Plain Kada',
    description: 'Everyday bangle',
    category: 'Bangles',
    metal: 'gold',
    purity: '22K',
    netWeight: 12,
    sizes: [
      { label: '2.4', netWeight: 12 },
      { label: '2.6', netWeight: 12.5 },
    ],
    collections: ['goldBangles'],
  },
  {
    key: 'silverPayal',
    name: 'Silver Payal',
    description: 'Anklets with ghungroo',
    category: 'Bangles',
    metal: 'silver',
    purity: '925',
    netWeight: 20,
    collections: [],
  },
  {
    key: 'ringMor',
    name: 'Ring Mor',
    description: 'A peacock ring',
    category: 'Rings',
    metal: 'gold',
    purity: '14K',
    netWeight: 1,
    stones: [{ kind: 'diamond', count: 1, value: 1000 }],
    collections: [],
  },
  {
    key: 'eveningStuds',
    name: 'Evening Studs',
    description: 'Small studs that go with a kundan necklace',
    category: 'Earrings',
    metal: 'gold',
    purity: '22K',
    netWeight: 1,
    collections: ['goldEarrings'],
  },
];

interface RestProduct {
  _id: string;
  name: string;
}
interface SearchAnswer {
  products: RestProduct[];
  total: number;
  totalPages: number;
  page: number;
  facets: SearchFacets;
}

describeEachDatabase('search and facets', (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  const ids = new Map<string, string>();
  const categories = new Map<string, string>();
  const keyOf = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = bearer(await t.adminToken());
    const gold = await t.app.inject({
      method: 'POST',
      url: '/api/updateGold',
      headers: auth,
      payload: { price: 7800 },
    });
    expect(gold.statusCode, gold.body).toBe(200);
    for (const name of ['Earrings', 'Necklaces', 'Bangles', 'Rings']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/createCategory', headers: auth, payload: { name } });
      categories.set(name, res.json<{ category: { _id: string } }>().category._id);
    }
    const image = await pngImage(16, 16);
    for (const p of PIECES) {
      const body = multipart(
        {
          name: p.name,
          description: p.description,
          category: categories.get(p.category) ?? '',
          metal: p.metal,
          purity: p.purity,
          netWeight: String(p.netWeight),
          ...(p.stones ? { stones: JSON.stringify(p.stones) } : {}),
          ...(p.sizes ? { sizes: JSON.stringify(p.sizes) } : {}),
        },
        [{ field: 'productImage', filename: 'p.png', contentType: 'image/png', data: image }],
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/createProduct',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ product: RestProduct }>().product._id;
      ids.set(p.key, id);
      keyOf.set(id, p.key);
      t.advance(1000);
    }
    for (const p of PIECES) {
      for (const type of p.collections) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/addSelection',
          headers: auth,
          payload: { type, catagoryId: categories.get(p.category), productId: [ids.get(p.key)] },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
  });
  afterAll(async () => t.close());

  const search = async (query: Record<string, string | number>): Promise<SearchAnswer> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/search',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchAnswer>();
  };
  const keys = (answer: SearchAnswer) => answer.products.map((p) => keyOf.get(p._id));
  const found = async (q: string) => keys(await search({ q })).sort();

  describe('text', () => {
    it('matches words in any order, the last one as a prefix', async () => {
      expect(await found('mor ring')).toEqual(['ringMor']);
      expect(await found('ring mor')).toEqual(['ringMor']);
      expect(await found('jhum')).toEqual(['kundanJhumka', 'peacockJhumki']);
      expect(await found('peaco jhum')).toEqual([]);
      expect(await found('jhumki peaco')).toEqual(['peacockJhumki']);
    });

    it('ignores case and accents', async () => {
      expect(await found('KUNDAN')).toEqual(['eveningStuds', 'kundanJhumka']);
      expect(await found('jhumkā')).toEqual(['kundanJhumka', 'peacockJhumki']);
      expect(await found('Jhumkas')).toEqual(['kundanJhumka', 'peacockJhumki']);
    });

    it('finds the synonyms shoppers use', async () => {
      expect(await found('haar')).toEqual(['eveningStuds', 'morpankh', 'raniHaar']);
      expect(await found('anklet')).toEqual(['silverPayal']);
      expect(await found('payal')).toEqual(['silverPayal']);
      expect(await found('kangan')).toEqual(['plainKada']);
      expect(await found('uncut diamond')).toEqual(['raniHaar']);
      expect(await found('polki')).toEqual(['raniHaar']);
      expect(await found('jhumki')).toEqual(['kundanJhumka', 'peacockJhumki']);
    });

    it('ranks a match in the name above one in the description, then by the chosen sort', async () => {
      expect(keys(await search({ q: 'kundan' }))).toEqual(['kundanJhumka', 'eveningStuds']);
      expect(keys(await search({ q: 'kundan', sort: 'newest' }))).toEqual(['kundanJhumka', 'eveningStuds']);
      expect(keys(await search({ q: 'necklace', sort: 'nameAsc' }))).toEqual(['morpankh', 'raniHaar', 'eveningStuds']);
    });

    it('matches purities and bangle sizes through the structured fields', async () => {
      expect(await found('22K')).toEqual(['eveningStuds', 'kundanJhumka', 'morpankh', 'plainKada', 'raniHaar']);
      expect(await found('22k jhumka')).toEqual(['kundanJhumka']);
      expect(await found('18 kt')).toEqual([]);
      expect(await found('2.4')).toEqual(['plainKada']);
      expect(await found('kada 2.6')).toEqual(['plainKada']);
    });

    it('answers hostile query syntax as plain text, never with a server error', async () => {
      const hostile = [
        '"',
        'ring"',
        '"ring',
        'NEAR(ring mor)',
        'ring NEAR mor',
        '*',
        'ring*',
        '-ring',
        '+ring',
        '(ring',
        'ring)',
        'ring OR mor',
        'ring AND',
        'NOT ring',
        '{name_text}: ring',
        'name_text:ring',
        '^ring',
        "' or 1=1 --",
        '%',
        '_',
        '\\',
        '@@',
        '~ring',
        '<ring>',
        'ring"*',
        'a',
        'the',
        '  ',
        'ऋ',
        '🙂',
      ];
      for (const q of hostile) {
        const res = await t.app.inject({ method: 'GET', url: '/api/search', query: { q } });
        expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
        const sugg = await t.app.inject({ method: 'GET', url: '/api/searchSuggestions', query: { q } });
        expect(sugg.statusCode, `${q}: ${sugg.body}`).toBe(200);
      }
      expect(await found('NEAR(ring mor)')).toEqual([]);
      expect(await found('ring (mor')).toEqual(['ringMor']);
      expect(await found('"ring" mor*')).toEqual(['ringMor']);
      expect(await found('-ring')).toEqual(['ringMor']);
      expect(await found('the')).toEqual([]);
    });
  });

  describe('facets', () => {
    it('counts every facet over the whole catalogue', async () => {
      const { facets, total } = await search({});
      expect(total).toBe(8);
      expect(facets.metal).toEqual([
        { value: 'gold', count: 7 },
        { value: 'silver', count: 1 },
      ]);
      expect(facets.purity).toEqual([
        { value: '22K', count: 5 },
        { value: '18K', count: 1 },
        { value: '14K', count: 1 },
        { value: '925', count: 1 },
      ]);
      expect(facets.stone).toEqual([
        { value: 'diamond', count: 1 },
        { value: 'polki', count: 1 },
        { value: 'kundan', count: 1 },
        { value: 'pearl', count: 1 },
      ]);
      expect(facets.category.map((c) => [c.label, c.count])).toEqual([
        ['Earrings', 3],
        ['Bangles', 2],
        ['Necklaces', 2],
        ['Rings', 1],
      ]);
      expect(facets.collection.map((c) => [c.value, c.count])).toEqual([
        ['goldNecklaceSet', 2],
        ['goldEarrings', 3],
        ['goldBangles', 1],
        ['bestsellers', 1],
      ]);
      expect(facets.price).toEqual([
        { min: 0, max: 10_000, count: 3 },
        { min: 10_000, max: 25_000, count: 1 },
        { min: 25_000, max: 50_000, count: 1 },
        { min: 50_000, max: 100_000, count: 2 },
      ]);
      expect(facets.weight).toEqual([
        { min: 0, max: 2, count: 3 },
        { min: 2, max: 5, count: 1 },
        { min: 5, max: 10, count: 1 },
        { min: 10, max: 20, count: 2 },
        { min: 20, max: 50, count: 1 },
      ]);
    });

    it('counts each facet among the pieces that pass the other filters, and hides empty values', async () => {
      const { facets, total } = await search({ purity: '22K' });
      expect(total).toBe(5);
      expect(facets.category.map((c) => [c.label, c.count])).toEqual([
        ['Earrings', 2],
        ['Necklaces', 2],
        ['Bangles', 1],
      ]);
      expect(facets.purity).toEqual([
        { value: '22K', count: 5 },
        { value: '18K', count: 1 },
        { value: '14K', count: 1 },
        { value: '925', count: 1 },
      ]);
      expect(facets.metal).toEqual([{ value: 'gold', count: 5 }]);
      expect(facets.stone).toEqual([
        { value: 'polki', count: 1 },
        { value: 'kundan', count: 1 },
      ]);
      expect(facets.price).toEqual([
        { min: 0, max: 10_000, count: 1 },
        { min: 10_000, max: 25_000, count: 1 },
        { min: 25_000, max: 50_000, count: 1 },
        { min: 50_000, max: 100_000, count: 2 },
      ]);
      expect(facets.weight).toEqual([
        { min: 0, max: 2, count: 1 },
        { min: 2, max: 5, count: 1 },
        { min: 5, max: 10, count: 1 },
        { min: 10, max: 20, count: 2 },
      ]);
      expect(facets.collection.map((c) => [c.value, c.count])).toEqual([
        ['goldNecklaceSet', 2],
        ['goldEarrings', 2],
        ['goldBangles', 1],
        ['bestsellers', 1],
      ]);

      const narrowed = await search({ purity: '22K', category: categories.get('Earrings') ?? '', minWeight: 2 });
      expect(keys(narrowed)).toEqual(['kundanJhumka']);
      expect(narrowed.facets.weight).toEqual([
        { min: 0, max: 2, count: 1 },
        { min: 2, max: 5, count: 1 },
      ]);
      expect(narrowed.facets.category.map((c) => [c.label, c.count])).toEqual([
        ['Necklaces', 2],
        ['Bangles', 1],
        ['Earrings', 1],
      ]);
      const priced = await search({ q: 'peacock', maxPrice: 9_999.99 });
      expect(keys(priced).sort()).toEqual(['peacockJhumki', 'ringMor']);
      expect(priced.facets.price).toEqual([
        { min: 0, max: 10_000, count: 2 },
        { min: 25_000, max: 50_000, count: 1 },
      ]);
    });

    it('combines filters over more than one page', async () => {
      const pages: Array<string | undefined> = [];
      const first = await search({ metal: 'gold', stone: 'kundan', limit: 1 });
      expect(first.total).toBe(1);
      const query = { metal: 'gold', minPrice: 5_000, maxPrice: 100_000, sort: 'priceAsc', limit: 2 };
      const p1 = await search({ ...query, page: 1 });
      expect(p1.total).toBe(7);
      expect(p1.totalPages).toBe(4);
      for (let page = 1; page <= p1.totalPages; page++) pages.push(...keys(await search({ ...query, page })));
      expect(pages).toEqual([
        'ringMor',
        'eveningStuds',
        'peacockJhumki',
        'kundanJhumka',
        'morpankh',
        'raniHaar',
        'plainKada',
      ]);
    });

    it('runs a collection page through the same machinery, its collection fixed', async () => {
      const res = await trpcQuery<{ products: Array<{ id: number }>; total: number; facets: SearchFacets }>(
        t.app,
        'search.collection',
        { type: 'goldEarrings', purity: '22K' },
      );
      expect(res.data?.total).toBe(2);
      expect(res.data?.facets.purity).toEqual([
        { value: '22K', count: 2 },
        { value: '18K', count: 1 },
      ]);
      const featured = await trpcQuery<{ products: Array<{ id: number }> }>(t.app, 'search.collection', {
        type: 'goldEarrings',
      });
      expect(featured.data?.products.map((p) => keyOf.get(String(p.id)))).toEqual([
        'eveningStuds',
        'peacockJhumki',
        'kundanJhumka',
      ]);
    });

    it('takes several values of a facet: any of them within it, all facets together', async () => {
      const either = await search({ stone: 'kundan,diamond' });
      expect(keys(either).sort()).toEqual(['kundanJhumka', 'ringMor']);
      // A facet's counts ignore its own choice: every stone still shows what choosing it would add.
      expect(either.facets.stone).toEqual([
        { value: 'diamond', count: 1 },
        { value: 'polki', count: 1 },
        { value: 'kundan', count: 1 },
        { value: 'pearl', count: 1 },
      ]);
      expect(either.facets.purity).toEqual([
        { value: '22K', count: 1 },
        { value: '14K', count: 1 },
      ]);
      expect(either.facets.metal).toEqual([{ value: 'gold', count: 2 }]);

      const both = await search({ stone: 'kundan,diamond', purity: '22K,18K' });
      expect(keys(both)).toEqual(['kundanJhumka']);
      expect(both.facets.stone).toEqual([
        { value: 'polki', count: 1 },
        { value: 'kundan', count: 1 },
        { value: 'pearl', count: 1 },
      ]);
      expect(both.facets.purity).toEqual([
        { value: '22K', count: 1 },
        { value: '14K', count: 1 },
      ]);

      const twoCategories = await search({
        category: `${categories.get('Earrings') ?? ''},${categories.get('Rings') ?? ''}`,
        sort: 'nameAsc',
      });
      expect(keys(twoCategories)).toEqual(['eveningStuds', 'kundanJhumka', 'peacockJhumki', 'ringMor']);
      expect(twoCategories.facets.category.map((c) => [c.label, c.count])).toEqual([
        ['Earrings', 3],
        ['Bangles', 2],
        ['Necklaces', 2],
        ['Rings', 1],
      ]);
      expect((await search({ metal: 'gold,silver' })).total).toBe(8);

      // The key repeated reads as the comma list, and tRPC takes a list.
      const repeated = await t.app.inject({ method: 'GET', url: '/api/search?stone=kundan&stone=diamond' });
      expect(repeated.statusCode, repeated.body).toBe(200);
      expect(repeated.json<SearchAnswer>().facets).toEqual(either.facets);
      const trpc = await trpcQuery<{ products: Array<{ id: number }>; total: number; facets: SearchFacets }>(
        t.app,
        'search.search',
        { stone: ['kundan', 'diamond'], purity: ['22K', '18K'] },
      );
      expect(trpc.data?.products.map((p) => String(p.id))).toEqual(both.products.map((p) => p._id));
      expect(trpc.data?.facets).toEqual(both.facets);
      const collection = await trpcQuery<{ total: number }>(t.app, 'search.collection', {
        type: 'goldEarrings',
        purity: ['22K', '18K'],
      });
      expect(collection.data?.total).toBe(3);
    });

    it('answers the same on tRPC as on REST', async () => {
      const rest = await search({ q: 'jhum', purity: '22K' });
      const trpc = await trpcQuery<{ products: Array<{ id: number }>; total: number; facets: SearchFacets }>(
        t.app,
        'search.search',
        { q: 'jhum', purity: '22K' },
      );
      expect(trpc.data?.products.map((p) => String(p.id))).toEqual(rest.products.map((p) => p._id));
      expect(trpc.data?.facets).toEqual(rest.facets);
    });

    it('refuses bad filters with 400', async () => {
      for (const query of [
        { metal: 'copper' },
        { stone: 'ruby,opal' },
        { category: '3,x' },
        { sort: 'cheapest' },
        { minWeight: 5, maxWeight: 2 },
        { minPrice: -1 },
        { q: 'x'.repeat(101) },
      ]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/search',
          query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        });
        expect(res.statusCode, JSON.stringify(query)).toBe(400);
      }
    });
  });

  describe('suggestions and the index kept in step', () => {
    it('suggests the best pieces with photo and price, and the collections named', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/searchSuggestions', query: { q: 'jhumk' } });
      const body = res.json<{
        products: Array<{ _id: string; name: string; photo: string | null; price: number | null }>;
        collections: Array<{ path: string }>;
      }>();
      expect(body.products.map((p) => p.name)).toEqual(['Peacock Jhumki', 'Kundan Jhumka']);
      expect(body.products[0]?.photo).toMatch(/^\/uploads\//);
      expect(body.products[0]?.price).toBeGreaterThan(0);
      expect(body.collections.map((c) => c.path)).toContain('/gold-earrings');
    });

    it('follows product creation, update, deletion and category renames', async () => {
      const body = multipart(
        { name: 'Navratna Tikka', description: 'Nine gems', category: categories.get('Rings') ?? '' },
        [{ field: 'productImage', filename: 'p.png', contentType: 'image/png', data: await pngImage(16, 16) }],
      );
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/createProduct',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      const id = created.json<{ product: RestProduct }>().product._id;
      expect((await search({ q: 'maang tikka' })).products.map((p) => p._id)).toEqual([id]);

      const updated = await t.app.inject({
        method: 'PUT',
        url: `/api/updateProduct/${id}`,
        headers: auth,
        payload: { name: 'Navratna Nath', category: categories.get('Rings'), description: 'Nine gems' },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect((await search({ q: 'tikka' })).total).toBe(0);
      expect((await search({ q: 'nose ring' })).products.map((p) => p._id)).toEqual([id]);

      const renamed = await t.app.inject({
        method: 'PUT',
        url: `/api/updateCategory/${categories.get('Rings')}`,
        headers: auth,
        payload: { name: 'Anguthi' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await search({ q: 'anguthi' })).total).toBe(2);

      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/deleteProduct/${id}`, headers: auth });
      expect(deleted.statusCode).toBe(200);
      expect((await search({ q: 'navratna' })).total).toBe(0);
      expect((await search({ q: 'anguthi' })).total).toBe(1);
    });

    it('finds the newest five among the newest index rows when they hold them, in index order', async () => {
      const made: string[] = [];
      for (const n of ['01', '02', '03', '04', '05', '06']) {
        const body = multipart(
          { name: `Walkabout Ring ${n}`, description: 'A test piece', category: categories.get('Earrings') ?? '' },
          [{ field: 'productImage', filename: 'p.png', contentType: 'image/png', data: await pngImage(16, 16) }],
        );
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/createProduct',
          headers: { ...auth, ...body.headers },
          payload: body.payload,
        });
        expect(res.statusCode, res.body).toBe(201);
        made.push(res.json<{ product: RestProduct }>().product._id);
      }
      const suggest = async (q: string) =>
        (await t.app.inject({ method: 'GET', url: '/api/searchSuggestions', query: { q } }))
          .json<{
            products: Array<{ name: string }>;
          }>()
          .products.map((p) => p.name);
      const newestFive = ['06', '05', '04', '03', '02'].map((n) => `Walkabout Ring ${n}`);
      expect(await suggest('walkabout ri')).toEqual(newestFive);
      expect(await suggest('ring walkab')).toEqual(newestFive);
      // Whole words stay whole: "walk" is not "walkabout", and a short number is a word of its own.
      expect(await suggest('walk ring')).toEqual([]);
      expect(await suggest('walkabout 3')).toEqual(['Walkabout Ring 03']);
      for (const id of made) await t.app.inject({ method: 'DELETE', url: `/api/deleteProduct/${id}`, headers: auth });
    });
  });
});
