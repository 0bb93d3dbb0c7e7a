import type { Kysely } from 'kysely';
import { tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. Pieces held for a showroom visit (issue 29): which pieces a visit holds, until when, and
// what became of each (`held`, then `sold`, `released` or `expired`). The design's name, the tag
// and the showroom are kept as they were when the piece was held, as a request's items are. The
// job that ends expired holds claims each row with a guarded update (`state = 'held'`), so a hold
// ends once whatever the number of instances.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await tableOptions(db)(
    db.schema
      .createTable('visit_holds')
      .addColumn('appointment_id', 'integer', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
      .addColumn('piece_id', 'integer', (c) => c.notNull().references('pieces.id').onDelete('cascade'))
      .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('tag', 'varchar(20)', (c) => c.notNull())
      .addColumn('showroom', 'varchar(20)', (c) => c.notNull())
      .addColumn('held_until', 'bigint', (c) => c.notNull())
      .addColumn('state', 'varchar(12)', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .addPrimaryKeyConstraint('visit_holds_pk', ['appointment_id', 'piece_id']),
  ).execute();
  await db.schema.createIndex('visit_holds_state_until').on('visit_holds').columns(['state', 'held_until']).execute();
  await db.schema.createIndex('visit_holds_piece').on('visit_holds').columns(['piece_id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('visit_holds').execute();
}
