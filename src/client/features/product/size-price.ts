import { BASIS_POINTS_PER_UNIT } from '@shared/constants';
import {
  gramsToMg,
  MG_PER_GRAM,
  mulDivRoundHalfUp,
  paiseToRupees,
  percentToBasisPoints,
  rupeesToPaise,
} from '@shared/pricing';
import type { PriceDto } from '@shared/schemas/specifications';

/** The lines of a price breakup, in rupees. */
export interface PriceLines {
  metalValue: number;
  making: number;
  stones: number;
  gst: number;
  total: number;
}

/**
 * The breakup of one size of a piece, to the paisa consistent with the server's total for that
 * size (sizePrices). The product JSON carries the piece's own making charge but not the category
 * default it may fall back to, so the making is not recomputed; it is what remains:
 *   metal value = net weight x rate, by the shared rule (src/shared/pricing.ts);
 *   stones      = the same for every size;
 *   subtotal    = the one amount whose GST brings it to the server's total (subtotal + GST rises
 *                 with the subtotal by 1 or 2 paise a paisa, so at most one fits);
 *   making      = subtotal - metal value - stones; GST = total - subtotal.
 * Null when nothing fits (the shopper then sees the size's total alone).
 */
export function sizeBreakup(price: PriceDto, netWeight: number, total: number): PriceLines | null {
  const totalPaise = rupeesToPaise(total);
  const gstBasisPoints = percentToBasisPoints(price.gstRate);
  const metalPaise = mulDivRoundHalfUp(gramsToMg(netWeight), rupeesToPaise(price.ratePerGram), MG_PER_GRAM);
  const stonesPaise = rupeesToPaise(price.stones);
  const estimate = Math.floor((totalPaise * BASIS_POINTS_PER_UNIT) / (BASIS_POINTS_PER_UNIT + gstBasisPoints));
  for (let subtotal = Math.max(0, estimate - 2); subtotal <= estimate + 2; subtotal++) {
    const gst = mulDivRoundHalfUp(subtotal, gstBasisPoints, BASIS_POINTS_PER_UNIT);
    if (subtotal + gst !== totalPaise) continue;
    const making = subtotal - metalPaise - stonesPaise;
    if (making < 0) return null;
    return {
      metalValue: paiseToRupees(metalPaise),
      making: paiseToRupees(making),
      stones: price.stones,
      gst: paiseToRupees(gst),
      total,
    };
  }
  return null;
}
