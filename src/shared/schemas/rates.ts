import { z } from 'zod';
import {
  ALL_PURITIES,
  FINE_PURITY,
  METALS,
  PURITIES,
  PURITY_FINENESS_PER_MILLE,
  RATE_HISTORY_POINTS,
  type Metal,
  type Purity,
} from '../constants';
import { PRICE_MESSAGES } from '../messages';
import { isPurityOf, paiseToRupees, resolveRate, type RatesByPurity } from '../pricing';
import { numeric } from './common';
import { goldPriceSchema } from './gold';

export const metalSchema = z.enum(METALS, { error: PRICE_MESSAGES.metalInvalid });
export const puritySchema = z.enum(ALL_PURITIES, { error: PRICE_MESSAGES.purityOfMetal });

/** One purity's rate as the dashboard and GET /api/rates show it; rupees per gram at this edge. */
export const rateRowOutput = z.object({
  metal: metalSchema,
  purity: puritySchema,
  /** 0.916 for 22K. */
  fineness: z.number(),
  /** Rupees per gram, two decimals; null while neither this purity's rate nor its metal's fine rate is set. */
  pricePerGram: z.number().nullable(),
  /** Computed from the fine rate rather than set for this purity. */
  derived: z.boolean(),
  /** Epoch ms of the rate it comes from (the fine rate's when derived); null when never set. */
  updatedAt: z.number().nullable(),
});
export type RateRow = z.infer<typeof rateRowOutput>;

/**
 * Every purity's row, metals in order and finest first, from the rates the shop set and the
 * time each was set. A purity with no rate of its own shows its derived one and the fine rate's time.
 */
export function rateRows(rates: RatesByPurity, updatedAt: Partial<Record<Purity, number | null>>): RateRow[] {
  return METALS.flatMap((metal) =>
    (PURITIES[metal] as readonly Purity[]).map((purity) => {
      const rate = resolveRate(metal, purity, rates);
      const derived = rate ? rate.derived : purity !== FINE_PURITY[metal];
      return {
        metal,
        purity,
        fineness: PURITY_FINENESS_PER_MILLE[purity] / 1000,
        pricePerGram: rate ? paiseToRupees(rate.ratePerGramPaise) : null,
        derived,
        updatedAt: rate ? (updatedAt[derived ? FINE_PURITY[metal] : purity] ?? null) : null,
      };
    }),
  );
}

export const ratesOutput = z.object({ rates: z.array(rateRowOutput) });
export type RatesDto = z.infer<typeof ratesOutput>;

/** null clears a purity's own rate so that it is derived again; a fine purity's rate cannot be cleared. */
const rateUpdate = z.object({
  metal: metalSchema,
  purity: puritySchema,
  pricePerGram: goldPriceSchema.nullable(),
});

/** Sent to save a change the rate guard refused (409) once the impact has been read. */
export const confirmRateChange = z.boolean({ error: PRICE_MESSAGES.confirmInvalid }).optional();

export const updateRatesInput = z.object({
  confirm: confirmRateChange,
  rates: z
    .array(rateUpdate, { error: PRICE_MESSAGES.ratesRequired })
    .min(1, { error: PRICE_MESSAGES.ratesRequired })
    // There are only ALL_PURITIES.length metal and purity pairs: a longer list repeats one.
    .max(ALL_PURITIES.length, { error: PRICE_MESSAGES.rateDuplicate })
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (!isPurityOf(row.metal, row.purity)) {
          ctx.addIssue({ code: 'custom', path: [index, 'purity'], message: PRICE_MESSAGES.purityOfMetal });
        } else if (row.pricePerGram === null && FINE_PURITY[row.metal] === row.purity) {
          ctx.addIssue({ code: 'custom', path: [index, 'pricePerGram'], message: PRICE_MESSAGES.fineRateRequired });
        }
        const key = `${row.metal}/${row.purity}`;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [index, 'purity'], message: PRICE_MESSAGES.rateDuplicate });
        seen.add(key);
      });
    }),
});
export type UpdateRatesInput = z.infer<typeof updateRatesInput>;

/**
 * What a rate update that moves a rate by more than RATE_CHANGE_CONFIRM_PERCENT would do: the 409's
 * body beside its message (rupees per gram and rupees at this edge).
 */
export const rateImpactOutput = z.object({
  message: z.string(),
  changes: z.array(
    z.object({
      metal: metalSchema,
      purity: puritySchema,
      /** Rupees per gram now. */
      from: z.number(),
      /** Rupees per gram asked for. */
      to: z.number(),
      /** Signed percentage of the move, one decimal. */
      percent: z.number(),
    }),
  ),
  /** Products whose price would change. */
  pieces: z.number().int(),
  /** A few of them, the dearest first: rupees before and after. */
  examples: z.array(z.object({ name: z.string(), before: z.number(), after: z.number().nullable() })),
});
export type RateImpactDto = z.infer<typeof rateImpactOutput>;

/** History of one metal's rate, for the dashboard chart: its fine purity unless another is named. */
export const rateHistoryInput = z
  .object({
    metal: metalSchema,
    purity: puritySchema.optional(),
    limit: numeric(PRICE_MESSAGES.historyLimitInvalid, (n) =>
      n
        .int({ error: PRICE_MESSAGES.historyLimitInvalid })
        .min(1, { error: PRICE_MESSAGES.historyLimitInvalid })
        .max(RATE_HISTORY_POINTS.max, { error: PRICE_MESSAGES.historyLimitInvalid }),
    ).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.purity !== undefined && !isPurityOf(v.metal, v.purity))
      ctx.addIssue({ code: 'custom', path: ['purity'], message: PRICE_MESSAGES.purityOfMetal });
  });
export type RateHistoryInput = z.input<typeof rateHistoryInput>;

export interface RateHistoryDto {
  metal: Metal;
  purity: Purity;
  /** Newest first; pricePerGram null where the purity's own rate was cleared (derived from then on). */
  points: Array<{ pricePerGram: number | null; at: number }>;
}
