import { FINE_PURITY, RATE_HISTORY_POINTS } from '@shared/constants';
import { GOLD_MESSAGES, PRICE_MESSAGES } from '@shared/messages';
import { paiseToRupees, rupeesToPaise } from '@shared/pricing';
import type { GoldHistoryEntry, GoldPriceDto } from '@shared/schemas/gold';
import { updateGoldInput } from '@shared/schemas/gold';
import {
  rateHistoryInput,
  rateRows,
  updateRatesInput,
  type RateHistoryDto,
  type RatesDto,
} from '@shared/schemas/rates';
import { repriceMetals } from '../catalog/catalog.service';
import type { AppDeps } from '@server/platform/deps';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { insertRates, rateHistory } from './rates.repo';
import { currentRates } from './rates.service';
import { inTransaction } from '@server/platform/db/transaction';

/** A public read the HTTP cache keeps: the same for everyone, changed only by a catalogue write. */
const cachedRead = procedure({ auth: 'public', cache: 'public' });
const adminProcedure = procedure({ auth: 'admin' });

// The gold price of the first version is the fine-gold (24K) rate per gram. A rate write, the
// history row and the repricing of every product of the metals it touches are one transaction;
// the catalogue cache is invalidated after it, so the next read of any listing shows new prices.

async function writeRates(deps: AppDeps, rows: Parameters<typeof insertRates>[1], adminId: number): Promise<void> {
  const metals = [...new Set(rows.map((r) => r.metal))];
  await inTransaction(deps.db, async (trx) => {
    await insertRates(trx, rows, adminId, deps.now());
    await repriceMetals(trx, await currentRates(trx), metals);
  });
  await deps.catalogCache.invalidate();
}

async function ratesDto(deps: AppDeps): Promise<RatesDto> {
  const current = await currentRates(deps.db);
  return { rates: rateRows(current.rates, current.updatedAt) };
}

export const goldProcedures = {
  current: cachedRead.query(({ ctx }): Promise<GoldPriceDto> =>
    ctx.deps.catalogCache.read('gold', async () => {
      const current = await currentRates(ctx.deps.db);
      const paise = current.rates['24K'] ?? null;
      return {
        price: paise === null ? null : paiseToRupees(paise),
        updatedAt: paise === null ? null : (current.updatedAt['24K'] ?? null),
      };
    }),
  ),

  history: adminProcedure.query(async ({ ctx }): Promise<GoldHistoryEntry[]> => {
    const rows = await rateHistory(ctx.deps.db, 'gold', '24K', RATE_HISTORY_POINTS.default);
    return rows.flatMap((r) =>
      r.pricePaise === null ? [] : [{ price: paiseToRupees(r.pricePaise), at: r.createdAt }],
    );
  }),

  update: adminProcedure.input(updateGoldInput).mutation(async ({ ctx, input }) => {
    const paise = rupeesToPaise(input.price);
    await writeRates(ctx.deps, [{ metal: 'gold', purity: '24K', pricePaise: paise }], ctx.admin.id);
    return { message: GOLD_MESSAGES.updateSucceeded, price: paiseToRupees(paise) };
  }),
};

export const goldRouter = router(goldProcedures);

export const ratesProcedures = {
  /** Every purity's rate per gram, own or derived from its metal's fine rate. */
  list: cachedRead.query(({ ctx }): Promise<RatesDto> => ctx.deps.catalogCache.read('rates', () => ratesDto(ctx.deps))),

  /** Fine rates and purity overrides in one transaction; null returns a purity to its derived rate. */
  update: adminProcedure.input(updateRatesInput).mutation(async ({ ctx, input }) => {
    const rows = input.rates.map((r) => ({
      metal: r.metal,
      purity: r.purity,
      pricePaise: r.pricePerGram === null ? null : rupeesToPaise(r.pricePerGram),
    }));
    await writeRates(ctx.deps, rows, ctx.admin.id);
    return { message: PRICE_MESSAGES.ratesUpdated, ...(await ratesDto(ctx.deps)) };
  }),

  /** A metal's rate history for the dashboard chart. */
  history: adminProcedure.input(rateHistoryInput).query(async ({ ctx, input }): Promise<RateHistoryDto> => {
    const purity = input.purity ?? FINE_PURITY[input.metal];
    const rows = await rateHistory(ctx.deps.db, input.metal, purity, input.limit ?? RATE_HISTORY_POINTS.default);
    return {
      metal: input.metal,
      purity,
      points: rows.map((r) => ({
        pricePerGram: r.pricePaise === null ? null : paiseToRupees(r.pricePaise),
        at: r.createdAt,
      })),
    };
  }),
};

export const ratesRouter = router(ratesProcedures);
