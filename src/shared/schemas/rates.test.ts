import { describe, expect, it } from 'vitest';
import { GOLD_MESSAGES, PRICE_MESSAGES } from '../messages';
import { rateRows, updateRatesInput } from './rates';

const firstMessage = (input: unknown) => updateRatesInput.safeParse(input).error?.issues[0]?.message;

describe('updating rates', () => {
  it('takes prices as numbers or text, and null to derive a purity again', () => {
    expect(
      updateRatesInput
        .parse({
          rates: [
            { metal: 'gold', purity: '24K', pricePerGram: '7245.55' },
            { metal: 'gold', purity: '22K', pricePerGram: null },
            { metal: 'silver', purity: '925', pricePerGram: 88.5 },
          ],
        })
        .rates.map((r) => r.pricePerGram),
    ).toEqual([7245.55, null, 88.5]);
  });

  it('answers a bad price as the gold price does', () => {
    for (const bad of [0, -5, 1.234, 'abc', '', 1e8]) {
      expect(firstMessage({ rates: [{ metal: 'gold', purity: '22K', pricePerGram: bad }] }), String(bad)).toBe(
        GOLD_MESSAGES.invalidPrice,
      );
    }
  });

  it('takes only a purity of the metal given', () => {
    expect(firstMessage({ rates: [{ metal: 'silver', purity: '22K', pricePerGram: 90 }] })).toBe(
      PRICE_MESSAGES.purityOfMetal,
    );
    expect(firstMessage({ rates: [{ metal: 'gold', purity: '21K', pricePerGram: 90 }] })).toBe(
      PRICE_MESSAGES.purityOfMetal,
    );
    expect(firstMessage({ rates: [{ metal: 'copper', purity: '22K', pricePerGram: 90 }] })).toBe(
      PRICE_MESSAGES.metalInvalid,
    );
  });

  it('never clears the rate of a fine purity', () => {
    for (const [metal, purity] of [
      ['gold', '24K'],
      ['silver', '999'],
      ['platinum', '950'],
    ]) {
      const result = updateRatesInput.safeParse({ rates: [{ metal, purity, pricePerGram: null }] });
      expect(result.error?.issues[0]).toMatchObject({
        message: PRICE_MESSAGES.fineRateRequired,
        path: ['rates', 0, 'pricePerGram'],
      });
    }
  });

  it('refuses an empty list and a purity given twice', () => {
    expect(firstMessage({ rates: [] })).toBe(PRICE_MESSAGES.ratesRequired);
    expect(firstMessage({})).toBe(PRICE_MESSAGES.ratesRequired);
    const twice = updateRatesInput.safeParse({
      rates: [
        { metal: 'gold', purity: '22K', pricePerGram: 6600 },
        { metal: 'gold', purity: '22K', pricePerGram: null },
      ],
    });
    expect(twice.error?.issues[0]).toMatchObject({
      message: PRICE_MESSAGES.rateDuplicate,
      path: ['rates', 1, 'purity'],
    });
  });
});

describe('rate rows', () => {
  it('shows every purity, own or derived, with the time of the rate it comes from', () => {
    const rows = rateRows({ '24K': 724_555, '22K': 650_000 }, { '24K': 1_000, '22K': 2_000 });
    expect(rows.map((r) => r.purity)).toEqual(['24K', '22K', '18K', '14K', '999', '925', '950']);
    expect(rows.slice(0, 3)).toEqual([
      { metal: 'gold', purity: '24K', fineness: 0.999, pricePerGram: 7245.55, derived: false, updatedAt: 1_000 },
      { metal: 'gold', purity: '22K', fineness: 0.916, pricePerGram: 6500, derived: false, updatedAt: 2_000 },
      { metal: 'gold', purity: '18K', fineness: 0.75, pricePerGram: 5434.16, derived: true, updatedAt: 1_000 },
    ]);
    expect(rows.slice(4)).toEqual([
      { metal: 'silver', purity: '999', fineness: 0.999, pricePerGram: null, derived: false, updatedAt: null },
      { metal: 'silver', purity: '925', fineness: 0.925, pricePerGram: null, derived: true, updatedAt: null },
      { metal: 'platinum', purity: '950', fineness: 0.95, pricePerGram: null, derived: false, updatedAt: null },
    ]);
  });
});
