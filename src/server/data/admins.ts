import type { Db } from '../db/database';

export async function findAdminCredentials(
  db: Db,
  username: string,
): Promise<{ id: number; username: string; passwordHash: string } | undefined> {
  return db
    .selectFrom('admins')
    .select(['id', 'username', 'password_hash as passwordHash'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function adminExists(db: Db, username: string): Promise<boolean> {
  const row = await db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

export async function insertAdmin(db: Db, username: string, passwordHash: string, now: number): Promise<number> {
  const result = await db
    .insertInto('admins')
    .values({ username, password_hash: passwordHash, created_at: now })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function insertAdminSession(db: Db, adminId: number, tokenHash: string, now: number, expiresAt: number): Promise<void> {
  await db
    .insertInto('admin_sessions')
    .values({ admin_id: adminId, token_hash: tokenHash, created_at: now, expires_at: expiresAt })
    .execute();
}

export async function findActiveAdminSession(
  db: Db,
  tokenHash: string,
  now: number,
): Promise<{ sessionId: number; adminId: number; username: string; expiresAt: number } | undefined> {
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
    .select(['admin_sessions.id as sessionId', 'admins.id as adminId', 'admins.username as username', 'admin_sessions.expires_at as expiresAt'])
    .where('admin_sessions.token_hash', '=', tokenHash)
    .where('admin_sessions.revoked_at', 'is', null)
    .where('admin_sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row ? { ...row, expiresAt: Number(row.expiresAt) } : undefined;
}

export async function revokeAdminSession(db: Db, tokenHash: string, now: number): Promise<void> {
  await db.updateTable('admin_sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}
