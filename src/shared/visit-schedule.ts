import {
  addDays,
  clockLabel,
  indiaDate,
  indiaInstant,
  minutesOf,
  weekdayOf,
  DAY_MS,
  WEEKDAYS,
  type Weekday,
} from './visit-time';

// A showroom's visiting schedule, and the slots it opens. Pure: the server lists and checks slots
// with it, and the site prints the hours from it.

export interface TimeRange {
  /** HH:MM, India time. */
  from: string;
  to: string;
}

export interface VisitSchedule {
  /** Opening ranges per weekday, India time; an empty list: closed that day. */
  weekly: Record<Weekday, TimeRange[]>;
  /** Days closed whatever the weekday (festivals), YYYY-MM-DD. */
  closedDates: string[];
  slotMinutes: number;
  /** Visitors a slot takes. */
  capacity: number;
  /** How long before a slot it may still be booked, in minutes. */
  leadMinutes: number;
  /** How many days ahead slots open. */
  horizonDays: number;
}

export const SCHEDULE_DEFAULTS = { slotMinutes: 30, capacity: 2, leadMinutes: 120, horizonDays: 30 } as const;

/** The week as people read it, Monday first. */
export const WEEK_ORDER: readonly Weekday[] = [...WEEKDAYS.slice(1), 'sunday'];

const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const weekdayName = (day: Weekday): string => DAY_NAMES[day];

const FALLBACK_RANGE: TimeRange = { from: '10:30', to: '20:30' };

/** "10:30 am", "8 pm", "12 noon" as HH:MM; undefined when it is no time. */
function parseClock(text: string): string | undefined {
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|noon)?$/i.exec(text.trim());
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  const half = (m[3] ?? '').toLowerCase();
  if (hour > 23 || minute > 59 || (half && hour > 12)) return undefined;
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const dayOf = (name: string): Weekday | undefined => WEEKDAYS.find((d) => d === name.trim().toLowerCase());

/**
 * The weekly hours written in the shop information ("Tuesday to Sunday, 10:30 am to 8:30 pm",
 * "Every day, 11 am to 9 pm", "Monday, 10 am to 1 pm"); Tuesday to Sunday, 10:30 am to 8:30 pm
 * when the text says something else.
 */
export function weeklyFromHoursText(text: string): Record<Weekday, TimeRange[]> {
  const m = /^\s*(.+?)\s*,\s*(.+?)\s+to\s+(.+?)\s*$/i.exec(text);
  const from = m?.[2] === undefined ? undefined : parseClock(m[2]);
  const to = m?.[3] === undefined ? undefined : parseClock(m[3]);
  const days = m?.[1]?.toLowerCase() ?? '';
  let open: Weekday[] | undefined;
  if (/^(every day|daily|all days)$/.test(days)) open = [...WEEKDAYS];
  else {
    const span = /^(\w+)\s+to\s+(\w+)$/.exec(days);
    const first = dayOf(span?.[1] ?? days);
    const last = dayOf(span?.[2] ?? days);
    if (first && last) {
      const a = WEEK_ORDER.indexOf(first);
      const b = WEEK_ORDER.indexOf(last);
      open = a <= b ? WEEK_ORDER.slice(a, b + 1) : [...WEEK_ORDER.slice(a), ...WEEK_ORDER.slice(0, b + 1)];
    }
  }
  const range = from && to && minutesOf(from) < minutesOf(to) ? { from, to } : undefined;
  const days7 = open && range ? open : WEEK_ORDER.filter((d) => d !== 'monday');
  const r = open && range ? range : FALLBACK_RANGE;
  return Object.fromEntries(WEEKDAYS.map((d) => [d, days7.includes(d) ? [{ ...r }] : []])) as Record<
    Weekday,
    TimeRange[]
  >;
}

export function scheduleFromHoursText(text: string): VisitSchedule {
  return { weekly: weeklyFromHoursText(text), closedDates: [], ...SCHEDULE_DEFAULTS };
}

const rangesText = (ranges: readonly TimeRange[]) =>
  ranges.map((r) => `${clockLabel(r.from)} to ${clockLabel(r.to)}`).join(' and ');

/** The hours as the site prints them: "Tuesday to Sunday, 10:30 am to 8:30 pm". */
export function hoursText(weekly: Record<Weekday, readonly TimeRange[]>): string {
  const groups: Array<{ days: Weekday[]; text: string }> = [];
  for (const day of WEEK_ORDER) {
    const ranges = weekly[day];
    if (ranges.length === 0) continue;
    const text = rangesText(ranges);
    const last = groups.at(-1);
    const previous = WEEK_ORDER[WEEK_ORDER.indexOf(day) - 1];
    if (last && last.text === text && previous !== undefined && last.days.at(-1) === previous) last.days.push(day);
    else groups.push({ days: [day], text });
  }
  if (groups.length === 0) return 'Closed';
  if (groups.length === 1 && groups[0]?.days.length === 7) return `Every day, ${groups[0].text}`;
  return groups
    .map((g) => {
      const first = g.days[0] ?? 'monday';
      const last = g.days.at(-1) ?? first;
      const days = first === last ? DAY_NAMES[first] : `${DAY_NAMES[first]} to ${DAY_NAMES[last]}`;
      return `${days}, ${g.text}`;
    })
    .join('; ');
}

export interface Slot {
  /** Epoch ms. */
  start: number;
  end: number;
}

/**
 * The slots of `days` days from `from` (YYYY-MM-DD, India): inside the opening ranges, not on a
 * closed date, starting at least the lead time after `now` and at most the horizon after it.
 * `leadMinutes` may be overridden (the shop giving a requested visit a time skips the lead time).
 */
export function slotsOf(
  schedule: VisitSchedule,
  from: string,
  days: number,
  now: number,
  options: { leadMinutes?: number } = {},
): Slot[] {
  const earliest = now + (options.leadMinutes ?? schedule.leadMinutes) * 60_000;
  const latest = now + schedule.horizonDays * DAY_MS;
  const length = schedule.slotMinutes * 60_000;
  const slots: Slot[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(from, i);
    if (schedule.closedDates.includes(date)) continue;
    for (const range of schedule.weekly[weekdayOf(date)]) {
      const close = indiaInstant(date, minutesOf(range.to));
      for (let start = indiaInstant(date, minutesOf(range.from)); start + length <= close; start += length) {
        if (start >= earliest && start <= latest) slots.push({ start, end: start + length });
      }
    }
  }
  return slots;
}

/** The slot starting at `start` in the schedule (lead time and horizon applied), or undefined. */
export function slotAt(
  schedule: VisitSchedule,
  start: number,
  now: number,
  options: { leadMinutes?: number } = {},
): Slot | undefined {
  return slotsOf(schedule, indiaDate(start), 1, now, options).find((s) => s.start === start);
}
