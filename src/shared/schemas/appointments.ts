import { z } from 'zod';
import { SHOWROOMS, SIZE_LABELS, TEXT_LIMITS, type ShowroomId, type SizeLabel } from '../constants';
import { APPOINTMENT_MESSAGES } from '../messages';
import { PRODUCT_MESSAGES } from '../messages/back-office';
import { emailSchema, phoneSchema } from './auth';
import { idSchema, pageSchema, requiredId, requiredText } from './common';
import { CART_SIZE_MESSAGES } from '../messages/cart-sizes';
import { WISHLIST_MESSAGES } from '../messages/wishlist';
import { WISHLIST_LIMIT } from '../wishlist';
import { isCalendarDate } from '../visit-time';
import { VISIT_MESSAGES, type VisitStatus } from '../messages/visits';
import { slotStartSchema, visitPieceIdsSchema, type VisitPieceDto } from './visits';

// A request to visit a showroom, from the home page's booking form.

/** India has one time zone and no daylight saving: UTC+05:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead a visit may be booked. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 365;

/** The calendar date in Navi Mumbai at `now`, as YYYY-MM-DD. */
export function dateInIndia(now: number): string {
  return new Date(now + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

export { isCalendarDate };

/** Why a preferred date cannot be booked at `now`, or undefined when it can. */
export function preferredDateProblem(value: string, now: number): string | undefined {
  if (!isCalendarDate(value)) return APPOINTMENT_MESSAGES.dateInvalid;
  if (value < dateInIndia(now)) return APPOINTMENT_MESSAGES.dateInvalid;
  if (value > dateInIndia(now + APPOINTMENT_MAX_DAYS_AHEAD * DAY_MS)) return APPOINTMENT_MESSAGES.dateTooFar;
  return undefined;
}

/** A piece to show at the visit, in a size (none: a piece without sizes, or its cheapest). */
const pieceInSize = z.object({
  productId: requiredId(PRODUCT_MESSAGES.notFound),
  size: z.enum(SIZE_LABELS, { error: CART_SIZE_MESSAGES.sizeUnknown }).nullable().optional(),
});

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((v) => v ?? '');

export const appointmentInput = z
  .object({
    name: requiredText(APPOINTMENT_MESSAGES.nameRequired, TEXT_LIMITS.fullname, APPOINTMENT_MESSAGES.nameTooLong),
    email: emailSchema(APPOINTMENT_MESSAGES.emailInvalid, APPOINTMENT_MESSAGES.emailInvalid),
    mobile: phoneSchema(APPOINTMENT_MESSAGES.mobileInvalid, APPOINTMENT_MESSAGES.mobileInvalid),
    address: optionalText(TEXT_LIMITS.address, APPOINTMENT_MESSAGES.addressTooLong),
    message: optionalText(TEXT_LIMITS.message, APPOINTMENT_MESSAGES.messageTooLong),
    showroom: z.enum(SHOWROOMS, { error: APPOINTMENT_MESSAGES.showroomRequired }),
    /** Checked against the browser's clock here; the server checks again against its own. */
    preferredDate: z
      .string({ error: APPOINTMENT_MESSAGES.dateInvalid })
      .trim()
      .superRefine((v, ctx) => {
        const problem = preferredDateProblem(v, Date.now());
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    /**
     * A free slot from GET /api/visitSlots (ISO 8601): the visit is confirmed at once. Without it the
     * visit is `requested` on the preferred date, for the shop to give it a time.
     */
    slotStart: slotStartSchema.optional(),
    /** Attach the items of the signed-in shopper's cart. */
    includeCart: z.boolean({ error: APPOINTMENT_MESSAGES.createFailed }).optional().default(false),
    /** The piece the visit is about ('Visit Our Store' on its page), in the size chosen there. */
    piece: pieceInSize.optional(),
    /** The pieces of a wishlist the visit is booked with, each in the size it was saved in. */
    pieces: z.array(pieceInSize).max(WISHLIST_LIMIT, { error: WISHLIST_MESSAGES.full }).optional(),
    /**
     * Pieces of the chosen showroom's stock to hold for the visit (issue 29): only with `slotStart`;
     * held until the slot's end plus two hours, or until the visit is cancelled or marked.
     */
    pieceIds: visitPieceIdsSchema.optional(),
  })
  .refine((v) => v.preferredDate !== undefined || v.slotStart !== undefined, {
    error: VISIT_MESSAGES.dateOrSlotRequired,
    path: ['preferredDate'],
  })
  .refine((v) => (v.pieceIds ?? []).length === 0 || v.slotStart !== undefined, {
    error: VISIT_MESSAGES.piecesNeedSlot,
    path: ['pieceIds'],
  });
export type AppointmentInput = z.infer<typeof appointmentInput>;
export type AppointmentFields = z.input<typeof appointmentInput>;

export const listAppointmentsInput = z.object({ page: pageSchema.optional() }).optional();
export const markAppointmentHandledInput = z.object({ id: idSchema });

export interface AppointmentItemDto {
  /** Null once the product has been deleted; the name is kept as it was. */
  productId: number | null;
  name: string;
  /** The size asked for; null for a piece without sizes (or asked for before sizes were kept). */
  size: SizeLabel | null;
  quantity: number;
  /** Rupees per piece in that size when the request was made; null: price on request. */
  price: number | null;
}

export interface AppointmentDto {
  id: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  message: string;
  showroom: ShowroomId;
  preferredDate: string;
  createdAt: number;
  handledAt: number | null;
  status: VisitStatus;
  /** The visit's time, ISO 8601 with +05:30; null while requested without one. */
  slotStart: string | null;
  /** The last status change's note. */
  statusNote: string | null;
  items: AppointmentItemDto[];
  /** The pieces of stock held for the visit, with what became of each (tags included: staff read this). */
  heldPieces: VisitPieceDto[];
}
