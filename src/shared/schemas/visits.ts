import { z } from 'zod';
import { SHOWROOMS, VISIT_HOLDS, type ShowroomId } from '../constants';
import { VISIT_MESSAGES, VISIT_STATUSES, type VisitHoldState } from '../messages/visits';
import { WEEKDAYS, minutesOf, isCalendarDate } from '../visit-time';
import type { VisitSchedule } from '../visit-schedule';
import { idSchema, numeric, requiredId } from './common';

// Schedules, slots, status changes and cancel links of showroom visits (issue 29).

const clock = z
  .string({ error: VISIT_MESSAGES.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: VISIT_MESSAGES.timeInvalid });

const timeRange = z
  .object({ from: clock, to: clock })
  .refine((r) => minutesOf(r.from) < minutesOf(r.to), { error: VISIT_MESSAGES.rangeEmpty });

const dayRanges = z
  .array(timeRange)
  .max(4)
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => minutesOf(a.from) - minutesOf(b.from));
      return sorted.every((r, i) => i === 0 || minutesOf(r.from) >= minutesOf(sorted[i - 1]?.to ?? '00:00'));
    },
    { error: VISIT_MESSAGES.rangesOverlap },
  );

const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, { error: message });

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const visitScheduleSchema = z.object({
  weekly: z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayRanges])) as Record<(typeof WEEKDAYS)[number], typeof dayRanges>,
  ),
  closedDates: z.array(calendarDate(VISIT_MESSAGES.closedDateInvalid)).max(366),
  slotMinutes: wholeNumber(VISIT_MESSAGES.slotMinutesInvalid, 5, 240),
  capacity: wholeNumber(VISIT_MESSAGES.capacityInvalid, 1, 50),
  leadMinutes: wholeNumber(VISIT_MESSAGES.leadInvalid, 0, 10_080),
  horizonDays: wholeNumber(VISIT_MESSAGES.horizonInvalid, 1, 365),
}) satisfies z.ZodType<VisitSchedule>;

const showroomSchema = z.enum(SHOWROOMS, { error: VISIT_MESSAGES.showroomInvalid });

export const setScheduleInput = z.object({ showroom: showroomSchema, schedule: visitScheduleSchema });
export type SetScheduleInput = z.infer<typeof setScheduleInput>;

export const visitSlotsInput = z.object({
  showroom: showroomSchema,
  /** The first day, YYYY-MM-DD (India); today when left out. */
  from: calendarDate(VISIT_MESSAGES.fromInvalid).optional(),
  days: numeric(VISIT_MESSAGES.daysInvalid, (n) =>
    n.int({ error: VISIT_MESSAGES.daysInvalid }).min(1, { error: VISIT_MESSAGES.daysInvalid }).max(31, {
      error: VISIT_MESSAGES.daysInvalid,
    }),
  )
    .optional()
    .default(1),
});

/** A slot's start: ISO 8601 with its offset (+05:30 as the slots are listed, or Z). */
export const slotStartSchema = z
  .string({ error: VISIT_MESSAGES.slotInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, {
    error: VISIT_MESSAGES.slotInvalid,
  })
  .refine((v) => !Number.isNaN(Date.parse(v)), { error: VISIT_MESSAGES.slotInvalid });

/** Pieces of showroom stock (their ids, as GET /api/getProduct lists them), at most VISIT_HOLDS.maxPieces. */
export const visitPieceIdsSchema = z
  .array(requiredId(VISIT_MESSAGES.pieceIdInvalid), { error: VISIT_MESSAGES.pieceIdInvalid })
  .max(VISIT_HOLDS.maxPieces, { error: VISIT_MESSAGES.piecesTooMany });

export const appointmentStatusInput = z.object({
  id: idSchema,
  status: z.enum(VISIT_STATUSES, { error: VISIT_MESSAGES.statusInvalid }),
  slotStart: slotStartSchema.optional(),
  note: z
    .string({ error: VISIT_MESSAGES.noteTooLong })
    .trim()
    .max(500, { error: VISIT_MESSAGES.noteTooLong })
    .optional(),
  /** Marking `visited`: the held pieces the visitor bought; the visit's other held pieces go back in stock. */
  soldPieceIds: visitPieceIdsSchema.optional(),
});
export type AppointmentStatusInput = z.infer<typeof appointmentStatusInput>;

export const cancelVisitInput = z.object({
  token: z.string({ error: VISIT_MESSAGES.cancelTokenInvalid }).trim().min(1).max(400),
});

/** A piece held for a visit, as the visit's answers show it: by its design's name and showroom. */
export interface VisitPieceDto {
  pieceId: number;
  productName: string;
  showroom: ShowroomId;
  /** held until `heldUntil` (epoch ms); then sold at the visit, released (cancelled, marked) or expired. */
  state: VisitHoldState;
  heldUntil: number;
  /** The shop's tag: in the dashboard's answers only, never a shopper's. */
  tag?: string;
}
