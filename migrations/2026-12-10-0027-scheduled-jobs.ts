import type { Kysely } from 'kysely';
import { tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. Periodic jobs (platform/jobs): one row per job, with when it is next due and who holds
// it now. An instance runs a job only after a guarded update gives it the lease, so with several
// instances a due job runs on one of them; the schedule is in the database, so a restart neither
// forgets a job nor runs it early again.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await tableOptions(db)(
    db.schema
      .createTable('scheduled_jobs')
      .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('next_run_at', 'bigint', (c) => c.notNull())
      .addColumn('lease_owner', 'varchar(64)')
      .addColumn('lease_until', 'bigint')
      .addColumn('last_run_at', 'bigint')
      .addColumn('last_error', 'varchar(255)'),
  ).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('scheduled_jobs').execute();
}
