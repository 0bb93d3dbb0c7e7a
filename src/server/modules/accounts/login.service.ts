import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import type { Contact } from '@shared/schemas/auth';
import { inTransaction } from '@server/platform/db/transaction';
import { ACCOUNT_KEYS, checkAttempt, type SignInAttempts } from '@server/platform/sessions/sign-in-throttle';
import { closeUserSessions, openUserSession } from '@server/platform/sessions/sessions';
import { findLoginByContact } from './accounts.repo';
import type { AccountDeps } from './accounts.service';

/**
 * Signs a shopper in with a contact and a password. The same answer for an unknown contact and a
 * wrong password; an unverified account is told to verify. Failures count per account and client
 * address (an email and a phone of one account are one account) through `attempts`. The sessions
 * the request carried end as the new one opens (rotation).
 */
export async function logIn(
  deps: AccountDeps,
  input: { contact: Contact; password: string; presentedTokens: readonly (string | undefined)[] },
  attempts: SignInAttempts,
): Promise<{ token: string; userId: number }> {
  const { db } = deps;
  const login = await findLoginByContact(db, input.contact);
  const accountKey = login ? ACCOUNT_KEYS.shopper(login.id) : `contact:${input.contact.channel}:${input.contact.value}`;
  const ok = await checkAttempt(attempts, accountKey, () =>
    deps.passwords.verifyOrDummy(input.password, login?.passwordHash),
  );
  if (!login || !ok) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  if (!login.verified) throw new AppError('FORBIDDEN', AUTH_MESSAGES.accountNotVerified);
  const now = deps.now();
  const token = await inTransaction(db, async (trx) => {
    await closeUserSessions(trx, input.presentedTokens, now);
    return (await openUserSession(trx, login.id, now)).token;
  });
  return { token, userId: login.id };
}
