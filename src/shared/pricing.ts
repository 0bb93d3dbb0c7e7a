// The price rules of the shop, as pure integer maths: money in paise, weight in milligrams,
// fineness in parts per thousand, percentages in basis points. Rupees, grams and percents
// appear only in the edge conversions at the bottom of this file.
//
// Rounding: every line of a price (metal value, making, GST) is rounded half up to the paisa,
// once, from exact integer operands. The server mirrors the rule in SQL; see divRoundHalfUp.

import {
  BASIS_POINTS_PER_UNIT,
  FINE_PURITY,
  GST_RATE_BASIS_POINTS,
  PURITIES,
  PURITY_FINENESS_PER_MILLE,
  type MakingChargeType,
  type Metal,
  type Purity,
  type SizeLabel,
} from './constants';

export const PAISE_PER_RUPEE = 100;
export const MG_PER_GRAM = 1000;
/** Fineness is in parts per thousand: 1000 is the pure metal. */
export const FINENESS_WHOLE_PER_MILLE = 1000;

// ---- Integer rounding --------------------------------------------------------

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative safe integer, got ${value}`);
}

function toSafeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`result ${value} is beyond the safe integer range`);
  return n;
}

/**
 * round_half_up(a * b / d) for non-negative integers, exact at any size: the product is taken in
 * BigInt, so mg x paise-per-gram (up to 1e7 x 1e9 = 1e16, past 2^53) loses nothing.
 */
export function mulDivRoundHalfUp(a: number, b: number, d: number): number {
  assertCount('a', a);
  assertCount('b', b);
  assertCount('d', d);
  if (d === 0) throw new RangeError('division by zero');
  const n = BigInt(a) * BigInt(b);
  const den = BigInt(d);
  const q = n / den;
  // Half up: a remainder of at least half the divisor carries. Same as SQL (2n + d) DIV (2d).
  return toSafeNumber(2n * (n % den) >= den ? q + 1n : q);
}

/**
 * a / b rounded half up, for non-negative integers a and b > 0.
 * SQL form, identical for every such a and b: (2 * a + b) DIV (2 * b) in MySQL, and
 * (2 * a + b) / (2 * b) in SQLite (integer operands divide as integers there).
 */
export function divRoundHalfUp(a: number, b: number): number {
  return mulDivRoundHalfUp(a, 1, b);
}

// ---- Rates -------------------------------------------------------------------

/**
 * The rates the shop has set, in paise per gram, by purity. The fine purity's entry (24K gold,
 * 999 silver, 950 platinum) is the metal's fine rate, as the shop publishes it (GET /api/getGold
 * answers the 24K one); an entry for any other purity is an override. Missing or null: not set.
 */
export type RatesByPurity = Partial<Record<Purity, number | null>>;

export interface ResolvedRate {
  ratePerGramPaise: number;
  /** True when computed from the fine rate, false when the shop set this purity's rate itself. */
  derived: boolean;
}

export function isPurityOf(metal: Metal, purity: Purity): boolean {
  return (PURITIES[metal] as readonly Purity[]).includes(purity);
}

/**
 * The one rule that derives a purity's rate from its metal's fine rate, as the trade publishes
 * it (the India Bullion and Jewellers Association's daily rates): the fine purity's rate times
 * the purity's fineness in thousandths, so 22K = 24K x 0.916 (not 0.916 / 0.999) and silver 925 =
 * silver 999 x 0.925. The fine purity is its own rate.
 *   rate(P) = round_half_up(fineRate x fineness(P) / 1000)
 */
export function deriveRatePaise(metal: Metal, purity: Purity, fineRatePaise: number): number {
  if (!isPurityOf(metal, purity)) throw new RangeError(`${purity} is not a purity of ${metal}`);
  if (purity === FINE_PURITY[metal]) {
    assertCount('fine rate', fineRatePaise);
    return fineRatePaise;
  }
  return mulDivRoundHalfUp(fineRatePaise, PURITY_FINENESS_PER_MILLE[purity], FINENESS_WHOLE_PER_MILLE);
}

/** The rate of a purity: its own when the shop set one, else derived; null when neither is set. */
export function resolveRate(metal: Metal, purity: Purity, rates: RatesByPurity): ResolvedRate | null {
  if (!isPurityOf(metal, purity)) throw new RangeError(`${purity} is not a purity of ${metal}`);
  const own = rates[purity];
  if (own != null) return { ratePerGramPaise: own, derived: false };
  const fine = rates[FINE_PURITY[metal]];
  if (fine == null) return null;
  return { ratePerGramPaise: deriveRatePaise(metal, purity, fine), derived: true };
}

export function ratePerGramPaise(metal: Metal, purity: Purity, rates: RatesByPurity): number | null {
  return resolveRate(metal, purity, rates)?.ratePerGramPaise ?? null;
}

// ---- Prices ------------------------------------------------------------------

/** value: basis points of the metal value (percent), paise per gram of net weight (perGram) or paise (flat). */
export interface MakingCharge {
  type: MakingChargeType;
  value: number;
}

export interface PriceInput {
  netWeightMg: number | null | undefined;
  ratePerGramPaise: number | null | undefined;
  making?: MakingCharge | null;
  /** Each line's value in paise, for all its stones together. */
  stones?: ReadonlyArray<{ valuePaise: number }>;
  /** Defaults to GST_RATE_BASIS_POINTS (3%). */
  gstRateBasisPoints?: number;
}

/** Every amount in paise. */
export interface PriceBreakdown {
  metalValue: number;
  making: number;
  stones: number;
  subtotal: number;
  gst: number;
  total: number;
}

function makingPaise(making: MakingCharge | null | undefined, metalValue: number, netWeightMg: number): number {
  if (!making) return 0;
  switch (making.type) {
    // A percent of the metal value line as shown (already rounded), so the invoice adds up.
    case 'percent':
      return mulDivRoundHalfUp(metalValue, making.value, BASIS_POINTS_PER_UNIT);
    case 'perGram':
      return mulDivRoundHalfUp(netWeightMg, making.value, MG_PER_GRAM);
    case 'flat':
      assertCount('flat making', making.value);
      return making.value;
  }
}

/**
 * The price of a piece, line by line, or null when it has no metal to price (no net weight or
 * no rate): the caller shows 'Price on request'. GST is charged on the whole subtotal, making
 * charges and stones included.
 */
export function computePrice(input: PriceInput): PriceBreakdown | null {
  const { netWeightMg, ratePerGramPaise: rate } = input;
  if (netWeightMg == null || netWeightMg === 0 || rate == null) return null;
  const metalValue = mulDivRoundHalfUp(netWeightMg, rate, MG_PER_GRAM);
  const making = makingPaise(input.making, metalValue, netWeightMg);
  let stones = 0;
  for (const stone of input.stones ?? []) {
    assertCount('stone value', stone.valuePaise);
    stones += stone.valuePaise;
  }
  const subtotal = metalValue + making + stones;
  const gst = mulDivRoundHalfUp(subtotal, input.gstRateBasisPoints ?? GST_RATE_BASIS_POINTS, BASIS_POINTS_PER_UNIT);
  const total = subtotal + gst;
  assertCount('total', total);
  return { metalValue, making, stones, subtotal, gst, total };
}

/**
 * Prices each size at its own net weight (making, stones and rate unchanged) and returns the
 * cheapest, the 'from' price; the first listed wins a tie. Null when there are no sizes or none
 * can be priced.
 */
export function lowestSizePrice<S extends { netWeightMg: number }>(
  base: Omit<PriceInput, 'netWeightMg'>,
  sizes: readonly S[],
): { size: S; price: PriceBreakdown } | null {
  let best: { size: S; price: PriceBreakdown } | null = null;
  for (const size of sizes) {
    const price = computePrice({ ...base, netWeightMg: size.netWeightMg });
    if (price && (!best || price.total < best.price.total)) best = { size, price };
  }
  return best;
}

/** The fields of a product's stored specifications that its price depends on. */
export interface PricingSpecs {
  metal: Metal | null;
  purity: Purity | null;
  netWeightMg: number | null;
  makingChargeType: MakingChargeType | null;
  /** Basis points (percent), paise per gram (perGram) or paise (flat). */
  makingChargeValue: number | null;
  stones: ReadonlyArray<{ valuePaise: number }>;
  sizes: ReadonlyArray<{ label: SizeLabel; netWeightMg: number }>;
}

export interface ProductPrice {
  price: PriceBreakdown;
  ratePerGramPaise: number;
  derivedRate: boolean;
  /** The size priced (the cheapest) when the product comes in sizes, else null. */
  sizeLabel: SizeLabel | null;
}

/**
 * A product's price at today's rates: of its cheapest size when it has sizes ('from'), else of
 * its own net weight. Null (price on request) without metal, purity, rate or net weight.
 */
export function priceProduct(
  specs: PricingSpecs,
  rates: RatesByPurity,
  gstRateBasisPoints = GST_RATE_BASIS_POINTS,
): ProductPrice | null {
  if (!specs.metal || !specs.purity || !isPurityOf(specs.metal, specs.purity)) return null;
  const rate = resolveRate(specs.metal, specs.purity, rates);
  if (!rate) return null;
  const making =
    specs.makingChargeType && specs.makingChargeValue != null
      ? { type: specs.makingChargeType, value: specs.makingChargeValue }
      : null;
  const base = { ratePerGramPaise: rate.ratePerGramPaise, making, stones: specs.stones, gstRateBasisPoints };
  const rated = { ratePerGramPaise: rate.ratePerGramPaise, derivedRate: rate.derived };
  if (specs.sizes.length > 0) {
    const lowest = lowestSizePrice(base, specs.sizes);
    return lowest && { ...rated, price: lowest.price, sizeLabel: lowest.size.label };
  }
  const price = computePrice({ ...base, netWeightMg: specs.netWeightMg });
  return price && { ...rated, price, sizeLabel: null };
}

// ---- Edge conversions --------------------------------------------------------

/**
 * True when `value` has at most `decimals` decimals: it is the double nearest such a decimal
 * (7245.55 is), or within 1e-6 of one once scaled, the gold price schema's tolerance.
 */
export function hasAtMostDecimals(value: number, decimals: number): boolean {
  if (!Number.isFinite(value)) return false;
  const scale = 10 ** decimals;
  const scaled = value * scale;
  const n = Math.round(scaled);
  return Number.isSafeInteger(n) && (n / scale === value || Math.abs(scaled - n) < 1e-6);
}

/** value x 10^decimals as an exact integer; a RangeError when value has more decimals (schemas check first). */
export function toScaledInteger(value: number, decimals: number): number {
  if (!hasAtMostDecimals(value, decimals)) throw new RangeError(`${value} has more than ${decimals} decimals`);
  return Math.round(value * 10 ** decimals) + 0; // + 0 turns -0 into 0
}

/** 7245.55 -> 724555 */
export const rupeesToPaise = (rupees: number): number => toScaledInteger(rupees, 2);
/** 724555 -> 7245.55 (integer / 100 is the double nearest the two-decimal value) */
export const paiseToRupees = (paise: number): number => paise / PAISE_PER_RUPEE;
/** 4.125 -> 4125 */
export const gramsToMg = (grams: number): number => toScaledInteger(grams, 3);
export const mgToGrams = (mg: number): number => mg / MG_PER_GRAM;
/** 12.5 (%) -> 1250 basis points */
export const percentToBasisPoints = (percent: number): number => toScaledInteger(percent, 2);
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / (BASIS_POINTS_PER_UNIT / 100);
