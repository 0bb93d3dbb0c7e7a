import { beforeAll, beforeEach, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES } from '@shared/messages';
import { VISIT_MESSAGES } from '@shared/messages/visits';
import type { AuditListDto } from '@shared/schemas/audit';
import { SCHEDULE_DEFAULTS, type VisitSchedule } from '@shared/visit-schedule';
import { addDays, indiaInstant } from '@shared/visit-time';
import { createAdminAccount } from '@server/modules/admin/admin-accounts.service';
import { bearer, describeEachDatabase, useTestApp } from './helpers/harness';

// Showroom visits with real slots (issue 29): schedules, slots, booking into a slot, the race for
// the last place, and the status of a visit. The clock is the test's: Monday 30 November 2026,
// 9:00 am in India (the showrooms are closed on Mondays by default).

const MONDAY = '2026-11-30';
const START = indiaInstant(MONDAY, 9 * 60);
const STAFF_PASSWORD = 'a staff member long secret';
const tuesday = addDays(MONDAY, 1);
const at = (date: string, time: string) => `${date}T${time}:00+05:30`;

interface Slot {
  start: string;
  end: string;
  free: number;
}

describeEachDatabase('showroom visits: schedules, slots, booking and status', (dialect) => {
  let clock = START;
  const { t } = useTestApp(dialect, { env: { RATE_LIMIT_AUTH_MAX: '10000' }, build: { now: () => clock } });
  let owner: Record<string, string>;
  let kharghar: Record<string, string>;
  let nerul: Record<string, string>;

  async function signIn(username: string): Promise<Record<string, string>> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/loginAdmin',
      payload: { username, password: STAFF_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    return bearer(res.json<{ token: string }>().token);
  }

  beforeAll(async () => {
    const { db, passwords } = t.deps;
    for (const showroom of ['nerul', 'kharghar'] as const)
      await createAdminAccount(db, passwords, `${showroom}-desk`, STAFF_PASSWORD, Date.now(), {
        role: 'staff',
        showroom,
      });
    owner = bearer(await t.adminToken());
    nerul = await signIn('nerul-desk');
    kharghar = await signIn('kharghar-desk');
  });
  beforeEach(() => {
    clock = START;
  });

  const slots = async (showroom: string, from: string, days: number): Promise<Slot[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/visitSlots?showroom=${showroom}&from=${from}&days=${days}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ slots: Slot[] }>().slots;
  };
  const visitor = (over: Record<string, unknown> = {}) => ({
    name: 'Meera Deshmukh',
    email: 'meera@example.in',
    mobile: '9820014511',
    showroom: 'kharghar',
    ...over,
  });
  const book = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/bookAppointment', payload: visitor(payload) });
  const setSchedule = (showroom: string, schedule: object, headers = owner) =>
    t.app.inject({ method: 'PUT', url: `/api/showrooms/${showroom}/schedule`, payload: schedule, headers });
  const setStatus = (id: string, body: Record<string, unknown>, headers = owner) =>
    t.app.inject({ method: 'POST', url: `/api/appointments/${id}/status`, payload: body, headers });

  const week = (ranges: Array<{ from: string; to: string }>, closed: string[] = []): VisitSchedule['weekly'] => ({
    monday: closed.includes('monday') ? [] : ranges,
    tuesday: ranges,
    wednesday: ranges,
    thursday: ranges,
    friday: ranges,
    saturday: ranges,
    sunday: ranges,
  });

  it('starts from the shop information hours: Tuesday to Sunday, 10:30 am to 8:30 pm, shown in shopInfo', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shopInfo' });
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json<{ showrooms: Array<{ id: string; hours: string; schedule: VisitSchedule }> }>();
    for (const s of info.showrooms) {
      expect(s.hours).toBe('Tuesday to Sunday, 10:30 am to 8:30 pm');
      expect(s.schedule).toMatchObject({ closedDates: [], ...SCHEDULE_DEFAULTS });
      expect(s.schedule.weekly.monday).toEqual([]);
      expect(s.schedule.weekly.sunday).toEqual([{ from: '10:30', to: '20:30' }]);
    }
  });

  it('lists slots inside the hours, in India time, none on Monday, and answers 400 to bad queries', async () => {
    const list = await slots('nerul', MONDAY, 2);
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({ start: at(tuesday, '10:30'), end: at(tuesday, '11:00'), free: 2 });
    expect(list.at(-1)).toEqual({ start: at(tuesday, '20:00'), end: at(tuesday, '20:30'), free: 2 });
    for (const q of [
      'showroom=vashi&from=2026-11-30',
      'showroom=nerul&from=2026-02-30',
      'showroom=nerul&from=2026-11-30&days=32',
    ])
      expect((await t.app.inject({ method: 'GET', url: `/api/visitSlots?${q}` })).statusCode, q).toBe(400);
  });

  it('keeps the lead time: two hours from now at the earliest', async () => {
    clock = indiaInstant(tuesday, 11 * 60 + 10);
    const list = await slots('nerul', tuesday, 1);
    expect(list[0]?.start).toBe(at(tuesday, '13:30'));
    clock = indiaInstant(tuesday, 11 * 60);
    expect((await slots('nerul', tuesday, 1))[0]?.start).toBe(at(tuesday, '13:00'));
  });

  it('opens slots no further than the horizon (30 days)', async () => {
    // 30 days after Monday 9:00 am is Wednesday 30 December 9:00 am: that Tuesday is open, the Wednesday not.
    const list = await slots('nerul', addDays(MONDAY, 29), 3);
    expect(list).toHaveLength(20);
    expect(list.every((s) => s.start.startsWith(addDays(MONDAY, 29)))).toBe(true);
  });

  it("lets an owner set a showroom's schedule (audited), refuses staff and bad ranges", async () => {
    const schedule: VisitSchedule = {
      weekly: week([
        { from: '11:00', to: '13:00' },
        { from: '15:00', to: '16:00' },
      ]),
      closedDates: [addDays(MONDAY, 3)],
      slotMinutes: 60,
      capacity: 1,
      leadMinutes: 60,
      horizonDays: 10,
    };
    expect((await setSchedule('nerul', schedule, nerul)).statusCode).toBe(403);
    const overlapping = {
      ...schedule,
      weekly: week([
        { from: '11:00', to: '13:00' },
        { from: '12:00', to: '14:00' },
      ]),
    };
    const refused = await setSchedule('nerul', overlapping);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(VISIT_MESSAGES.rangesOverlap);
    const res = await setSchedule('nerul', schedule);
    expect(res.statusCode, res.body).toBe(200);

    const info = (await t.app.inject({ method: 'GET', url: '/api/shopInfo' })).json<{
      showrooms: Array<{ id: string; hours: string; schedule: VisitSchedule }>;
    }>();
    const shown = info.showrooms.find((s) => s.id === 'nerul');
    expect(shown?.hours).toBe('Every day, 11 am to 1 pm and 3 pm to 4 pm');
    expect(shown?.schedule).toEqual(schedule);

    const list = await slots('nerul', MONDAY, 4);
    // Monday from 10 am (lead 1 h): 11, 12, 3 pm; Tuesday, Wednesday: 3 each; Thursday closed.
    expect(list.map((s) => s.start)).toEqual([
      ...['11:00', '12:00', '15:00'].map((h) => at(MONDAY, h)),
      ...['11:00', '12:00', '15:00'].map((h) => at(tuesday, h)),
      ...['11:00', '12:00', '15:00'].map((h) => at(addDays(MONDAY, 2), h)),
    ]);
    expect(list.every((s) => s.free === 1)).toBe(true);

    const audit = await t.app.inject({ method: 'GET', url: '/api/audit?entity=showroomSchedule', headers: owner });
    const [entry] = audit.json<AuditListDto>().entries;
    expect(entry).toMatchObject({ action: 'update', after: { showroom: 'nerul', capacity: 1, slotMinutes: 60 } });
    expect(entry?.before).toMatchObject({ showroom: 'nerul', capacity: 2 });
  });

  it('books a free slot confirmed, refuses a full one (409) and a time outside the schedule (400)', async () => {
    const slot = at(addDays(MONDAY, 4), '16:00');
    const first = await book({ slotStart: slot });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: VISIT_MESSAGES.confirmed, status: 'confirmed', slotStart: slot });
    const freeNow = (await slots('kharghar', addDays(MONDAY, 4), 1)).find((s) => s.start === slot);
    expect(freeNow?.free).toBe(1);
    expect((await book({ slotStart: slot.replace('+05:30', '+05:30') })).statusCode).toBe(201);
    const full = await book({ slotStart: slot });
    expect(full.statusCode).toBe(409);
    expect(full.json<{ message: string }>().message).toBe(VISIT_MESSAGES.slotFull);

    for (const outside of [at(MONDAY, '16:00'), at(tuesday, '09:00'), at(tuesday, '16:10'), at(MONDAY, '10:30')]) {
      const res = await book({ slotStart: outside });
      expect(res.statusCode, outside).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(VISIT_MESSAGES.slotOutside);
    }
    // The same instant written in UTC is the same slot.
    const utc = new Date(Date.parse(at(tuesday, '12:00'))).toISOString();
    expect((await book({ slotStart: utc })).json()).toMatchObject({ slotStart: at(tuesday, '12:00') });
  });

  it("still takes the specification's payload without a slot: requested, for the shop to give it a time", async () => {
    const res = await book({ preferredDate: tuesday, message: null, address: null });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: APPOINTMENT_MESSAGES.created, status: 'requested', slotStart: null });
    const neither = await book({});
    expect(neither.statusCode).toBe(400);
  });

  it('gives the last place of a slot to exactly one of two bookings made at once', async () => {
    const slot = at(addDays(MONDAY, 5), '12:00');
    expect((await book({ slotStart: slot })).statusCode).toBe(201);
    const racers = await Promise.all([book({ slotStart: slot }), book({ slotStart: slot, email: 'b@example.in' })]);
    expect(racers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const five = at(addDays(MONDAY, 5), '13:00');
    const many = await Promise.all([1, 2, 3, 4, 5].map((n) => book({ slotStart: five, email: `v${n}@example.in` })));
    expect(many.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(many.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect((await slots('kharghar', addDays(MONDAY, 5), 1)).find((s) => s.start === five)?.free).toBe(0);
  });

  it('moves a visit through its statuses, refuses other moves with 409, and audits each change', async () => {
    const requested = (await book({ preferredDate: tuesday })).json<{ id: string }>().id;
    const needsTime = await setStatus(requested, { status: 'confirmed' });
    expect(needsTime.statusCode).toBe(400);
    expect(needsTime.json<{ message: string }>().message).toBe(VISIT_MESSAGES.slotRequiredToConfirm);
    const wrong = await setStatus(requested, { status: 'visited' });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json<{ message: string }>().message).toBe(VISIT_MESSAGES.transition('requested', 'visited'));
    expect(wrong.json<{ message: string }>().message).toContain('requested -> visited');

    // Staff of the other showroom do not see it; staff of its own do.
    expect((await setStatus(requested, { status: 'cancelled' }, nerul)).statusCode).toBe(404);
    const slot = at(tuesday, '15:00');
    const confirmed = await setStatus(
      requested,
      { status: 'confirmed', slotStart: slot, note: 'Called her' },
      kharghar,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: requested, status: 'confirmed', slotStart: slot });
    expect((await slots('kharghar', tuesday, 1)).find((s) => s.start === slot)?.free).toBe(1);

    // A new time moves the place.
    const later = at(tuesday, '17:00');
    expect((await setStatus(requested, { status: 'confirmed', slotStart: later })).statusCode).toBe(200);
    const day = await slots('kharghar', tuesday, 1);
    expect(day.find((s) => s.start === slot)?.free).toBe(2);
    expect(day.find((s) => s.start === later)?.free).toBe(1);
    expect((await setStatus(requested, { status: 'confirmed', slotStart: later })).statusCode).toBe(409);

    const visited = await setStatus(requested, { status: 'visited', note: 'Bought the jhumkas' });
    expect(visited.statusCode).toBe(200);
    for (const to of ['cancelled', 'noShow', 'confirmed', 'requested']) {
      const res = await setStatus(requested, { status: to, ...(to === 'confirmed' ? { slotStart: slot } : {}) });
      expect(res.statusCode, to).toBe(409);
      expect(res.json<{ message: string }>().message).toContain(`visited -> ${to}`);
    }

    const audit = await t.app.inject({ method: 'GET', url: '/api/audit?entity=appointment', headers: owner });
    const mine = audit.json<AuditListDto>().entries.filter((e) => String(e.entityId) === requested);
    expect(mine.map((e) => (e.after as { status: string }).status)).toEqual(['visited', 'confirmed', 'confirmed']);
    expect(mine[0]?.before).toMatchObject({ status: 'confirmed', slotStart: later });
    expect(mine[2]?.after).toMatchObject({ status: 'confirmed', slotStart: slot, note: 'Called her' });
  });

  it('gives back the place of a cancelled visit, and marks a missed one noShow', async () => {
    const slot = at(addDays(MONDAY, 6), '11:00');
    const a = (await book({ slotStart: slot })).json<{ id: string }>().id;
    const b = (await book({ slotStart: slot })).json<{ id: string }>().id;
    expect((await book({ slotStart: slot })).statusCode).toBe(409);
    expect((await setStatus(a, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await setStatus(a, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await book({ slotStart: slot })).statusCode).toBe(201);
    expect((await setStatus(b, { status: 'noShow' })).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/appointments', headers: owner });
    expect(list.statusCode).toBe(200);
  });
});
