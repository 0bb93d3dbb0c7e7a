import { describe, expect, it } from 'vitest';
import { GOLD_MESSAGES, PRICE_MESSAGES } from '@shared/messages';
import { rateRows, updateRatesInput } from '@shared/schemas/rates';
import { rateChanges, rateErrors, rateTable, ratesAfter } from './rate-table';

// Gold 24K at ₹7,000.00 with a 22K override of ₹6,500.00; silver 999 at ₹90.00; platinum never set.
const rows = rateRows({ '24K': 700_000, '22K': 650_000, '999': 9_000 }, { '24K': 1, '22K': 2, '999': 3 });
const row = (metal: string, purity: string) =>
  rateTable(rows, {})
    .flatMap((g) => g.rows)
    .find((r) => r.key === `${metal}/${purity}`);

describe('rateTable', () => {
  it('groups the rows by metal and tells set from derived', () => {
    const table = rateTable(rows, {});
    expect(table.map((g) => [g.metal, g.rows.map((r) => r.row.purity)])).toEqual([
      ['gold', ['24K', '22K', '18K', '14K']],
      ['silver', ['999', '925']],
      ['platinum', ['950']],
    ]);
    expect(row('gold', '24K')).toMatchObject({ fine: true, overridden: false, changed: false });
    expect(row('gold', '22K')).toMatchObject({ fine: false, overridden: true, changed: false });
    expect(row('gold', '18K')).toMatchObject({
      fine: false,
      overridden: false,
      changed: false,
      after: { derived: true, ratePerGramPaise: 525_000 },
    });
    expect(row('platinum', '950')).toMatchObject({ after: null, changed: false });
  });

  it('shows what a new fine rate does to the derived purities, and not to the overridden one', () => {
    const table = rateTable(rows, { 'gold/24K': '8000' }).flatMap((g) => g.rows);
    const gold = Object.fromEntries(table.filter((r) => r.row.metal === 'gold').map((r) => [r.row.purity, r]));
    expect(gold['24K']).toMatchObject({ changed: true, after: { ratePerGramPaise: 800_000, derived: false } });
    expect(gold['18K']).toMatchObject({ changed: true, after: { ratePerGramPaise: 600_000, derived: true } });
    expect(gold['22K']).toMatchObject({ changed: false, after: { ratePerGramPaise: 650_000, derived: false } });
  });

  it('shows a cleared override at its derived rate', () => {
    const cleared = rateTable(rows, { 'gold/22K': null })
      .flatMap((g) => g.rows)
      .find((r) => r.key === 'gold/22K');
    expect(cleared).toMatchObject({ draft: null, changed: true, after: { derived: true, ratePerGramPaise: 641_200 } });
  });

  it('leaves out a change that is not a price, and blank text', () => {
    expect(ratesAfter(rows, { 'gold/24K': '-1', 'silver/925': ' ' })).toEqual({
      '24K': 700_000,
      '22K': 650_000,
      '999': 9_000,
    });
  });
});

describe('rateChanges and rateErrors', () => {
  it('is one update of every change, clears as null, and parses', () => {
    const changes = rateChanges(rows, {
      'gold/22K': null,
      'silver/999': ' 91.5 ',
      'gold/18K': '',
      'platinum/950': undefined,
    });
    expect(changes).toEqual({
      rates: [
        { metal: 'gold', purity: '22K', pricePerGram: null },
        { metal: 'silver', purity: '999', pricePerGram: '91.5' },
      ],
    });
    expect(updateRatesInput.parse(changes)).toEqual({
      rates: [
        { metal: 'gold', purity: '22K', pricePerGram: null },
        { metal: 'silver', purity: '999', pricePerGram: 91.5 },
      ],
    });
  });

  it('puts the schema messages on their rows, and a list-wide one under the empty key', () => {
    const bad = rateChanges(rows, { 'gold/24K': null, 'silver/925': '12.345' });
    const parsed = updateRatesInput.safeParse(bad);
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(rateErrors(parsed.error, bad)).toEqual({
        'gold/24K': PRICE_MESSAGES.fineRateRequired,
        'silver/925': GOLD_MESSAGES.invalidPrice,
      });

    const none = rateChanges(rows, {});
    const empty = updateRatesInput.safeParse(none);
    if (!empty.success) expect(rateErrors(empty.error, none)).toEqual({ '': PRICE_MESSAGES.ratesRequired });
    expect(empty.success).toBe(false);
  });
});
