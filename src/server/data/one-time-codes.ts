import type { Db } from '../db/database';

// One-time codes. Only their salted hashes are stored; the hash goes to the one-time-codes
// service for comparison and nowhere else.

export type CodePurpose = 'signup' | 'reset';
export type CodeChannel = 'email' | 'sms';

export interface NewCode {
  userId: number | null;
  purpose: CodePurpose;
  channel: CodeChannel;
  contact: string;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
}

export interface LiveCode {
  id: number;
  userId: number | null;
  codeHash: string;
  attempts: number;
}

export async function insertCode(db: Db, code: NewCode): Promise<number> {
  const result = await db
    .insertInto('one_time_codes')
    .values({
      user_id: code.userId,
      purpose: code.purpose,
      channel: code.channel,
      contact: code.contact,
      code_hash: code.codeHash,
      attempts: 0,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
      consumed_at: null,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('one_time_codes').where('id', '=', id).execute();
}

/** When the last code for this contact and purpose was sent, if one was. */
export async function lastCodeSentAt(db: Db, contact: string, purpose: CodePurpose): Promise<number | undefined> {
  const row = await db
    .selectFrom('one_time_codes')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('contact', '=', contact)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? undefined : Number(row.at);
}

export interface CodeScope {
  purpose: CodePurpose;
  channel: CodeChannel;
  contact: string;
  /** When set, only codes sent to this account. */
  userId?: number;
}

/** Codes that may still be used: not consumed, not expired, not worn out by wrong tries. */
export async function findLiveCodes(db: Db, scope: CodeScope, now: number, maxAttempts: number): Promise<LiveCode[]> {
  let q = db
    .selectFrom('one_time_codes')
    .select(['id', 'user_id as userId', 'code_hash as codeHash', 'attempts'])
    .where('contact', '=', scope.contact)
    .where('purpose', '=', scope.purpose)
    .where('channel', '=', scope.channel)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts);
  if (scope.userId !== undefined) q = q.where('user_id', '=', scope.userId);
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => ({ id: r.id, userId: r.userId, codeHash: r.codeHash, attempts: Number(r.attempts) }));
}

/** Whether a code in this scope was recently worn out by wrong tries (and is not expired). */
export async function hasWornOutCode(db: Db, scope: CodeScope, now: number, maxAttempts: number): Promise<boolean> {
  let q = db
    .selectFrom('one_time_codes')
    .select('id')
    .where('contact', '=', scope.contact)
    .where('purpose', '=', scope.purpose)
    .where('channel', '=', scope.channel)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '>=', maxAttempts);
  if (scope.userId !== undefined) q = q.where('user_id', '=', scope.userId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Counts one wrong try against each of these codes; answers how many tries each has now. */
export async function addWrongAttempt(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', ids)
    .execute();
  const rows = await db.selectFrom('one_time_codes').select('attempts').where('id', 'in', ids).execute();
  return rows.map((r) => Number(r.attempts));
}

/**
 * Uses up every unused code this account was sent for `purpose`. Answers how many there
 * were: zero means another request used them first.
 */
export async function consumeCodes(db: Db, userId: number, purpose: CodePurpose, now: number): Promise<number> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Expired and used codes older than `before` are of no further use. */
export async function deleteCodesOlderThan(db: Db, before: number): Promise<void> {
  await db.deleteFrom('one_time_codes').where('expires_at', '<', before).execute();
}
