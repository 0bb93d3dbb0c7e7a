import { describe, expect, it } from 'vitest';
import { rateRows } from '@shared/schemas/rates';
import { formatMakingCharge, ratesByPurity, storedMaking } from './pricing-inputs';

describe('ratesByPurity', () => {
  it('keeps only the rates the shop set, in paise', () => {
    const rows = rateRows({ '24K': 700_000, '22K': 650_000, '999': 9_000 }, {});
    expect(ratesByPurity(rows)).toEqual({ '24K': 700_000, '22K': 650_000, '999': 9_000 });
  });
});

describe('storedMaking', () => {
  it('turns percent into basis points and rupees into paise', () => {
    expect(storedMaking({ makingChargeType: 'percent', makingChargeValue: 12.5 })).toEqual({
      type: 'percent',
      value: 1250,
    });
    expect(storedMaking({ makingChargeType: 'perGram', makingChargeValue: 450.05 })).toEqual({
      type: 'perGram',
      value: 45_005,
    });
    expect(storedMaking({ makingChargeType: 'flat', makingChargeValue: 1200 })).toEqual({
      type: 'flat',
      value: 120_000,
    });
  });
  it('is null without a charge', () => {
    expect(storedMaking(undefined)).toBeNull();
    expect(storedMaking({ makingChargeType: null, makingChargeValue: null })).toBeNull();
  });
});

describe('formatMakingCharge', () => {
  it('says the charge in words', () => {
    expect(formatMakingCharge('percent', 12.5)).toBe('12.5% of metal value');
    expect(formatMakingCharge('perGram', 450)).toBe('₹450.00 per gram');
    expect(formatMakingCharge('flat', 120000)).toBe('₹1,20,000.00 per piece');
    expect(formatMakingCharge(null, 5)).toBeNull();
  });
});
