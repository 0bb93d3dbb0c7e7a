import { isMysql } from '@server/platform/db/migration-helpers';
import { SHOWROOMS, SIZE_LABELS, type ShowroomId, type SizeLabel } from '@shared/constants';
import type { AppointmentDto, AppointmentItemDto } from '@shared/schemas/appointments';
import { paiseToRupees } from '@shared/pricing';
import type { Db } from '@server/platform/db/database';
import { VISIT_STATUSES, type VisitStatus } from '@shared/messages/visits';
import { indiaIso } from '@shared/visit-time';

export type NewAppointment = Omit<
  AppointmentDto,
  'id' | 'createdAt' | 'handledAt' | 'items' | 'status' | 'slotStart' | 'statusNote' | 'heldPieces'
> & {
  userId: number | null;
  status: VisitStatus;
  /** Epoch ms; null: requested without a time. */
  slotStart: number | null;
};

/** A piece the visit is about: its name, size and price kept as they were when it was asked for. */
export interface NewAppointmentItem {
  productId: number;
  name: string;
  size: SizeLabel | null;
  quantity: number;
  unitPricePaise: number | null;
}

/**
 * Stores a request with the cart lines copied into it; call inside a transaction (the caller's,
 * which also holds the notice).
 */
export async function insertAppointment(
  db: Db,
  values: NewAppointment,
  items: readonly NewAppointmentItem[],
  now: number,
): Promise<number> {
  const result = await db
    .insertInto('appointments')
    .values({
      name: values.name,
      email: values.email,
      mobile: values.mobile,
      address: values.address,
      message: values.message,
      showroom: values.showroom,
      preferred_date: values.preferredDate,
      user_id: values.userId,
      created_at: now,
      handled_at: null,
      status: values.status,
      slot_start: values.slotStart,
    })
    .executeTakeFirstOrThrow();
  const id = Number(result.insertId);
  if (items.length > 0) {
    await db
      .insertInto('appointment_items')
      .values(
        items.map((i) => ({
          appointment_id: id,
          product_id: i.productId,
          product_name: i.name,
          size_label: i.size,
          quantity: i.quantity,
          unit_price_paise: i.unitPricePaise,
        })),
      )
      .execute();
  }
  return id;
}

export function asStatus(value: string): VisitStatus {
  return VISIT_STATUSES.find((s) => s === value) ?? 'requested';
}

function asShowroom(value: string): ShowroomId {
  return (SHOWROOMS as readonly string[]).includes(value) ? (value as ShowroomId) : SHOWROOMS[0];
}

/** A page of requests, newest first, each with its items (its held pieces are visit-holds.repo.ts's). */
export async function pageAppointments(
  db: Db,
  opts: { page: number; limit: number; showroom?: ShowroomId | undefined },
): Promise<{ items: Array<Omit<AppointmentDto, 'heldPieces'>>; total: number }> {
  const { showroom } = opts;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('appointments')
      .$if(showroom !== undefined, (q) => q.where('showroom', '=', showroom ?? ''))
      .select([
        'id',
        'name',
        'email',
        'mobile',
        'address',
        'message',
        'showroom',
        'preferred_date as preferredDate',
        'created_at as createdAt',
        'handled_at as handledAt',
        'status',
        'slot_start as slotStart',
        'status_note as statusNote',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .offset((opts.page - 1) * opts.limit)
      .execute(),
    db
      .selectFrom('appointments')
      .$if(showroom !== undefined, (q) => q.where('showroom', '=', showroom ?? ''))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.id);
  const itemRows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('appointment_items')
          .select([
            'appointment_id as appointmentId',
            'product_id as productId',
            'product_name as name',
            'size_label as size',
            'quantity',
            'unit_price_paise as unitPricePaise',
          ])
          .where('appointment_id', 'in', ids)
          .orderBy('product_name')
          .orderBy('size_label')
          .execute();
  const itemsById = new Map<number, AppointmentItemDto[]>();
  for (const item of itemRows) {
    const list = itemsById.get(item.appointmentId) ?? [];
    list.push({
      productId: item.productId,
      name: item.name,
      size: SIZE_LABELS.find((label) => label === item.size) ?? null,
      quantity: Number(item.quantity),
      price: item.unitPricePaise === null ? null : paiseToRupees(Number(item.unitPricePaise)),
    });
    itemsById.set(item.appointmentId, list);
  }
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      mobile: r.mobile,
      address: r.address,
      message: r.message,
      showroom: asShowroom(r.showroom),
      preferredDate: r.preferredDate,
      createdAt: Number(r.createdAt),
      handledAt: r.handledAt === null ? null : Number(r.handledAt),
      status: asStatus(r.status),
      slotStart: r.slotStart === null ? null : indiaIso(Number(r.slotStart)),
      statusNote: r.statusNote,
      items: itemsById.get(r.id) ?? [],
    })),
    total: Number(count.total),
  };
}

/**
 * A request's handled time, read under the write's lock on MySQL; undefined when there is no such
 * request, or none in the showroom given: another showroom's request is as unknown as a missing one.
 */
export async function lockAppointmentStatus(
  db: Db,
  id: number,
  showroom?: ShowroomId,
): Promise<{ handledAt: number | null } | undefined> {
  const query = db
    .selectFrom('appointments')
    .select('handled_at as handledAt')
    .where('id', '=', id)
    .$if(showroom !== undefined, (q) => q.where('showroom', '=', showroom ?? ''));
  const row = await (isMysql(db) ? query.forUpdate() : query).executeTakeFirst();
  return row && { handledAt: row.handledAt === null ? null : Number(row.handledAt) };
}

/** Marks a request handled, the first time only; false when it already was. */
export async function markAppointmentHandled(db: Db, id: number, now: number): Promise<boolean> {
  const result = await db
    .updateTable('appointments')
    .set({ handled_at: now })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Visit requests nobody has marked handled yet. */
export async function countUnhandledAppointments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('handled_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A visit as its status change and its messages need it, locked for the change on MySQL. */
export interface VisitRow {
  id: number;
  name: string;
  email: string;
  mobile: string;
  showroom: ShowroomId;
  status: VisitStatus;
  slotStart: number | null;
  sequence: number;
  handledAt: number | null;
  statusNote: string | null;
}

/** A visit by id (in the showroom, when one is given), locked for update on MySQL. */
export async function lockVisit(db: Db, id: number, showroom?: ShowroomId): Promise<VisitRow | undefined> {
  const query = db
    .selectFrom('appointments')
    .select([
      'id',
      'name',
      'email',
      'mobile',
      'showroom',
      'status',
      'slot_start as slotStart',
      'sequence',
      'handled_at as handledAt',
      'status_note as statusNote',
    ])
    .where('id', '=', id)
    .$if(showroom !== undefined, (q) => q.where('showroom', '=', showroom ?? ''));
  const row = await (isMysql(db) ? query.forUpdate() : query).executeTakeFirst();
  return (
    row && {
      ...row,
      showroom: asShowroom(row.showroom),
      status: asStatus(row.status),
      slotStart: row.slotStart === null ? null : Number(row.slotStart),
      sequence: Number(row.sequence),
      handledAt: row.handledAt === null ? null : Number(row.handledAt),
    }
  );
}

export async function updateVisitStatus(
  db: Db,
  id: number,
  values: {
    status: VisitStatus;
    slotStart: number | null;
    sequence: number;
    note: string | null;
    handledAt: number | null;
  },
): Promise<void> {
  await db
    .updateTable('appointments')
    .set({
      status: values.status,
      slot_start: values.slotStart,
      sequence: values.sequence,
      status_note: values.note,
      handled_at: values.handledAt,
    })
    .where('id', '=', id)
    .execute();
}

// ---- Schedules ---------------------------------------------------------------

/** The schedules owners have saved, as stored (JSON), by showroom. */
export async function readSchedules(db: Db): Promise<Array<{ showroom: string; schedule: string }>> {
  return db.selectFrom('visit_schedules').select(['showroom', 'schedule']).execute();
}

export async function saveSchedule(db: Db, showroom: ShowroomId, schedule: string, now: number): Promise<void> {
  await db.insertInto('visit_schedules').ignore().values({ showroom, schedule, updated_at: now }).execute();
  await db.updateTable('visit_schedules').set({ schedule, updated_at: now }).where('showroom', '=', showroom).execute();
}

// ---- Places per slot ---------------------------------------------------------

/**
 * Takes a place in a slot when fewer than `capacity` are taken: one guarded update, so of two
 * bookings racing for the last place exactly one wins (MySQL locks the row; SQLite has one writer).
 */
export async function takePlace(db: Db, showroom: ShowroomId, slotStart: number, capacity: number): Promise<boolean> {
  await db.insertInto('visit_slot_places').ignore().values({ showroom, slot_start: slotStart, taken: 0 }).execute();
  const result = await db
    .updateTable('visit_slot_places')
    .set((eb) => ({ taken: eb('taken', '+', 1) }))
    .where('showroom', '=', showroom)
    .where('slot_start', '=', slotStart)
    .where('taken', '<', capacity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function releasePlace(db: Db, showroom: ShowroomId, slotStart: number): Promise<void> {
  await db
    .updateTable('visit_slot_places')
    .set((eb) => ({ taken: eb('taken', '-', 1) }))
    .where('showroom', '=', showroom)
    .where('slot_start', '=', slotStart)
    .where('taken', '>', 0)
    .execute();
}

/** Places taken per slot start in [from, to). */
export async function placesTaken(
  db: Db,
  showroom: ShowroomId,
  from: number,
  to: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('visit_slot_places')
    .select(['slot_start as slotStart', 'taken'])
    .where('showroom', '=', showroom)
    .where('slot_start', '>=', from)
    .where('slot_start', '<', to)
    .execute();
  return new Map(rows.map((r) => [Number(r.slotStart), Number(r.taken)]));
}
