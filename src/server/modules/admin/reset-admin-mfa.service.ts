import { AppError } from '@shared/errors';
import { ADMIN_ACCOUNT_MESSAGES } from '@shared/messages/admin-accounts';
import type { AdminAccountDto } from '@shared/schemas/admins';
import { inTransaction } from '@server/platform/db/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { Actor } from '@server/platform/events/hooks';
import { revokeAdminSessions } from '@server/platform/sessions/sessions.repo';
import { findAdminAccount } from './admins.repo';
import { auditRow, toAdminDto } from './manage-admins.service';
import { clearMfa } from './mfa.repo';

// An owner resets another account's two-step sign-in (issue 27): a member of staff lost their
// phone. The secret and the recovery codes go, the account's sessions end, and under MFA_REQUIRED
// its next sign-in reaches only the enrolment. An owner's own second factor is not reset this way:
// a stolen owner session must not be able to strip the owner's second factor.

type Deps = Pick<AppDeps, 'db' | 'hooks' | 'now'>;

export async function resetAdminMfa(
  deps: Deps,
  caller: { id: number },
  actor: Actor,
  id: number,
): Promise<{ admin: AdminAccountDto }> {
  if (caller.id === id) throw new AppError('CONFLICT', ADMIN_ACCOUNT_MESSAGES.resetOwnMfa);
  await inTransaction(deps.db, async (trx) => {
    const row = await findAdminAccount(trx, id);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_ACCOUNT_MESSAGES.notFound);
    const before = toAdminDto(row);
    if (!before.mfa) throw new AppError('CONFLICT', ADMIN_ACCOUNT_MESSAGES.mfaNotOn);
    await clearMfa(trx, id);
    await revokeAdminSessions(trx, id, deps.now());
    await deps.hooks.run(trx, {
      actor,
      action: 'update',
      entity: 'admin',
      entityId: id,
      before: { ...auditRow(before), mfa: true },
      after: { ...auditRow(before), mfa: false, mfaReset: true },
    });
  });
  const after = await findAdminAccount(deps.db, id);
  if (!after) throw new AppError('NOT_FOUND', ADMIN_ACCOUNT_MESSAGES.notFound);
  return { admin: toAdminDto(after) };
}
