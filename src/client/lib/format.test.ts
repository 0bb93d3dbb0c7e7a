import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@shared/messages';
import {
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatGoldPrice,
  formatPiecePrice,
  formatRupees,
  telHref,
  whatsappHref,
} from './format';

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

describe('formatPiecePrice', () => {
  it('shows whole rupees with Indian grouping', () => {
    expect(formatPiecePrice(123456)).toBe('₹1,23,456');
    expect(formatPiecePrice(12345678.4)).toBe('₹1,23,45,678');
    expect(formatPiecePrice(999)).toBe('₹999');
  });
  it('rounds paise to the nearest rupee, half up', () => {
    expect(formatPiecePrice(42170.54)).toBe('₹42,171');
    expect(formatPiecePrice(42170.5)).toBe('₹42,171');
    expect(formatPiecePrice(42170.49)).toBe('₹42,170');
  });
  it('says From for a piece in sizes', () => {
    expect(formatPiecePrice(58588.07, true)).toBe(`${PRICE_MESSAGES.priceFrom} ₹58,588`);
  });
  it('says Price on request without a price, sizes or not', () => {
    expect(formatPiecePrice(null)).toBe(PRICE_MESSAGES.priceOnRequest);
    expect(formatPiecePrice(undefined, true)).toBe(PRICE_MESSAGES.priceOnRequest);
  });
  it('keeps a price of zero rupees as a price', () => {
    expect(formatPiecePrice(0)).toBe('₹0');
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
