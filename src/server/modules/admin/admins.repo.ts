import type { AdminRole, ShowroomId } from '@shared/constants';
import type { Db } from '@server/platform/db/database';
import { isMysql } from '@server/platform/db/migration-helpers';

// The admin accounts as owners manage them (issue 27). A password hash never leaves this file
// except to the password check of the account's own change (passwordHashOf).

export interface AdminAccountRow {
  id: number;
  username: string;
  role: string;
  showroom: string | null;
  disabledAt: number | null;
  lastSignInAt: number | null;
  /** When two-step sign-in was turned on; null: it is off. */
  mfaEnabledAt: number | null;
}

const COLUMNS = [
  'id',
  'username',
  'role',
  'showroom',
  'disabled_at as disabledAt',
  'last_sign_in_at as lastSignInAt',
  'mfa_enabled_at as mfaEnabledAt',
] as const;

const toRow = (r: {
  id: number;
  username: string;
  role: string;
  showroom: string | null;
  disabledAt: number | string | null;
  lastSignInAt: number | string | null;
  mfaEnabledAt: number | string | null;
}): AdminAccountRow => ({
  ...r,
  disabledAt: r.disabledAt === null ? null : Number(r.disabledAt),
  lastSignInAt: r.lastSignInAt === null ? null : Number(r.lastSignInAt),
  mfaEnabledAt: r.mfaEnabledAt === null ? null : Number(r.mfaEnabledAt),
});

/** Every account, by username. */
export async function listAdminAccounts(db: Db): Promise<AdminAccountRow[]> {
  const rows = await db.selectFrom('admins').select(COLUMNS).orderBy('username').execute();
  return rows.map(toRow);
}

export async function findAdminAccount(db: Db, id: number): Promise<AdminAccountRow | undefined> {
  const row = await db.selectFrom('admins').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

/**
 * The enabled owners, locked until the transaction ends (FOR UPDATE on MySQL; SQLite has one
 * writer at a time): two owners demoting each other at once cannot both pass the last-owner check.
 */
export async function lockEnabledOwners(trx: Db): Promise<number[]> {
  const query = trx.selectFrom('admins').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null);
  const rows = await (isMysql(trx) ? query.forUpdate() : query).execute();
  return rows.map((r) => r.id);
}

export async function insertAdminAccount(
  trx: Db,
  account: { username: string; passwordHash: string; role: AdminRole; showroom: ShowroomId | null },
  now: number,
): Promise<number> {
  const result = await trx
    .insertInto('admins')
    .values({
      username: account.username,
      password_hash: account.passwordHash,
      role: account.role,
      showroom: account.showroom,
      password_temporary: 1,
      created_at: now,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function updateAdminAccount(
  trx: Db,
  id: number,
  fields: { role: AdminRole; showroom: ShowroomId | null; disabledAt: number | null },
): Promise<void> {
  await trx
    .updateTable('admins')
    .set({ role: fields.role, showroom: fields.showroom, disabled_at: fields.disabledAt })
    .where('id', '=', id)
    .execute();
}

/** Sets a password: temporary (given by an owner, to be changed) or the account's own. */
export async function setAdminPassword(trx: Db, id: number, passwordHash: string, temporary: boolean): Promise<void> {
  await trx
    .updateTable('admins')
    .set({ password_hash: passwordHash, password_temporary: temporary ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

export async function passwordHashOf(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('admins').select('password_hash').where('id', '=', id).executeTakeFirst();
  return row?.password_hash;
}

export async function recordAdminSignIn(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('admins').set({ last_sign_in_at: now }).where('id', '=', id).execute();
}
