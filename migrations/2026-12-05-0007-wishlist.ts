import type { Kysely } from 'kysely';
import { tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. The signed-in shopper's wishlist: one row per shopper and piece, gone with either.
// (A signed-out shopper's wishlist lives in the browser and is merged in at sign-in.)

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const opts = tableOptions(db);
  await opts(
    db.schema
      .createTable('wishlist_items')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'product_id']),
  ).execute();
  // Deleting a product cascades through this index instead of scanning the table.
  await db.schema.createIndex('wishlist_items_product').on('wishlist_items').column('product_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('wishlist_items').ifExists().execute();
}
