import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES } from '@shared/messages/back-office';
import type { AuditEntryDto, AuditListDto, AuditVerifyDto } from '@shared/schemas/audit';
import { createCategory, createProduct } from './helpers/catalog-fixtures';
import { ADMIN_USERNAME, bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';
import { trpcQuery } from './helpers/trpc-http';

// The audit log (issue 27, item 5): an entry per admin write, in the write's transaction, with
// before and after; a hash chain that verify walks, catching an edited or a removed row.

describeEachDatabase('audit log', (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = bearer(await t.adminToken());
  });
  afterAll(async () => t.close());

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditListDto>();
  };
  const newest = async () => (await list()).entries[0];
  const verify = async (app: TestApp, headers: Record<string, string>) => {
    const res = await app.app.inject({ method: 'GET', url: '/api/audit/verify', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditVerifyDto>();
  };

  it('records who changed a category, a product, a photo and the rates, with before and after', async () => {
    const categoryId = await createCategory(t, 'Audit Rings');
    expect(await newest()).toMatchObject({
      actor: { username: ADMIN_USERNAME, kind: 'admin' },
      action: 'create',
      entity: 'category',
      entityId: Number(categoryId),
      before: null,
      after: { name: 'Audit Rings' },
    });
    expect((await newest())?.address).toEqual(expect.any(String));

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/updateCategory/${categoryId}`,
      headers: auth,
      payload: { name: 'Audit Bands' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'update',
      entity: 'category',
      before: { name: 'Audit Rings' },
      after: { name: 'Audit Bands' },
    });

    const product = await createProduct(t, { name: 'Audit Solitaire', category: categoryId });
    const productId = Number(product._id);
    expect(await newest()).toMatchObject({
      action: 'create',
      entity: 'product',
      entityId: productId,
      before: null,
      after: { name: 'Audit Solitaire', categoryId: Number(categoryId) },
    });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/updateProduct/${product._id}`,
      headers: auth,
      payload: { name: 'Audit Solitaire II', category: categoryId, description: 'Handcrafted.' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'update',
      entity: 'product',
      entityId: productId,
      before: { name: 'Audit Solitaire' },
      after: { name: 'Audit Solitaire II' },
    });

    const photo = multipart({ alt: 'Side view' }, [
      { field: 'productImage', filename: 'side.png', contentType: 'image/png', data: await pngImage(20, 20) },
    ]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product._id}/photos`,
      headers: { ...auth, ...photo.headers },
      payload: photo.payload,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await newest()).toMatchObject({
      action: 'create',
      entity: 'productPhoto',
      before: null,
      after: { productId },
    });

    const gold = await t.app.inject({
      method: 'POST',
      url: '/api/updateGold',
      headers: auth,
      payload: { price: 7800 },
    });
    expect(gold.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'update',
      entity: 'metalRates',
      entityId: null,
      before: { metals: ['gold'], rates: [{ metal: 'gold', purity: '24K', pricePaise: null }] },
      after: { metals: ['gold'], rates: [{ metal: 'gold', purity: '24K', pricePaise: 780_000 }] },
    });
    const rates = await t.app.inject({
      method: 'POST',
      url: '/api/updateRates',
      headers: auth,
      payload: { rates: [{ metal: 'gold', purity: '24K', pricePerGram: 7900 }] },
    });
    expect(rates.statusCode).toBe(200);
    expect(await newest()).toMatchObject({
      before: { rates: [{ purity: '24K', pricePaise: 780_000 }] },
      after: { rates: [{ purity: '24K', pricePaise: 790_000 }] },
    });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/deleteProduct/${product._id}`, headers: auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await newest()).toMatchObject({
      action: 'delete',
      entity: 'product',
      entityId: productId,
      before: { name: 'Audit Solitaire II' },
      after: null,
    });
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/deleteCategory/${categoryId}`, headers: auth });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await newest()).toMatchObject({ action: 'delete', entity: 'category', before: { name: 'Audit Bands' } });

    expect(await verify(t, auth)).toEqual({ ok: true, checked: (await list()).total, firstBrokenId: null });
  });

  it('leaves no entry behind when the write fails after its hooks ran', async () => {
    const before = await list();
    // The rate guard refuses after the rates and the repricing were written (and the hooks run).
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/updateGold',
      headers: auth,
      payload: { price: 79 },
    });
    expect(refused.statusCode).toBe(409);
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: auth,
      payload: { name: 'Audit Twice' },
    });
    expect(duplicate.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/createCategory',
      headers: auth,
      payload: { name: 'Audit Twice' },
    });
    expect(again.statusCode).toBe(409);
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    expect(after.entries[0]).toMatchObject({ entity: 'category', after: { name: 'Audit Twice' } });
    expect((await verify(t, auth)).ok).toBe(true);
  });

  it('filters by actor, entity, action and time, newest first, a page at a time', async () => {
    const all = await list();
    expect(all.entries.map((e) => e.id)).toEqual([...all.entries.map((e) => e.id)].sort((a, b) => b - a));
    const products = await list('?entity=product');
    expect(products.entries.length).toBeGreaterThan(0);
    expect(products.entries.every((e) => e.entity === 'product')).toBe(true);
    const deletes = await list('?entity=product&action=delete');
    expect(deletes.entries.map((e) => e.action)).toEqual(['delete']);
    expect((await list(`?actor=${ADMIN_USERNAME}`)).total).toBe(all.total);
    expect((await list('?actor=nobody')).total).toBe(0);
    const today = new Date(t.deps.now()).toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await list('?to=2000-01-01')).total).toBe(0);

    const bad = await t.app.inject({ method: 'GET', url: '/api/audit?from=yesterday', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: AUDIT_MESSAGES.dateInvalid });
    expect((await t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/audit/verify' })).statusCode).toBe(401);

    const viaTrpc = await trpcQuery<AuditListDto>(t.app, 'audit.list', { entity: 'product' }, auth);
    expect(viaTrpc.data).toEqual(products);
    const filters = await trpcQuery<{ entities: string[] }>(t.app, 'audit.filters', undefined, auth);
    expect(filters.data?.entities).toEqual(['adminSession', 'category', 'metalRates', 'product', 'productPhoto']);
  });

  it('keeps one chain under writes at once', async () => {
    const before = (await list()).total;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/createCategory', headers: auth, payload: { name: `Burst ${i}` } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 201));
    const after = await list();
    expect(after.total).toBe(before + 12);
    expect(await verify(t, auth)).toEqual({ ok: true, checked: after.total, firstBrokenId: null });
  });

  describe('verify', () => {
    let v: TestApp;
    let headers: Record<string, string>;
    let ids: number[];
    beforeAll(async () => {
      v = await createTestApp(dialect);
      headers = bearer(await v.adminToken());
      for (const name of ['Chain A', 'Chain B', 'Chain C', 'Chain D', 'Chain E'])
        await v.app.inject({ method: 'POST', url: '/api/createCategory', headers, payload: { name } });
      const res = await v.app.inject({ method: 'GET', url: '/api/audit', headers });
      ids = res
        .json<AuditListDto>()
        .entries.map((e: AuditEntryDto) => e.id)
        .sort((a, b) => a - b);
      // The sign-in first, then the five categories.
      expect(ids).toEqual([1, 2, 3, 4, 5, 6]);
    });
    afterAll(async () => v.close());

    it('catches an edited row, even with its own hash recomputed by hand', async () => {
      expect(await verify(v, headers)).toEqual({ ok: true, checked: 6, firstBrokenId: null });
      const db = v.deps.db;
      const row = await db.selectFrom('audit_log').select(['after']).where('id', '=', 2).executeTakeFirstOrThrow();
      await sql`UPDATE audit_log SET ${sql.ref('after')} = ${'{"name":"Chain X"}'} WHERE id = 2`.execute(db);
      expect(await verify(v, headers)).toEqual({ ok: false, checked: 1, firstBrokenId: 2 });
      await sql`UPDATE audit_log SET ${sql.ref('after')} = ${row.after} WHERE id = 2`.execute(db);
      expect((await verify(v, headers)).ok).toBe(true);
      await sql`UPDATE audit_log SET hash = ${'f'.repeat(64)} WHERE id = 3`.execute(db);
      expect(await verify(v, headers)).toEqual({ ok: false, checked: 2, firstBrokenId: 3 });
    });

    it('catches a removed row, in the middle and at the end', async () => {
      const db = v.deps.db;
      await sql`DELETE FROM audit_log WHERE id >= 3`.execute(db);
      // Rows 3 to 6 gone from the end: the head still names 6.
      expect(await verify(v, headers)).toEqual({ ok: false, checked: 2, firstBrokenId: 3 });
      await sql`DELETE FROM audit_log WHERE id = 1`.execute(db);
      expect(await verify(v, headers)).toEqual({ ok: false, checked: 0, firstBrokenId: 2 });
    });
  });
});
