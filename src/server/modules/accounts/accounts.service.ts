import { OTP } from '@shared/constants';
import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import { DELIVERY_MESSAGES } from '@shared/delivery-messages';
import type { UserSummaryDto } from '@shared/schemas/users';
import type { Db } from '@server/platform/db/database';
import type { Contact, SignupInput } from '@shared/schemas/auth';
import { isUniqueViolation } from '@server/platform/db/db-errors';
import { consumeCodes, decoyUserId, hasLiveSignupCodes, insertCode, type CodePurpose } from './accounts.repo';
import { SIGNUP_NOTICE } from '@shared/messages/security';
import { assertNotCommonPassword } from '@server/platform/crypto/common-passwords';
import { revokeUserSessions } from '@server/platform/sessions/sessions.repo';
import {
  lockUserRow,
  pageUsers,
  findUserByContact,
  findUserById,
  findUsersByEmailOrPhone,
  markUserVerified,
  replacePendingUser,
  setUserPasswordHash,
} from './accounts.repo';
import type { AppDeps } from '@server/platform/deps';
import { assertMayResend, checkCode, CODE_MINUTES, hashCode, newCode, sweepOldCodes } from './one-time-codes.service';
import { openUserSession } from '@server/platform/sessions/sessions';
import { inTransaction } from '@server/platform/db/transaction';

// Shopper accounts: sign-up with an email code and an SMS code, login, password reset.
// Codes travel only to the contact, through the outbox; responses carry ids and session tokens,
// never a code.

type Deps = Pick<AppDeps, 'db' | 'passwords' | 'outbox' | 'now' | 'logger'>;

function codeRow(userId: number | null, purpose: CodePurpose, contact: Contact, code: string, now: number) {
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

// ---- Sign-up ---------------------------------------------------------------------

/**
 * Registers a pending account and writes its two codes to the outbox, in one transaction. The
 * answer is the same, and costs the same (a password hash), when the email or phone belongs to a
 * verified account (its holder is told by email that someone tried; no second account) or to
 * somebody else's pending sign-up whose codes are still live (it keeps them: the first to verify
 * wins). No request waits for SMTP or SMS.
 */
export async function signUp(deps: Deps, input: SignupInput): Promise<{ userId: number }> {
  const { db } = deps;
  const now = deps.now();
  assertNotCommonPassword(input.password);
  await assertMayResend(db, [input.email, input.phone], 'signup', now);
  await deps.outbox.assertCodeBudget(2);
  await sweepOldCodes(db, now);
  const passwordHash = await deps.passwords.hash(input.password);

  const holders = await findUsersByEmailOrPhone(db, input.email, input.phone);
  const verified = holders.filter((u) => u.verified);
  if (verified.length > 0) {
    await inTransaction(db, async (trx) => {
      for (const holder of verified) {
        await deps.outbox.enqueue(trx, {
          channel: 'email',
          purpose: 'notice',
          recipient: holder.email,
          subject: SIGNUP_NOTICE.subject,
          body: SIGNUP_NOTICE.text(new Date(now).toUTCString()),
        });
      }
    });
    deps.outbox.kick();
    return { userId: await decoyUserId(db) };
  }
  const others = holders.filter((u) => u.email !== input.email || u.phone !== input.phone);
  if (
    others.length > 0 &&
    (await hasLiveSignupCodes(
      db,
      others.map((u) => u.id),
      now,
    ))
  )
    return { userId: await decoyUserId(db) };

  const emailCode = newCode();
  const phoneCode = newCode();
  try {
    const userId = await inTransaction(db, async (trx) => {
      const id = await replacePendingUser(
        trx,
        { fullname: input.fullname, email: input.email, phone: input.phone, passwordHash },
        now,
      );
      await insertCode(trx, codeRow(id, 'signup', { channel: 'email', value: input.email }, emailCode, now));
      await insertCode(trx, codeRow(id, 'signup', { channel: 'sms', value: input.phone }, phoneCode, now));
      await deps.outbox.enqueue(trx, {
        channel: 'email',
        purpose: 'code',
        recipient: input.email,
        subject: DELIVERY_MESSAGES.signupEmailSubject,
        body: DELIVERY_MESSAGES.signupEmailText(emailCode, CODE_MINUTES),
      });
      await deps.outbox.enqueue(trx, {
        channel: 'sms',
        purpose: 'code',
        recipient: input.phone,
        body: DELIVERY_MESSAGES.signupSms(phoneCode, CODE_MINUTES),
      });
      return id;
    });
    deps.outbox.kick();
    return { userId };
  } catch (err) {
    // Another sign-up or account took the email or phone between our check and our write: the
    // same answer as ever (whoever verifies first has the account).
    if (isUniqueViolation(err)) return { userId: await decoyUserId(db) };
    throw err;
  }
}

/** Checks both sign-up codes, verifies the account and opens its first session. */
export async function verifySignup(
  deps: Deps,
  input: { userId: number; emailOtp: string; phoneOtp: string },
): Promise<{ token: string; userId: number }> {
  const { db } = deps;
  const now = deps.now();
  const user = await findUserById(db, input.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.otpVerificationFailed);
  if (user.verified) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.otpExpired);

  // Both codes are checked, so a wrong try counts against each code that was wrong.
  const results = [
    await checkCode(
      db,
      { purpose: 'signup', channel: 'email', contact: user.email, userId: user.id },
      input.emailOtp,
      now,
    ).then(
      () => undefined,
      (error: unknown) => ({ error }),
    ),
    await checkCode(
      db,
      { purpose: 'signup', channel: 'sms', contact: user.phone, userId: user.id },
      input.phoneOtp,
      now,
    ).then(
      () => undefined,
      (error: unknown) => ({ error }),
    ),
  ];
  const failed = results.filter((r) => r !== undefined);
  const failure =
    failed.find(({ error }) => error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') ?? failed[0];
  if (failure) throw failure.error;

  const token = await inTransaction(db, async (trx) => {
    const used = await consumeCodes(trx, user.id, 'signup', now);
    if (used === 0 || !(await markUserVerified(trx, user.id, now)))
      throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.otpExpired);
    return (await openUserSession(trx, user.id, now)).token;
  });
  return { token, userId: user.id };
}

// ---- Password reset --------------------------------------------------------------

/**
 * Writes a reset code for the contact to the outbox, through its own channel, when a verified
 * account holds it. The answer, its timing (nothing waits for a transport) and the once-a-minute
 * rule are the same whether or not one does: for an unknown contact a placeholder code (never
 * sent, never matchable in practice) is recorded in the same kind of transaction.
 */
export async function sendResetCode(deps: Deps, contact: Contact): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  await assertMayResend(db, [contact.value], 'reset', now);
  // Before the account is looked up, so that a spent budget says nothing about the contact.
  await deps.outbox.assertCodeBudget(1);
  await sweepOldCodes(db, now);
  const user = await findUserByContact(db, contact);
  const account = user?.verified ? user : undefined;
  const code = newCode();
  await inTransaction(db, async (trx) => {
    await insertCode(trx, codeRow(account?.id ?? null, 'reset', contact, code, now));
    if (!account) return;
    await deps.outbox.enqueue(
      trx,
      contact.channel === 'email'
        ? {
            channel: 'email',
            purpose: 'code',
            recipient: contact.value,
            subject: DELIVERY_MESSAGES.resetEmailSubject,
            body: DELIVERY_MESSAGES.resetEmailText(code, CODE_MINUTES),
          }
        : {
            channel: 'sms',
            purpose: 'code',
            recipient: contact.value,
            body: DELIVERY_MESSAGES.resetSms(code, CODE_MINUTES),
          },
    );
  });
  deps.outbox.kick();
}

/** Sets a new password with a reset code, ends every other session, opens a new one. */
export async function resetPassword(
  deps: Deps,
  input: { contact: Contact; otp: string; password: string },
): Promise<{ token: string; userId: number }> {
  const { db } = deps;
  const now = deps.now();
  assertNotCommonPassword(input.password);
  const { userId } = await checkCode(
    db,
    { purpose: 'reset', channel: input.contact.channel, contact: input.contact.value },
    input.otp,
    now,
  );
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user?.verified) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.otpInvalid);
  const passwordHash = await deps.passwords.hash(input.password);
  const token = await inTransaction(db, async (trx) => {
    const used = await consumeCodes(trx, user.id, 'reset', now);
    if (used === 0) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.otpExpired);
    await setUserPasswordHash(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id, now);
    return (await openUserSession(trx, user.id, now)).token;
  });
  return { token, userId: user.id };
}

/** Registered shoppers for the admin: newest first, searched by name, email or phone. Never a hash. */
export function pageShoppers(
  db: Db,
  opts: { page: number; limit: number; q?: string | undefined },
): Promise<{ items: UserSummaryDto[]; total: number }> {
  return pageUsers(db, opts);
}

/**
 * Holds the shopper's row lock for the rest of the transaction `db` is: other modules' writes
 * that must see the shopper's rows as they are (a limit checked, then rows added) run one at a time.
 */
export async function lockShopper(db: Db, userId: number): Promise<void> {
  await lockUserRow(db, userId);
}
