import { sql, type Kysely } from 'kysely';
import { isMysql, tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. The audit log (issue 27): one append-only row per admin write, in the write's own
// transaction. Each row carries the hash of the one before it (prev_hash) and its own hash over
// that and its canonical content, so that an edited or removed row breaks the chain. before and
// after are kept as the exact JSON text that was hashed (not a JSON column, which MySQL would
// re-format). audit_chain is a single row, the chain's head: an append locks it (FOR UPDATE on
// MySQL), so two writes at once cannot both link to the same previous row; it also lets verify
// see that rows were removed from the end.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

const GENESIS_HASH = '0'.repeat(64);

export async function up(db: AnyDb): Promise<void> {
  const opts = tableOptions(db);
  const json = isMysql(db) ? 'mediumtext' : 'text';
  await opts(
    db.schema
      .createTable('audit_log')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('actor_id', 'integer')
      .addColumn('actor_username', 'varchar(64)')
      .addColumn('actor_kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('address', 'varchar(64)')
      .addColumn('action', 'varchar(20)', (c) => c.notNull())
      .addColumn('entity', 'varchar(40)', (c) => c.notNull())
      .addColumn('entity_id', 'integer')
      .addColumn('before', sql.raw(json))
      .addColumn('after', sql.raw(json))
      .addColumn('prev_hash', 'char(64)', (c) => c.notNull())
      .addColumn('hash', 'char(64)', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id']).execute();
  await db.schema.createIndex('audit_log_actor').on('audit_log').column('actor_username').execute();

  await opts(
    db.schema
      .createTable('audit_chain')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('last_id', 'integer', (c) => c.notNull())
      .addColumn('last_hash', 'char(64)', (c) => c.notNull()),
  ).execute();
  await db.insertInto('audit_chain').values({ id: 1, last_id: 0, last_hash: GENESIS_HASH }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_chain').execute();
  await db.schema.dropTable('audit_log').execute();
}
