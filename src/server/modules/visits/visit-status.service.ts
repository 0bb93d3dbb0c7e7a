import type { ShowroomId } from '@shared/constants';
import { AppError } from '@shared/errors';
import { APPOINTMENT_MESSAGES } from '@shared/messages';
import { VISIT_MESSAGES, type VisitStatus } from '@shared/messages/visits';
import type { AppointmentStatusInput, VisitPieceDto } from '@shared/schemas/visits';
import { slotAt, type Slot } from '@shared/visit-schedule';
import { indiaIso } from '@shared/visit-time';
import type { AppDeps } from '@server/platform/deps';
import type { Db } from '@server/platform/db/database';
import { inTransaction } from '@server/platform/db/transaction';
import type { Actor } from '@server/platform/events/hooks';
import { outsideSchedule, scheduleOf } from './schedules.service';
import { endVisitHolds, moveVisitHolds, visitPieces } from './visit-holds.service';
import { lockVisit, releasePlace, takePlace, updateVisitStatus, type VisitRow } from './visits.repo';

// A visit's life: requested -> confirmed -> visited | noShow, and cancelled from requested or
// confirmed. A confirmed visit may be given a new time (confirmed again with another slotStart):
// its place moves and its invitation's SEQUENCE goes up. Anything else is refused with 409 naming
// both statuses. Places follow the status: taken on confirming, moved on a new time, given back
// on cancelling; a visited or missed visit keeps its place (the slot has happened). Pieces held
// for the visit follow it too: moved with a new time, released on cancelling or a no show, sold
// (those bought) or released on marking it visited (visit-holds.service.ts).

const NEXT: Record<VisitStatus, readonly VisitStatus[]> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['confirmed', 'visited', 'noShow', 'cancelled'],
  visited: [],
  noShow: [],
  cancelled: [],
};

type Deps = Pick<AppDeps, 'db' | 'hooks' | 'now' | 'shopInfo'>;

/**
 * What a status change did, for its messages: the visit before and after it, and whether pieces
 * held for it moved (sold or back in stock: the caller invalidates the catalogue cache).
 */
export interface VisitChange {
  before: VisitRow;
  after: VisitRow;
  piecesMoved: boolean;
}

/** Takes a place in the slot the shop gives a visit (a schedule slot; no lead time for the shop). */
async function placeFor(deps: Deps, trx: Db, visit: VisitRow, start: number): Promise<Slot> {
  const schedule = await scheduleOf(deps, visit.showroom, trx);
  const slot = slotAt(schedule, start, deps.now(), { leadMinutes: 0 });
  if (!slot) throw outsideSchedule();
  if (!(await takePlace(trx, visit.showroom, start, schedule.capacity)))
    throw new AppError('CONFLICT', VISIT_MESSAGES.slotFull);
  return slot;
}

/** A visit's end (cancelled, visited, no show) ends its holds; a new time moves them. */
const ENDS_HOLDS: readonly VisitStatus[] = ['cancelled', 'visited', 'noShow'];

/**
 * Moves a locked visit to `to`, in the caller's transaction: checks the transition, takes or gives
 * back places, writes, and audits.
 */
export async function applyVisitStatus(
  deps: Deps,
  trx: Db,
  actor: Actor,
  visit: VisitRow,
  change: {
    to: VisitStatus;
    slotStart?: number | undefined;
    note?: string | undefined;
    /** Marking visited: the held pieces bought at the visit. */
    soldPieceIds?: readonly number[] | undefined;
  },
): Promise<VisitChange> {
  const { to } = change;
  if ((change.soldPieceIds ?? []).length > 0 && to !== 'visited')
    throw new AppError('BAD_INPUT', VISIT_MESSAGES.soldNeedsVisited);
  const moving = to === 'confirmed' && change.slotStart !== undefined && change.slotStart !== visit.slotStart;
  if (!NEXT[visit.status].includes(to) || (to === 'confirmed' && visit.status === 'confirmed' && !moving))
    throw new AppError('CONFLICT', VISIT_MESSAGES.transition(visit.status, to));
  if (to === 'confirmed' && change.slotStart === undefined && visit.slotStart === null)
    throw new AppError('BAD_INPUT', VISIT_MESSAGES.slotRequiredToConfirm);
  let slotStart = visit.slotStart;
  if (moving && change.slotStart !== undefined) {
    const slot = await placeFor(deps, trx, visit, change.slotStart);
    if (visit.slotStart !== null && visit.status === 'confirmed')
      await releasePlace(trx, visit.showroom, visit.slotStart);
    slotStart = change.slotStart;
    await moveVisitHolds(trx, visit.id, slot.end, deps.now());
  } else if (to === 'confirmed' && visit.slotStart !== null) {
    await placeFor(deps, trx, visit, visit.slotStart);
  }
  if (to === 'cancelled' && visit.status === 'confirmed' && visit.slotStart !== null)
    await releasePlace(trx, visit.showroom, visit.slotStart);
  const piecesMoved = ENDS_HOLDS.includes(to)
    ? await endVisitHolds(deps, trx, actor, visit.id, { soldPieceIds: change.soldPieceIds ?? [], now: deps.now() })
    : false;
  const after: VisitRow = {
    ...visit,
    status: to,
    slotStart,
    // A new time is a new version of the invitation.
    sequence: moving && visit.status === 'confirmed' ? visit.sequence + 1 : visit.sequence,
    handledAt: visit.handledAt ?? deps.now(),
    statusNote: change.note ?? null,
  };
  await updateVisitStatus(trx, visit.id, { ...after, note: after.statusNote });
  await deps.hooks.run(trx, {
    actor,
    action: 'update',
    entity: 'appointment',
    entityId: visit.id,
    before: auditRow(visit),
    after: auditRow(after),
  });
  return { before: visit, after, piecesMoved };
}

const auditRow = (v: VisitRow) => ({
  status: v.status,
  handledAt: v.handledAt,
  slotStart: v.slotStart === null ? null : indiaIso(v.slotStart),
  note: v.statusNote,
});

/**
 * The shop's status change (a staff account's own showroom's visits only); 404 for any other.
 * Answers the change with the visit's held pieces as they are after it.
 */
export async function changeVisitStatus(
  deps: Deps & Pick<AppDeps, 'catalogCache'>,
  actor: Actor,
  input: AppointmentStatusInput,
  showroom?: ShowroomId,
): Promise<VisitChange & { heldPieces: VisitPieceDto[] }> {
  const slotStart = input.slotStart === undefined ? undefined : Date.parse(input.slotStart);
  const change = await inTransaction(deps.db, async (trx) => {
    const visit = await lockVisit(trx, input.id, showroom);
    if (!visit) throw new AppError('NOT_FOUND', APPOINTMENT_MESSAGES.notFound);
    const { status: to, note, soldPieceIds } = input;
    return applyVisitStatus(deps, trx, actor, visit, { to, slotStart, note, soldPieceIds });
  });
  if (change.piecesMoved) await deps.catalogCache.invalidate();
  const pieces = await visitPieces(deps.db, [change.after.id], { withTags: true });
  return { ...change, heldPieces: pieces.get(change.after.id) ?? [] };
}
