import { randomBytes } from 'node:crypto';
import { COOKIE_LIFETIMES_MS, type AdminRole, type ShowroomId } from '@shared/constants';
import { AppError } from '@shared/errors';
import { AUTH_MESSAGES } from '@shared/messages';
import { insertAdminSession, revokeAdminSession } from '@server/platform/sessions/sessions.repo';
import { adminExists, countAdmins, findAdminCredentials, insertAdmin } from './admin.repo';
import { recordAdminSignIn } from './admins.repo';
import { openMfaChallenge } from './admin-mfa.service';
import { isUniqueViolation } from '@server/platform/db/db-errors';
import type { Db } from '@server/platform/db/database';
import type { Config } from '@server/config';
import type { PasswordHasher } from '@server/platform/crypto/passwords';
import { hashToken, newSessionToken } from '@server/platform/crypto/tokens';
import {
  ACCOUNT_KEYS,
  checkAttempt,
  NO_THROTTLE,
  type SignInAttempts,
} from '@server/platform/sessions/sign-in-throttle';
import { inTransaction } from '@server/platform/db/transaction';
import type { Actor } from '@server/platform/events/hooks';
import { auditRefusedSignIn, auditSignIn, type SessionAudit } from './sign-in-audit';

/** What a right password gives: a session, or (two-step sign-in on) the challenge its code answers. */
export type AdminSignIn =
  { mfaRequired: false; token: string; adminId: number; expiresAt: number } | { mfaRequired: true; challenge: string };

/** Signs an admin in: the same failure for a wrong username and a wrong password. */
export async function signInAdmin(
  db: Db,
  passwords: PasswordHasher,
  input: { username: string; password: string },
  now: number,
  attempts: SignInAttempts = NO_THROTTLE,
  audit?: SessionAudit,
): Promise<AdminSignIn> {
  const admin = await findAdminCredentials(db, input.username);
  const accountKey = admin ? ACCOUNT_KEYS.admin(admin.id) : `admin-name:${input.username}`;
  const ok = await checkAttempt(attempts, accountKey, () =>
    passwords.verifyOrDummy(input.password, admin?.passwordHash),
  );
  if (!admin || !ok) {
    await auditRefusedSignIn(db, audit, admin && { id: admin.id, username: input.username });
    throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.adminLoginFailed);
  }
  if (admin.mfa) return { mfaRequired: true, challenge: await openMfaChallenge({ db }, admin.id, now) };
  const token = newSessionToken();
  const expiresAt = now + COOKIE_LIFETIMES_MS.admin;
  await inTransaction(db, async (trx) => {
    await insertAdminSession(trx, admin.id, hashToken(token), now, expiresAt);
    await recordAdminSignIn(trx, admin.id, now);
    await auditSignIn(trx, audit, { id: admin.id, username: input.username });
  });
  return { mfaRequired: false, token, adminId: admin.id, expiresAt };
}

/** Ends the session (audited as the actor's sign-out when `audit` is given). */
export async function signOutAdmin(
  db: Db,
  tokenHash: string,
  now: number,
  audit?: SessionAudit & { actor: Actor; admin: { id: number; username: string } },
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await revokeAdminSession(trx, tokenHash, now);
    if (!audit) return;
    const { actor, admin } = audit;
    const before = { username: admin.username };
    const event = {
      actor,
      action: 'signOut',
      entity: 'adminSession',
      entityId: admin.id,
      before,
      after: null,
    } as const;
    await audit.hooks.run(trx, event);
  });
}

/** Creates an account with a password chosen by the operator (start-up and the command line): an owner unless told. */
export async function createAdminAccount(
  db: Db,
  passwords: PasswordHasher,
  username: string,
  password: string,
  now: number,
  access: { role: AdminRole; showroom: ShowroomId | null } = { role: 'owner', showroom: null },
): Promise<number> {
  try {
    const passwordHash = await passwords.hash(password);
    return await insertAdmin(db, { username: username.trim(), passwordHash, ...access }, now);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', `An admin named "${username}" already exists.`);
    throw err;
  }
}

/**
 * Makes sure an admin exists at start. ADMIN_USERNAME/ADMIN_PASSWORD create theirs if missing.
 * In development with neither set and no admin yet, `admin` gets a random password that is
 * printed once; in production a missing admin stops the start.
 */
export async function ensureAdmin(
  db: Db,
  passwords: PasswordHasher,
  config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'isProduction'>,
  now: number,
  announce: (message: string) => void,
): Promise<void> {
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    if (!(await adminExists(db, config.ADMIN_USERNAME))) {
      await createAdminAccount(db, passwords, config.ADMIN_USERNAME, config.ADMIN_PASSWORD, now);
      announce(`Admin "${config.ADMIN_USERNAME}" created from ADMIN_USERNAME and ADMIN_PASSWORD.`);
    }
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  if (config.isProduction) {
    throw new Error(
      'No admin account exists. Set ADMIN_USERNAME and ADMIN_PASSWORD (at least 12 characters) or run `npm run ' +
        'admin:create`.',
    );
  }
  const password = randomBytes(12).toString('base64url');
  await createAdminAccount(db, passwords, 'admin', password, now);
  announce(
    `Development admin created. Sign in at /admin with username "admin" and password "${password}" (shown once).`,
  );
}
