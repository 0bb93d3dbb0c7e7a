import { beforeAll, expect, it } from 'vitest';
import { AppError } from '@shared/errors';
import { STOCK_MESSAGES } from '@shared/messages/stock';
import { pieceAnswer } from '@shared/schemas/stock-wire';
import { holdPieces } from '@server/modules/stock/holds.service';
import { inTransaction } from '@server/platform/db/transaction';
import { createCategory, seedProducts } from './helpers/catalog-fixtures';
import { bearer, describeEachDatabase, useTestApp } from './helpers/harness';
import { wire } from './helpers/wire';

// Races for one piece (issue 28's target): two sales, two holds, or a hold and a sale at the same
// moment: exactly one succeeds, the other is refused with 409, on SQLite and MySQL.

describeEachDatabase('showroom stock: races for one piece', (dialect) => {
  const { t } = useTestApp(dialect);
  let owner: Record<string, string>;
  let productId: string;
  let n = 0;

  beforeAll(async () => {
    owner = bearer(await t.adminToken());
    [productId = ''] = await seedProducts(t, await createCategory(t, 'Race Rings'), ['Race Ring']);
  });

  const addPiece = async (): Promise<number> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pieces',
      headers: owner,
      payload: { productId, tag: `RACE-${++n}`, showroom: 'nerul', grossWeight: 5, netWeight: 4 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return Number(wire(res, pieceAnswer).piece._id);
  };
  const sell = (id: number) => t.app.inject({ method: 'POST', url: `/api/pieces/${id}/sell`, headers: owner });
  const hold = async (id: number): Promise<number> => {
    try {
      const opts = { actor: { kind: 'system' as const }, hooks: t.deps.hooks, now: Date.now() };
      await inTransaction(t.deps.db, (trx) => holdPieces(trx, [id], Date.now() + 3_600_000, opts));
      return 200;
    } catch (err) {
      if (err instanceof AppError && err.code === 'CONFLICT') return 409;
      throw err;
    }
  };

  it('lets exactly one of two sales win', async () => {
    const id = await addPiece();
    const answers = await Promise.all([sell(id), sell(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    // The loser is told the piece's status now, not the one it read before the winner committed.
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json()).toEqual({ message: STOCK_MESSAGES.moveRefused('sold', 'sold') });
  });

  it('lets exactly one of two holds win', async () => {
    const id = await addPiece();
    expect((await Promise.all([hold(id), hold(id)])).sort()).toEqual([200, 409]);
  });

  it('lets exactly one of a hold and a sale win', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await addPiece();
      const [held, sold] = await Promise.all([hold(id), sell(id).then((r) => r.statusCode)]);
      // A sale after the hold is allowed (held -> sold); a hold after the sale is not.
      if (held === 200) expect([200, 409]).toContain(sold);
      else expect([held, sold]).toEqual([409, 200]);
      const after = await t.app.inject({ method: 'GET', url: `/api/pieces/${id}`, headers: owner });
      expect(wire(after, pieceAnswer).piece.status).toBe(sold === 200 ? 'sold' : 'held');
    }
  });
});
