import { randomBytes } from 'node:crypto';
import { ADMIN_ROLES, SHOWROOMS } from '@shared/constants';
import { AppError } from '@shared/errors';
import { ADMIN_ACCOUNT_MESSAGES } from '@shared/messages/admin-accounts';
import type { AdminAccountDto, CreateAdminInput, UpdateAdminInput } from '@shared/schemas/admins';
import { isUniqueViolation } from '@server/platform/db/db-errors';
import { inTransaction } from '@server/platform/db/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { Actor } from '@server/platform/events/hooks';
import { revokeAdminSessions } from '@server/platform/sessions/sessions.repo';
import { clearFailures } from '@server/platform/sessions/password-failures.repo';
import { ACCOUNT_KEYS } from '@server/platform/sessions/sign-in-throttle';
import * as repo from './admins.repo';

// Owners manage the admin accounts (issue 27): one function per use case, each in its own
// transaction with the audit log's post-write hook. A new account and a reset password get a
// temporary password, answered once: it signs in, and the account can do nothing else until its
// holder changes it. Disabling or demoting an account ends its sessions; the last enabled owner
// can be neither disabled nor demoted, checked under a lock on the enabled owners.

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    admin: { row: AdminAuditRow };
  }
}

/** What the audit log keeps of an account: never a password or its hash. */
interface AdminAuditRow {
  username: string;
  role: string;
  showroom: string | null;
  disabled: boolean;
  passwordReset?: true;
  /** Two-step sign-in turned on (written only by its enrolment). */
  mfa?: boolean;
  /** An enrolment started: a pending secret (never recorded itself) awaits its first code. */
  mfaPending?: true;
  /** An owner reset the account's two-step sign-in (its secret and recovery codes are gone). */
  mfaReset?: true;
}

type Deps = Pick<AppDeps, 'db' | 'passwords' | 'hooks' | 'now'>;

/** 96 random bits, URL-safe: 16 characters, past the 12 a password needs. */
const newTemporaryPassword = () => randomBytes(12).toString('base64url');

export function toAdminDto(row: repo.AdminAccountRow): AdminAccountDto {
  return {
    id: row.id,
    username: row.username,
    role: ADMIN_ROLES.find((r) => r === row.role) ?? 'staff',
    showroom: SHOWROOMS.find((s) => s === row.showroom) ?? null,
    disabled: row.disabledAt !== null,
    mfa: row.mfaEnabledAt !== null,
    lastSignInAt: row.lastSignInAt,
  };
}

export const auditRow = (a: AdminAccountDto): AdminAuditRow => ({
  username: a.username,
  role: a.role,
  showroom: a.showroom,
  disabled: a.disabled,
});

export async function listAdmins(deps: Pick<AppDeps, 'db'>): Promise<AdminAccountDto[]> {
  return (await repo.listAdminAccounts(deps.db)).map(toAdminDto);
}

async function requireAdmin(deps: Pick<AppDeps, 'db'>, id: number): Promise<AdminAccountDto> {
  const row = await repo.findAdminAccount(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_ACCOUNT_MESSAGES.notFound);
  return toAdminDto(row);
}

export async function createAdmin(
  deps: Deps,
  actor: Actor,
  input: CreateAdminInput,
): Promise<{ admin: AdminAccountDto; temporaryPassword: string }> {
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await deps.passwords.hash(temporaryPassword);
  // A showroom scopes staff only: an owner sees every showroom.
  const showroom = input.role === 'staff' ? (input.showroom ?? null) : null;
  try {
    const id = await inTransaction(deps.db, async (trx) => {
      const account = { username: input.username, passwordHash, role: input.role, showroom };
      const newId = await repo.insertAdminAccount(trx, account, deps.now());
      const after = { username: input.username, role: input.role, showroom, disabled: false };
      await deps.hooks.run(trx, { actor, action: 'create', entity: 'admin', entityId: newId, before: null, after });
      return newId;
    });
    return { admin: await requireAdmin(deps, id), temporaryPassword };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', ADMIN_ACCOUNT_MESSAGES.duplicate);
    throw err;
  }
}

export async function updateAdmin(deps: Deps, actor: Actor, input: UpdateAdminInput): Promise<AdminAccountDto> {
  await inTransaction(deps.db, async (trx) => {
    const owners = await repo.lockEnabledOwners(trx);
    const row = await repo.findAdminAccount(trx, input.id);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_ACCOUNT_MESSAGES.notFound);
    const before = toAdminDto(row);
    const role = input.role ?? before.role;
    const disabled = input.disabled ?? before.disabled;
    const showroom = role === 'staff' ? (input.showroom === undefined ? before.showroom : input.showroom) : null;
    const wasEnabledOwner = before.role === 'owner' && !before.disabled;
    const staysEnabledOwner = role === 'owner' && !disabled;
    if (wasEnabledOwner && !staysEnabledOwner && owners.every((id) => id === input.id))
      throw new AppError('CONFLICT', ADMIN_ACCOUNT_MESSAGES.lastOwner);
    const now = deps.now();
    const disabledAt = disabled ? (row.disabledAt ?? now) : null;
    await repo.updateAdminAccount(trx, input.id, { role, showroom, disabledAt });
    // Disabled or demoted: whatever the account's sessions were allowed, they end now.
    if ((disabled && !before.disabled) || (before.role === 'owner' && role === 'staff'))
      await revokeAdminSessions(trx, input.id, now);
    const after = { username: before.username, role, showroom, disabled };
    await deps.hooks.run(trx, {
      actor,
      action: 'update',
      entity: 'admin',
      entityId: input.id,
      before: auditRow(before),
      after,
    });
  });
  return requireAdmin(deps, input.id);
}

/**
 * A new temporary password for an account; its sessions end (whoever held them must sign in again)
 * and its failed sign-ins are forgotten, so that it signs in from any address.
 */
export async function resetAdminPassword(deps: Deps, actor: Actor, id: number): Promise<{ temporaryPassword: string }> {
  const before = await requireAdmin(deps, id);
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await deps.passwords.hash(temporaryPassword);
  await inTransaction(deps.db, async (trx) => {
    if (!(await repo.findAdminAccount(trx, id))) throw new AppError('NOT_FOUND', ADMIN_ACCOUNT_MESSAGES.notFound);
    await repo.setAdminPassword(trx, id, passwordHash, true);
    await revokeAdminSessions(trx, id, deps.now());
    await clearFailures(trx, ACCOUNT_KEYS.admin(id));
    await deps.hooks.run(trx, {
      actor,
      action: 'update',
      entity: 'admin',
      entityId: id,
      before: auditRow(before),
      after: { ...auditRow(before), passwordReset: true },
    });
  });
  return { temporaryPassword };
}

/**
 * The signed-in admin's own password change: the current one must be right; the new one is the
 * account's own (no longer temporary), and every other session of the account ends.
 */
export async function changeOwnPassword(
  deps: Deps,
  admin: { id: number; tokenHash: string },
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const stored = await repo.passwordHashOf(deps.db, admin.id);
  if (stored === undefined || !(await deps.passwords.verify(input.currentPassword, stored)))
    throw new AppError('BAD_INPUT', ADMIN_ACCOUNT_MESSAGES.currentPasswordWrong);
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const before = await requireAdmin(deps, admin.id);
  await inTransaction(deps.db, async (trx) => {
    await repo.setAdminPassword(trx, admin.id, passwordHash, false);
    await revokeAdminSessions(trx, admin.id, deps.now(), admin.tokenHash);
    await deps.hooks.run(trx, {
      actor,
      action: 'update',
      entity: 'admin',
      entityId: admin.id,
      before: auditRow(before),
      after: { ...auditRow(before), passwordReset: true },
    });
  });
}
