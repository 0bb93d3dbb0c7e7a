import { sql, type Kysely } from 'kysely';
import { isMysql, tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. The bound on password checks of one account (issue 24, finding 20):
// - password_failures: failed password checks of one account (from every address) in the current
//   window; a unit is taken before each check, atomically, so that guesses made in parallel
//   cannot pass the bound.
// - sign_in_addresses: the client addresses (an IPv6 client by its /64) an account signed in from
//   with its password; from these the account keeps a reserve of checks when strangers have spent
//   the rest.
// Keys compare byte for byte on MySQL (utf8mb4_bin), as SQLite's `=` and sign_in_failures do.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const opts = tableOptions(db);
  const accountKey = isMysql(db) ? sql`varchar(300) character set utf8mb4 collate utf8mb4_bin` : sql`varchar(300)`;

  await opts(
    db.schema
      .createTable('password_failures')
      .addColumn('account_key', accountKey, (c) => c.notNull().primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('password_failures_window').on('password_failures').column('window_start').execute();

  await opts(
    db.schema
      .createTable('sign_in_addresses')
      .addColumn('account_key', accountKey, (c) => c.notNull())
      .addColumn('client_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('last_sign_in_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_in_addresses_pk', ['account_key', 'client_key']),
  ).execute();
  await db.schema.createIndex('sign_in_addresses_last').on('sign_in_addresses').column('last_sign_in_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sign_in_addresses').ifExists().execute();
  await db.schema.dropTable('password_failures').ifExists().execute();
}
