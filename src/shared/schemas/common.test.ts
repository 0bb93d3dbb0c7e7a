import { describe, expect, it } from 'vitest';
import { GENERAL_MESSAGES, GOLD_MESSAGES } from '../messages';
import { PRODUCT_MESSAGES } from '../messages/back-office';
import { createProductInput } from './catalog';
import { idSchema, limitSchema, pageSchema, totalPagesFor } from './common';
import { goldPriceSchema } from './gold';
import { weightGramsSchema } from './specifications';

describe('numbers from forms and query strings', () => {
  it('reads ids from numbers and digit strings, and nothing else', () => {
    expect(idSchema.parse('12')).toBe(12);
    expect(idSchema.parse(7)).toBe(7);
    for (const bad of [[1], true, null, '', ' ', 'abc', {}, 1.5, 0, -1, '1e3x', undefined, 2 ** 31]) {
      const result = idSchema.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(GENERAL_MESSAGES.invalidId);
    }
  });

  it('defaults and bounds the page size', () => {
    expect(limitSchema(20).parse(undefined)).toBe(20);
    expect(limitSchema(20).parse('5')).toBe(5);
    expect(limitSchema(20).safeParse(101).error?.issues[0]?.message).toBe(GENERAL_MESSAGES.invalidLimit);
    expect(pageSchema.parse(' 3 ')).toBe(3);
    expect(pageSchema.safeParse(0).success).toBe(false);
  });

  it('reads text in decimal notation only (issue 24 finding 10)', () => {
    expect(pageSchema.parse('+4')).toBe(4);
    expect(goldPriceSchema.parse('.5')).toBe(0.5);
    for (const bad of ['0x10', '0X1f', '1e3', '1E-2', '0b11', '0o7', 'Infinity', '-Infinity', '1_000', '١٢']) {
      expect(pageSchema.safeParse(bad).success, bad).toBe(false);
      expect(goldPriceSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('rounds first, then requires a positive amount of at least its last place (issue 24 finding 10)', () => {
    for (const tiny of [0.000000005, '0.000000005', 0.004, 1e-9])
      expect(goldPriceSchema.safeParse(tiny).error?.issues[0]?.message, String(tiny)).toBe(GOLD_MESSAGES.invalidPrice);
    expect(goldPriceSchema.parse(0.01)).toBe(0.01);
    expect(weightGramsSchema.safeParse('0.0000001').success).toBe(false);
    expect(weightGramsSchema.safeParse(0.0004).success).toBe(false);
    expect(weightGramsSchema.parse('0.001')).toBe(0.001);
  });

  it('counts at least one page', () => {
    expect(totalPagesFor(0, 20)).toBe(1);
    expect(totalPagesFor(20, 20)).toBe(1);
    expect(totalPagesFor(21, 20)).toBe(2);
  });
});

describe('gold price', () => {
  it('takes positive prices in paise steps', () => {
    expect(goldPriceSchema.parse('7245.50')).toBe(7245.5);
    expect(goldPriceSchema.parse(0.01)).toBe(0.01);
    for (const bad of [0, -1, 1.234, 'x', [1], null, Number.POSITIVE_INFINITY, 1e8]) {
      expect(goldPriceSchema.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe(GOLD_MESSAGES.invalidPrice);
    }
  });
});

describe('product form', () => {
  it('answers every missing field with the one message of the specification', () => {
    const base = {
      name: 'Ring',
      categoryId: '3',
      description: 'Gold',
      image: { data: new Uint8Array([1]), filename: 'a.png', mimetype: 'image/png' },
    };
    expect(createProductInput.parse(base).categoryId).toBe(3);
    for (const key of Object.keys(base) as Array<keyof typeof base>) {
      const { [key]: _removed, ...rest } = base;
      expect(createProductInput.safeParse(rest).error?.issues[0]?.message, key).toBe(
        PRODUCT_MESSAGES.createFieldsRequired,
      );
    }
  });
});
