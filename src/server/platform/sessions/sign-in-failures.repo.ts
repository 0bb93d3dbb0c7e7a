import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/db-errors';

// Failed sign-ins, one row per account and client address, counted within a window. In the
// database so that every instance behind a load balancer sees the same counts.

/** Failures of this account from this client since `since`. */
export async function pairFailures(db: Db, accountKey: string, clientKey: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select('failures')
    .where('account_key', '=', accountKey)
    .where('client_key', '=', clientKey)
    .where('first_failure_at', '>', since)
    .executeTakeFirst();
  return row ? Number(row.failures) : 0;
}

/** Failures of this account from every client since `since`. */
export async function accountFailures(db: Db, accountKey: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select((eb) => eb.fn.sum<number>('failures').as('n'))
    .where('account_key', '=', accountKey)
    .where('first_failure_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Counts one failure; a row whose window has passed starts again at one. */
export async function recordFailure(
  db: Db,
  accountKey: string,
  clientKey: string,
  now: number,
  since: number,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const updated = await db
      .updateTable('sign_in_failures')
      .set((eb) => ({ failures: eb('failures', '+', 1), last_failure_at: now }))
      .where('account_key', '=', accountKey)
      .where('client_key', '=', clientKey)
      .where('first_failure_at', '>', since)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) return;
    await db
      .deleteFrom('sign_in_failures')
      .where('account_key', '=', accountKey)
      .where('client_key', '=', clientKey)
      .where('first_failure_at', '<=', since)
      .execute();
    try {
      await db
        .insertInto('sign_in_failures')
        .values({
          account_key: accountKey,
          client_key: clientKey,
          failures: 1,
          first_failure_at: now,
          last_failure_at: now,
        })
        .execute();
      return;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err; // another request inserted it first: count on it
    }
  }
}

/** A successful sign-in forgets this client's failures on the account. */
export async function clearPairFailures(db: Db, accountKey: string, clientKey: string): Promise<void> {
  await db
    .deleteFrom('sign_in_failures')
    .where('account_key', '=', accountKey)
    .where('client_key', '=', clientKey)
    .execute();
}

export async function deleteFailuresBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('last_failure_at', '<', before).execute();
}
