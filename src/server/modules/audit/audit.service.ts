import { createHash } from 'node:crypto';
import { PAGE_SIZES } from '@shared/constants';
import {
  auditActorKinds,
  type AuditEntryDto,
  type AuditFiltersDto,
  type AuditListDto,
  type AuditVerifyDto,
} from '@shared/schemas/audit';
import { totalPagesFor } from '@shared/schemas/common';
import type { Db } from '@server/platform/db/database';
import type { WriteEvent } from '@server/platform/events/hooks';
import * as repo from './audit.repo';

// The audit log (issue 27): a post-write hook subscribed to every write (write-hooks.ts), so an
// entry is written in the writer's transaction and rolled back with it. Entries are chained: each
// one's hash is SHA-256 over the previous entry's hash and its own canonical content, so that an
// edited or removed row is found by verifyChain. Appends are serialised on the chain head's lock.

export const GENESIS_HASH = '0'.repeat(64);

/** JSON with object keys sorted at every depth: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The hash of an entry: SHA-256 over the previous hash and the entry's fields in a fixed order. */
export function entryHash(row: Omit<repo.AuditRow, 'hash'>): string {
  const fields = [
    row.id,
    row.at,
    row.actorId,
    row.actorUsername,
    row.actorKind,
    row.address,
    row.action,
    row.entity,
    row.entityId,
    row.before,
    row.after,
  ];
  return createHash('sha256').update(row.prevHash).update('\n').update(JSON.stringify(fields)).digest('hex');
}

/** The hook as write-hooks.ts subscribes it to every write, reading the clock at each write. */
export function auditWrites(now: () => number): (trx: Db, event: WriteEvent) => Promise<void> {
  return (trx, event) => recordWrite(trx, event, now());
}

/**
 * The post-write hook: appends the write to the log, inside the writer's transaction. A shopper's
 * own writes (cart, wishlist) are theirs, not the shop's administration: not logged.
 */
export async function recordWrite(trx: Db, event: WriteEvent, now: number): Promise<void> {
  const { actor } = event;
  if (actor.kind === 'shopper') return;
  const head = await repo.lockChainHead(trx);
  const entry = {
    id: head.lastId + 1,
    at: now,
    actorId: actor.kind === 'system' ? null : actor.id,
    actorUsername: actor.kind === 'system' ? null : (actor.username ?? null),
    actorKind: actor.kind,
    address: actor.kind === 'system' ? null : (actor.address ?? null),
    action: event.action,
    entity: event.entity,
    entityId: event.entityId,
    before: event.before === null ? null : canonicalJson(event.before),
    after: event.after === null ? null : canonicalJson(event.after),
    prevHash: head.lastHash,
  };
  await repo.appendEntry(trx, { ...entry, hash: entryHash(entry) });
}

const parseJson = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));
const kindOf = (k: string): AuditEntryDto['actor']['kind'] => auditActorKinds.find((known) => known === k) ?? 'system';

function toDto(row: repo.AuditRow): AuditEntryDto {
  return {
    id: row.id,
    at: row.at,
    actor: { id: row.actorId, username: row.actorUsername, kind: kindOf(row.actorKind) },
    address: row.address,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: parseJson(row.before),
    after: parseJson(row.after),
    hash: row.hash,
  };
}

export interface AuditQuery extends repo.AuditFilter {
  page?: number | undefined;
}

/** One page of entries, newest first. */
export async function listEntries(db: Db, query: AuditQuery): Promise<AuditListDto> {
  const page = query.page ?? 1;
  const limit = PAGE_SIZES.auditEntries;
  const { rows, total } = await repo.pageEntries(db, query, { offset: (page - 1) * limit, limit });
  return { entries: rows.map(toDto), page, total, totalPages: totalPagesFor(total, limit) };
}

export function auditFilters(db: Db): Promise<AuditFiltersDto> {
  return repo.distinctValues(db);
}

const VERIFY_BATCH = 500;

/**
 * Walks the chain from the first entry: each entry must follow the one before it (consecutive id,
 * prev_hash equal to that entry's hash) and hash to its stored hash; the last must be the head.
 * Reads the head first and the entries up to it: appends made meanwhile are left for next time.
 */
export async function verifyChain(db: Db): Promise<AuditVerifyDto> {
  const head = await repo.chainHead(db);
  let prev = { id: 0, hash: GENESIS_HASH };
  let checked = 0;
  for (;;) {
    const batch = (await repo.entriesAfter(db, prev.id, VERIFY_BATCH)).filter((r) => r.id <= head.lastId);
    for (const row of batch) {
      const { hash, ...rest } = row;
      if (row.id !== prev.id + 1 || row.prevHash !== prev.hash || entryHash(rest) !== hash)
        return { ok: false, checked, firstBrokenId: row.id };
      prev = { id: row.id, hash };
      checked += 1;
    }
    if (batch.length < VERIFY_BATCH) break;
  }
  // Rows removed from the end leave the head pointing past the last one.
  if (prev.id !== head.lastId || prev.hash !== head.lastHash) return { ok: false, checked, firstBrokenId: prev.id + 1 };
  return { ok: true, checked, firstBrokenId: null };
}
