import { FINE_PURITY, RATE_HISTORY_POINTS } from '@shared/constants';
import { GOLD_MESSAGES, PRICE_MESSAGES } from '@shared/messages';
import { paiseToRupees, rupeesToPaise } from '@shared/pricing';
import type { GoldPriceDto } from '@shared/schemas/gold';
import { updateGoldInput } from '@shared/schemas/gold';
import {
  rateHistoryInput,
  rateRows,
  updateRatesInput,
  type RateHistoryDto,
  type RatesDto,
} from '@shared/schemas/rates';
import { router } from '@server/platform/trpc/init';
import { procedure } from '@server/platform/trpc/procedures';
import { adminActor } from '@server/platform/events/hooks';
import { rateHistory } from './rates.repo';
import { currentRates, updateRates, type CurrentRates } from './rates.service';

/** A public read the HTTP cache keeps: the same for everyone, changed only by a catalogue write. */
const cachedRead = procedure({ auth: 'public', cache: 'public' });
const ownerProcedure = procedure({ auth: 'owner' });
const ratesWrite = procedure({ auth: 'owner', audit: 'metalRates' });

// The gold price of the first version is the fine-gold (24K) rate per gram. Both writes are
// rates.service's updateRates.

const ratesDto = (current: CurrentRates): RatesDto => ({ rates: rateRows(current.rates, current.updatedAt) });

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

  update: ratesWrite.input(updateGoldInput).mutation(async ({ ctx, input }) => {
    const paise = rupeesToPaise(input.price);
    const rows = [{ metal: 'gold', purity: '24K', pricePaise: paise }] as const;
    await updateRates(ctx.deps, adminActor(ctx.admin), rows, { confirm: input.confirm });
    return { message: GOLD_MESSAGES.updateSucceeded, price: paiseToRupees(paise) };
  }),
};

export const goldRouter = router(goldProcedures);

export const ratesProcedures = {
  /** Every purity's rate per gram, own or derived from its metal's fine rate. */
  list: cachedRead.query(({ ctx }): Promise<RatesDto> =>
    ctx.deps.catalogCache.read('rates', async () => ratesDto(await currentRates(ctx.deps.db))),
  ),

  /** Fine rates and purity overrides in one transaction; null returns a purity to its derived rate. */
  update: ratesWrite.input(updateRatesInput).mutation(async ({ ctx, input }) => {
    const rows = input.rates.map((r) => ({
      metal: r.metal,
      purity: r.purity,
      pricePaise: r.pricePerGram === null ? null : rupeesToPaise(r.pricePerGram),
    }));
    const current = await updateRates(ctx.deps, adminActor(ctx.admin), rows, { confirm: input.confirm });
    return { message: PRICE_MESSAGES.ratesUpdated, ...ratesDto(current) };
  }),

  /** A metal's rate history for the dashboard chart. */
  history: ownerProcedure.input(rateHistoryInput).query(async ({ ctx, input }): Promise<RateHistoryDto> => {
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
