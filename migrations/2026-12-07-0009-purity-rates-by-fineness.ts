import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isMysql } from '@server/platform/db/migration-helpers';

// Frozen. A derived purity's rate is now the fine rate times the purity's fineness in thousandths
// (22K = 24K x 0.916), as the trade publishes it, where it was the fine rate x fineness / the fine
// purity's fineness (22K = 24K x 0.916 / 0.999, 0.1% high). Prices shown are computed from the
// rates on every read, but the stored prices (products.price_paise, product_sizes.price_paise,
// used to sort and filter by price) were kept at the old rule: this reprices them once, at the
// current rates, with the price arithmetic of the time written out here so that this file never
// changes with the code. `down` puts back the old rule's prices.
//
// Every line of a price is rounded half up to the paisa: (2a + b) DIV (2b) on MySQL, (2a + b) /
// (2b) on SQLite, where integers divide as integers.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

const PURITIES_BY_METAL: Record<string, { fine: string; fineness: Record<string, number> }> = {
  gold: { fine: '24K', fineness: { '24K': 999, '22K': 916, '18K': 750, '14K': 585 } },
  silver: { fine: '999', fineness: { '999': 999, '925': 925 } },
  platinum: { fine: '950', fineness: { '950': 950 } },
};

type Rule = 'per-mille' | 'over-fine-fineness';

function roundHalfUp(a: bigint, b: bigint): number {
  return Number((2n * a + b) / (2n * b));
}

/** Each purity's rate in paise per gram under `rule`: the shop's own rate, else derived; absent: none. */
async function ratesUnder(db: AnyDb, rule: Rule): Promise<Map<string, number>> {
  const latest = await sql<{ purity: string; price_paise: number | string | null }>`
    SELECT purity, price_paise FROM metal_rates
    WHERE id IN (SELECT MAX(id) FROM metal_rates GROUP BY metal, purity)`.execute(db);
  const set = new Map<string, number>();
  for (const r of latest.rows) if (r.price_paise !== null) set.set(r.purity, Number(r.price_paise));
  const out = new Map<string, number>();
  for (const { fine, fineness } of Object.values(PURITIES_BY_METAL)) {
    const fineRate = set.get(fine);
    for (const [purity, perMille] of Object.entries(fineness)) {
      const own = set.get(purity);
      if (own !== undefined) out.set(purity, own);
      else if (fineRate !== undefined) {
        const divisor = rule === 'per-mille' || purity === fine ? 1000 : fineness[fine]!;
        const rate = purity === fine ? fineRate : roundHalfUp(BigInt(fineRate) * BigInt(perMille), BigInt(divisor));
        out.set(purity, rate);
      }
    }
  }
  return out;
}

function lit(n: number): RawBuilder<number> {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a non-negative safe integer: ${n}`);
  return sql.lit(n);
}

function price(mysql: boolean, rates: Map<string, number>, weight: RawBuilder<unknown>, p: string, c: string) {
  const half = (a: RawBuilder<unknown>, b: number) =>
    mysql ? sql`((2 * ${a} + ${lit(b)}) DIV ${lit(2 * b)})` : sql`((2 * ${a} + ${lit(b)}) / ${lit(2 * b)})`;
  const col = (table: string, column: string) => sql.ref(`${table}.${column}`);
  const whens = [...rates].map(([purity, rate]) => sql`WHEN ${sql.lit(purity)} THEN ${lit(rate)}`);
  const rate =
    whens.length === 0 ? sql`NULL` : sql`(CASE ${col(p, 'purity')} ${sql.join(whens, sql` `)} ELSE NULL END)`;
  const own = sql`${col(p, 'making_type')} IS NOT NULL`;
  const makingType = sql`(CASE WHEN ${own} THEN ${col(p, 'making_type')} ELSE ${col(c, 'making_type')} END)`;
  const makingValue = sql`(CASE WHEN ${own} THEN ${col(p, 'making_value')} ELSE ${col(c, 'making_value')} END)`;
  const metal = half(sql`${weight} * ${rate}`, 1000);
  const making = sql`(CASE ${makingType}
    WHEN 'percent' THEN ${half(sql`${metal} * ${makingValue}`, 10_000)}
    WHEN 'perGram' THEN ${half(sql`${weight} * ${makingValue}`, 1000)}
    WHEN 'flat' THEN ${makingValue}
    ELSE 0 END)`;
  const subtotal = sql`(${metal} + ${making} + ${col(p, 'stones_paise')})`;
  const gst = half(sql`${subtotal} * 300`, 10_000);
  return sql`(CASE WHEN ${weight} > 0 THEN ${subtotal} + ${gst} ELSE NULL END)`;
}

async function reprice(db: AnyDb, rule: Rule): Promise<void> {
  const mysql = isMysql(db);
  const rates = await ratesUnder(db, rule);
  await sql`
    UPDATE product_sizes SET price_paise = (
      SELECT ${price(mysql, rates, sql.ref('product_sizes.net_weight_mg'), 'p', 'c')}
      FROM products p INNER JOIN categories c ON c.id = p.category_id
      WHERE p.id = product_sizes.product_id)`.execute(db);
  await sql`
    UPDATE products SET price_paise = CASE
      WHEN products.has_sizes = 1 THEN (SELECT MIN(s.price_paise) FROM product_sizes s WHERE s.product_id = products.id)
      ELSE (SELECT ${price(mysql, rates, sql.ref('products.net_weight_mg'), 'products', 'c')}
        FROM categories c WHERE c.id = products.category_id)
      END`.execute(db);
}

export async function up(db: AnyDb): Promise<void> {
  await reprice(db, 'per-mille');
}

export async function down(db: AnyDb): Promise<void> {
  await reprice(db, 'over-fine-fineness');
}
