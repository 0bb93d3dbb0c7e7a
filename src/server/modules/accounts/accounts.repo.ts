import { sql } from 'kysely';
import type { Contact } from '@shared/schemas/auth';
import type { UserSummaryDto } from '@shared/schemas/users';
import type { Db } from '@server/platform/db/database';
import { containsPattern, nameKey } from '@server/platform/db/like';

// Shopper accounts. The password hash is read only by `findLoginByContact`, for the accounts
// service to compare against; no other function selects it.

export interface UserRecord {
  id: number;
  fullname: string;
  email: string;
  phone: string;
  verified: boolean;
}

const USER_COLUMNS = ['id', 'fullname', 'email', 'phone', 'verified_at as verifiedAt'] as const;

function toRecord(row: {
  id: number;
  fullname: string;
  email: string;
  phone: string;
  verifiedAt: number | null;
}): UserRecord {
  return { id: row.id, fullname: row.fullname, email: row.email, phone: row.phone, verified: row.verifiedAt !== null };
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function findUserByContact(db: Db, contact: Contact): Promise<UserRecord | undefined> {
  const column = contact.channel === 'email' ? 'email' : 'phone';
  const row = await db.selectFrom('users').select(USER_COLUMNS).where(column, '=', contact.value).executeTakeFirst();
  return row && row[column] === contact.value ? toRecord(row) : undefined;
}

/** The pending (unverified) account a sign-up reference names, if any. */
export async function findPendingSignup(
  db: Db,
  signupRef: string,
): Promise<{ id: number; email: string; phone: string } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'phone', 'signup_ref as signupRef'])
    .where('signup_ref', '=', signupRef)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  // Exact, whatever the column's collation.
  return row && row.signupRef === signupRef ? { id: row.id, email: row.email, phone: row.phone } : undefined;
}

/** Whether any of these pending accounts still has a sign-up code that can be used. */
export async function hasLiveSignupCodes(db: Db, userIds: number[], now: number): Promise<boolean> {
  if (userIds.length === 0) return false;
  const row = await db
    .selectFrom('one_time_codes')
    .select('id')
    .where('user_id', 'in', userIds)
    .where('purpose', '=', 'signup')
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** Accounts holding this email or this phone (at most two). */
export async function findUsersByEmailOrPhone(db: Db, email: string, phone: string): Promise<UserRecord[]> {
  const rows = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where((eb) => eb.or([eb('email', '=', email), eb('phone', '=', phone)]))
    .execute();
  return rows.filter((r) => r.email === email || r.phone === phone).map(toRecord);
}

export async function findLoginByContact(
  db: Db,
  contact: Contact,
): Promise<{ id: number; passwordHash: string; verified: boolean } | undefined> {
  const column = contact.channel === 'email' ? 'email' : 'phone';
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'phone', 'password_hash as passwordHash', 'verified_at as verifiedAt'])
    .where(column, '=', contact.value)
    .executeTakeFirst();
  // Exact, whatever the column's collation: a look-alike of a contact is not that contact.
  if (!row || row[column] !== contact.value) return undefined;
  return { id: row.id, passwordHash: row.passwordHash, verified: row.verifiedAt !== null };
}

/**
 * Removes the unverified accounts that hold this email or phone (a sign-up started again
 * replaces the pending one) and inserts the new unverified account. Run inside a transaction.
 */
export async function replacePendingUser(
  db: Db,
  values: { fullname: string; email: string; phone: string; passwordHash: string; signupRef: string },
  now: number,
): Promise<number> {
  await db
    .deleteFrom('users')
    .where('verified_at', 'is', null)
    .where((eb) => eb.or([eb('email', '=', values.email), eb('phone', '=', values.phone)]))
    .execute();
  const result = await db
    .insertInto('users')
    .values({
      fullname: values.fullname,
      name_key: nameKey(values.fullname),
      email: values.email,
      phone: values.phone,
      password_hash: values.passwordHash,
      verified_at: null,
      created_at: now,
      signup_ref: values.signupRef,
    })
    .executeTakeFirstOrThrow();
  return Number(result.insertId);
}

/**
 * Takes the account's row lock until the transaction ends: writes to one shopper's rows that
 * check a limit first (the wishlist's) queue behind each other instead of all passing the check.
 */
export async function lockUserRow(db: Db, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ name_key: eb.ref('name_key') }))
    .where('id', '=', id)
    .execute();
}

export async function markUserVerified(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ verified_at: now, signup_ref: null })
    .where('id', '=', id)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setUserPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/** A page of accounts, newest first, optionally searched by name, email or phone. */
export async function pageUsers(
  db: Db,
  opts: { page: number; limit: number; q?: string | undefined },
): Promise<{ items: UserSummaryDto[]; total: number }> {
  let base = db.selectFrom('users');
  const q = opts.q?.trim();
  if (q) {
    const text = containsPattern(nameKey(q));
    const digits = q.replace(/[\s()+-]/g, '');
    base = base.where((eb) => {
      const terms = [
        sql<boolean>`name_key like ${text} escape '!'`,
        sql<boolean>`lower(fullname) like ${text} escape '!'`,
        sql<boolean>`lower(email) like ${text} escape '!'`,
      ];
      if (/^\d{3,}$/.test(digits)) terms.push(sql<boolean>`phone like ${containsPattern(digits)} escape '!'`);
      return eb.or(terms);
    });
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'fullname', 'email', 'phone', 'verified_at as verifiedAt', 'created_at as createdAt'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      fullname: r.fullname,
      email: r.email,
      phone: r.phone,
      verified: r.verifiedAt !== null,
      joinedAt: Number(r.createdAt),
    })),
    total: Number(count.total),
  };
}

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

/** Shoppers who finished sign-up (verified both codes). */
export async function countVerifiedUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
