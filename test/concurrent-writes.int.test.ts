import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@server/platform/db/transaction';
import { createCategory } from './helpers/catalog-fixtures';
import { bearer, createTestApp, describeEachDatabase, type TestApp } from './helpers/harness';
import { multipart, pngImage } from './helpers/images';

// Concurrent writers that take the same locks in different orders: on MySQL, InnoDB rolls one of
// them back with a deadlock (eight product creates at once met it on the search index's insert);
// the transaction is run again rather than answered 500.

describeEachDatabase('concurrent writes', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it('8 concurrent createProduct calls all succeed', async () => {
    const category = await createCategory(t, 'Rings at once');
    const image = await pngImage(16, 16);
    const token = await t.adminToken();
    const send = async (i: number) => {
      const body = multipart({ name: `Concurrent ring ${i}`, category, description: `Ring ${i}, handcrafted.` }, [
        { field: 'productImage', filename: 'piece.png', contentType: 'image/png', data: image },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/createProduct',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(round * 8 + i)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 8 }, () => 201));
    }
    const listed = await t.app.inject({ method: 'GET', url: `/api/getProducts?limit=100&category=${category}` });
    expect(listed.json<{ total: number }>().total).toBe(24);
  });
});

describe('inTransaction', () => {
  const deadlock = Object.assign(new Error('Deadlock found when trying to get lock'), {
    code: 'ER_LOCK_DEADLOCK',
    errno: 1213,
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('runs a transaction again after a deadlock, and rolls back each failed attempt', async () => {
    let attempts = 0;
    const answer = await inTransaction(t.deps.db, async (trx) => {
      attempts += 1;
      await trx
        .insertInto('categories')
        .values({ name: `Try ${attempts}`, name_key: `try ${attempts}`, created_at: 1 })
        .execute();
      if (attempts < 3) throw deadlock;
      return 'done';
    });
    expect(answer).toBe('done');
    expect(attempts).toBe(3);
    const names = await t.deps.db.selectFrom('categories').select('name').where('name', 'like', 'Try %').execute();
    expect(names.map((n) => n.name)).toEqual(['Try 3']);
  });

  it('gives up after a bounded number of attempts, and never retries other failures', async () => {
    let attempts = 0;
    await expect(
      inTransaction(
        t.deps.db,
        async () => {
          attempts += 1;
          throw deadlock;
        },
        { attempts: 4, baseDelayMs: 1 },
      ),
    ).rejects.toBe(deadlock);
    expect(attempts).toBe(4);
    const other = new Error('a rule said no');
    let once = 0;
    await expect(
      inTransaction(t.deps.db, async () => {
        once += 1;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(once).toBe(1);
  });
});
