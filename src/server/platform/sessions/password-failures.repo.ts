import type { Db } from '../db/database';

// The bound on an account's password checks (password_failures) and the addresses it signed in
// from (sign_in_addresses). Single-row statements without a transaction: each takes one row lock
// for its own length, so that many guesses at once queue on the row and never deadlock.

/**
 * Takes one unit of the account's bound if fewer than `limit` failures are counted in the window
 * that started after `since` (a window that has passed starts again at one). One conditional
 * UPDATE decides, so concurrent callers can never take more than `limit` units between them.
 */
export async function reserveFailure(
  db: Db,
  accountKey: string,
  limit: number,
  now: number,
  since: number,
): Promise<boolean> {
  if (limit <= 0) return false;
  const take = () =>
    db
      .updateTable('password_failures')
      // MySQL assigns left to right and reads assigned columns anew: `failures` is set first,
      // so both conditions see the window_start the row had.
      .set((eb) => ({
        failures: eb
          .case()
          .when('window_start', '<=', since)
          .then(1)
          .else(eb('failures', '+', 1))
          .end(),
        window_start: eb.case().when('window_start', '<=', since).then(now).else(eb.ref('window_start')).end(),
      }))
      .where('account_key', '=', accountKey)
      .where((eb) => eb.or([eb('failures', '<', limit), eb('window_start', '<=', since)]))
      .executeTakeFirst();
  if (Number((await take()).numUpdatedRows) > 0) return true;
  // No row yet, or the bound is spent: make sure a row exists (nothing if one does), then try once more.
  await db
    .insertInto('password_failures')
    .ignore()
    .values({ account_key: accountKey, failures: 0, window_start: now })
    .execute();
  return Number((await take()).numUpdatedRows) > 0;
}

/** Gives back a unit taken for a check that did not happen (the hashing queue was full). */
export async function releaseFailure(db: Db, accountKey: string): Promise<void> {
  await db
    .updateTable('password_failures')
    .set((eb) => ({ failures: eb('failures', '-', 1) }))
    .where('account_key', '=', accountKey)
    .where('failures', '>', 0)
    .execute();
}

/** A right password, or a new one set by a reset, forgets the account's failures. */
export async function clearFailures(db: Db, accountKey: string): Promise<void> {
  await db.deleteFrom('password_failures').where('account_key', '=', accountKey).execute();
}

export async function isSignInAddress(db: Db, accountKey: string, clientKey: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_addresses')
    .select('last_sign_in_at')
    .where('account_key', '=', accountKey)
    .where('client_key', '=', clientKey)
    .where('last_sign_in_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberSignInAddress(db: Db, accountKey: string, clientKey: string, now: number): Promise<void> {
  const updated = await db
    .updateTable('sign_in_addresses')
    .set({ last_sign_in_at: now })
    .where('account_key', '=', accountKey)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('sign_in_addresses')
    .ignore()
    .values({ account_key: accountKey, client_key: clientKey, last_sign_in_at: now })
    .execute();
}

/** Drops windows that have passed and addresses not signed in from since `addressesSince`. */
export async function sweepPasswordFailures(db: Db, windowsSince: number, addressesSince: number): Promise<void> {
  await db.deleteFrom('password_failures').where('window_start', '<=', windowsSince).execute();
  await db.deleteFrom('sign_in_addresses').where('last_sign_in_at', '<=', addressesSince).execute();
}
