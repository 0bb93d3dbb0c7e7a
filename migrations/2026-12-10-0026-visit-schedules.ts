import type { Kysely } from 'kysely';
import { tableOptions } from '@server/platform/db/migration-helpers';

// Frozen. Showroom visits with real slots (issue 29):
// - `visit_schedules`: a showroom's schedule as JSON (weekly ranges in India time, closed dates,
//   slot length, capacity, lead time, horizon), once an owner has edited it; a showroom without a
//   row uses the hours of the shop information.
// - `visit_slot_places`: places taken per showroom and slot start (epoch ms). A booking takes a
//   place with one guarded update (`taken < capacity`), so two bookings racing for the last place
//   cannot both win, on MySQL and SQLite alike.
// - appointments gain a status (requested, confirmed, visited, noShow, cancelled), the slot's
//   start, the invitation's sequence (raised on a new time), the slot a reminder was sent for (a
//   guarded update claims it: one reminder, whatever the number of instances), a status note, and
//   a random key per visit that signs its cancel links (HMAC of the visit and its slot).
// - the outbox may carry an iCalendar invitation beside an email's text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's Database type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await tableOptions(db)(
    db.schema
      .createTable('visit_schedules')
      .addColumn('showroom', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('schedule', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()),
  ).execute();
  await tableOptions(db)(
    db.schema
      .createTable('visit_slot_places')
      .addColumn('showroom', 'varchar(32)', (c) => c.notNull())
      .addColumn('slot_start', 'bigint', (c) => c.notNull())
      .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('visit_slot_places_pk', ['showroom', 'slot_start']),
  ).execute();
  await db.schema
    .alterTable('appointments')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('requested'))
    .execute();
  await db.schema.alterTable('appointments').addColumn('slot_start', 'bigint').execute();
  await db.schema
    .alterTable('appointments')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('appointments').addColumn('reminded_slot', 'bigint').execute();
  await db.schema.alterTable('appointments').addColumn('status_note', 'varchar(500)').execute();
  await db.schema.alterTable('appointments').addColumn('cancel_key', 'varchar(64)').execute();
  await db.schema
    .createIndex('appointments_showroom_slot')
    .on('appointments')
    .columns(['showroom', 'slot_start'])
    .execute();
  await db.schema
    .createIndex('appointments_status_slot')
    .on('appointments')
    .columns(['status', 'slot_start'])
    .execute();
  await db.schema.alterTable('outbox').addColumn('calendar', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('calendar').execute();
  await db.schema.dropIndex('appointments_status_slot').on('appointments').execute();
  await db.schema.dropIndex('appointments_showroom_slot').on('appointments').execute();
  for (const column of ['cancel_key', 'status_note', 'reminded_slot', 'sequence', 'slot_start', 'status'])
    await db.schema.alterTable('appointments').dropColumn(column).execute();
  await db.schema.dropTable('visit_slot_places').execute();
  await db.schema.dropTable('visit_schedules').execute();
}
