import type { Metal, Purity } from '@shared/constants';
import type { Db } from '@server/platform/db/database';

// metal_rates is the history of every rate set; the latest row of a (metal, purity) is current.
// A row with a null price clears that purity's own rate (it is derived from the fine rate again).

export interface RateRecord {
  metal: Metal;
  purity: Purity;
  /** Null: the purity's own rate was cleared. */
  pricePaise: number | null;
  createdAt: number;
}

const toRecord = (r: { metal: string; purity: string; pricePaise: number | null; createdAt: number }): RateRecord => ({
  metal: r.metal as Metal,
  purity: r.purity as Purity,
  pricePaise: r.pricePaise === null ? null : Number(r.pricePaise),
  createdAt: Number(r.createdAt),
});

/** The latest row of every (metal, purity) ever set: a handful of rows, read along the (metal, purity, id) index. */
export async function latestRates(db: Db): Promise<RateRecord[]> {
  const rows = await db
    .selectFrom('metal_rates')
    .select(['metal', 'purity', 'price_paise as pricePaise', 'created_at as createdAt'])
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('metal_rates')
        .select((e) => e.fn.max('id').as('id'))
        .groupBy(['metal', 'purity']),
    )
    .execute();
  return rows.map(toRecord);
}

/** The newest `limit` rows of one metal and purity, newest first. */
export async function rateHistory(db: Db, metal: Metal, purity: Purity, limit: number): Promise<RateRecord[]> {
  const rows = await db
    .selectFrom('metal_rates')
    .select(['metal', 'purity', 'price_paise as pricePaise', 'created_at as createdAt'])
    .where('metal', '=', metal)
    .where('purity', '=', purity)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

export async function insertRates(
  db: Db,
  rows: ReadonlyArray<{ metal: Metal; purity: Purity; pricePaise: number | null }>,
  adminId: number | null,
  now: number,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('metal_rates')
    .values(
      rows.map((r) => ({
        metal: r.metal,
        purity: r.purity,
        price_paise: r.pricePaise,
        admin_id: adminId,
        created_at: now,
      })),
    )
    .execute();
}
