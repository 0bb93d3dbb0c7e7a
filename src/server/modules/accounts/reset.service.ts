import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import { DELIVERY_MESSAGES } from '@shared/delivery-messages';
import type { Contact } from '@shared/schemas/auth';
import { assertNotCommonPassword } from '@server/platform/crypto/common-passwords';
import { inTransaction } from '@server/platform/db/transaction';
import { NO_CODE_BUDGET, type CodeBudget } from '@server/platform/http/rate-limits';
import { revokeUserSessions } from '@server/platform/sessions/sessions.repo';
import { clearFailures } from '@server/platform/sessions/password-failures.repo';
import { ACCOUNT_KEYS } from '@server/platform/sessions/sign-in-throttle';
import { openUserSession } from '@server/platform/sessions/sessions';
import { consumeCodes, findUserByContact, findUserById, insertCode, setUserPasswordHash } from './accounts.repo';
import type { AccountDeps } from './accounts.service';
import { assertMayResend, checkCode, CODE_MINUTES, codeRow, newCode, sweepOldCodes } from './one-time-codes.service';

// Password reset by a code sent to the account's email or phone.

/**
 * Writes a reset code for the contact to the outbox, through its own channel, when a verified
 * account holds it. The answer, its timing (nothing waits for a transport) and the once-a-minute
 * rule are the same whether or not one does: for an unknown contact a placeholder code (never
 * sent, never matchable in practice) is recorded in the same kind of transaction.
 */
export async function sendResetCode(
  deps: AccountDeps,
  contact: Contact,
  codeBudget: CodeBudget = NO_CODE_BUDGET,
): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  await assertMayResend(db, [contact.value], 'reset', now);
  // Before the account is looked up, so that a spent budget says nothing about the contact. The
  // client's budgets may refuse (429); the shop-wide one never refuses a reset (outbox.ts).
  await codeBudget.spend(1);
  await deps.outbox.checkCodeBudget(1, 'reset');
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

/**
 * Sets a new password with a reset code, ends every other session, opens a new one, and forgets
 * the account's failed sign-ins: whoever spent its bound, the owner signs in again from anywhere.
 */
export async function resetPassword(
  deps: AccountDeps,
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
    await clearFailures(trx, ACCOUNT_KEYS.shopper(user.id));
    return (await openUserSession(trx, user.id, now)).token;
  });
  return { token, userId: user.id };
}
