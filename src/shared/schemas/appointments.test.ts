import { describe, expect, it } from 'vitest';
import { APPOINTMENT_MESSAGES } from '../messages';
import { dateInIndia, isCalendarDate, preferredDateProblem } from './appointments';

describe('preferred dates', () => {
  it('uses the calendar date in India (UTC+05:30)', () => {
    expect(dateInIndia(Date.UTC(2026, 10, 22, 18, 29))).toBe('2026-11-22');
    expect(dateInIndia(Date.UTC(2026, 10, 22, 18, 30))).toBe('2026-11-23');
  });

  it('knows real days', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
    expect(isCalendarDate('27-01-01')).toBe(false);
  });

  it('accepts today to a year ahead', () => {
    const now = Date.UTC(2026, 10, 22, 6, 0);
    expect(preferredDateProblem('2026-11-22', now)).toBeUndefined();
    expect(preferredDateProblem('2027-11-22', now)).toBeUndefined();
    expect(preferredDateProblem('2026-11-21', now)).toBe(APPOINTMENT_MESSAGES.dateInvalid);
    expect(preferredDateProblem('2027-11-23', now)).toBe(APPOINTMENT_MESSAGES.dateTooFar);
  });
});
