import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP } from '@shared/constants';
import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import {
  addWrongAttempt,
  deleteCodesOlderThan,
  findLiveCodes,
  hasWornOutCode,
  lastCodeSentAt,
  type CodePurpose,
  type CodeScope,
  type NewCode,
} from './accounts.repo';
import type { Contact } from '@shared/schemas/auth';
import type { Db } from '@server/platform/db/database';

// The rules of one-time codes: 6 digits from a cryptographic source; stored as salted HMACs
// bound to their purpose and contact; valid 10 minutes; single use; 5 wrong tries and a code is
// dead; at most one new code a minute per contact. Several live codes may exist (a resend);
// any of them is accepted, a wrong try counts against all of them, and using one uses them all.

export function newCode(): string {
  return String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, '0');
}

function mac(salt: Buffer, purpose: CodePurpose, contact: string, code: string): Buffer {
  return createHmac('sha256', salt).update(`${purpose}\n${contact}\n${code}`).digest();
}

export function hashCode(code: string, purpose: CodePurpose, contact: string): string {
  const salt = randomBytes(16);
  return `hs256$${salt.toString('base64url')}$${mac(salt, purpose, contact, code).toString('base64url')}`;
}

export function codeMatches(code: string, purpose: CodePurpose, contact: string, stored: string): boolean {
  const [kind, saltText, digestText] = stored.split('$');
  if (kind !== 'hs256' || !saltText || !digestText) return false;
  const expected = Buffer.from(digestText, 'base64url');
  const actual = mac(Buffer.from(saltText, 'base64url'), purpose, contact, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The row that records a code sent to `contact` (for `userId`, or null: a placeholder never sent). */
export function codeRow(
  userId: number | null,
  purpose: CodePurpose,
  contact: Contact,
  code: string,
  now: number,
): NewCode {
  return {
    userId,
    purpose,
    channel: contact.channel,
    contact: contact.value,
    codeHash: hashCode(code, purpose, contact.value),
    createdAt: now,
    expiresAt: now + OTP.ttlMs,
  };
}

export const CODE_MINUTES = Math.round(OTP.ttlMs / 60_000);

/** Refuses a new code for any of these contacts when one was sent less than a minute ago. */
export async function assertMayResend(db: Db, contacts: string[], purpose: CodePurpose, now: number): Promise<void> {
  for (const contact of contacts) {
    const last = await lastCodeSentAt(db, contact, purpose);
    if (last !== undefined && now - last < OTP.resendIntervalMs)
      throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.otpResendTooSoon);
  }
}

let lastSweep = 0;
/** Now and then, forgets codes that expired more than a day ago. */
export async function sweepOldCodes(db: Db, now: number): Promise<void> {
  if (now - lastSweep < 60 * 60 * 1000) return;
  lastSweep = now;
  await deleteCodesOlderThan(db, now - 24 * 60 * 60 * 1000);
}

/**
 * Whether a typed code matches one of the live codes of a scope. Counts nothing: the caller counts
 * wrong tries (sign-up codes count per sign-up and client address, not on the code).
 */
export async function liveCodeMatches(db: Db, scope: CodeScope, code: string, now: number): Promise<boolean> {
  const live = await findLiveCodes(db, scope, now, OTP.maxAttempts);
  return live.some((c) => codeMatches(code, scope.purpose, scope.contact, c.codeHash));
}

/**
 * Checks a typed code against the live codes of a scope. Answers the matched code's account
 * (null for the placeholder codes of unknown contacts); throws the message to show otherwise.
 */
export async function checkCode(
  db: Db,
  scope: CodeScope,
  code: string,
  now: number,
): Promise<{ userId: number | null }> {
  const live = await findLiveCodes(db, scope, now, OTP.maxAttempts);
  if (live.length === 0) {
    if (await hasWornOutCode(db, scope, now, OTP.maxAttempts))
      throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.otpTooManyAttempts);
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.otpExpired);
  }
  const match = live.find((c) => codeMatches(code, scope.purpose, scope.contact, c.codeHash));
  if (match) return { userId: match.userId };
  const attempts = await addWrongAttempt(
    db,
    live.map((c) => c.id),
  );
  if (attempts.every((n) => n >= OTP.maxAttempts))
    throw new AppError('TOO_MANY_REQUESTS', AUTH_MESSAGES.otpTooManyAttempts);
  throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.otpInvalid);
}
