import type { Db } from '../../platform/db/database';

export interface GoldPriceRow {
  pricePaise: number;
  createdAt: number;
}

export async function latestGoldPrice(db: Db): Promise<GoldPriceRow | undefined> {
  const row = await db
    .selectFrom('gold_prices')
    .select(['price_paise as pricePaise', 'created_at as createdAt'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { pricePaise: Number(row.pricePaise), createdAt: Number(row.createdAt) } : undefined;
}

export async function goldPriceHistory(db: Db, limit: number): Promise<GoldPriceRow[]> {
  const rows = await db
    .selectFrom('gold_prices')
    .select(['price_paise as pricePaise', 'created_at as createdAt'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ pricePaise: Number(r.pricePaise), createdAt: Number(r.createdAt) }));
}

export async function insertGoldPrice(db: Db, pricePaise: number, adminId: number | null, now: number): Promise<void> {
  await db.insertInto('gold_prices').values({ price_paise: pricePaise, admin_id: adminId, created_at: now }).execute();
}
