import type { Db } from '@server/platform/db/database';
import { inTransaction } from '@server/platform/db/transaction';
import type { Actor, PostWriteHooks } from '@server/platform/events/hooks';

// An admin's sign-ins in the audit log (issue 27): entity `adminSession`, its id the account's.
// A sign-in is recorded in the transaction that opens the session; a refused one in a transaction
// of its own (the refusal writes nothing else to roll back with). A refused sign-in under a name
// that is no account is recorded without the name: a password typed into the username field must
// not stay in an append-only log.

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    adminSession: { row: { username: string | null } };
  }
}

/** Where sign-ins are audited: the hooks, and the client's address. */
export interface SessionAudit {
  hooks: PostWriteHooks;
  address: string | null;
}

/** Records the account's sign-in, inside the transaction that opens its session. */
export async function auditSignIn(
  trx: Db,
  audit: SessionAudit | undefined,
  admin: { id: number; username: string },
): Promise<void> {
  if (!audit) return;
  const actor: Actor = { kind: 'admin', id: admin.id, username: admin.username, address: audit.address };
  const after = { username: admin.username };
  await audit.hooks.run(trx, {
    actor,
    action: 'signIn',
    entity: 'adminSession',
    entityId: admin.id,
    before: null,
    after,
  });
}

/** Records a refused sign-in (a wrong password or second-factor code) in a transaction of its own. */
export async function auditRefusedSignIn(
  db: Db,
  audit: SessionAudit | undefined,
  admin: { id: number; username: string } | undefined,
): Promise<void> {
  if (!audit) return;
  const username = admin?.username ?? null;
  const actor: Actor = {
    kind: 'admin',
    id: admin?.id ?? null,
    address: audit.address,
    ...(username ? { username } : {}),
  };
  const entityId = admin?.id ?? null;
  await inTransaction(db, (trx) =>
    audit.hooks.run(trx, {
      actor,
      action: 'signInFailed',
      entity: 'adminSession',
      entityId,
      before: null,
      after: { username },
    }),
  );
}
