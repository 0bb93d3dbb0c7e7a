// Every string about showroom visits: schedules, slots, statuses, holds and their messages.

import { VISIT_HOLDS } from '../constants';

export const VISIT_STATUSES = ['requested', 'confirmed', 'visited', 'noShow', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  requested: 'Requested',
  confirmed: 'Confirmed',
  visited: 'Visited',
  noShow: 'No show',
  cancelled: 'Cancelled',
};

export const VISIT_MESSAGES = {
  slotFull: 'That time is no longer available.',
  slotOutside: 'That time is not one of the showroom’s visiting slots. Choose a time from the list.',
  slotInvalid: 'Choose a time as an ISO date and time, for example 2026-12-05T16:00:00+05:30.',
  dateOrSlotRequired: 'Choose a preferred date or a time for your visit.',
  confirmed: 'Thank you! Your visit is confirmed. We have sent the details to your email.',
  fromInvalid: 'Give the first day as YYYY-MM-DD.',
  daysInvalid: 'Days must be a whole number from 1 to 31.',
  showroomInvalid: 'Choose a showroom: Nerul or Kharghar.',
  scheduleSaved: 'Schedule saved.',
  timeInvalid: 'Give times as HH:MM in 24-hour time, for example 10:30.',
  rangeEmpty: 'Each opening range must end after it starts.',
  rangesOverlap: 'A day’s opening ranges must not overlap.',
  closedDateInvalid: 'Closed dates are days written YYYY-MM-DD.',
  slotMinutesInvalid: 'A slot lasts 5 to 240 minutes.',
  capacityInvalid: 'Capacity is 1 to 50 visitors a slot.',
  leadInvalid: 'Lead time is 0 to 10,080 minutes (a week).',
  horizonInvalid: 'The horizon is 1 to 365 days.',
  statusInvalid: 'Choose a status: requested, confirmed, visited, noShow or cancelled.',
  noteTooLong: 'A note has at most 500 characters.',
  slotRequiredToConfirm: 'Give the visit a time (slotStart) to confirm it.',
  transition: (from: VisitStatus, to: VisitStatus) =>
    `A visit that is ${VISIT_STATUS_LABELS[from].toLowerCase()} cannot be marked ` +
    `${VISIT_STATUS_LABELS[to].toLowerCase()} (${from} -> ${to}).`,
  statusChanged: (to: VisitStatus) => `Visit marked ${VISIT_STATUS_LABELS[to].toLowerCase()}.`,
  cancelTokenInvalid: 'This cancel link is not valid or has already been used.',
  cancelTokenExpired: 'This visit has already started, so it can no longer be cancelled online. Please call us.',
  cancelledByShopper: 'Your visit is cancelled. We hope to see you another time.',
  closed: 'Closed',
  pieceIdInvalid: 'Choose pieces from the list of pieces in stock.',
  piecesTooMany: `Choose at most ${VISIT_HOLDS.maxPieces} pieces to hold for a visit.`,
  piecesNeedSlot: 'Pieces can be held for a visit with a time only: choose a slot.',
  /** A piece that cannot be held (409): named by its design and showroom, never by its tag. */
  pieceUnavailable: (product: string, showroom: string) =>
    `${product} at ${showroom} cannot be held for this visit: it is reserved, sold or not at the showroom you chose.`,
  pieceGone: 'One of the pieces you chose is no longer in our stock. Choose again from the pieces in stock.',
  soldNeedsVisited: 'Pieces can be marked sold only when the visit is marked visited.',
  soldNotHeld: 'Only the pieces held for this visit can be marked sold.',
} as const;

/** What became of a piece held for a visit. */
export const VISIT_HOLD_STATES = ['held', 'sold', 'released', 'expired'] as const;
export type VisitHoldState = (typeof VISIT_HOLD_STATES)[number];
