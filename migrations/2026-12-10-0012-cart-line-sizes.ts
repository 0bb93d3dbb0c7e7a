import { sql, type Kysely } from 'kysely';
import { tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. A cart line is a piece in a size: the same ring in sizes 10 and 14 is two lines. The
// size joins the cart's primary key, which neither database lets a table change in place
// portably (SQLite cannot alter a primary key), so the table is made again and its rows copied.
// A piece without sizes has the size '' (a key column cannot be NULL on MySQL). A line from
// before of a piece in sizes gets its cheapest size (by the stored size prices): the price it
// was shown at and counted in the total.
// An appointment's item records the size it was asked for (NULL: a piece without sizes).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

async function createCartTable(db: AnyDb, name: string, sized: boolean): Promise<void> {
  const opts = tableOptions(db);
  const table = db.schema
    .createTable(name)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull());
  await opts(
    sized
      ? table
          .addColumn('size_label', 'varchar(8)', (c) => c.notNull().defaultTo(''))
          .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id', 'size_label'])
      : table.addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id']),
  ).execute();
}

async function replaceCartTable(db: AnyDb, sized: boolean): Promise<void> {
  await createCartTable(db, 'cart_items_next', sized);
  const columns = ['user_id', 'product_id', 'quantity', 'added_at'] as const;
  if (sized) {
    const cheapestSize = sql<string>`coalesce((select ps.label from product_sizes ps
      where ps.product_id = cart_items.product_id
      order by ps.price_paise is null, ps.price_paise, ps.position limit 1), '')`;
    await db
      .insertInto('cart_items_next')
      .columns([...columns, 'size_label'])
      .expression(db.selectFrom('cart_items').select([...columns, cheapestSize.as('size_label')]))
      .execute();
  } else {
    // One line a piece again, with the largest quantity of its sizes.
    await db
      .insertInto('cart_items_next')
      .columns([...columns])
      .expression(
        db
          .selectFrom('cart_items')
          .select((eb) => [
            'user_id',
            'product_id',
            eb.fn.max('quantity').as('quantity'),
            eb.fn.max('added_at').as('added_at'),
          ])
          .groupBy(['user_id', 'product_id']),
      )
      .execute();
  }
  await db.schema.dropTable('cart_items').execute();
  await db.schema.alterTable('cart_items_next').renameTo('cart_items').execute();
  // Deleting a product cascades through this index instead of scanning the table.
  await db.schema.createIndex('cart_items_product').on('cart_items').column('product_id').execute();
}

export async function up(db: AnyDb): Promise<void> {
  await replaceCartTable(db, true);
  await db.schema.alterTable('appointment_items').addColumn('size_label', 'varchar(8)').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('appointment_items').dropColumn('size_label').execute();
  await replaceCartTable(db, false);
}
