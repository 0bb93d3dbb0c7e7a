import { sql } from 'kysely';
import type { Db } from '@server/platform/db/database';

// Two-step sign-in's SQL (issue 27): the account's secrets, its recovery codes and the sign-in
// challenges. Each consuming write is one conditional UPDATE, so that two instances (or two
// requests at once) cannot both spend the same try, time step, recovery code or challenge.

export interface MfaState {
  username: string;
  secret: string | null;
  pendingSecret: string | null;
  lastStep: number | null;
}

/**
 * The account's two-step state, its secrets as stored (sealed; mfa-secrets.ts opens them); they
 * never leave the admin module's services.
 */
export async function findMfaState(db: Db, adminId: number): Promise<MfaState | undefined> {
  const row = await db
    .selectFrom('admins')
    .select(['username', 'mfa_secret', 'mfa_pending_secret', 'mfa_last_step'])
    .where('id', '=', adminId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    username: row.username,
    secret: row.mfa_secret,
    pendingSecret: row.mfa_pending_secret,
    lastStep: row.mfa_last_step === null ? null : Number(row.mfa_last_step),
  };
}

export type SecretColumn = 'mfa_secret' | 'mfa_pending_secret';

/** Writes `to` over a secret still stored as `from` (false when it changed meanwhile). */
export async function replaceSecret(
  db: Db,
  adminId: number,
  column: SecretColumn,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ [column]: to })
    .where('id', '=', adminId)
    .where(column, '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setPendingSecret(db: Db, adminId: number, secret: string): Promise<void> {
  await db.updateTable('admins').set({ mfa_pending_secret: secret }).where('id', '=', adminId).execute();
}

/** The pending secret becomes the account's, with the step its confirming code was accepted at. */
export async function enableMfa(trx: Db, adminId: number, secret: string, step: number, now: number): Promise<void> {
  await trx
    .updateTable('admins')
    .set({ mfa_secret: secret, mfa_pending_secret: null, mfa_enabled_at: now, mfa_last_step: step })
    .where('id', '=', adminId)
    .execute();
}

/**
 * Turns two-step sign-in off: the secret (and any pending one), the last step, the recovery codes
 * and the open sign-in challenges of the account are gone.
 */
export async function clearMfa(trx: Db, adminId: number): Promise<void> {
  await trx
    .updateTable('admins')
    .set({ mfa_secret: null, mfa_pending_secret: null, mfa_enabled_at: null, mfa_last_step: null })
    .where('id', '=', adminId)
    .execute();
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await trx.deleteFrom('admin_mfa_challenges').where('admin_id', '=', adminId).execute();
}

/** Records `step` as the last accepted one if it is later than the last: false when it is not (a replay). */
export async function advanceLastStep(db: Db, adminId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ mfa_last_step: step })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(trx: Db, adminId: number, hashes: readonly string[]): Promise<void> {
  await trx.deleteFrom('admin_recovery_codes').where('admin_id', '=', adminId).execute();
  await trx
    .insertInto('admin_recovery_codes')
    .values(hashes.map((code_hash) => ({ admin_id: adminId, code_hash })))
    .execute();
}

/** Spends an unused recovery code of the account: false when there is none by that hash. */
export async function useRecoveryCode(db: Db, adminId: number, codeHash: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: now })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertChallenge(
  db: Db,
  challenge: { adminId: number; tokenHash: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('admin_mfa_challenges')
    .values({
      admin_id: challenge.adminId,
      token_hash: challenge.tokenHash,
      created_at: challenge.now,
      expires_at: challenge.expiresAt,
    })
    .execute();
  // Spent and expired challenges are of no further use: each sign-in sweeps them.
  await db.deleteFrom('admin_mfa_challenges').where('expires_at', '<', challenge.now).execute();
}

/**
 * Counts a try at a live challenge: its account when the try is allowed (not expired, not used,
 * fewer than `maxTries` before), else undefined.
 */
export async function spendChallengeTry(
  db: Db,
  tokenHash: string,
  now: number,
  maxTries: number,
): Promise<number | undefined> {
  const result = await db
    .updateTable('admin_mfa_challenges')
    .set({ tries: sql<number>`tries + 1` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('tries', '<', maxTries)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await db
    .selectFrom('admin_mfa_challenges')
    .select('admin_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.admin_id;
}

/** Marks the challenge answered: false when another request answered it first. */
export async function closeChallenge(trx: Db, tokenHash: string, now: number): Promise<boolean> {
  const result = await trx
    .updateTable('admin_mfa_challenges')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
