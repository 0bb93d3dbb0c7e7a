import { VISIT_HOLDS, type ShowroomId } from '@shared/constants';
import { AppError } from '@shared/errors';
import { VISIT_MESSAGES } from '@shared/messages/visits';
import type { VisitPieceDto } from '@shared/schemas/visits';
import type { AppDeps } from '@server/platform/deps';
import type { Db } from '@server/platform/db/database';
import { inTransaction } from '@server/platform/db/transaction';
import { SYSTEM, type Actor } from '@server/platform/events/hooks';
import { extendHolds, holdPieces, PieceUnavailableError, releaseHolds, sellHeldPieces } from '../stock/holds.service';
import { endHold, expiredHolds, holdsOf, insertHolds, moveHolds, type HoldRow } from './visit-holds.repo';

// Pieces held for a visit (issue 29, point 4). A booking with a time may hold up to
// VISIT_HOLDS.maxPieces pieces in stock at its showroom, in the booking's transaction: all of
// them or no booking. They stay held until the slot's end plus VISIT_HOLDS.afterSlotMs, or until
// the visit is cancelled or marked (visited: the pieces bought are sold, the rest released; no
// show: all released), in the status change's transaction. A hold that runs out is released by
// the `releaseExpiredHolds` job (platform/jobs; scheduled in app.ts). Each hold ends once: its
// visit_holds row is claimed with a guarded update before its piece moves, whoever ends it.

type Deps = Pick<AppDeps, 'db' | 'hooks' | 'shopInfo'>;

/** When a slot's holds run out. */
export const holdEndFor = (slotEnd: number): number => slotEnd + VISIT_HOLDS.afterSlotMs;

const showroomName = (deps: Pick<AppDeps, 'shopInfo'>, id: ShowroomId): string =>
  deps.shopInfo.showrooms.find((s) => s.id === id)?.name ?? id;

/**
 * Holds `pieceIds` (in stock at the visit's showroom) for a visit just booked, inside its
 * transaction. A piece that cannot be held refuses the booking with 409, naming the piece by its
 * design's name and showroom, never its tag.
 */
export async function holdForVisit(
  deps: Deps,
  trx: Db,
  visit: { id: number; showroom: ShowroomId; heldUntil: number },
  pieceIds: readonly number[],
  now: number,
): Promise<VisitPieceDto[]> {
  if (pieceIds.length === 0) return [];
  try {
    const held = await holdPieces(trx, pieceIds, visit.heldUntil, {
      actor: SYSTEM,
      hooks: deps.hooks,
      now,
      showroom: visit.showroom,
    });
    await insertHolds(trx, visit.id, held, visit.heldUntil);
    return held.map((p) => ({
      pieceId: p.id,
      productName: p.productName,
      showroom: p.showroom,
      state: 'held',
      heldUntil: visit.heldUntil,
    }));
  } catch (err) {
    if (!(err instanceof PieceUnavailableError)) throw err;
    const { piece } = err;
    throw new AppError(
      'CONFLICT',
      piece
        ? VISIT_MESSAGES.pieceUnavailable(piece.productName, showroomName(deps, piece.showroom))
        : VISIT_MESSAGES.pieceGone,
    );
  }
}

/**
 * Ends a visit's holds as it is cancelled or marked, in the status change's transaction: the pieces
 * in `soldPieceIds` are sold (they must be among the visit's held pieces), the rest released.
 * Answers whether any piece moved (the catalogue cache is then out of date).
 */
export async function endVisitHolds(
  deps: Deps,
  trx: Db,
  actor: Actor,
  visitId: number,
  change: { soldPieceIds: readonly number[]; now: number },
): Promise<boolean> {
  const held = (await holdsOf(trx, [visitId])).filter((h) => h.state === 'held');
  const sold = new Set(change.soldPieceIds);
  if ([...sold].some((id) => !held.some((h) => h.pieceId === id)))
    throw new AppError('BAD_INPUT', VISIT_MESSAGES.soldNotHeld);
  const opts = { actor, hooks: deps.hooks, now: change.now };
  const toSell: number[] = [];
  const toRelease: number[] = [];
  for (const hold of held) {
    const selling = sold.has(hold.pieceId);
    if (await endHold(trx, hold, selling ? 'sold' : 'released', change.now))
      (selling ? toSell : toRelease).push(hold.pieceId);
  }
  await sellHeldPieces(trx, toSell, opts);
  await releaseHolds(trx, toRelease, opts);
  return toSell.length + toRelease.length > 0;
}

/** A visit given a new time keeps its pieces, held until the new slot's end plus the margin. */
export async function moveVisitHolds(trx: Db, visitId: number, slotEnd: number, now: number): Promise<void> {
  const pieceIds = await moveHolds(trx, visitId, holdEndFor(slotEnd));
  await extendHolds(trx, pieceIds, holdEndFor(slotEnd), now);
}

/** The pieces held for these visits, by visit id (tags kept for the shop's answers only). */
export async function visitPieces(
  db: Db,
  visitIds: readonly number[],
  opts: { withTags: boolean },
): Promise<Map<number, VisitPieceDto[]>> {
  const byVisit = new Map<number, VisitPieceDto[]>();
  for (const row of await holdsOf(db, visitIds)) {
    const list = byVisit.get(row.appointmentId) ?? [];
    list.push(toDto(row, opts.withTags));
    byVisit.set(row.appointmentId, list);
  }
  return byVisit;
}

const toDto = (row: HoldRow, withTag: boolean): VisitPieceDto => ({
  pieceId: row.pieceId,
  productName: row.productName,
  showroom: row.showroom,
  state: row.state,
  heldUntil: row.heldUntil,
  ...(withTag ? { tag: row.tag } : {}),
});

const EXPIRY_BATCH = 50;

/**
 * The job: releases every hold whose time has run out by `now`, each in a transaction of its own
 * that first claims the hold (so that with two instances, or a visit marked at that moment, a
 * hold is released once), then puts the piece back in stock: a line of its history and an audit
 * entry by the shop itself. Answers how many it released.
 */
export async function releaseExpiredHolds(deps: Deps & Pick<AppDeps, 'catalogCache'>, now: number): Promise<number> {
  let released = 0;
  const opts = { actor: SYSTEM, hooks: deps.hooks, now };
  for (;;) {
    const due = await expiredHolds(deps.db, now, EXPIRY_BATCH);
    for (const hold of due) {
      const ended = await inTransaction(deps.db, async (trx) => {
        if (!(await endHold(trx, hold, 'expired', now, now))) return false;
        await releaseHolds(trx, [hold.pieceId], opts);
        return true;
      });
      if (ended) released++;
    }
    if (due.length < EXPIRY_BATCH) break;
  }
  if (released > 0) await deps.catalogCache.invalidate();
  return released;
}
