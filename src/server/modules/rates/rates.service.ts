import { ALL_PURITIES, FINE_PURITY, PURITIES, type Metal, type Purity } from '@shared/constants';
import { resolveRate, type RatesByPurity } from '@shared/pricing';
import type { Db } from '@server/platform/db/database';
import { inTransaction } from '@server/platform/db/transaction';
import type { AppDeps } from '@server/platform/deps';
import type { Actor } from '@server/platform/events/hooks';
import { insertRates, latestRates } from './rates.repo';

// The rate writes, and what other modules may ask of the metal rates.

/** A rate as written: a null price clears a purity's own rate (derived from its metal's again). */
export interface RateWrite {
  metal: Metal;
  purity: Purity;
  pricePaise: number | null;
}

declare module '@server/platform/events/hooks' {
  interface WriteEvents {
    /** A rate set: the rows written and the metals they touch. */
    metalRates: { row: { rates: readonly RateWrite[]; metals: readonly Metal[] } };
  }
}

/**
 * Writes a set of rates: the history rows and, through the post-write hooks, whatever follows
 * the rates (app.ts subscribes the catalogue's repricing of every product of the metals touched),
 * in one transaction; then invalidates the catalogue cache, so that the very next read of any
 * listing, product or rate shows the new prices.
 */
export async function updateRates(deps: AppDeps, actor: Actor, rates: readonly RateWrite[]): Promise<CurrentRates> {
  const metals = [...new Set(rates.map((r) => r.metal))];
  await inTransaction(deps.db, async (trx) => {
    await insertRates(trx, rates, actor.kind === 'admin' ? actor.id : null, deps.now());
    const after = { rates, metals };
    await deps.hooks.run(trx, { actor, action: 'update', entity: 'metalRates', entityId: null, before: null, after });
  });
  await deps.catalogCache.invalidate();
  return currentRates(deps.db);
}

export interface CurrentRates {
  /** What the shop set: the fine purities' rates and any purity's own (override) rate, in paise per gram. */
  rates: RatesByPurity;
  /** Epoch ms each purity's entry was set. */
  updatedAt: Partial<Record<Purity, number>>;
}

export async function currentRates(db: Db): Promise<CurrentRates> {
  const rates: RatesByPurity = {};
  const updatedAt: Partial<Record<Purity, number>> = {};
  for (const row of await latestRates(db)) {
    rates[row.purity] = row.pricePaise;
    updatedAt[row.purity] = row.createdAt;
  }
  return { rates, updatedAt };
}

/**
 * Every purity's rate in paise per gram (own, else derived), null where none can be had: what the
 * repricing statement uses.
 */
export function resolvedRates(current: CurrentRates): Record<Purity, number | null> {
  const out = {} as Record<Purity, number | null>;
  for (const purity of ALL_PURITIES) out[purity] = null;
  for (const metal of Object.keys(PURITIES) as Metal[]) {
    for (const purity of PURITIES[metal] as readonly Purity[])
      out[purity] = resolveRate(metal, purity, current.rates)?.ratePerGramPaise ?? null;
  }
  return out;
}

/** Epoch ms of the rate a purity's price follows (its own, else its metal's fine rate); null when unset. */
export function rateTimeOf(current: CurrentRates, metal: Metal, purity: Purity): number | null {
  const own = current.rates[purity];
  return (own != null ? current.updatedAt[purity] : current.updatedAt[FINE_PURITY[metal]]) ?? null;
}

/** The latest time any rate was set, or null. */
export function latestRateTime(current: CurrentRates): number | null {
  const times = Object.values(current.updatedAt);
  return times.length === 0 ? null : Math.max(...times);
}

/** The current fine-gold rate per gram in paise, or null while none is set. */
export async function currentGoldRatePaise(db: Db): Promise<number | null> {
  return (await currentRates(db)).rates['24K'] ?? null;
}
