import { randomBytes } from 'node:crypto';
import { ADMIN_ROLES } from '@shared/constants';
import { AppError } from '@shared/errors';
import { API_TOKEN_MESSAGES } from '@shared/messages/api-tokens';
import type { ApiTokenDto, CreateApiTokenInput } from '@shared/schemas/api-tokens';
import { hashToken } from '@server/platform/crypto/tokens';
import { inTransaction } from '@server/platform/db/transaction';
import type { Db } from '@server/platform/db/database';
import type { ApiTokenIdentity, ApiTokenResolver, AppDeps } from '@server/platform/deps';
import type { Actor } from '@server/platform/events/hooks';
import * as repo from './api-tokens.repo';

// API tokens for integrations (issue 27): scripts that used loginAdmin, which a second factor would
// break, get a named token with a role instead. The secret is 256 random bits after a recognisable
// prefix (`nj_`, so a leaked one is easy to search for), shown once; only its SHA-256 is kept. It
// is looked up on every request (no cache), so a revoked token is refused at once everywhere.

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    apiToken: { row: { name: string; role: string; revoked: boolean } };
  }
}

export const API_TOKEN_PREFIX = 'nj_';
const TOUCH_EVERY_MS = 60_000;

type Deps = Pick<AppDeps, 'db' | 'hooks' | 'now'>;

function toDto(row: repo.ApiTokenRow): ApiTokenDto {
  return {
    id: row.id,
    name: row.name,
    role: ADMIN_ROLES.find((r) => r === row.role) ?? 'staff',
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}

export async function createApiToken(
  deps: Deps,
  actor: Actor,
  createdBy: number | null,
  input: CreateApiTokenInput,
): Promise<{ token: string; id: number }> {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const id = await inTransaction(deps.db, async (trx) => {
    const newId = await repo.insertApiToken(
      trx,
      { name: input.name, role: input.role, tokenHash: hashToken(token), createdBy },
      deps.now(),
    );
    const after = { name: input.name, role: input.role, revoked: false };
    await deps.hooks.run(trx, { actor, action: 'create', entity: 'apiToken', entityId: newId, before: null, after });
    return newId;
  });
  return { token, id };
}

export async function listApiTokens(deps: Pick<AppDeps, 'db'>): Promise<ApiTokenDto[]> {
  return (await repo.listApiTokens(deps.db)).map(toDto);
}

/** Revokes a token: refused from the next request on. Revoking a revoked token changes nothing. */
export async function revokeApiToken(deps: Deps, actor: Actor, id: number): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    const row = await repo.findApiToken(trx, id);
    if (!row) throw new AppError('NOT_FOUND', API_TOKEN_MESSAGES.notFound);
    if (!(await repo.revokeApiToken(trx, id, deps.now()))) return;
    const before = { name: row.name, role: row.role, revoked: false };
    const event = { actor, action: 'update', entity: 'apiToken', entityId: id } as const;
    await deps.hooks.run(trx, { ...event, before, after: { ...before, revoked: true } });
  });
}

/** The admin guard's lookup (platform's ApiTokenResolver); last use written at most once a minute. */
export function apiTokenResolver(db: Db): ApiTokenResolver {
  return async (tokenHash, now): Promise<ApiTokenIdentity | undefined> => {
    const row = await repo.findLiveApiToken(db, tokenHash);
    if (!row) return undefined;
    if (row.lastUsedAt === null || now - row.lastUsedAt > TOUCH_EVERY_MS) await repo.touchApiToken(db, row.id, now);
    return { id: row.id, name: row.name, role: row.role, createdBy: row.createdBy };
  };
}
