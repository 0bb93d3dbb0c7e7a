import { isMysql } from '@server/platform/db/migration-helpers';
import { SHOWROOMS, SIZE_LABELS, type ShowroomId, type SizeLabel } from '@shared/constants';
import type { AppointmentDto, AppointmentItemDto } from '@shared/schemas/appointments';
import { paiseToRupees } from '@shared/pricing';
import type { Db } from '@server/platform/db/database';

export type NewAppointment = Omit<AppointmentDto, 'id' | 'createdAt' | 'handledAt' | 'items'> & {
  userId: number | null;
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

function asShowroom(value: string): ShowroomId {
  return (SHOWROOMS as readonly string[]).includes(value) ? (value as ShowroomId) : SHOWROOMS[0];
}

/** A page of requests, newest first, each with its items. */
export async function pageAppointments(
  db: Db,
  opts: { page: number; limit: number; showroom?: ShowroomId | undefined },
): Promise<{ items: AppointmentDto[]; total: number }> {
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
