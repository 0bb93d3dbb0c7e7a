import { randomBytes } from 'node:crypto';
import { OTP } from '@shared/constants';
import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import { DELIVERY_MESSAGES } from '@shared/delivery-messages';
import type { SignupAnswer, SignupInput } from '@shared/schemas/auth';
import { SIGNUP_NOTICE } from '@shared/messages/security';
import { assertNotCommonPassword } from '@server/platform/crypto/common-passwords';
import { isUniqueViolation } from '@server/platform/db/db-errors';
import { inTransaction } from '@server/platform/db/transaction';
import { NO_CODE_BUDGET, type CodeBudget } from '@server/platform/http/rate-limits';
import type { SignInAttempts } from '@server/platform/sessions/sign-in-throttle';
import { closeUserSessions, openUserSession } from '@server/platform/sessions/sessions';
import {
  consumeCodes,
  findPendingSignup,
  findUsersByEmailOrPhone,
  hasLiveSignupCodes,
  insertCode,
  markUserVerified,
  replacePendingUser,
  type UserRecord,
} from './accounts.repo';
import type { AccountDeps } from './accounts.service';
import {
  assertMayResend,
  CODE_MINUTES,
  codeRow,
  liveCodeMatches,
  newCode,
  sweepOldCodes,
} from './one-time-codes.service';

// Sign-up: a pending account, a code by email and one by SMS, and verification with both.
// Codes travel only to the contact, through the outbox; answers carry an opaque sign-up reference
// and session tokens, never a code. Nothing in an answer tells whether a contact is registered.

/**
 * Wrong verifications of one sign-up from one client address before that address is refused. No
 * slowdown or bound across addresses: they would only let others delay or block the owner, and
 * guessing both codes at once (10^12 pairs, an answer that never says which was wrong) needs no
 * more than this.
 */
export const SIGNUP_ATTEMPT_RULES = { maxPairFailures: OTP.maxAttempts, slowDown: false, boundAccount: false } as const;

/** 128 random bits, base64url: the `userId` a sign-up answers and verifyUser takes back. */
function newSignupId(): string {
  return randomBytes(16).toString('base64url');
}

const verificationFailed = () => new AppError('UNAUTHENTICATED', AUTH_MESSAGES.otpVerificationFailed);

/**
 * Registers a pending account and writes its two codes to the outbox, in one transaction. The
 * answer (a fresh random reference) is the same, and costs the same (a password hash, the codes
 * recorded for the once-a-minute rule), when the email or phone belongs to a verified account (its
 * holder is told by email that someone tried; no second account) or to somebody else's pending
 * sign-up whose codes are still live (it keeps them: the first to verify wins). No request waits
 * for SMTP or SMS.
 */
export async function signUp(
  deps: AccountDeps,
  input: SignupInput,
  codeBudget: CodeBudget = NO_CODE_BUDGET,
): Promise<SignupAnswer> {
  const { db } = deps;
  const now = deps.now();
  assertNotCommonPassword(input.password);
  await assertMayResend(db, [input.email, input.phone], 'signup', now);
  await codeBudget.spend(2);
  await deps.outbox.checkCodeBudget(2, 'signup');
  await sweepOldCodes(db, now);
  const passwordHash = await deps.passwords.hash(input.password);
  const signupId = newSignupId();
  const answer = { userId: signupId, resendInSeconds: Math.ceil(OTP.resendIntervalMs / 1000) };

  const holders = await findUsersByEmailOrPhone(db, input.email, input.phone);
  const verified = holders.filter((u) => u.verified);
  const others = holders.filter((u) => !u.verified && (u.email !== input.email || u.phone !== input.phone));
  const held =
    verified.length > 0 ||
    (others.length > 0 &&
      (await hasLiveSignupCodes(
        db,
        others.map((u) => u.id),
        now,
      )));
  if (held) {
    await recordRefusedSignup(deps, input, verified, now);
    return answer;
  }
  try {
    await startPendingSignup(deps, { ...input, passwordHash, signupRef: signupId }, now);
  } catch (err) {
    // Another sign-up or account took the email or phone between our check and our write: the
    // same answer as ever (whoever verifies first has the account).
    if (!isUniqueViolation(err)) throw err;
    await recordRefusedSignup(deps, input, [], now);
  }
  return answer;
}

async function startPendingSignup(
  deps: AccountDeps,
  values: SignupInput & { passwordHash: string; signupRef: string },
  now: number,
): Promise<void> {
  const emailCode = newCode();
  const phoneCode = newCode();
  await inTransaction(deps.db, async (trx) => {
    const id = await replacePendingUser(trx, values, now);
    await insertCode(trx, codeRow(id, 'signup', { channel: 'email', value: values.email }, emailCode, now));
    await insertCode(trx, codeRow(id, 'signup', { channel: 'sms', value: values.phone }, phoneCode, now));
    await deps.outbox.enqueue(trx, {
      channel: 'email',
      purpose: 'code',
      recipient: values.email,
      subject: DELIVERY_MESSAGES.signupEmailSubject,
      body: DELIVERY_MESSAGES.signupEmailText(emailCode, CODE_MINUTES),
    });
    await deps.outbox.enqueue(trx, {
      channel: 'sms',
      purpose: 'code',
      recipient: values.phone,
      body: DELIVERY_MESSAGES.signupSms(phoneCode, CODE_MINUTES),
    });
  });
  deps.outbox.kick();
}

/**
 * A sign-up that creates nothing still records a code for each contact (placeholders, never sent,
 * belonging to no account), so that the once-a-minute rule holds for a contact whether or not an
 * account holds it; the holders of a verified account are told that someone tried.
 */
async function recordRefusedSignup(deps: AccountDeps, input: SignupInput, holders: UserRecord[], now: number) {
  await inTransaction(deps.db, async (trx) => {
    await insertCode(trx, codeRow(null, 'signup', { channel: 'email', value: input.email }, newCode(), now));
    await insertCode(trx, codeRow(null, 'signup', { channel: 'sms', value: input.phone }, newCode(), now));
    for (const holder of holders) {
      await deps.outbox.enqueue(trx, {
        channel: 'email',
        purpose: 'notice',
        recipient: holder.email,
        subject: SIGNUP_NOTICE.subject,
        body: SIGNUP_NOTICE.text(new Date(now).toUTCString()),
      });
    }
  });
  if (holders.length > 0) deps.outbox.kick();
}

/**
 * `POST /api/verifyUser/{id}`: checks both codes of a pending sign-up, verifies the account and
 * opens its first session, ending the sessions the request carried (rotation). Every failure (an
 * unknown reference, a wrong or expired code, an account already verified) is one answer, and
 * counts against this sign-up from this client address only: nobody else can use up the owner's
 * tries. Both codes are always checked, so the answer never says which one was wrong.
 */
export async function verifySignup(
  deps: AccountDeps,
  input: { userId: string; emailOtp: string; phoneOtp: string; presentedTokens: readonly (string | undefined)[] },
  attempts: SignInAttempts,
): Promise<{ token: string; userId: number }> {
  const { db } = deps;
  const now = deps.now();
  const attemptKey = `signup:${input.userId}`;
  await attempts.before(attemptKey);

  const pending = await findPendingSignup(db, input.userId);
  // Unknown references are checked against nothing in the same two lookups.
  const scope = { purpose: 'signup', userId: pending?.id ?? 0 } as const;
  const emailOk = await liveCodeMatches(
    db,
    { ...scope, channel: 'email', contact: pending?.email ?? '' },
    input.emailOtp,
    now,
  );
  const phoneOk = await liveCodeMatches(
    db,
    { ...scope, channel: 'sms', contact: pending?.phone ?? '' },
    input.phoneOtp,
    now,
  );
  if (!pending || !emailOk || !phoneOk) {
    await attempts.failed(attemptKey);
    throw verificationFailed();
  }

  const token = await inTransaction(db, async (trx) => {
    const used = await consumeCodes(trx, pending.id, 'signup', now);
    if (used === 0 || !(await markUserVerified(trx, pending.id, now))) throw verificationFailed();
    await closeUserSessions(trx, input.presentedTokens, now);
    return (await openUserSession(trx, pending.id, now)).token;
  });
  await attempts.succeeded(attemptKey);
  return { token, userId: pending.id };
}
