import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDate, formatDateTime, formatGoldPrice, formatRupees, telHref, whatsappHref } from './format';

describe('formatRupees', () => {
  it('groups the Indian way', () => {
    expect(formatRupees(120000)).toBe('₹1,20,000');
    expect(formatRupees(5499)).toBe('₹5,499');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });
  it('shows paise when asked', () => {
    expect(formatRupees(7245.5, true)).toBe('₹7,245.50');
    expect(formatRupees(0.05, true)).toBe('₹0.05');
    expect(formatRupees(120000, true)).toBe('₹1,20,000.00');
  });
});

describe('formatGoldPrice', () => {
  it('formats a price per gram', () => {
    expect(formatGoldPrice(7245.5)).toBe('₹7,245.50/g');
    expect(formatGoldPrice(712345.25)).toBe('₹7,12,345.25/g');
  });
  it('gives null when there is no usable price', () => {
    expect(formatGoldPrice(null)).toBeNull();
    expect(formatGoldPrice(undefined)).toBeNull();
    expect(formatGoldPrice(0)).toBeNull();
    expect(formatGoldPrice(Number.NaN)).toBeNull();
  });
});

describe('dates', () => {
  it('reads instants in India: 20:00 UTC is already the next day in Navi Mumbai', () => {
    expect(formatDate(Date.UTC(2026, 10, 22, 20, 0))).toBe('23 Nov 2026');
    expect(formatDateTime(Date.UTC(2026, 10, 10, 10, 35))).toBe('10 Nov 2026, 4:05 pm');
  });
  it('shows a booked calendar day as that same day', () => {
    expect(formatCalendarDay('2026-12-01')).toBe('1 Dec 2026');
    expect(formatCalendarDay('not a date')).toBe('not a date');
  });
});

describe('links', () => {
  it('builds a tel: href from a displayed number', () => {
    expect(telHref('+91 22 2771 4500')).toBe('tel:+912227714500');
  });
  it('builds a WhatsApp link with an encoded message', () => {
    expect(whatsappHref('91 98200 14500', 'Hello, I like the "Kamal" ring & more')).toBe(
      'https://wa.me/919820014500?text=Hello%2C%20I%20like%20the%20%22Kamal%22%20ring%20%26%20more',
    );
  });
});
