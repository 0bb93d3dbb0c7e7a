import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { ADMIN_MFA, COOKIE_LIFETIMES_MS } from '@shared/constants';
import { AppError } from '@shared/errors';
import { ADMIN_ACCOUNT_MESSAGES } from '@shared/messages/admin-accounts';
import { ADMIN_MFA_MESSAGES } from '@shared/messages/admin-mfa';
import { TOTP_CODE, type AdminLoginMfaInput, type MfaSetupDto } from '@shared/schemas/admin-mfa';
import { inTransaction } from '@server/platform/db/transaction';
import type { Db } from '@server/platform/db/database';
import type { AppDeps } from '@server/platform/deps';
import type { Actor } from '@server/platform/events/hooks';
import { hashToken, newSessionToken } from '@server/platform/crypto/tokens';
import { insertAdminSession } from '@server/platform/sessions/sessions.repo';
import { findAdminAccount, recordAdminSignIn } from './admins.repo';
import { auditRow, toAdminDto } from './manage-admins.service';
import { readMfaState, sealMfaSecret } from './mfa-secrets';
import * as repo from './mfa.repo';
import { auditRefusedSignIn, auditSignIn, type SessionAudit } from './sign-in-audit';

// Two-step sign-in for admin accounts (issue 27), TOTP as RFC 6238 has it (otplib), the QR code
// drawn here (qrcode), never by a third party that would see the secret. Enrolment: setup keeps a
// pending secret, confirm turns it on once a code from it is right and answers 10 recovery codes
// (kept as SHA-256, each good once). Sign-in: a right password opens a challenge (5 minutes, 5
// tries, in the database so every instance sees it), and a TOTP code or a recovery code answers it.
// A TOTP code is good once: the time step it was accepted at is recorded, and older ones refused.
// The secrets are stored sealed (mfa-secrets.ts): this file sees them in plain, and answers one only
// once, to the setup that made it.

type Deps = Pick<AppDeps, 'db' | 'hooks' | 'now' | 'shopInfo' | 'config'>;

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: 10 characters (49 random bits) with a dash in the middle. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A recovery code's stored form: SHA-256 of it without the dash, lower case (as the schema hands it on). */
const recoveryHash = (code: string) => hashToken(code.replace(/[\s-]/g, '').toLowerCase());

/** The time step a right TOTP code belongs to (one step of drift allowed), or null. */
async function acceptedStep(secret: string, code: string, nowMs: number): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: ADMIN_MFA.toleranceSeconds,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** A new pending secret for the signed-in admin, its otpauth URL and that URL's QR code as SVG. */
export async function startMfaSetup(
  deps: Deps,
  admin: { id: number; temporaryPassword: boolean },
  actor: Actor,
): Promise<MfaSetupDto> {
  if (admin.temporaryPassword) throw new AppError('FORBIDDEN', ADMIN_ACCOUNT_MESSAGES.mustChangePassword);
  const state = await repo.findMfaState(deps.db, admin.id);
  if (!state) throw new AppError('NOT_FOUND', ADMIN_ACCOUNT_MESSAGES.notFound);
  if (state.secret !== null) throw new AppError('CONFLICT', ADMIN_MFA_MESSAGES.alreadyOn);
  const secret = generateSecret();
  await inTransaction(deps.db, async (trx) => {
    const row = await findAdminAccount(trx, admin.id);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_ACCOUNT_MESSAGES.notFound);
    const before = { ...auditRow(toAdminDto(row)), mfa: false };
    await repo.setPendingSecret(trx, admin.id, sealMfaSecret(deps, admin.id, secret));
    const after = { ...before, mfaPending: true as const };
    await deps.hooks.run(trx, { actor, action: 'update', entity: 'admin', entityId: admin.id, before, after });
  });
  const otpauthUrl = generateURI({ issuer: deps.shopInfo.name, label: state.username, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/** Turns two-step sign-in on with a right code from the pending secret: the recovery codes, answered once. */
export async function confirmMfa(
  deps: Deps,
  admin: { id: number; temporaryPassword: boolean },
  actor: Actor,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  if (admin.temporaryPassword) throw new AppError('FORBIDDEN', ADMIN_ACCOUNT_MESSAGES.mustChangePassword);
  const state = await readMfaState(deps, admin.id);
  if (!state) throw new AppError('NOT_FOUND', ADMIN_ACCOUNT_MESSAGES.notFound);
  if (state.secret !== null) throw new AppError('CONFLICT', ADMIN_MFA_MESSAGES.alreadyOn);
  if (state.pendingSecret === null) throw new AppError('CONFLICT', ADMIN_MFA_MESSAGES.setupFirst);
  const pending = state.pendingSecret;
  const now = deps.now();
  const step = await acceptedStep(pending, code, now);
  if (step === null) throw new AppError('BAD_INPUT', ADMIN_MFA_MESSAGES.codeWrong);
  const recoveryCodes = Array.from({ length: ADMIN_MFA.recoveryCodes }, newRecoveryCode);
  await inTransaction(deps.db, async (trx) => {
    const row = await findAdminAccount(trx, admin.id);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_ACCOUNT_MESSAGES.notFound);
    const before = auditRow(toAdminDto(row));
    await repo.enableMfa(trx, admin.id, sealMfaSecret(deps, admin.id, pending), step, now);
    await repo.replaceRecoveryCodes(trx, admin.id, recoveryCodes.map(recoveryHash));
    await deps.hooks.run(trx, {
      actor,
      action: 'update',
      entity: 'admin',
      entityId: admin.id,
      before: { ...before, mfa: false },
      after: { ...before, mfa: true },
    });
  });
  return { recoveryCodes };
}

/** Opens the code step of a sign-in whose password was right: the challenge, answered once. */
export async function openMfaChallenge(deps: Pick<AppDeps, 'db'>, adminId: number, now: number): Promise<string> {
  const challenge = newSessionToken();
  const expiresAt = now + ADMIN_MFA.challengeLifetimeMs;
  await repo.insertChallenge(deps.db, { adminId, tokenHash: hashToken(challenge), now, expiresAt });
  return challenge;
}

/**
 * Answers a challenge with a TOTP code or a recovery code: a new admin session, as a sign-in with a
 * password alone gives. Each try counts (outside the transaction, so a wrong code still spends it).
 */
export async function completeMfaSignIn(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  input: AdminLoginMfaInput,
  audit?: SessionAudit,
): Promise<{ token: string; adminId: number; expiresAt: number }> {
  const now = deps.now();
  const tokenHash = hashToken(input.challenge);
  const adminId = await repo.spendChallengeTry(deps.db, tokenHash, now, ADMIN_MFA.challengeTries);
  if (adminId === undefined) throw new AppError('UNAUTHENTICATED', ADMIN_MFA_MESSAGES.challengeExpired);
  const state = await readMfaState(deps, adminId);
  if (!state?.secret) throw new AppError('UNAUTHENTICATED', ADMIN_MFA_MESSAGES.challengeExpired);
  const secret = state.secret;
  const step = TOTP_CODE.test(input.code) ? await acceptedStep(secret, input.code, now) : null;
  const token = newSessionToken();
  const expiresAt = now + COOKIE_LIFETIMES_MS.admin;
  const account = { id: adminId, username: state.username };
  try {
    await answerChallenge(deps, { adminId, tokenHash, code: input.code, step, now }, async (trx) => {
      await insertAdminSession(trx, adminId, hashToken(token), now, expiresAt);
      await recordAdminSignIn(trx, adminId, now);
      await auditSignIn(trx, audit, account);
    });
  } catch (err) {
    // A wrong code (or the challenge closed meanwhile) is a refused sign-in of the account.
    if (err instanceof AppError && err.code === 'UNAUTHENTICATED') await auditRefusedSignIn(deps.db, audit, account);
    throw err;
  }
  return { token, adminId, expiresAt };
}

/** Closes the challenge and spends the code, then opens the session (`open`); all rolled back on a wrong code. */
async function answerChallenge(
  deps: Pick<AppDeps, 'db'>,
  a: { adminId: number; tokenHash: string; code: string; step: number | null; now: number },
  open: (trx: Db) => Promise<void>,
): Promise<void> {
  const { adminId, tokenHash, step, now } = a;
  await inTransaction(deps.db, async (trx) => {
    if (!(await repo.closeChallenge(trx, tokenHash, now)))
      throw new AppError('UNAUTHENTICATED', ADMIN_MFA_MESSAGES.challengeExpired);
    const accepted = TOTP_CODE.test(a.code)
      ? step !== null && (await repo.advanceLastStep(trx, adminId, step))
      : await repo.useRecoveryCode(trx, adminId, recoveryHash(a.code), now);
    // Rolled back: the challenge stays open for its remaining tries.
    if (!accepted) throw new AppError('UNAUTHENTICATED', ADMIN_MFA_MESSAGES.codeWrong);
    await open(trx);
  });
}
