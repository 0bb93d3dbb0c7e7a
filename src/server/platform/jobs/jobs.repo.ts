import type { Db } from '../db/database';

// The scheduled_jobs table: one row per job, claimed with a lease by a guarded update that only
// one instance can win, then given its next due time.

/** Adds the job's row, due at `dueAt`, unless an instance (this one, before a restart) already did. */
export async function ensureJob(db: Db, name: string, dueAt: number): Promise<void> {
  await db.insertInto('scheduled_jobs').ignore().values({ name, next_run_at: dueAt }).execute();
}

/**
 * Takes the lease of a due job for `owner` until `leaseUntil`: true for the one instance whose
 * update changed the row (a due job nobody holds, or whose holder's lease ran out).
 */
export async function claimJob(db: Db, name: string, owner: string, now: number, leaseUntil: number): Promise<boolean> {
  const result = await db
    .updateTable('scheduled_jobs')
    .set({ lease_owner: owner, lease_until: leaseUntil })
    .where('name', '=', name)
    .where('next_run_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease back with the job's next due time and how its run ended. */
export async function finishJob(
  db: Db,
  name: string,
  owner: string,
  run: { at: number; nextRunAt: number; error: string | null },
): Promise<void> {
  await db
    .updateTable('scheduled_jobs')
    .set({
      next_run_at: run.nextRunAt,
      last_run_at: run.at,
      last_error: run.error === null ? null : run.error.slice(0, 255),
      lease_owner: null,
      lease_until: null,
    })
    .where('name', '=', name)
    .where('lease_owner', '=', owner)
    .execute();
}
