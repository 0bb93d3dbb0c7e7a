import type { Db } from '@server/platform/db/database';

// The API tokens' SQL (issue 27). The secret is never here: only its SHA-256.

export interface ApiTokenRow {
  id: number;
  name: string;
  role: string;
  createdBy: number | null;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

const FIELDS = [
  'id',
  'name',
  'role',
  'created_by as createdBy',
  'created_at as createdAt',
  'last_used_at as lastUsedAt',
  'revoked_at as revokedAt',
] as const;

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));
const toRow = (r: {
  id: number | string;
  name: string;
  role: string;
  createdBy: number | string | null;
  createdAt: number | string;
  lastUsedAt: number | string | null;
  revokedAt: number | string | null;
}): ApiTokenRow => ({
  ...r,
  id: Number(r.id),
  createdBy: num(r.createdBy),
  createdAt: Number(r.createdAt),
  lastUsedAt: num(r.lastUsedAt),
  revokedAt: num(r.revokedAt),
});

export async function insertApiToken(
  db: Db,
  t: { name: string; role: string; tokenHash: string; createdBy: number | null },
  now: number,
): Promise<number> {
  const result = await db
    .insertInto('api_tokens')
    .values({ name: t.name, role: t.role, token_hash: t.tokenHash, created_by: t.createdBy, created_at: now })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function listApiTokens(db: Db): Promise<ApiTokenRow[]> {
  return (await db.selectFrom('api_tokens').select(FIELDS).orderBy('id', 'desc').execute()).map(toRow);
}

export async function findApiToken(db: Db, id: number): Promise<ApiTokenRow | undefined> {
  const row = await db.selectFrom('api_tokens').select(FIELDS).where('id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

/** A token that is not revoked, by its hash. */
export async function findLiveApiToken(db: Db, tokenHash: string): Promise<ApiTokenRow | undefined> {
  const row = await db
    .selectFrom('api_tokens')
    .select(FIELDS)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row && toRow(row);
}

export async function touchApiToken(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}

/** Revokes a token; false when it already was. */
export async function revokeApiToken(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
