import { sql, type Kysely } from 'kysely';
import { isMysql, tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. Prices that follow the day's metal rates:
// - metal_rates: every rate the shop sets, per metal and purity, with its history. The latest
//   row of a (metal, purity) is its current rate; a row with a null price clears a purity's own
//   rate so that it is derived from the fine rate again. The gold price history becomes gold 24K.
// - products: specifications as columns (weights in mg, money in paise), a stored current price
//   (price_paise, null = price on request) kept by the repricing statements, and the indexes
//   that make price sort and range filter index-backed.
// - product_stones, product_sizes: child tables; each size keeps its own current price.
// - categories: a default making charge; appointment_items: the price of a line when requested.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const opts = tableOptions(db);

  await opts(
    db.schema
      .createTable('metal_rates')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('metal', 'varchar(10)', (c) => c.notNull())
      .addColumn('purity', 'varchar(4)', (c) => c.notNull())
      .addColumn('price_paise', 'bigint')
      .addColumn('admin_id', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('metal_rates_metal_purity')
    .on('metal_rates')
    .columns(['metal', 'purity', 'id'])
    .execute();

  await db
    .insertInto('metal_rates')
    .columns(['metal', 'purity', 'price_paise', 'admin_id', 'created_at'])
    .expression(
      db
        .selectFrom('gold_prices')
        .select([sql.lit('gold').as('metal'), sql.lit('24K').as('purity'), 'price_paise', 'admin_id', 'created_at'])
        .orderBy('id'),
    )
    .execute();
  await db.schema.dropTable('gold_prices').execute();

  await db.schema.alterTable('categories').addColumn('making_type', 'varchar(10)').execute();
  await db.schema.alterTable('categories').addColumn('making_value', 'bigint').execute();

  const productColumns: Array<[string, 'varchar(10)' | 'varchar(4)' | 'varchar(6)' | 'bigint' | 'smallint']> = [
    ['metal', 'varchar(10)'],
    ['purity', 'varchar(4)'],
    ['gross_weight_mg', 'bigint'],
    ['net_weight_mg', 'bigint'],
    ['making_type', 'varchar(10)'],
    ['making_value', 'bigint'],
    ['hallmarked', 'smallint'],
    ['huid', 'varchar(6)'],
    ['price_paise', 'bigint'],
  ];
  for (const [name, type] of productColumns) await db.schema.alterTable('products').addColumn(name, type).execute();
  await db.schema
    .alterTable('products')
    .addColumn('stones_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('has_sizes', 'smallint', (c) => c.notNull().defaultTo(0))
    .execute();
  // NULL sorts first ascending and last descending on both databases: descending walks these
  // backwards with the unpriced at the end; ascending reads the priced range, then the unpriced.
  await db.schema.createIndex('products_price').on('products').columns(['price_paise', 'id']).execute();
  await db.schema
    .createIndex('products_category_price')
    .on('products')
    .columns(['category_id', 'price_paise', 'id'])
    .execute();
  await db.schema.createIndex('products_metal').on('products').columns(['metal', 'purity']).execute();

  await opts(
    db.schema
      .createTable('product_stones')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('stone_count', 'integer', (c) => c.notNull())
      .addColumn('carat_thousandths', 'bigint')
      .addColumn('value_paise', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('product_stones_pk', ['product_id', 'position']),
  ).execute();

  await opts(
    db.schema
      .createTable('product_sizes')
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('label', 'varchar(4)', (c) => c.notNull())
      .addColumn('net_weight_mg', 'bigint', (c) => c.notNull())
      .addColumn('gross_weight_mg', 'bigint')
      .addColumn('price_paise', 'bigint')
      .addPrimaryKeyConstraint('product_sizes_pk', ['product_id', 'position']),
  ).execute();

  await db.schema.alterTable('appointment_items').addColumn('unit_price_paise', 'bigint').execute();
}

export async function down(db: AnyDb): Promise<void> {
  const opts = tableOptions(db);
  await opts(
    db.schema
      .createTable('gold_prices')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('price_paise', 'bigint', (c) => c.notNull())
      .addColumn('admin_id', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db
    .insertInto('gold_prices')
    .columns(['price_paise', 'admin_id', 'created_at'])
    .expression(
      db
        .selectFrom('metal_rates')
        .select(['price_paise', 'admin_id', 'created_at'])
        .where('metal', '=', 'gold')
        .where('purity', '=', '24K')
        .where('price_paise', 'is not', null)
        .orderBy('id'),
    )
    .execute();
  await db.schema.alterTable('appointment_items').dropColumn('unit_price_paise').execute();
  await db.schema.dropTable('product_sizes').ifExists().execute();
  await db.schema.dropTable('product_stones').ifExists().execute();
  for (const index of ['products_price', 'products_category_price', 'products_metal']) {
    const drop = db.schema.dropIndex(index);
    await (isMysql(db) ? drop.on('products') : drop).execute();
  }
  for (const column of [
    'metal',
    'purity',
    'gross_weight_mg',
    'net_weight_mg',
    'making_type',
    'making_value',
    'hallmarked',
    'huid',
    'price_paise',
    'stones_paise',
    'has_sizes',
  ]) {
    await db.schema.alterTable('products').dropColumn(column).execute();
  }
  for (const column of ['making_type', 'making_value'])
    await db.schema.alterTable('categories').dropColumn(column).execute();
  await db.schema.dropTable('metal_rates').execute();
}
