import type { z } from 'zod';
import { FINE_PURITY, METALS, type Metal, type Purity } from '@shared/constants';
import { resolveRate, rupeesToPaise, type RatesByPurity, type ResolvedRate } from '@shared/pricing';
import { ratesByPurity } from '../lib/pricing-inputs';
import { goldPriceSchema } from '@shared/schemas/gold';
import type { RateRow } from '@shared/schemas/rates';

// The rates screen's table as pure data: which rows the shop set and which are derived, the
// admin's pending changes, what each rate will be once they are saved, and the one update that
// saves them all.

/** 'gold/22K': one row of the table. */
export type RateKey = `${Metal}/${Purity}`;
export const rateKeyOf = (row: { metal: Metal; purity: Purity }): RateKey => `${row.metal}/${row.purity}`;

/**
 * The admin's pending changes by row: the text typed for a new rate, or null to clear the
 * purity's own rate so that it is derived again. A row left out (or blank) is unchanged.
 */
export type RateDrafts = Partial<Record<RateKey, string | null>>;

/** The pending changes that say something: blank text is no change. */
function pending(drafts: RateDrafts): Array<[RateKey, string | null]> {
  return (Object.entries(drafts) as Array<[RateKey, string | null | undefined]>).flatMap(([key, value]) =>
    value === undefined || (value !== null && value.trim() === '')
      ? []
      : [[key, value === null ? null : value.trim()] as [RateKey, string | null]],
  );
}

/** The rates as they will be once the pending changes are saved; a change that is not a valid price is left out. */
export function ratesAfter(rows: readonly RateRow[], drafts: RateDrafts): RatesByPurity {
  const out = ratesByPurity(rows);
  for (const [key, value] of pending(drafts)) {
    const purity = key.split('/')[1] as Purity;
    if (value === null) {
      delete out[purity];
      continue;
    }
    const parsed = goldPriceSchema.safeParse(value);
    if (parsed.success) out[purity] = rupeesToPaise(parsed.data);
  }
  return out;
}

export interface RateTableRow {
  key: RateKey;
  row: RateRow;
  /** 24K, 999, 950: entered, never derived, never cleared. */
  fine: boolean;
  /** The purity has a rate of its own that may be cleared back to derived. */
  overridden: boolean;
  /** The pending change: text, null (clear) or undefined (none). */
  draft: string | null | undefined;
  /** The rate once the pending changes are saved (null when it cannot be known). */
  after: ResolvedRate | null;
  /** A pending change alters this row's rate or how it is set. */
  changed: boolean;
}

/** Every row of the table, by metal, with its pending change and its rate after saving. */
export function rateTable(rows: readonly RateRow[], drafts: RateDrafts): Array<{ metal: Metal; rows: RateTableRow[] }> {
  const after = ratesAfter(rows, drafts);
  return METALS.map((metal) => ({
    metal,
    rows: rows
      .filter((row) => row.metal === metal)
      .map((row) => {
        const key = rateKeyOf(row);
        const fine = FINE_PURITY[metal] === row.purity;
        const resolved = resolveRate(metal, row.purity, after);
        const draft = drafts[key];
        const nowPaise = row.pricePerGram === null ? null : rupeesToPaise(row.pricePerGram);
        const changed = resolved
          ? resolved.ratePerGramPaise !== nowPaise || resolved.derived !== row.derived
          : nowPaise !== null;
        return {
          key,
          row,
          fine,
          overridden: !fine && !row.derived && row.pricePerGram !== null,
          draft,
          after: resolved,
          changed,
        };
      }),
  })).filter((group) => group.rows.length > 0);
}

/** The one update that saves every pending change, as typed (updateRatesInput parses and checks it). */
export function rateChanges(
  rows: readonly RateRow[],
  drafts: RateDrafts,
): { rates: Array<{ metal: Metal; purity: Purity; pricePerGram: string | null }> } {
  const byKey = new Map(rows.map((row) => [rateKeyOf(row), row]));
  return {
    rates: pending(drafts).flatMap(([key, value]) => {
      const row = byKey.get(key);
      return row ? [{ metal: row.metal, purity: row.purity, pricePerGram: value }] : [];
    }),
  };
}

/** The schema's messages for the update from rateChanges, by row; a message about the list as a whole is under ''. */
export function rateErrors(
  error: z.ZodError,
  changes: ReturnType<typeof rateChanges>,
): Partial<Record<RateKey | '', string>> {
  const out: Partial<Record<RateKey | '', string>> = {};
  for (const issue of error.issues) {
    const index = issue.path[0] === 'rates' ? issue.path[1] : undefined;
    const change = typeof index === 'number' ? changes.rates[index] : undefined;
    const key: RateKey | '' = change ? rateKeyOf(change) : '';
    out[key] ??= issue.message;
  }
  return out;
}
