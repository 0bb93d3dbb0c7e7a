import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatRupees } from './format';

describe('dashboard formatting', () => {
  it('writes rupees the Indian way, to the paisa', () => {
    expect(formatRupees(7412.35)).toBe('₹7,412.35');
    expect(formatRupees(120000)).toBe('₹1,20,000.00');
  });

  it('reads instants in India: 20:00 UTC is already the next day in Navi Mumbai', () => {
    expect(formatDate(Date.UTC(2026, 10, 22, 20, 0))).toBe('23 Nov 2026');
  });

  it('shows a booked calendar day as that same day', () => {
    expect(formatCalendarDay('2026-12-01')).toBe('1 Dec 2026');
    expect(formatCalendarDay('not a date')).toBe('not a date');
  });
});
