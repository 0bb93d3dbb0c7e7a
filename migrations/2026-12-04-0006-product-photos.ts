import { sql, type Kysely } from 'kysely';
import { tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. Several photos per product. product_photos holds each photo's image key (the stored
// WebP renditions are named by it), its alt text and its position (0 is the main photo, kept
// 0..n-1 without gaps). products.image_key stays and always equals the position-0 photo's key
// (or null), written in the same transaction, so that listings keep reading one column.
// Each product's existing photo becomes its position-0 photo, described by the product's name.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const opts = tableOptions(db);
  await opts(
    db.schema
      .createTable('product_photos')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('image_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('alt', 'varchar(200)', (c) => c.notNull().defaultTo(''))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('product_photos_product_position')
    .on('product_photos')
    .columns(['product_id', 'position'])
    .execute();

  await db
    .insertInto('product_photos')
    .columns(['product_id', 'image_key', 'alt', 'position', 'created_at'])
    .expression(
      db
        .selectFrom('products')
        .select(['id', 'image_key', 'name', sql.lit(0).as('position'), 'created_at'])
        .where('image_key', 'is not', null)
        .orderBy('id'),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('product_photos').ifExists().execute();
}
