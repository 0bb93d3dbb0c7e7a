import { sql, type Kysely } from 'kysely';
import { isMysql, tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. Second round of hardening:
// - outbox: every email and SMS is written here in the transaction that makes it (a code, a
//   notice) and sent by a worker with retries and backoff; a row is claimed with a lease so that
//   several instances send it once. Failed rows stay for the admin to see.
// - sign_in_failures: failed sign-ins per account and client address, for the per-pair limit and
//   the per-account slowdown (shared by every instance through the database).
// - admin_sessions.last_used_at: the idle timeout of admin sessions.
// - MySQL: the keys people sign in with (email, phone, admin username, a code's contact) and the
//   category name key compare byte for byte (utf8mb4_bin), as SQLite's `=` does: `ádmin` and the
//   full-width `ａｄｍｉｎ` are not `admin`. Case is folded by the application (lower-cased emails,
//   category keys), the same on both databases.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const opts = tableOptions(db);
  const mysql = isMysql(db);

  await opts(
    db.schema
      .createTable('outbox')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('channel', 'varchar(10)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      .addColumn('subject', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      // Emptied once sent: a code does not stay in the table longer than its delivery.
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
      .addColumn('lease_owner', 'varchar(40)')
      .addColumn('lease_until', 'bigint')
      .addColumn('last_error', 'varchar(255)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('sent_at', 'bigint')
      .addColumn('failed_at', 'bigint'),
  ).execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'failed_at', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_created').on('outbox').columns(['purpose', 'created_at']).execute();

  await opts(
    db.schema
      .createTable('sign_in_failures')
      .addColumn('account_key', 'varchar(300)', (c) => c.notNull())
      .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('first_failure_at', 'bigint', (c) => c.notNull())
      .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_in_failures_pk', ['account_key', 'client_key']),
  ).execute();
  await db.schema.createIndex('sign_in_failures_last').on('sign_in_failures').column('last_failure_at').execute();

  await db.schema.alterTable('admin_sessions').addColumn('last_used_at', 'bigint').execute();

  if (mysql) {
    await sql
      .raw(`ALTER TABLE users MODIFY email varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`)
      .execute(db);
    await sql
      .raw(`ALTER TABLE users MODIFY phone varchar(16) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`)
      .execute(db);
    await sql
      .raw(`ALTER TABLE admins MODIFY username varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`)
      .execute(db);
    await sql
      .raw(`ALTER TABLE one_time_codes MODIFY contact varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`)
      .execute(db);
    await sql
      .raw(`ALTER TABLE categories MODIFY name_key varchar(80) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`)
      .execute(db);
    await sql
      .raw(
        `ALTER TABLE sign_in_failures MODIFY account_key varchar(300) ` +
          `CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`,
      )
      .execute(db);
    await sql
      .raw(`ALTER TABLE outbox MODIFY recipient varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL`)
      .execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isMysql(db)) {
    await sql
      .raw(`ALTER TABLE users MODIFY email varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL`)
      .execute(db);
    await sql
      .raw(`ALTER TABLE users MODIFY phone varchar(16) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL`)
      .execute(db);
    await sql
      .raw(`ALTER TABLE admins MODIFY username varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL`)
      .execute(db);
    await sql
      .raw(
        `ALTER TABLE one_time_codes MODIFY contact varchar(254) ` +
          `CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL`,
      )
      .execute(db);
    await sql
      .raw(
        `ALTER TABLE categories MODIFY name_key varchar(80) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL`,
      )
      .execute(db);
  }
  await db.schema.alterTable('admin_sessions').dropColumn('last_used_at').execute();
  await db.schema.dropTable('sign_in_failures').ifExists().execute();
  await db.schema.dropTable('outbox').ifExists().execute();
}
