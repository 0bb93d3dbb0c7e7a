import { OTP } from '../../../shared/constants';
import { AppError } from '../../../shared/errors';
import { AUTH_MESSAGES } from '../../../shared/messages';
import { DELIVERY_MESSAGES } from '../../../shared/delivery-messages';
import type { UserSummaryDto } from '../../../shared/schemas/users';
import type { Db } from '../../platform/db/database';
import type { Contact, SignupInput } from '../../../shared/schemas/auth';
import { isUniqueViolation } from '../../platform/db/db-errors';
import { consumeCodes, deleteCode, insertCode, type CodePurpose } from './accounts.repo';
import { revokeUserSessions } from '../../platform/sessions/sessions.repo';
import {
  pageUsers,
  deleteUnverifiedUser, findUserByContact, findUserById, findUsersByEmailOrPhone,
  markUserVerified, replacePendingUser, setUserPasswordHash,
} from './accounts.repo';
import type { AppDeps } from '../../platform/deps';
import { assertMayResend, checkCode, CODE_MINUTES, hashCode, newCode, sweepOldCodes } from './one-time-codes.service';
import { openUserSession } from '../../platform/sessions/sessions';

// Shopper accounts: sign-up with an email code and an SMS code, login, password reset.
// Codes travel only to the contact; responses carry ids and session tokens, never a code.

type Deps = Pick<AppDeps, 'db' | 'passwords' | 'delivery' | 'now' | 'logger'>;

function logDeliveryFailure(deps: Deps, what: string, err: unknown): void {
  // The error names the transport and status only; the message (and its code) is not logged.
  deps.logger.error({ reason: err instanceof Error ? err.message : 'unknown' }, `${what}: delivery failed`);
}

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

export async function signUp(deps: Deps, input: SignupInput): Promise<{ userId: number }> {
  const { db } = deps;
  const now = deps.now();
  const holders = await findUsersByEmailOrPhone(db, input.email, input.phone);
  if (holders.some((u) => u.verified)) throw new AppError('CONFLICT', AUTH_MESSAGES.accountExists);
  await assertMayResend(db, [input.email, input.phone], 'signup', now);
  await sweepOldCodes(db, now);

  const passwordHash = await deps.passwords.hash(input.password);
  const emailCode = newCode();
  const phoneCode = newCode();
  let userId: number;
  try {
    userId = await db.transaction().execute(async (trx) => {
      const id = await replacePendingUser(trx, { fullname: input.fullname, email: input.email, phone: input.phone, passwordHash }, now);
      await insertCode(trx, codeRow(id, 'signup', { channel: 'email', value: input.email }, emailCode, now));
      await insertCode(trx, codeRow(id, 'signup', { channel: 'sms', value: input.phone }, phoneCode, now));
      return id;
    });
  } catch (err) {
    // Another sign-up or account took the email or phone between our check and our write.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', AUTH_MESSAGES.accountExists, { cause: err });
    throw err;
  }

  try {
    await Promise.all([
      deps.delivery.email({ purpose: 'code', to: input.email, subject: DELIVERY_MESSAGES.signupEmailSubject, text: DELIVERY_MESSAGES.signupEmailText(emailCode, CODE_MINUTES) }),
      deps.delivery.sms({ purpose: 'code', to: input.phone, message: DELIVERY_MESSAGES.signupSms(phoneCode, CODE_MINUTES) }),
    ]);
  } catch (err) {
    logDeliveryFailure(deps, 'sign-up codes', err);
    // No half-made account is left to block a retry (its codes go with it).
    await deleteUnverifiedUser(db, userId);
    throw new AppError('UNAVAILABLE', AUTH_MESSAGES.registrationFailed);
  }
  return { userId };
}

/** Checks both sign-up codes, verifies the account and opens its first session. */
export async function verifySignup(
  deps: Deps,
  input: { userId: number; emailOtp: string; phoneOtp: string },
): Promise<{ token: string; userId: number }> {
  const { db } = deps;
  const now = deps.now();
  const user = await findUserById(db, input.userId);
  if (!user) throw new AppError('BAD_INPUT', AUTH_MESSAGES.otpVerificationFailed);
  if (user.verified) throw new AppError('BAD_INPUT', AUTH_MESSAGES.otpExpired);

  // Both codes are checked, so a wrong try counts against each code that was wrong.
  const results = [
    await checkCode(db, { purpose: 'signup', channel: 'email', contact: user.email, userId: user.id }, input.emailOtp, now).then(() => undefined, (err: unknown) => err),
    await checkCode(db, { purpose: 'signup', channel: 'sms', contact: user.phone, userId: user.id }, input.phoneOtp, now).then(() => undefined, (err: unknown) => err),
  ];
  const failure = results.find((e) => e instanceof AppError && e.code === 'TOO_MANY_REQUESTS') ?? results.find((e) => e !== undefined);
  if (failure) throw failure;

  const token = await db.transaction().execute(async (trx) => {
    const used = await consumeCodes(trx, user.id, 'signup', now);
    if (used === 0 || !(await markUserVerified(trx, user.id, now))) throw new AppError('BAD_INPUT', AUTH_MESSAGES.otpExpired);
    return (await openUserSession(trx, user.id, now)).token;
  });
  return { token, userId: user.id };
}

// ---- Password reset --------------------------------------------------------------

/**
 * Sends a reset code to the contact, through its own channel, when a verified account holds it.
 * The answer, and the once-a-minute rule, are the same whether or not one does: for an unknown
 * contact a placeholder code (never sent, never matchable in practice) is recorded.
 */
export async function sendResetCode(deps: Deps, contact: Contact): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  await assertMayResend(db, [contact.value], 'reset', now);
  await sweepOldCodes(db, now);
  const user = await findUserByContact(db, contact);
  const account = user?.verified ? user : undefined;
  const code = newCode();
  const codeId = await insertCode(db, codeRow(account?.id ?? null, 'reset', contact, code, now));
  if (!account) return;
  try {
    if (contact.channel === 'email') {
      await deps.delivery.email({ purpose: 'code', to: contact.value, subject: DELIVERY_MESSAGES.resetEmailSubject, text: DELIVERY_MESSAGES.resetEmailText(code, CODE_MINUTES) });
    } else {
      await deps.delivery.sms({ purpose: 'code', to: contact.value, message: DELIVERY_MESSAGES.resetSms(code, CODE_MINUTES) });
    }
  } catch (err) {
    logDeliveryFailure(deps, 'reset code', err);
    await deleteCode(db, codeId); // so that an immediate retry is allowed
    throw new AppError('UNAVAILABLE', AUTH_MESSAGES.sendOtpFailed);
  }
}

/** Sets a new password with a reset code, ends every other session, opens a new one. */
export async function resetPassword(
  deps: Deps,
  input: { contact: Contact; otp: string; password: string },
): Promise<{ token: string; userId: number }> {
  const { db } = deps;
  const now = deps.now();
  const { userId } = await checkCode(db, { purpose: 'reset', channel: input.contact.channel, contact: input.contact.value }, input.otp, now);
  const user = userId === null ? undefined : await findUserById(db, userId);
  if (!user?.verified) throw new AppError('BAD_INPUT', AUTH_MESSAGES.otpInvalid);
  const passwordHash = await deps.passwords.hash(input.password);
  const token = await db.transaction().execute(async (trx) => {
    const used = await consumeCodes(trx, user.id, 'reset', now);
    if (used === 0) throw new AppError('BAD_INPUT', AUTH_MESSAGES.otpExpired);
    await setUserPasswordHash(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id, now);
    return (await openUserSession(trx, user.id, now)).token;
  });
  return { token, userId: user.id };
}

/** Registered shoppers for the admin: newest first, searched by name, email or phone. Never a hash. */
export function pageShoppers(db: Db, opts: { page: number; limit: number; q?: string | undefined }): Promise<{ items: UserSummaryDto[]; total: number }> {
  return pageUsers(db, opts);
}
