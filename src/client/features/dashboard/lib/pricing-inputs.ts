import type { MakingChargeType } from '@shared/constants';
import { DASHBOARD_COPY } from '@shared/dashboard-copy';
import { rupeesToPaise, toScaledInteger, type MakingCharge, type RatesByPurity } from '@shared/pricing';
import type { RateRow } from '@shared/schemas/rates';
import { formatRupees } from '@client/lib/format';

// What the dashboard's price previews start from, turned from the wire's rupees and percents
// into the integer units of src/shared/pricing.ts, and a making charge put into words.

/** The rates the shop has set (fine rates and purity overrides), in paise: what resolveRate starts from. */
export function ratesByPurity(rows: readonly RateRow[]): RatesByPurity {
  const out: RatesByPurity = {};
  for (const row of rows)
    if (!row.derived && row.pricePerGram !== null) out[row.purity] = rupeesToPaise(row.pricePerGram);
  return out;
}

/** A category's default making charge as the price rules take it (basis points or paise); null when it has none. */
export function storedMaking(
  making: { makingChargeType?: MakingChargeType | null; makingChargeValue?: number | null } | undefined,
): MakingCharge | null {
  if (!making?.makingChargeType || making.makingChargeValue == null) return null;
  // Percent to basis points and rupees to paise are both x 100.
  return { type: making.makingChargeType, value: toScaledInteger(making.makingChargeValue, 2) };
}

/** '12.5% of metal value', '₹450.00 per gram', '₹1,200.00 per piece'; null without a charge. */
export function formatMakingCharge(
  type: MakingChargeType | null | undefined,
  value: number | null | undefined,
): string | null {
  if (!type || value == null) return null;
  const copy = DASHBOARD_COPY.making;
  if (type === 'percent') return copy.percent(String(value));
  return type === 'perGram' ? copy.perGram(formatRupees(value, true)) : copy.flat(formatRupees(value, true));
}
