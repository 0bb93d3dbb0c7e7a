// Product specifications at three places: the input (JSON over tRPC, or the string fields of a
// multipart form over REST, parsed by the same schema with the same messages), the stored shape
// in milligrams and paise, and the product JSON in grams and rupees.
//
// Sizes: the schema takes labels of either series but not a mix; whether the series fits the
// piece is the server's check (sizesFitName), since categories here are metals, not ring or bangle.

import { z } from 'zod';
import {
  BANGLE_SIZES,
  GST_RATE_BASIS_POINTS,
  HUID_LENGTH,
  MAKING_CHARGE_TYPES,
  SIZE_LABELS,
  SPEC_LIMITS,
  STONE_KINDS,
  type SizeLabel,
  type SizeSeries,
  type StoneKind,
} from '../constants';
import { PRICE_MESSAGES } from '../messages';
import { SPEC_MESSAGES } from '../messages/back-office';
import {
  basisPointsToPercent,
  gramsToMg,
  hasAtMostDecimals,
  isPurityOf,
  mgToGrams,
  paiseToRupees,
  rupeesToPaise,
  toScaledInteger,
  type PricingSpecs,
  type ProductPrice,
} from '../pricing';
import { numeric } from './common';
import { metalSchema, puritySchema } from './rates';

// ---- Field schemas -------------------------------------------------------------

/** Absent, null and '' (a form field left empty) all mean "not given". */
function optionalField<T extends z.ZodType>(schema: T) {
  return z
    .preprocess((v: z.input<T> | '' | null | undefined) => (v === '' || v === null ? undefined : v), schema.optional())
    .optional();
}

/**
 * A list, or its JSON text (how lists travel in a multipart form); text that is no JSON is refused
 * by the list's own message.
 */
function optionalListField<T extends z.ZodType>(schema: T) {
  return optionalField(
    z.preprocess((v: z.input<T> | string) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }, schema),
  );
}

/** A decimal of at most `decimals` places; 'positive' means at least one unit of the last place once rounded. */
const decimalNumber = (message: string, decimals: number, min: 'positive' | 'nonNegative', max: number) =>
  numeric(message, (n) =>
    n
      .min(0, { error: message })
      .max(max, { error: message })
      .refine((v) => hasAtMostDecimals(v, decimals) && (min === 'nonNegative' || Math.round(v * 10 ** decimals) >= 1), {
        error: message,
      }),
  );

/** Grams to the milligram: above 0, at most 3 decimals. */
export const weightGramsSchema = decimalNumber(SPEC_MESSAGES.weightInvalid, 3, 'positive', SPEC_LIMITS.maxWeightGrams);
const rupeesSchema = (message: string) => decimalNumber(message, 2, 'nonNegative', SPEC_LIMITS.maxRupees);

const stoneInput = z.object(
  {
    kind: z.enum(STONE_KINDS, { error: SPEC_MESSAGES.stoneKindInvalid }),
    count: numeric(SPEC_MESSAGES.stoneCountInvalid, (n) =>
      n
        .int({ error: SPEC_MESSAGES.stoneCountInvalid })
        .min(1, { error: SPEC_MESSAGES.stoneCountInvalid })
        .max(SPEC_LIMITS.maxStoneCount, { error: SPEC_MESSAGES.stoneCountInvalid }),
    ),
    caratWeight: optionalField(decimalNumber(SPEC_MESSAGES.caratInvalid, 3, 'positive', SPEC_LIMITS.maxCarats)),
    /** Rupees, for all `count` stones of the line together. */
    value: rupeesSchema(SPEC_MESSAGES.stoneValueInvalid),
  },
  { error: SPEC_MESSAGES.stonesInvalid },
);

const sizeInput = z.object(
  {
    // A size typed as a number (12) is read as its label; 2.10 as a number is 2.1 and refused.
    label: z.preprocess(
      (v: SizeLabel | number) => (typeof v === 'number' ? String(v) : v),
      z.enum(SIZE_LABELS, { error: SPEC_MESSAGES.sizeLabelInvalid }),
    ),
    netWeight: weightGramsSchema,
    grossWeight: optionalField(weightGramsSchema),
  },
  { error: SPEC_MESSAGES.sizesInvalid },
);

const huidPattern = new RegExp(`^[A-Za-z0-9]{${HUID_LENGTH}}$`);

/** The specification fields, every one optional, to spread into a product schema beside checkSpecifications. */
export const specificationsShape = {
  metal: optionalField(metalSchema),
  purity: optionalField(puritySchema),
  grossWeight: optionalField(weightGramsSchema),
  netWeight: optionalField(weightGramsSchema),
  makingChargeType: optionalField(z.enum(MAKING_CHARGE_TYPES, { error: SPEC_MESSAGES.makingTypeInvalid })),
  /** Percent (0 to 100) for 'percent', rupees per gram for 'perGram', rupees for 'flat'; 2 decimals. */
  makingChargeValue: optionalField(rupeesSchema(SPEC_MESSAGES.makingValueInvalid)),
  stones: optionalListField(
    z
      .array(stoneInput, { error: SPEC_MESSAGES.stonesInvalid })
      .max(SPEC_LIMITS.maxStones, { error: SPEC_MESSAGES.stonesTooMany(SPEC_LIMITS.maxStones) }),
  ),
  /** true or false, or 'true' or 'false' from a form. */
  hallmarked: optionalField(
    z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
      error: SPEC_MESSAGES.hallmarkedInvalid,
    }),
  ),
  huid: optionalField(
    z
      .string({ error: SPEC_MESSAGES.huidInvalid })
      .trim()
      .regex(huidPattern, { error: SPEC_MESSAGES.huidInvalid })
      .transform((v) => v.toUpperCase()),
  ),
  sizes: optionalListField(
    z
      .array(sizeInput, { error: SPEC_MESSAGES.sizesInvalid })
      .max(SPEC_LIMITS.maxSizes, { error: SPEC_MESSAGES.sizesTooMany(SPEC_LIMITS.maxSizes) }),
  ),
};

const specificationsObject = z.object(specificationsShape);
export type SpecificationsInput = z.output<typeof specificationsObject>;

/** Ring or bangle series of a size label. */
export function seriesOfSize(label: SizeLabel): SizeSeries {
  return (BANGLE_SIZES as readonly string[]).includes(label) ? 'bangle' : 'ring';
}

/**
 * Net is not above gross. The rules across fields run even when a field has failed its own check
 * (zod keeps parsing to report every field), so a weight with too many decimals is left to its
 * field's message here rather than converted (gramsToMg throws on it).
 */
const notGreater = (net: number, gross: number | undefined) =>
  gross === undefined ||
  !hasAtMostDecimals(net, 3) ||
  !hasAtMostDecimals(gross, 3) ||
  gramsToMg(net) <= gramsToMg(gross);

/** The rules across fields; for z.object({ ...fields, ...specificationsShape }).superRefine(checkSpecifications). */
export function checkSpecifications(spec: SpecificationsInput, ctx: z.RefinementCtx): void {
  const issue = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path, message });

  if (spec.purity !== undefined && (spec.metal === undefined || !isPurityOf(spec.metal, spec.purity))) {
    issue(['purity'], PRICE_MESSAGES.purityOfMetal);
  }
  if (spec.netWeight !== undefined && !notGreater(spec.netWeight, spec.grossWeight))
    issue(['netWeight'], SPEC_MESSAGES.netAboveGross);

  if ((spec.makingChargeType === undefined) !== (spec.makingChargeValue === undefined)) {
    issue(
      [spec.makingChargeType === undefined ? 'makingChargeType' : 'makingChargeValue'],
      SPEC_MESSAGES.makingBothOrNeither,
    );
  } else if (
    spec.makingChargeType === 'percent' &&
    spec.makingChargeValue !== undefined &&
    spec.makingChargeValue > 100
  ) {
    issue(['makingChargeValue'], SPEC_MESSAGES.makingPercentInvalid);
  }

  if (spec.huid !== undefined && spec.hallmarked === false) issue(['huid'], SPEC_MESSAGES.huidNeedsHallmark);

  const sizes = spec.sizes ?? [];
  const labels = new Set<string>();
  sizes.forEach((size, index) => {
    if (!notGreater(size.netWeight, size.grossWeight))
      issue(['sizes', index, 'netWeight'], SPEC_MESSAGES.netAboveGross);
    if (labels.has(size.label)) issue(['sizes', index, 'label'], SPEC_MESSAGES.sizeDuplicate);
    labels.add(size.label);
  });
  if (new Set(sizes.map((size) => seriesOfSize(size.label))).size > 1) issue(['sizes'], SPEC_MESSAGES.sizesMixed);
}

/** Specifications alone, from JSON or from multipart form fields. */
export const specificationsInput = specificationsObject.superRefine(checkSpecifications);

// ---- Size series by name -------------------------------------------------------

const RING_WORDS = new Set(['ring', 'rings', 'band', 'bands', 'signet']);
const BANGLE_WORDS = new Set(['bangle', 'bangles', 'kada', 'kadas', 'kadaa']);

/**
 * The size series a name points to: 'Gold Rings', 'goldRings' -> ring; 'Kada', 'polkiBangles' ->
 * bangle; 'Earrings', 'Gold' -> null (unknown, so nothing to check against).
 */
export function sizeSeriesFor(name: string): SizeSeries | null {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  if (words.some((w) => RING_WORDS.has(w))) return 'ring';
  if (words.some((w) => BANGLE_WORDS.has(w))) return 'bangle';
  return null;
}

/** False when a name (category, selection type, product name) points to the other series than the sizes'. */
export function sizesFitName(labels: readonly SizeLabel[], name: string): boolean {
  const wanted = sizeSeriesFor(name);
  return wanted === null || labels.every((label) => seriesOfSize(label) === wanted);
}

// ---- Stored shape (milligrams, paise) ------------------------------------------

export interface StoneStored {
  kind: StoneKind;
  count: number;
  /** Thousandths of a carat (0.125 ct is 125). */
  caratWeightThousandths: number | null;
  valuePaise: number;
}

export interface SizeStored {
  label: SizeLabel;
  netWeightMg: number;
  grossWeightMg: number | null;
}

export interface SpecificationsStored extends PricingSpecs {
  grossWeightMg: number | null;
  stones: StoneStored[];
  hallmarked: boolean | null;
  huid: string | null;
  sizes: SizeStored[];
}

const orNull = <T, U>(value: T | null | undefined, convert: (v: T) => U): U | null =>
  value == null ? null : convert(value);

export function specificationsToStored(spec: SpecificationsInput): SpecificationsStored {
  const makingType = spec.makingChargeValue === undefined ? undefined : spec.makingChargeType;
  return {
    metal: spec.metal ?? null,
    purity: spec.purity ?? null,
    grossWeightMg: orNull(spec.grossWeight, gramsToMg),
    netWeightMg: orNull(spec.netWeight, gramsToMg),
    makingChargeType: makingType ?? null,
    // Percent to basis points, rupees to paise: both are x 100.
    makingChargeValue: orNull(makingType && spec.makingChargeValue, (v) => toScaledInteger(v, 2)),
    stones: (spec.stones ?? []).map((s) => ({
      kind: s.kind,
      count: s.count,
      caratWeightThousandths: orNull(s.caratWeight, (c) => toScaledInteger(c, 3)),
      valuePaise: rupeesToPaise(s.value),
    })),
    hallmarked: spec.hallmarked ?? null,
    huid: spec.huid ?? null,
    sizes: (spec.sizes ?? []).map((s) => ({
      label: s.label,
      netWeightMg: gramsToMg(s.netWeight),
      grossWeightMg: orNull(s.grossWeight, gramsToMg),
    })),
  };
}

// ---- Product JSON (grams, rupees) ----------------------------------------------

export const specificationsOutput = z.object({
  metal: metalSchema.nullable(),
  purity: puritySchema.nullable(),
  grossWeight: z.number().nullable(),
  netWeight: z.number().nullable(),
  makingChargeType: z.enum(MAKING_CHARGE_TYPES).nullable(),
  makingChargeValue: z.number().nullable(),
  stones: z.array(
    z.object({ kind: z.enum(STONE_KINDS), count: z.number(), caratWeight: z.number().nullable(), value: z.number() }),
  ),
  hallmarked: z.boolean().nullable(),
  huid: z.string().nullable(),
  sizes: z.array(z.object({ label: z.enum(SIZE_LABELS), netWeight: z.number(), grossWeight: z.number().nullable() })),
});
export type SpecificationsDto = z.infer<typeof specificationsOutput>;

export function specificationsToDto(stored: SpecificationsStored): SpecificationsDto {
  const value = stored.makingChargeValue;
  return {
    metal: stored.metal,
    purity: stored.purity,
    grossWeight: orNull(stored.grossWeightMg, mgToGrams),
    netWeight: orNull(stored.netWeightMg, mgToGrams),
    makingChargeType: stored.makingChargeType,
    makingChargeValue:
      value === null
        ? null
        : stored.makingChargeType === 'percent'
          ? basisPointsToPercent(value)
          : paiseToRupees(value),
    stones: stored.stones.map((s) => ({
      kind: s.kind,
      count: s.count,
      caratWeight: orNull(s.caratWeightThousandths, (t) => t / 1000),
      value: paiseToRupees(s.valuePaise),
    })),
    hallmarked: stored.hallmarked,
    huid: stored.huid,
    sizes: stored.sizes.map((s) => ({
      label: s.label,
      netWeight: mgToGrams(s.netWeightMg),
      grossWeight: orNull(s.grossWeightMg, mgToGrams),
    })),
  };
}

/** A product's price in rupees; null in the product JSON means 'Price on request'. */
export const priceOutput = z.object({
  total: z.number(),
  metalValue: z.number(),
  making: z.number(),
  stones: z.number(),
  gst: z.number(),
  /** Percent: 3 for 3%. */
  gstRate: z.number(),
  /** Rupees per gram of the piece's purity. */
  ratePerGram: z.number(),
  /** Epoch ms of that rate (of the fine rate when derived); null when unknown. */
  rateUpdatedAt: z.number().nullable(),
  /** The size priced when the piece comes in sizes (its cheapest: a 'from' price), else null. */
  sizeLabel: z.enum(SIZE_LABELS).nullable(),
});
export type PriceDto = z.infer<typeof priceOutput>;

/** The OpenAPI documents' example price: 12.129 g of 22K gold at 12% making with two pearls. */
export const PRICE_EXAMPLE: PriceDto = {
  total: 98117.87,
  metalValue: 80578.12,
  making: 9669.37,
  stones: 5012,
  gst: 2857.78,
  gstRate: 3,
  ratePerGram: 6643.5,
  rateUpdatedAt: 1795400000000,
  sizeLabel: null,
};

export function priceToDto(
  priced: ProductPrice | null,
  rateUpdatedAt: number | null,
  gstRateBasisPoints = GST_RATE_BASIS_POINTS,
): PriceDto | null {
  if (!priced) return null;
  const { price } = priced;
  return {
    total: paiseToRupees(price.total),
    metalValue: paiseToRupees(price.metalValue),
    making: paiseToRupees(price.making),
    stones: paiseToRupees(price.stones),
    gst: paiseToRupees(price.gst),
    gstRate: basisPointsToPercent(gstRateBasisPoints),
    ratePerGram: paiseToRupees(priced.ratePerGramPaise),
    rateUpdatedAt,
    sizeLabel: priced.sizeLabel,
  };
}
