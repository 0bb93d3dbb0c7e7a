import type { ShowroomId } from '@shared/constants';
import { DELIVERY_MESSAGES } from '@shared/delivery-messages';
import { AppError } from '@shared/errors';
import { preferredDateProblem, type AppointmentDto, type AppointmentInput } from '@shared/schemas/appointments';
import type { Db } from '@server/platform/db/database';
import {
  countUnhandledAppointments,
  insertAppointment,
  lockAppointmentStatus,
  markAppointmentHandled,
  pageAppointments,
  takePlace,
  type NewAppointmentItem,
} from './visits.repo';
import { cartForAppointment, piecesForAppointment } from '../cart/cart.service';
import type { AppDeps } from '@server/platform/deps';
import { inTransaction } from '@server/platform/db/transaction';
import type { Actor } from '@server/platform/events/hooks';
import { VISIT_MESSAGES, type VisitStatus } from '@shared/messages/visits';
import type { VisitPieceDto } from '@shared/schemas/visits';
import { slotAt, type Slot } from '@shared/visit-schedule';
import { indiaDate } from '@shared/visit-time';
import { outsideSchedule, scheduleOf } from './schedules.service';
import { holdEndFor, holdForVisit, visitPieces } from './visit-holds.service';

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    appointment: { row: AppointmentStatusRow };
  }
}

/** What the audit log keeps of a visit request's change: its status. */
interface AppointmentStatusRow {
  /** 'new' and 'handled': the first version's 'mark handled'; the rest: the visit's status. */
  status: 'new' | 'handled' | VisitStatus;
  handledAt: number | null;
  /** ISO 8601, +05:30. */
  slotStart?: string | null;
  note?: string | null;
}

// A visit request is stored first: it is what the shop works from. The email to SHOP_EMAIL is a
// notice on top, written to the outbox in the same transaction as the request (both or neither):
// the answer does not wait for SMTP, and a notice that cannot be sent now is retried by the
// outbox worker, then shown to the admin if it is given up on.

type Deps = Pick<AppDeps, 'db' | 'outbox' | 'now' | 'config' | 'shopInfo' | 'hooks' | 'catalogCache'>;

/**
 * The pieces the visit is about: the piece it was booked from, the wishlist's pieces it was booked
 * with, and the cart's lines when asked for; a piece in a size once.
 */
async function itemsToShow(trx: Db, input: AppointmentInput, userId: number | null): Promise<NewAppointmentItem[]> {
  const cart = input.includeCart && userId !== null ? await cartForAppointment(trx, userId) : [];
  const asked = [...(input.piece ? [input.piece] : []), ...(input.pieces ?? [])];
  const same = (a: NewAppointmentItem) => (b: NewAppointmentItem) => a.productId === b.productId && a.size === b.size;
  // A piece in a size once; the cart's line (which says how many) wins over the same piece asked for.
  const pieces = (await piecesForAppointment(trx, asked)).filter(
    (piece, i, all) => all.findIndex(same(piece)) === i && !cart.some(same(piece)),
  );
  return [...pieces, ...cart];
}

export interface BookedVisit {
  id: number;
  status: VisitStatus;
  /** Epoch ms; null: requested without a time. */
  slotStart: number | null;
  /** The pieces held for the visit (none without a time). */
  heldPieces: VisitPieceDto[];
}

/**
 * The time asked for, checked against the showroom's schedule (400 outside it) with a place taken
 * in it (409 when full); null when the visit is asked for a date only.
 */
async function takeSlot(deps: Deps, trx: Db, input: AppointmentInput, now: number): Promise<Slot | null> {
  if (input.slotStart === undefined) return null;
  const start = Date.parse(input.slotStart);
  const schedule = await scheduleOf(deps, input.showroom, trx);
  const slot = slotAt(schedule, start, now);
  if (!slot) throw outsideSchedule();
  if (!(await takePlace(trx, input.showroom, start, schedule.capacity)))
    throw new AppError('CONFLICT', VISIT_MESSAGES.slotFull);
  return slot;
}

export async function bookAppointment(
  deps: Deps,
  input: AppointmentInput,
  userId: number | null,
): Promise<BookedVisit> {
  const now = deps.now();
  if (input.slotStart === undefined) {
    const problem = preferredDateProblem(input.preferredDate ?? '', now);
    if (problem) throw new AppError('BAD_INPUT', problem);
  }
  const shopEmail = deps.config.SHOP_EMAIL;
  const showroom = deps.shopInfo.showrooms.find((s) => s.id === input.showroom)?.name ?? input.showroom;
  const booked = await inTransaction(deps.db, async (trx) => {
    const slot = await takeSlot(deps, trx, input, now);
    const slotStart = slot?.start ?? null;
    const status: VisitStatus = slotStart === null ? 'requested' : 'confirmed';
    const preferredDate = slotStart === null ? (input.preferredDate ?? '') : indiaDate(slotStart);
    const items = await itemsToShow(trx, input, userId);
    const { name, email, mobile, address, message } = input;
    const request = { name, email, mobile, address, message, showroom: input.showroom, preferredDate, userId };
    const appointmentId = await insertAppointment(trx, { ...request, status, slotStart }, items, now);
    const visit = { id: appointmentId, showroom: input.showroom, heldUntil: holdEndFor(slot?.end ?? now) };
    // The schema allows pieces only with a time; all of them are held, or the booking is refused.
    const heldPieces = slot ? await holdForVisit(deps, trx, visit, input.pieceIds ?? [], now) : [];
    if (shopEmail) {
      await deps.outbox.enqueue(trx, {
        channel: 'email',
        purpose: 'notice',
        recipient: shopEmail,
        subject: DELIVERY_MESSAGES.appointmentEmailSubject(name, showroom, preferredDate),
        body: DELIVERY_MESSAGES.appointmentEmailText({ ...input, preferredDate, showroom, items }),
        replyTo: email,
      });
    }
    return { id: appointmentId, status, slotStart, heldPieces };
  });
  if (shopEmail) deps.outbox.kick();
  if (booked.heldPieces.length > 0) await deps.catalogCache.invalidate();
  return booked;
}

/** Visit requests for the admin, newest first; a showroom's only when one is given. */
export async function pageAppointmentRequests(
  db: Db,
  opts: { page: number; limit: number; showroom?: ShowroomId | undefined },
): Promise<{ items: AppointmentDto[]; total: number }> {
  const { items, total } = await pageAppointments(db, opts);
  const pieces = await visitPieces(
    db,
    items.map((a) => a.id),
    { withTags: true },
  );
  return { items: items.map((a) => ({ ...a, heldPieces: pieces.get(a.id) ?? [] })), total };
}

/**
 * Marks a request handled, audited in the same transaction; false when there is no such request
 * (in the showroom, when one is given). Marking a handled request again changes nothing.
 */
export function markRequestHandled(
  deps: Pick<AppDeps, 'db' | 'hooks' | 'now'>,
  actor: Actor,
  id: number,
  showroom?: ShowroomId,
): Promise<boolean> {
  return inTransaction(deps.db, async (trx) => {
    const status = await lockAppointmentStatus(trx, id, showroom);
    if (!status) return false;
    const now = deps.now();
    if (status.handledAt !== null || !(await markAppointmentHandled(trx, id, now))) return true;
    await deps.hooks.run(trx, {
      actor,
      action: 'update',
      entity: 'appointment',
      entityId: id,
      before: { status: 'new', handledAt: null },
      after: { status: 'handled', handledAt: now },
    });
    return true;
  });
}

/** Visit requests not yet handled, for the dashboard's summary. */
export function countNewAppointments(db: Db): Promise<number> {
  return countUnhandledAppointments(db);
}
