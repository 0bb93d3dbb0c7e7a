import { sql } from 'kysely';
import type { Db } from '@server/platform/db/database';
import { isMysql } from '@server/platform/db/migration-helpers';

// The audit log's SQL. There is no update and no delete here, nor anywhere else: entries are
// appended under the chain head's lock and read.

export interface AuditRow {
  id: number;
  at: number;
  actorId: number | null;
  actorUsername: string | null;
  actorKind: string;
  address: string | null;
  action: string;
  entity: string;
  entityId: number | null;
  /** The JSON text as hashed. */
  before: string | null;
  after: string | null;
  prevHash: string;
  hash: string;
}

const FIELDS = [
  'id',
  'at',
  'actor_id as actorId',
  'actor_username as actorUsername',
  'actor_kind as actorKind',
  'address',
  'action',
  'entity',
  'entity_id as entityId',
  'before',
  'after',
  'prev_hash as prevHash',
  'hash',
] as const;

const numOrNull = (v: number | string | null): number | null => (v === null ? null : Number(v));

function toRow(r: {
  id: number | string;
  at: number | string;
  actorId: number | string | null;
  actorUsername: string | null;
  actorKind: string;
  address: string | null;
  action: string;
  entity: string;
  entityId: number | string | null;
  before: string | null;
  after: string | null;
  prevHash: string;
  hash: string;
}): AuditRow {
  return { ...r, id: Number(r.id), at: Number(r.at), actorId: numOrNull(r.actorId), entityId: numOrNull(r.entityId) };
}

/**
 * The chain's head, locked until the transaction ends (FOR UPDATE on MySQL; a SQLite write
 * transaction is already alone), so that appends are serialised and never fork the chain.
 */
export async function lockChainHead(trx: Db): Promise<{ lastId: number; lastHash: string }> {
  const query = trx
    .selectFrom('audit_chain')
    .select(['last_id as lastId', 'last_hash as lastHash'])
    .where('id', '=', 1);
  const row = await (isMysql(trx) ? query.forUpdate() : query).executeTakeFirstOrThrow();
  return { lastId: Number(row.lastId), lastHash: row.lastHash };
}

/** The chain's head as it stands, unlocked (verify compares the last row with it). */
export async function chainHead(db: Db): Promise<{ lastId: number; lastHash: string }> {
  const row = await db
    .selectFrom('audit_chain')
    .select(['last_id as lastId', 'last_hash as lastHash'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { lastId: Number(row.lastId), lastHash: row.lastHash };
}

/** Appends one entry and moves the head to it; call with the head locked by lockChainHead. */
export async function appendEntry(trx: Db, row: AuditRow): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: row.id,
      at: row.at,
      actor_id: row.actorId,
      actor_username: row.actorUsername,
      actor_kind: row.actorKind,
      address: row.address,
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      before: row.before,
      after: row.after,
      prev_hash: row.prevHash,
      hash: row.hash,
    })
    .execute();
  await trx.updateTable('audit_chain').set({ last_id: row.id, last_hash: row.hash }).where('id', '=', 1).execute();
}

export interface AuditFilter {
  actor?: string | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  /** Epoch ms, inclusive. */
  from?: number | undefined;
  to?: number | undefined;
}

function filtered(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.actor !== undefined) q = q.where('actor_username', '=', f.actor);
  if (f.entity !== undefined) q = q.where('entity', '=', f.entity);
  if (f.action !== undefined) q = q.where('action', '=', f.action);
  if (f.from !== undefined) q = q.where('at', '>=', f.from);
  if (f.to !== undefined) q = q.where('at', '<=', f.to);
  return q;
}

/** One page of entries, newest first, and how many match in all. */
export async function pageEntries(
  db: Db,
  f: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, f).select(FIELDS).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), total: Number(count.n) };
}

/** Entries in chain order from `afterId` on, `limit` at a time (verify walks the whole log in batches). */
export async function entriesAfter(db: Db, afterId: number, limit: number): Promise<AuditRow[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(FIELDS)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

/** The distinct values people filter by, for the dashboard's choices. */
export async function distinctValues(db: Db): Promise<{ actors: string[]; entities: string[]; actions: string[] }> {
  const col = async (c: 'actor_username' | 'entity' | 'action') =>
    (
      await db
        .selectFrom('audit_log')
        .select(sql<string | null>`${sql.ref(c)}`.as('v'))
        .distinct()
        .execute()
    )
      .map((r) => r.v)
      .filter((v): v is string => v !== null)
      .sort();
  const [actors, entities, actions] = await Promise.all([col('actor_username'), col('entity'), col('action')]);
  return { actors, entities, actions };
}
