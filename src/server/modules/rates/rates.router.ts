import { GOLD_MESSAGES } from '../../../shared/messages';
import type { GoldHistoryEntry, GoldPriceDto } from '../../../shared/schemas/gold';
import { updateGoldInput } from '../../../shared/schemas/gold';
import { goldPriceHistory, insertGoldPrice, latestGoldPrice } from './rates.repo';
import { adminProcedure, publicProcedure, router } from '../../platform/trpc/init';

const toRupees = (paise: number) => Math.round(paise) / 100;

export const goldRouter = router({
  current: publicProcedure.query(({ ctx }): Promise<GoldPriceDto> =>
    ctx.deps.catalogCache.read('gold', async () => {
      const row = await latestGoldPrice(ctx.deps.db);
      return { price: row ? toRupees(row.pricePaise) : null, updatedAt: row?.createdAt ?? null };
    }),
  ),

  history: adminProcedure.query(async ({ ctx }): Promise<GoldHistoryEntry[]> => {
    const rows = await goldPriceHistory(ctx.deps.db, 30);
    return rows.map((r) => ({ price: toRupees(r.pricePaise), at: r.createdAt }));
  }),

  update: adminProcedure.input(updateGoldInput).mutation(async ({ ctx, input }) => {
    const paise = Math.round(input.price * 100);
    await insertGoldPrice(ctx.deps.db, paise, ctx.admin.id, ctx.deps.now());
    await ctx.deps.catalogCache.invalidate();
    return { message: GOLD_MESSAGES.updateSucceeded, price: toRupees(paise) };
  }),
});
