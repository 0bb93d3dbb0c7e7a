import { describe, expect, it } from 'vitest';
import {
  formatIndiaDate,
  formatIndiaDateTime,
  formatIndianNumber,
  formatIndianRupees,
  formatIndiaShortDate,
  formatPrice,
} from './indian-format';

// The hand-written formatters must say exactly what Intl says for 'en-IN' (Node's ICU is the reference).
const TIME_ZONE = 'Asia/Kolkata';
const intlDateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
const intlDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const intlShortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: TIME_ZONE });
const intlRupees = (digits: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const intlNumber = (digits: number) =>
  new Intl.NumberFormat('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A deterministic spread of values: small, large, halves, tiny fractions, negatives. */
function samples(): number[] {
  const out = [
    0, 0.005, 0.5, 1, 9.995, 99.5, 999, 1000, 1000.5, 12345.675, 99999.995, 100000, 123456, 1234567.891, 12345678,
    987654321.12, 1e15, -0.004, -1, -1234.5, -12345678.9, 1e21, 2.5e22, 1e-7, 5e-7, 0.0000015,
  ];
  let seed = 7;
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 48271) % 2147483647;
    const magnitude = 10 ** (seed % 10);
    out.push(((seed % 100000) / 1000) * magnitude * (i % 7 === 0 ? -1 : 1));
  }
  return out;
}

describe('formatIndianNumber and formatIndianRupees', () => {
  it('agree with Intl en-IN for every sample, with 0, 2 and 3 decimals', () => {
    for (const value of samples()) {
      for (const digits of [0, 2, 3])
        expect(formatIndianNumber(value, digits), `${value} (${digits})`).toBe(intlNumber(digits).format(value));
      for (const digits of [0, 2])
        expect(formatIndianRupees(value, digits === 2), `₹${value} (${digits})`).toBe(intlRupees(digits).format(value));
    }
    // Thousands of Intl calls: seconds on a busy machine, where the default 5 s is too tight.
  }, 30_000);
  it('groups the last three digits, then pairs', () => {
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
    expect(formatIndianRupees(120000)).toBe('₹1,20,000');
    expect(formatIndianRupees(7245.5, true)).toBe('₹7,245.50');
  });
});

describe('formatPrice: every price a shopper reads', () => {
  it('reads whole rupees, rounded half up, with Indian grouping', () => {
    expect(formatPrice(145148.76)).toBe('₹1,45,149');
    expect(formatPrice(72574.5)).toBe('₹72,575');
    expect(formatPrice(72574.49)).toBe('₹72,574');
    expect(formatPrice(120000)).toBe('₹1,20,000');
    expect(formatPrice(0)).toBe('₹0');
  });
});

describe('India dates', () => {
  it('agree with Intl en-IN in Asia/Kolkata across the year, both halves of the day and midnight', () => {
    for (let day = 0; day < 366; day += 3) {
      for (const minutes of [0, 1, 329, 330, 331, 719, 720, 721, 1109, 1110, 1439]) {
        const t = Date.UTC(2026, 0, 1) + day * 86_400_000 + minutes * 60_000;
        expect(formatIndiaDateTime(t)).toBe(intlDateTime.format(t));
        expect(formatIndiaDate(t)).toBe(intlDate.format(t));
        expect(formatIndiaShortDate(t)).toBe(intlShortDate.format(t));
      }
    }
  });
  it('reads 20:00 UTC as the next morning in Navi Mumbai', () => {
    expect(formatIndiaDate(Date.UTC(2026, 10, 22, 20, 0))).toBe('23 Nov 2026');
    expect(formatIndiaDateTime(Date.UTC(2026, 10, 10, 10, 35))).toBe('10 Nov 2026, 4:05 pm');
  });
});
