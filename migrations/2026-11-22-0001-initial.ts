import type { Kysely } from 'kysely';
import { tableOptions } from '@server/platform/db/migration-helpers';

// Frozen: the first schema of the product. Timestamps are epoch milliseconds (bigint),
// money is integer paise, flags are nullable timestamps, so both dialects agree exactly.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const opts = tableOptions(db);

  await opts(
    db.schema
      .createTable('categories')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('name', 'varchar(80)', (c) => c.notNull())
      .addColumn('name_key', 'varchar(80)', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull()),
  ).execute();

  await opts(
    db.schema
      .createTable('products')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('name', 'varchar(160)', (c) => c.notNull())
      .addColumn('name_key', 'varchar(160)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('restrict'))
      .addColumn('image_key', 'varchar(64)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('products_category_name')
    .on('products')
    .columns(['category_id', 'name_key', 'id'])
    .execute();
  await db.schema.createIndex('products_category_created').on('products').columns(['category_id', 'id']).execute();
  await db.schema.createIndex('products_name').on('products').columns(['name_key', 'id']).execute();

  await opts(
    db.schema
      .createTable('selection_items')
      .addColumn('selection_type', 'varchar(40)', (c) => c.notNull())
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('selection_items_pk', ['selection_type', 'product_id']),
  ).execute();
  await db.schema
    .createIndex('selection_items_type_added')
    .on('selection_items')
    .columns(['selection_type', 'added_at', 'product_id'])
    .execute();
  await db.schema.createIndex('selection_items_product').on('selection_items').column('product_id').execute();

  await opts(
    db.schema
      .createTable('gold_prices')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('price_paise', 'bigint', (c) => c.notNull())
      .addColumn('admin_id', 'integer')
      .addColumn('created_at', 'bigint', (c) => c.notNull()),
  ).execute();

  await opts(
    db.schema
      .createTable('admins')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull()),
  ).execute();

  await opts(
    db.schema
      .createTable('admin_sessions')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint'),
  ).execute();

  await opts(
    db.schema
      .createTable('users')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('fullname', 'varchar(120)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('phone', 'varchar(16)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('verified_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('users_created').on('users').columns(['created_at', 'id']).execute();

  await opts(
    db.schema
      .createTable('user_sessions')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint'),
  ).execute();
  await db.schema.createIndex('user_sessions_user').on('user_sessions').column('user_id').execute();

  await opts(
    db.schema
      .createTable('one_time_codes')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
      .addColumn('channel', 'varchar(10)', (c) => c.notNull())
      .addColumn('contact', 'varchar(254)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('consumed_at', 'bigint'),
  ).execute();
  await db.schema
    .createIndex('one_time_codes_contact')
    .on('one_time_codes')
    .columns(['contact', 'purpose', 'created_at'])
    .execute();
  await db.schema.createIndex('one_time_codes_user').on('one_time_codes').columns(['user_id', 'purpose']).execute();

  await opts(
    db.schema
      .createTable('cart_items')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'product_id']),
  ).execute();
  await db.schema.createIndex('cart_items_product').on('cart_items').column('product_id').execute();

  await opts(
    db.schema
      .createTable('appointments')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('mobile', 'varchar(16)', (c) => c.notNull())
      .addColumn('address', 'varchar(500)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('showroom', 'varchar(20)', (c) => c.notNull())
      .addColumn('preferred_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('handled_at', 'bigint'),
  ).execute();
  await db.schema.createIndex('appointments_created').on('appointments').columns(['created_at', 'id']).execute();

  await opts(
    db.schema
      .createTable('appointment_items')
      .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
      .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
      .addColumn('product_name', 'varchar(160)', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('appointment_items_appointment')
    .on('appointment_items')
    .column('appointment_id')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'appointment_items',
    'appointments',
    'cart_items',
    'one_time_codes',
    'user_sessions',
    'users',
    'admin_sessions',
    'admins',
    'gold_prices',
    'selection_items',
    'products',
    'categories',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
