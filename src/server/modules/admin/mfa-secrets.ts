import type { AppDeps } from '@server/platform/deps';
import { createSecretBox, isSealed } from '@server/platform/crypto/secret-box';
import * as repo from './mfa.repo';

// The TOTP secrets at rest (issue 27): sealed with MFA_ENCRYPTION_KEY, each bound to its account
// (a sealed secret copied onto another account does not open). A secret stored in plain before
// encryption (migration 0030 cannot seal: it has no key) is read once as it is and written back
// sealed at once. The plain secret lives only in the services' memory, never in a log.

type Deps = Pick<AppDeps, 'db' | 'config'>;

const contextOf = (adminId: number) => `admins.mfa_secret:${adminId}`;

export function sealMfaSecret(deps: Pick<AppDeps, 'config'>, adminId: number, secret: string): string {
  return createSecretBox(deps.config.MFA_ENCRYPTION_KEY).seal(secret, contextOf(adminId));
}

/** The account's two-step state with its secrets in plain; a plain stored one is sealed on the way. */
export async function readMfaState(deps: Deps, adminId: number): Promise<repo.MfaState | undefined> {
  const stored = await repo.findMfaState(deps.db, adminId);
  if (!stored) return undefined;
  const box = createSecretBox(deps.config.MFA_ENCRYPTION_KEY);
  const open = async (column: repo.SecretColumn, value: string | null): Promise<string | null> => {
    if (value === null) return null;
    if (isSealed(value)) return box.open(value, contextOf(adminId));
    // Unchanged meanwhile, it is replaced; changed (a reset, a new setup), the newer value stands.
    await repo.replaceSecret(deps.db, adminId, column, value, box.seal(value, contextOf(adminId)));
    return value;
  };
  return {
    ...stored,
    secret: await open('mfa_secret', stored.secret),
    pendingSecret: await open('mfa_pending_secret', stored.pendingSecret),
  };
}
