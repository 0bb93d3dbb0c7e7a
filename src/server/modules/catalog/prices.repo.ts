import { sql, type RawBuilder } from 'kysely';
import { ALL_PURITIES, BASIS_POINTS_PER_UNIT, GST_RATE_BASIS_POINTS, type Metal, type Purity } from '@shared/constants';
import { MG_PER_GRAM } from '@shared/pricing';
import type { Db } from '@server/platform/db/database';
import { isMysql } from '@server/platform/db/migration-helpers';

// The repricing statements: the stored current price of every product and size, recomputed by
// the database in ONE set-based UPDATE per table, inside the transaction of the write that
// changed a rate (or a category's default making charge). The arithmetic is that of
// src/shared/pricing.ts, line by line, in integers:
//
//   rate     = the purity's rate in paise per gram (own, else derived; a literal per purity)
//   metal    = round_half_up(net_mg x rate / 1000)
//   making   = percent: round_half_up(metal x bp / 10000) | perGram: round_half_up(net_mg x paise / 1000)
//              | flat: paise | none: 0      (the product's own charge, else its category's)
//   subtotal = metal + making + stones_paise
//   total    = subtotal + round_half_up(subtotal x 300 / 10000)
//
// round_half_up(a / b) = (2a + b) DIV (2b) on MySQL; on SQLite `/` of two integers is already
// integer division. Every operand is a non-negative integer below 2^63 (2 x 1e7 mg x 1e9 paise
// is 2e16), so neither database leaves integers. NULL (no rate, no weight) propagates: price on
// request. A product in sizes takes its cheapest size's price, as lowestSizePrice does.

type Dialect = 'mysql' | 'sqlite';

/** An integer we computed ourselves, inlined so that SQLite sees an INTEGER (a bound JS number may arrive as REAL). */
function int(n: number): RawBuilder<number> {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a non-negative safe integer: ${n}`);
  return sql.lit(n);
}

function divHalfUp(dialect: Dialect, a: RawBuilder<unknown>, b: number): RawBuilder<number> {
  return dialect === 'mysql'
    ? sql<number>`((2 * ${a} + ${int(b)}) DIV ${int(2 * b)})`
    : sql<number>`((2 * ${a} + ${int(b)}) / ${int(2 * b)})`;
}

function rateCase(purityColumn: RawBuilder<unknown>, rates: Record<Purity, number | null>): RawBuilder<number | null> {
  const whens = ALL_PURITIES.filter((p) => rates[p] !== null).map(
    (p) => sql`WHEN ${sql.lit(p)} THEN ${int(rates[p] as number)}`,
  );
  return whens.length === 0
    ? sql<null>`NULL`
    : sql<number | null>`(CASE ${purityColumn} ${sql.join(whens, sql` `)} ELSE NULL END)`;
}

/**
 * The total price in paise of a piece of net weight `weight`, of product `p` in category `c`
 * (table aliases or names), at `rates`.
 */
export function priceExpression(
  dialect: Dialect,
  weight: RawBuilder<unknown>,
  p: string,
  c: string,
  rates: Record<Purity, number | null>,
): RawBuilder<number | null> {
  const col = (table: string, column: string) => sql.ref(`${table}.${column}`);
  const rate = rateCase(col(p, 'purity'), rates);
  const ownMaking = sql`${col(p, 'making_type')} IS NOT NULL`;
  const makingType = sql`(CASE WHEN ${ownMaking} THEN ${col(p, 'making_type')} ELSE ${col(c, 'making_type')} END)`;
  const makingValue = sql`(CASE WHEN ${ownMaking} THEN ${col(p, 'making_value')} ELSE ${col(c, 'making_value')} END)`;
  const metal = divHalfUp(dialect, sql`${weight} * ${rate}`, MG_PER_GRAM);
  const making = sql`(CASE ${makingType}
    WHEN 'percent' THEN ${divHalfUp(dialect, sql`${metal} * ${makingValue}`, BASIS_POINTS_PER_UNIT)}
    WHEN 'perGram' THEN ${divHalfUp(dialect, sql`${weight} * ${makingValue}`, MG_PER_GRAM)}
    WHEN 'flat' THEN ${makingValue}
    ELSE 0 END)`;
  const subtotal = sql`(${metal} + ${making} + ${col(p, 'stones_paise')})`;
  const gst = divHalfUp(dialect, sql`${subtotal} * ${int(GST_RATE_BASIS_POINTS)}`, BASIS_POINTS_PER_UNIT);
  return sql<number | null>`(CASE WHEN ${weight} > 0 THEN ${subtotal} + ${gst} ELSE NULL END)`;
}

/** Which products a repricing covers. */
export type RepriceScope = { metals: readonly Metal[] } | { categoryId: number } | { productIds: readonly number[] };

function scopeCondition(scope: RepriceScope, table: string): RawBuilder<boolean> {
  const col = (column: string) => sql.ref(`${table}.${column}`);
  if ('metals' in scope)
    return scope.metals.length === 0
      ? sql<boolean>`1 = 0`
      : sql<boolean>`${col('metal')} IN (${sql.join([...scope.metals])})`;
  if ('categoryId' in scope) return sql<boolean>`${col('category_id')} = ${scope.categoryId}`;
  return scope.productIds.length === 0
    ? sql<boolean>`1 = 0`
    : sql<boolean>`${col('id')} IN (${sql.join([...scope.productIds])})`;
}

/**
 * Recomputes the stored prices of the products in `scope` (and of their sizes) at `rates`: one
 * UPDATE of product_sizes, then one of products (which reads its sizes' new prices). Run it in
 * the transaction of the write that changed the rates.
 */
export async function repriceProducts(
  db: Db,
  rates: Record<Purity, number | null>,
  scope: RepriceScope,
): Promise<{ products: number; sizes: number }> {
  const dialect: Dialect = isMysql(db) ? 'mysql' : 'sqlite';
  const sizes = await sql`
    UPDATE product_sizes SET price_paise = (
      SELECT ${priceExpression(dialect, sql.ref('product_sizes.net_weight_mg'), 'p', 'c', rates)}
      FROM products p INNER JOIN categories c ON c.id = p.category_id
      WHERE p.id = product_sizes.product_id)
    WHERE product_sizes.product_id IN (
      SELECT products.id FROM products WHERE ${scopeCondition(scope, 'products')})`.execute(db);
  const products = await sql`
    UPDATE products SET price_paise = CASE
      WHEN products.has_sizes = 1 THEN (SELECT MIN(s.price_paise) FROM product_sizes s WHERE s.product_id = products.id)
      ELSE (SELECT ${priceExpression(dialect, sql.ref('products.net_weight_mg'), 'products', 'c', rates)}
        FROM categories c WHERE c.id = products.category_id)
      END
    WHERE ${scopeCondition(scope, 'products')}`.execute(db);
  return { products: Number(products.numAffectedRows ?? 0), sizes: Number(sizes.numAffectedRows ?? 0) };
}

/** The stored price of every product of these metals (the rate guard reads them before and after a change). */
export async function storedPricesOfMetals(
  db: Db,
  metals: readonly Metal[],
): Promise<Array<{ id: number; name: string; pricePaise: number | null }>> {
  if (metals.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name', 'price_paise as pricePaise'])
    .where('metal', 'in', [...metals])
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    pricePaise: r.pricePaise === null ? null : Number(r.pricePaise),
  }));
}

/**
 * The stored price in paise of a piece of net weight `weight` of the product whose id is
 * `productId` (both SQL expressions of the caller's row), at `rates`: a subquery over the product
 * and its category with priceExpression, for another module's repricing of its own rows (the
 * stock's pieces) in one statement, without naming the catalogue's tables itself.
 */
export function priceOfProductAtWeight(
  db: Db,
  rates: Record<Purity, number | null>,
  weight: RawBuilder<unknown>,
  productId: RawBuilder<unknown>,
): RawBuilder<number | null> {
  const dialect: Dialect = isMysql(db) ? 'mysql' : 'sqlite';
  return sql<number | null>`(SELECT ${priceExpression(dialect, weight, 'p', 'c', rates)}
    FROM products p INNER JOIN categories c ON c.id = p.category_id WHERE p.id = ${productId})`;
}

/** The ids of the products in `scope`, as a subquery (`x IN (...)`). */
export function productIdsInScope(scope: RepriceScope): RawBuilder<number> {
  return sql<number>`SELECT products.id FROM products WHERE ${scopeCondition(scope, 'products')}`;
}
