import { sql, type Kysely } from 'kysely';
import { isMysql } from '@server/platform/db/migration-helpers';

// Frozen. A product's SKU (issue 30): the shop's stable key for a design, 1 to 40 letters, digits
// and hyphens, kept in capitals and unique, so that a spreadsheet's rows find their products again.
// Existing products get `NJ-` and their id (at least 5 digits); new ones get the same unless the
// owner gives one. NULL is allowed only between a new row's insert and its SKU in one transaction.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('sku', 'varchar(40)').execute();
  const generated = isMysql(db)
    ? sql`CONCAT('NJ-', LPAD(id, GREATEST(5, LENGTH(id)), '0'))`
    : sql`printf('NJ-%05d', id)`;
  await sql`UPDATE products SET sku = ${generated}`.execute(db);
  await db.schema.createIndex('products_sku').on('products').column('sku').unique().execute();
}

export async function down(db: AnyDb): Promise<void> {
  await (
    isMysql(db) ? db.schema.dropIndex('products_sku').on('products') : db.schema.dropIndex('products_sku')
  ).execute();
  await db.schema.alterTable('products').dropColumn('sku').execute();
}
