import type { AdminRole, ShowroomId } from '@shared/constants';
import type { Db } from '@server/platform/db/database';

export async function findAdminCredentials(
  db: Db,
  username: string,
): Promise<{ id: number; username: string; passwordHash: string; mfa: boolean } | undefined> {
  const row = await db
    .selectFrom('admins')
    .select(['id', 'username', 'password_hash as passwordHash', 'mfa_secret'])
    .where('username', '=', username)
    // A disabled account signs in no more: answered as an unknown one.
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  // Exact, whatever the column's collation: `ádmin` is not `admin`.
  if (!row || row.username !== username) return undefined;
  return { id: row.id, username: row.username, passwordHash: row.passwordHash, mfa: row.mfa_secret !== null };
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function adminExists(db: Db, username: string): Promise<boolean> {
  const row = await db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

export async function insertAdmin(
  db: Db,
  account: { username: string; passwordHash: string; role: AdminRole; showroom: ShowroomId | null },
  now: number,
): Promise<number> {
  const { username, passwordHash, role, showroom } = account;
  const result = await db
    .insertInto('admins')
    .values({ username, password_hash: passwordHash, role, showroom, created_at: now })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}
