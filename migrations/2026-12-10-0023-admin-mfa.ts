import type { Kysely } from 'kysely';
import { tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. Two-step sign-in for admin accounts (issue 27): the account's TOTP secret once
// confirmed (and the one being set up until then), the last time step a code was accepted at (a
// code is good once), its recovery codes (hashed, each usable once), and the code step of a
// sign-in: a challenge answered after the password, kept here so that every instance sees the
// same one, with its expiry and its count of tries.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const opts = tableOptions(db);
  await db.schema.alterTable('admins').addColumn('mfa_secret', 'varchar(64)').execute();
  await db.schema.alterTable('admins').addColumn('mfa_pending_secret', 'varchar(64)').execute();
  await db.schema.alterTable('admins').addColumn('mfa_enabled_at', 'bigint').execute();
  await db.schema.alterTable('admins').addColumn('mfa_last_step', 'bigint').execute();

  await opts(
    db.schema
      .createTable('admin_recovery_codes')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('code_hash', 'char(64)', (c) => c.notNull())
      .addColumn('used_at', 'bigint'),
  ).execute();
  await db.schema
    .createIndex('admin_recovery_codes_admin')
    .on('admin_recovery_codes')
    .columns(['admin_id', 'code_hash'])
    .execute();

  await opts(
    db.schema
      .createTable('admin_mfa_challenges')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
      .addColumn('token_hash', 'char(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('used_at', 'bigint'),
  ).execute();
  await db.schema.createIndex('admin_mfa_challenges_expiry').on('admin_mfa_challenges').column('expires_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('admin_mfa_challenges').execute();
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.alterTable('admins').dropColumn('mfa_last_step').execute();
  await db.schema.alterTable('admins').dropColumn('mfa_enabled_at').execute();
  await db.schema.alterTable('admins').dropColumn('mfa_pending_secret').execute();
  await db.schema.alterTable('admins').dropColumn('mfa_secret').execute();
}
