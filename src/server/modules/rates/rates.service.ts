import { ALL_PURITIES, FINE_PURITY, PURITIES, type Metal, type Purity } from '@shared/constants';
import { AppError } from '@shared/errors';
import { PRICE_MESSAGES } from '@shared/messages';
import { paiseToRupees, resolveRate, type RatesByPurity } from '@shared/pricing';
import type { RateImpactDto } from '@shared/schemas/rates';
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
    /** A rate set: the rows written (`before`: each purity's own rate until then) and the metals they touch. */
    metalRates: { row: { rates: readonly RateWrite[]; metals: readonly Metal[] } };
  }
}

/** A product's stored price, as the rate guard compares it before and after a rate change. */
export interface PricedPiece {
  id: number;
  name: string;
  pricePaise: number | null;
}

/**
 * The rate guard's view of the catalogue: the stored prices of the products of some metals. The
 * composition root (write-hooks.ts) plugs the catalogue's reader in, since the rates module may not
 * import the catalogue (which imports the rates); until then no piece is known.
 */
export const rateImpactPort: { pricedPieces: (db: Db, metals: readonly Metal[]) => Promise<PricedPiece[]> } = {
  pricedPieces: async () => [],
};

export interface RateUpdateOptions {
  /** The caller has seen the impact of a large change and saves it anyway. */
  confirm?: boolean;
}

/**
 * Writes a set of rates: the history rows and, through the post-write hooks, whatever follows
 * the rates (app.ts subscribes the catalogue's repricing of every product of the metals touched),
 * in one transaction; then invalidates the catalogue cache, so that the very next read of any
 * listing, product or rate shows the new prices.
 *
 * The rate guard: a rate moved by more than RATE_CHANGE_CONFIRM_PERCENT from its current value
 * (7.8 typed for 7,800) is refused with 409 and the impact, unless `confirm` is set. The impact is
 * measured by doing the write (repricing included) and reading the prices it left, then rolled
 * back: the numbers are exactly those the write would have stored.
 */
export async function updateRates(
  deps: AppDeps,
  actor: Actor,
  rates: readonly RateWrite[],
  options: RateUpdateOptions = {},
): Promise<CurrentRates> {
  const metals = [...new Set(rates.map((r) => r.metal))];
  await inTransaction(deps.db, async (trx) => {
    const current = await currentRates(trx);
    const large = largeChanges(current, rates, deps.config.RATE_CHANGE_CONFIRM_PERCENT);
    const guarded = large.length > 0 && options.confirm !== true;
    const pricesBefore = guarded ? await rateImpactPort.pricedPieces(trx, metals) : [];
    await insertRates(trx, rates, actor.kind === 'admin' ? actor.id : null, deps.now());
    const before = { rates: rates.map((r) => ({ ...r, pricePaise: current.rates[r.purity] ?? null })), metals };
    const after = { rates, metals };
    await deps.hooks.run(trx, { actor, action: 'update', entity: 'metalRates', entityId: null, before, after });
    if (guarded) {
      const impact = impactOf(large, pricesBefore, await rateImpactPort.pricedPieces(trx, metals));
      const message = PRICE_MESSAGES.rateChangeNeedsConfirm(deps.config.RATE_CHANGE_CONFIRM_PERCENT);
      throw new AppError('CONFLICT', message, { details: { ...impact, message } });
    }
  });
  await deps.catalogCache.invalidate();
  return currentRates(deps.db);
}

type RateChange = RateImpactDto['changes'][number];

/** The rates written that move an own rate already set by more than `limit` percent. */
export function largeChanges(current: CurrentRates, rates: readonly RateWrite[], limit: number): RateChange[] {
  const out: RateChange[] = [];
  for (const { metal, purity, pricePaise } of rates) {
    const from = current.rates[purity];
    // A rate set for the first time, and a purity returned to derived, are not typos of a number.
    if (from == null || from <= 0 || pricePaise === null) continue;
    const percent = ((pricePaise - from) / from) * 100;
    if (Math.abs(percent) > limit)
      out.push({
        metal,
        purity,
        from: paiseToRupees(from),
        to: paiseToRupees(pricePaise),
        percent: Math.round(percent * 10) / 10,
      });
  }
  return out;
}

const IMPACT_EXAMPLES = 3;

function impactOf(
  changes: RateChange[],
  before: readonly PricedPiece[],
  after: readonly PricedPiece[],
): Omit<RateImpactDto, 'message'> {
  const afterById = new Map(after.map((p) => [p.id, p.pricePaise]));
  const moved = before.filter((p) => (afterById.get(p.id) ?? null) !== p.pricePaise);
  const examples = moved
    .filter((p): p is PricedPiece & { pricePaise: number } => p.pricePaise !== null)
    .sort((a, b) => b.pricePaise - a.pricePaise || a.id - b.id)
    .slice(0, IMPACT_EXAMPLES)
    .map((p) => {
      const next = afterById.get(p.id) ?? null;
      return { name: p.name, before: paiseToRupees(p.pricePaise), after: next === null ? null : paiseToRupees(next) };
    });
  return { changes, pieces: moved.length, examples };
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
