import { beforeAll, expect, it } from 'vitest';
import { SELECTION_TYPES } from '@shared/constants';
import { AUTH_MESSAGES } from '@shared/messages';
import { SELECTION_MESSAGES } from '@shared/messages/back-office';
import { createCategory, seedProducts, type RestProduct } from './helpers/catalog-fixtures';
import { bearer, useTestApp, describeEachDatabase } from './helpers/harness';
import { trpcMutation, trpcQuery } from './helpers/trpc-http';

describeEachDatabase('selections', (dialect) => {
  let auth: Record<string, string>;
  let gold: string;
  let diamond: string;
  let goldIds: string[];
  let diamondIds: string[];
  const { t } = useTestApp(dialect);
  beforeAll(async () => {
    auth = bearer(await t.adminToken());
    gold = await createCategory(t, 'Gold');
    diamond = await createCategory(t, 'Diamond');
    goldIds = await seedProducts(t, gold, [
      'Patli Bangles',
      'Tode Kada',
      'Nakshi Bangles',
      'Antique Kada',
      'Bajuband',
      'Gold Chudi',
      'Kangan Pair',
    ]);
    diamondIds = await seedProducts(t, diamond, ['Diamond Line Bracelet', 'Floral Diamond Kada']);
  });

  const list = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/getSelectionByTypeCatagory', payload });
    return {
      status: res.statusCode,
      body: res.json<{ products: RestProduct[]; totalPages: number; message?: string }>(),
    };
  };

  it('adds products to a type, lists them newest first, and adds more without duplicates', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/addSelection',
      headers: auth,
      payload: { type: 'goldBangles', catagoryId: gold, productId: goldIds.slice(0, 3) },
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ message: SELECTION_MESSAGES.added(3) });

    const more = await t.app.inject({
      method: 'PUT',
      url: '/api/addNewSelection',
      headers: auth,
      payload: { type: 'goldBangles', catagoryId: gold, productId: [goldIds[2], goldIds[3], goldIds[4]] },
    });
    expect(more.json()).toEqual({ message: SELECTION_MESSAGES.added(2) });

    const { body } = await list({ type: 'goldBangles', catagoryId: gold, page: 1, limit: 20 });
    expect(body.products.map((p) => p._id).sort()).toEqual(goldIds.slice(0, 5).sort());
    expect(body.totalPages).toBe(1);
    const noCategory = await list({ type: 'goldBangles', page: 1, limit: 20 });
    expect(noCategory.body.products).toHaveLength(5);
  });

  it('searches and sorts over the whole selection, page by page', async () => {
    const page = async (p: number, extra: Record<string, unknown>) =>
      (await list({ type: 'goldBangles', page: p, limit: 2, ...extra })).body;
    const p1 = await page(1, { sort: 'nameAsc' });
    expect(p1.totalPages).toBe(3);
    const names = [
      ...p1.products,
      ...(await page(2, { sort: 'nameAsc' })).products,
      ...(await page(3, { sort: 'nameAsc' })).products,
    ].map((p) => p.name);
    expect(names).toEqual(['Antique Kada', 'Bajuband', 'Nakshi Bangles', 'Patli Bangles', 'Tode Kada']);
    const d1 = await page(1, { sort: 'nameDesc' });
    expect(d1.products.map((p) => p.name)).toEqual(['Tode Kada', 'Patli Bangles']);
    const searched = await list({ type: 'goldBangles', q: 'KADA', page: 1, limit: 1, sort: 'nameAsc' });
    expect(searched.body.totalPages).toBe(2);
    expect(searched.body.products.map((p) => p.name)).toEqual(['Antique Kada']);
    const viaTrpc = await trpcQuery<{ products: Array<{ name: string }>; totalPages: number }>(
      t.app,
      'selection.list',
      { type: 'goldBangles', q: 'kada', page: 2, limit: 1, sort: 'nameAsc' },
    );
    expect(viaTrpc.data?.products.map((p) => p.name)).toEqual(['Tode Kada']);
  });

  it('refuses products of another category, unknown products and incomplete requests', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/addSelection',
      headers: auth,
      payload: { type: 'goldBangles', catagoryId: gold, productId: [diamondIds[0]] },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: SELECTION_MESSAGES.productsNotInCategory });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/addSelection',
      headers: auth,
      payload: { type: 'goldBangles', catagoryId: gold, productId: ['999999'] },
    });
    expect(unknown.statusCode).toBe(404);

    const incomplete = [
      {},
      { type: 'goldBangles' },
      { type: 'goldBangles', catagoryId: gold },
      { type: 'goldBangles', catagoryId: gold, productId: [] },
      { type: 'nope', catagoryId: gold, productId: [goldIds[0]] },
      { type: 'goldBangles', catagoryId: gold, productId: 'x' },
    ];
    for (const payload of incomplete) {
      const a = await t.app.inject({ method: 'POST', url: '/api/addSelection', headers: auth, payload });
      expect(a.statusCode, JSON.stringify(payload)).toBe(400);
      expect(a.json()).toEqual({ message: SELECTION_MESSAGES.addFieldsRequired });
      const u = await t.app.inject({ method: 'PUT', url: '/api/addNewSelection', headers: auth, payload });
      expect(u.json()).toEqual({ message: SELECTION_MESSAGES.updateFieldsRequired });
      const d = await t.app.inject({
        method: 'DELETE',
        url: '/api/deleteSelection',
        headers: auth,
        payload: { ...payload, catagoryId: undefined },
      });
      if (d.statusCode === 400) expect(d.json()).toEqual({ message: SELECTION_MESSAGES.deleteFieldsRequired });
    }
    const badList = await list({ type: 'nope', page: 1, limit: 20 });
    expect(badList.status).toBe(400);
    expect(badList.body.message).toBe(SELECTION_MESSAGES.unknownType);
  });

  it('removes products from a type', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/deleteSelection',
      headers: auth,
      payload: { type: 'goldBangles', productId: [goldIds[0], goldIds[1]] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SELECTION_MESSAGES.removed(2) });
    const { body } = await list({ type: 'goldBangles', page: 1, limit: 20 });
    expect(body.products.map((p) => p._id).sort()).toEqual(goldIds.slice(2, 5).sort());
  });

  it('accepts every shared type, including the bangle types older integrations still send', async () => {
    for (const type of ['antiqueBangles', 'maharashtrianBangles', 'weddingBangles', 'bestsellers'] as const) {
      expect(SELECTION_TYPES).toContain(type);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/addSelection',
        headers: auth,
        payload: { type, catagoryId: diamond, productId: diamondIds },
      });
      expect(res.statusCode, type).toBe(200);
      expect((await list({ type, page: 1, limit: 20 })).body.products).toHaveLength(2);
    }
  });

  it('tells the dashboard which products of a category are in a type', async () => {
    const res = await trpcQuery<Array<{ id: number; name: string; inSelection: boolean }>>(
      t.app,
      'selection.choices',
      { type: 'goldBangles', categoryId: Number(gold) },
      auth,
    );
    expect(res.status).toBe(200);
    const inSel = res
      .data!.filter((c) => c.inSelection)
      .map((c) => String(c.id))
      .sort();
    expect(inSel).toEqual(goldIds.slice(2, 5).sort());
    expect(res.data).toHaveLength(goldIds.length);
  });

  it('refuses every selection write without an admin session, on REST and tRPC', async () => {
    for (const [method, url] of [
      ['POST', '/api/addSelection'],
      ['PUT', '/api/addNewSelection'],
      ['DELETE', '/api/deleteSelection'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: { type: 'goldBangles', catagoryId: gold, productId: [goldIds[6]] },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.adminRequired });
    }
    for (const proc of ['selection.add', 'selection.addMore', 'selection.remove']) {
      const res = await trpcMutation(t.app, proc, {
        type: 'goldBangles',
        categoryId: Number(gold),
        productIds: [Number(goldIds[6])],
      });
      expect(res.status, proc).toBe(401);
    }
    expect(
      (await trpcQuery(t.app, 'selection.choices', { type: 'goldBangles', categoryId: Number(gold) })).status,
    ).toBe(401);
    const { body } = await list({ type: 'goldBangles', page: 1, limit: 20 });
    expect(body.products.map((p) => p._id)).not.toContain(goldIds[6]);
  });
});
