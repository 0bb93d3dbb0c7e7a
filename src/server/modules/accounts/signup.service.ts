import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import { DELIVERY_MESSAGES } from '@shared/delivery-messages';
import type { SignupInput } from '@shared/schemas/auth';
import { SIGNUP_NOTICE } from '@shared/messages/security';
import { assertNotCommonPassword } from '@server/platform/crypto/common-passwords';
import { isUniqueViolation } from '@server/platform/db/db-errors';
import { inTransaction } from '@server/platform/db/transaction';
import { closeUserSessions, openUserSession } from '@server/platform/sessions/sessions';
import {
  consumeCodes,
  decoyUserId,
  findUserById,
  findUsersByEmailOrPhone,
  hasLiveSignupCodes,
  insertCode,
  markUserVerified,
  replacePendingUser,
} from './accounts.repo';
import type { AccountDeps } from './accounts.service';
import { assertMayResend, checkCode, CODE_MINUTES, codeRow, newCode, sweepOldCodes } from './one-time-codes.service';

// Sign-up: a pending account, a code by email and one by SMS, and verification with both.
// Codes travel only to the contact, through the outbox; answers carry ids and session tokens,
// never a code.

/**
 * Registers a pending account and writes its two codes to the outbox, in one transaction. The
 * answer is the same, and costs the same (a password hash), when the email or phone belongs to a
 * verified account (its holder is told by email that someone tried; no second account) or to
 * somebody else's pending sign-up whose codes are still live (it keeps them: the first to verify
 * wins). No request waits for SMTP or SMS.
 */
export async function signUp(deps: AccountDeps, input: SignupInput): Promise<{ userId: number }> {
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

/**
 * Checks both sign-up codes, verifies the account and opens its first session; the sessions the
 * request carried end (rotation).
 */
export async function verifySignup(
  deps: AccountDeps,
  input: { userId: number; emailOtp: string; phoneOtp: string; presentedTokens: readonly (string | undefined)[] },
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
    await closeUserSessions(trx, input.presentedTokens, now);
    return (await openUserSession(trx, user.id, now)).token;
  });
  return { token, userId: user.id };
}
