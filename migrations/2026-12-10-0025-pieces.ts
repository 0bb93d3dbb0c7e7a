import type { Kysely } from 'kysely';
import { tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. Showroom stock (issue 28): a product is a design; `pieces` are its physical articles,
// each with its own tag (kept in capitals: tags compare case-insensitively), showroom, weights in
// milligrams, HUID (unique when set), status, and its price in paise at the current rates, stored
// like a product's so that a design's cheapest piece in stock is one query, and repriced in the
// same statements when a rate, the design or its category changes. While in transit, `showroom`
// is where the piece left from and `transfer_to` where it goes. `stock_movements` is each piece's
// history: every creation, edit and move, with who made it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const opts = tableOptions(db);
  await opts(
    db.schema
      .createTable('pieces')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('tag', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('showroom', 'varchar(20)', (c) => c.notNull())
      .addColumn('transfer_to', 'varchar(20)')
      .addColumn('size_label', 'varchar(8)')
      .addColumn('gross_weight_mg', 'integer', (c) => c.notNull())
      .addColumn('net_weight_mg', 'integer', (c) => c.notNull())
      .addColumn('huid', 'varchar(6)', (c) => c.unique())
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('held_until', 'bigint')
      .addColumn('price_paise', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('pieces_product_status').on('pieces').columns(['product_id', 'status']).execute();
  await db.schema.createIndex('pieces_showroom_status').on('pieces').columns(['showroom', 'status', 'id']).execute();
  await db.schema.createIndex('pieces_transfer_to').on('pieces').columns(['transfer_to']).execute();

  await opts(
    db.schema
      .createTable('stock_movements')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('piece_id', 'integer', (c) => c.notNull().references('pieces.id').onDelete('cascade'))
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'varchar(12)', (c) => c.notNull())
      .addColumn('from_status', 'varchar(12)')
      .addColumn('to_status', 'varchar(12)', (c) => c.notNull())
      .addColumn('from_showroom', 'varchar(20)')
      .addColumn('to_showroom', 'varchar(20)', (c) => c.notNull())
      .addColumn('bill_number', 'varchar(40)')
      .addColumn('actor_id', 'integer')
      .addColumn('actor_username', 'varchar(64)'),
  ).execute();
  await db.schema.createIndex('stock_movements_piece').on('stock_movements').columns(['piece_id', 'id']).execute();
  await db.schema.createIndex('stock_movements_at').on('stock_movements').columns(['at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('stock_movements').execute();
  await db.schema.dropTable('pieces').execute();
}
