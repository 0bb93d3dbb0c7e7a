import { SHOWROOMS, type ShopInfo, type ShowroomId } from '@shared/constants';
import { AppError } from '@shared/errors';
import { VISIT_MESSAGES } from '@shared/messages/visits';
import { visitScheduleSchema, type SetScheduleInput } from '@shared/schemas/visits';
import { hoursText, scheduleFromHoursText, slotsOf, type VisitSchedule } from '@shared/visit-schedule';
import { addDays, indiaDate, indiaInstant, indiaIso } from '@shared/visit-time';
import type { AppDeps } from '@server/platform/deps';
import type { Db } from '@server/platform/db/database';
import { inTransaction } from '@server/platform/db/transaction';
import type { Actor } from '@server/platform/events/hooks';
import { placesTaken, readSchedules, saveSchedule } from './visits.repo';

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    showroomSchedule: { row: VisitSchedule & { showroom: ShowroomId } };
  }
}

// A showroom's schedule: the one an owner saved, else the hours written in the shop information
// (SHOP_INFO_JSON over DEFAULT_SHOP_INFO), read with the defaults for slots, capacity, lead time
// and horizon. Read on each call: a schedule is a row per showroom, and a save shows at once on
// every instance.

type Deps = Pick<AppDeps, 'db' | 'shopInfo'>;

/** Every showroom's schedule. */
export async function schedulesOf(deps: Deps, db: Db = deps.db): Promise<Record<ShowroomId, VisitSchedule>> {
  const saved = new Map((await readSchedules(db)).map((r) => [r.showroom, r.schedule]));
  const entries = SHOWROOMS.map((id): [ShowroomId, VisitSchedule] => {
    const json = saved.get(id);
    const parsed = json === undefined ? undefined : visitScheduleSchema.safeParse(JSON.parse(json));
    if (parsed?.success) return [id, parsed.data];
    const hours = deps.shopInfo.showrooms.find((s) => s.id === id)?.hours ?? '';
    return [id, scheduleFromHoursText(hours)];
  });
  return Object.fromEntries(entries) as Record<ShowroomId, VisitSchedule>;
}

export async function scheduleOf(deps: Deps, showroom: ShowroomId, db: Db = deps.db): Promise<VisitSchedule> {
  return (await schedulesOf(deps, db))[showroom];
}

/** The shop information with each showroom's schedule, and its printed hours drawn from it. */
export async function shopInfoWithSchedules(deps: Deps): Promise<ShopInfo> {
  const schedules = await schedulesOf(deps);
  return {
    ...deps.shopInfo,
    showrooms: deps.shopInfo.showrooms.map((s) => ({
      ...s,
      hours: hoursText(schedules[s.id].weekly),
      schedule: schedules[s.id],
    })),
  };
}

/** An owner's new schedule for a showroom, audited with the one it replaces. */
export async function setSchedule(
  deps: Pick<AppDeps, 'db' | 'shopInfo' | 'hooks' | 'now'>,
  actor: Actor,
  input: SetScheduleInput,
): Promise<VisitSchedule> {
  const schedule = { ...input.schedule, closedDates: [...new Set(input.schedule.closedDates)].sort() };
  await inTransaction(deps.db, async (trx) => {
    const before = await scheduleOf(deps, input.showroom, trx);
    await saveSchedule(trx, input.showroom, JSON.stringify(schedule), deps.now());
    await deps.hooks.run(trx, {
      actor,
      action: 'update',
      entity: 'showroomSchedule',
      entityId: SHOWROOMS.indexOf(input.showroom) + 1,
      before: { showroom: input.showroom, ...before },
      after: { showroom: input.showroom, ...schedule },
    });
  });
  return schedule;
}

export interface SlotDto {
  /** ISO 8601, +05:30. */
  start: string;
  end: string;
  /** Places left. */
  free: number;
}

/** The open slots of `days` days from `from`, with the places left in each. */
export async function listSlots(
  deps: Pick<AppDeps, 'db' | 'shopInfo' | 'now'>,
  query: { showroom: ShowroomId; from?: string | undefined; days: number },
): Promise<SlotDto[]> {
  const input = { ...query, from: query.from ?? indiaDate(deps.now()) };
  const schedule = await scheduleOf(deps, input.showroom);
  const slots = slotsOf(schedule, input.from, input.days, deps.now());
  const taken = await placesTaken(
    deps.db,
    input.showroom,
    indiaInstant(input.from, 0),
    indiaInstant(addDays(input.from, input.days), 0),
  );
  return slots.map((s) => ({
    start: indiaIso(s.start),
    end: indiaIso(s.end),
    free: Math.max(0, schedule.capacity - (taken.get(s.start) ?? 0)),
  }));
}

/** Refuses a time that is not a slot of the showroom's schedule (400). */
export function outsideSchedule(): AppError {
  return new AppError('BAD_INPUT', VISIT_MESSAGES.slotOutside);
}
