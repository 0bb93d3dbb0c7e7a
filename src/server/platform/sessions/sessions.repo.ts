import { sql } from 'kysely';
import type { Db } from '../db/database';

export async function insertUserSession(
  db: Db,
  userId: number,
  tokenHash: string,
  now: number,
  expiresAt: number,
): Promise<void> {
  await db
    .insertInto('user_sessions')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now, expires_at: expiresAt })
    .execute();
}

export async function findActiveUserSession(
  db: Db,
  tokenHash: string,
  now: number,
): Promise<{ sessionId: number; userId: number; fullname: string; expiresAt: number } | undefined> {
  const row = await db
    .selectFrom('user_sessions')
    .innerJoin('users', 'users.id', 'user_sessions.user_id')
    .select([
      'user_sessions.id as sessionId',
      'users.id as userId',
      'users.fullname as fullname',
      'user_sessions.expires_at as expiresAt',
    ])
    .where('user_sessions.token_hash', '=', tokenHash)
    .where('user_sessions.revoked_at', 'is', null)
    .where('user_sessions.expires_at', '>', now)
    .where('users.verified_at', 'is not', null)
    .executeTakeFirst();
  return row ? { ...row, expiresAt: Number(row.expiresAt) } : undefined;
}

export async function revokeUserSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('user_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every session of a user except, optionally, one. */
export async function revokeUserSessions(db: Db, userId: number, now: number, exceptTokenHash?: string): Promise<void> {
  let q = db
    .updateTable('user_sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptTokenHash) q = q.where('token_hash', '!=', exceptTokenHash);
  await q.execute();
}

export async function insertAdminSession(
  db: Db,
  adminId: number,
  tokenHash: string,
  now: number,
  expiresAt: number,
): Promise<void> {
  await db
    .insertInto('admin_sessions')
    .values({ admin_id: adminId, token_hash: tokenHash, created_at: now, expires_at: expiresAt })
    .execute();
}

/** A live admin session: not revoked, not expired, and used within `idleMs`. */
export async function findActiveAdminSession(
  db: Db,
  tokenHash: string,
  now: number,
  idleMs: number,
): Promise<
  | {
      sessionId: number;
      adminId: number;
      username: string;
      role: string;
      showroom: string | null;
      temporaryPassword: boolean;
      /** Two-step sign-in is on for the account. */
      mfa: boolean;
      expiresAt: number;
      lastUsedAt: number;
    }
  | undefined
> {
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
    .select([
      'admin_sessions.id as sessionId',
      'admins.id as adminId',
      'admins.username as username',
      'admins.role as role',
      'admins.showroom as showroom',
      'admins.password_temporary as passwordTemporary',
      'admins.mfa_enabled_at as mfaEnabledAt',
      'admin_sessions.expires_at as expiresAt',
      sql<number>`coalesce(admin_sessions.last_used_at, admin_sessions.created_at)`.as('lastUsedAt'),
    ])
    .where('admin_sessions.token_hash', '=', tokenHash)
    .where('admin_sessions.revoked_at', 'is', null)
    .where('admin_sessions.expires_at', '>', now)
    .where(sql<number>`coalesce(admin_sessions.last_used_at, admin_sessions.created_at)`, '>', now - idleMs)
    // A disabled account's sessions were ended when it was disabled; this holds even for a stray one.
    .where('admins.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { passwordTemporary, mfaEnabledAt, ...rest } = row;
  return {
    ...rest,
    temporaryPassword: Number(passwordTemporary) !== 0,
    mfa: mfaEnabledAt !== null,
    expiresAt: Number(row.expiresAt),
    lastUsedAt: Number(row.lastUsedAt),
  };
}

/** Records that the session authorised a request (its idle clock starts again). */
export async function touchAdminSession(db: Db, sessionId: number, now: number): Promise<void> {
  await db.updateTable('admin_sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}

export async function revokeAdminSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of an admin account (disabled, demoted, its password reset or changed), but one. */
export async function revokeAdminSessions(db: Db, adminId: number, now: number, exceptTokenHash?: string) {
  let q = db
    .updateTable('admin_sessions')
    .set({ revoked_at: now })
    .where('admin_id', '=', adminId)
    .where('revoked_at', 'is', null);
  if (exceptTokenHash) q = q.where('token_hash', '!=', exceptTokenHash);
  await q.execute();
}
