// Time in India for showroom visits, without a date library. India has one time zone, Asia/Kolkata,
// at UTC+05:30 all year: it has had no daylight saving since 1945, so a fixed offset is exact for
// every date a visit can be booked on. A wall-clock time in a showroom is turned into an instant
// by subtracting the offset; an instant is written back with `+05:30`.

export const INDIA_OFFSET_MINUTES = 5 * 60 + 30;
const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The calendar date in India at `instant`, as YYYY-MM-DD. */
export function indiaDate(instant: number): string {
  return new Date(instant + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'sunday';
}

/** Minutes since midnight of an HH:MM time. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** The instant of a wall-clock time in India: `date` (YYYY-MM-DD) at `minutes` after midnight. */
export function indiaInstant(date: string, minutes: number): number {
  return Date.parse(`${date}T00:00:00Z`) + minutes * 60 * 1000 - INDIA_OFFSET_MS;
}

/** An instant as ISO 8601 in India time: 2026-12-05T16:00:00+05:30. */
export function indiaIso(instant: number): string {
  return `${new Date(instant + INDIA_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** The wall-clock time in India at `instant`, as HH:MM. */
export function indiaClock(instant: number): string {
  return new Date(instant + INDIA_OFFSET_MS).toISOString().slice(11, 16);
}

/** 16:00 -> "4 pm", 10:30 -> "10:30 am", 12:00 -> "12 noon". */
export function clockLabel(time: string): string {
  const total = minutesOf(time);
  const h = Math.floor(total / 60) % 24;
  const m = total % 60;
  if (h === 12 && m === 0) return '12 noon';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`} ${h < 12 ? 'am' : 'pm'}`;
}

/** A YYYY-MM-DD string that names a real day (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
