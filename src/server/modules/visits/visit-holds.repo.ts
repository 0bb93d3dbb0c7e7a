import { SHOWROOMS, type ShowroomId } from '@shared/constants';
import { VISIT_HOLD_STATES, type VisitHoldState } from '@shared/messages/visits';
import type { Db } from '@server/platform/db/database';

// visit_holds: the pieces a visit holds and what became of each. A hold ends with one guarded
// update (`state = 'held'`), whose changed-row count says who ended it: of the shop marking a
// visit and the expiry job (or two instances of the job), exactly one ends a hold.

export interface HoldRow {
  appointmentId: number;
  pieceId: number;
  productName: string;
  tag: string;
  showroom: ShowroomId;
  heldUntil: number;
  state: VisitHoldState;
}

export async function insertHolds(
  trx: Db,
  appointmentId: number,
  pieces: ReadonlyArray<{ id: number; productName: string; tag: string; showroom: ShowroomId }>,
  heldUntil: number,
): Promise<void> {
  if (pieces.length === 0) return;
  await trx
    .insertInto('visit_holds')
    .values(
      pieces.map((p) => ({
        appointment_id: appointmentId,
        piece_id: p.id,
        product_name: p.productName,
        tag: p.tag,
        showroom: p.showroom,
        held_until: heldUntil,
        state: 'held',
        ended_at: null,
      })),
    )
    .execute();
}

/** The holds of these visits, by design name. */
export async function holdsOf(db: Db, appointmentIds: readonly number[]): Promise<HoldRow[]> {
  if (appointmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('visit_holds')
    .select([
      'appointment_id as appointmentId',
      'piece_id as pieceId',
      'product_name as productName',
      'tag',
      'showroom',
      'held_until as heldUntil',
      'state',
    ])
    .where('appointment_id', 'in', [...appointmentIds])
    .orderBy('product_name')
    .orderBy('piece_id')
    .execute();
  return rows.map((r) => ({
    ...r,
    appointmentId: Number(r.appointmentId),
    pieceId: Number(r.pieceId),
    showroom: SHOWROOMS.find((s) => s === r.showroom) ?? SHOWROOMS[0],
    heldUntil: Number(r.heldUntil),
    state: VISIT_HOLD_STATES.find((s) => s === r.state) ?? 'released',
  }));
}

/**
 * Ends a visit's hold of a piece (`state`: sold, released or expired) if it is still held (and,
 * with `expiredAt`, held until then at the latest); true for the writer that ended it.
 */
export async function endHold(
  trx: Db,
  hold: { appointmentId: number; pieceId: number },
  state: Exclude<VisitHoldState, 'held'>,
  now: number,
  expiredAt?: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('visit_holds')
    .set({ state, ended_at: now })
    .where('appointment_id', '=', hold.appointmentId)
    .where('piece_id', '=', hold.pieceId)
    .where('state', '=', 'held')
    .$if(expiredAt !== undefined, (q) => q.where('held_until', '<=', expiredAt ?? 0))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A visit's pieces still held get a new end (the visit moved to another time). */
export async function moveHolds(trx: Db, appointmentId: number, heldUntil: number): Promise<number[]> {
  await trx
    .updateTable('visit_holds')
    .set({ held_until: heldUntil })
    .where('appointment_id', '=', appointmentId)
    .where('state', '=', 'held')
    .execute();
  const rows = await trx
    .selectFrom('visit_holds')
    .select('piece_id as pieceId')
    .where('appointment_id', '=', appointmentId)
    .where('state', '=', 'held')
    .execute();
  return rows.map((r) => Number(r.pieceId));
}

/** Holds still held whose time ran out by `now`, oldest first. */
export async function expiredHolds(
  db: Db,
  now: number,
  limit: number,
): Promise<Array<{ appointmentId: number; pieceId: number }>> {
  const rows = await db
    .selectFrom('visit_holds')
    .select(['appointment_id as appointmentId', 'piece_id as pieceId'])
    .where('state', '=', 'held')
    .where('held_until', '<=', now)
    .orderBy('held_until')
    .orderBy('appointment_id')
    .orderBy('piece_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ appointmentId: Number(r.appointmentId), pieceId: Number(r.pieceId) }));
}
