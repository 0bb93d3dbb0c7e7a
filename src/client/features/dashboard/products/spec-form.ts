import {
  SIZE_SERIES,
  type MakingChargeType,
  type Metal,
  type Purity,
  type SizeLabel,
  type SizeSeries,
  type StoneKind,
} from '@shared/constants';
import { priceProduct, type MakingCharge, type ProductPrice } from '@shared/pricing';
import type { RateRow } from '@shared/schemas/rates';
import {
  seriesOfSize,
  specificationsInput,
  specificationsToStored,
  type SpecificationsDto,
  type SpecificationsInput,
} from '@shared/schemas/specifications';
import { errorsByPath } from '@client/lib/form-errors';
import { ratesByPurity } from '../lib/pricing-inputs';

// The specifications part of the product forms as pure data: the text the admin types, its
// parse by the shared schema (the server's messages, keyed by field path), the multipart fields
// it is sent as, and the price it will have, computed by the server's own rules.

export interface StoneDraft {
  kind: StoneKind;
  count: string;
  caratWeight: string;
  value: string;
}

export interface SizeDraft {
  label: SizeLabel;
  netWeight: string;
  grossWeight: string;
}

export interface SpecDraft {
  metal: Metal | '';
  purity: Purity | '';
  grossWeight: string;
  netWeight: string;
  makingChargeType: MakingChargeType | '';
  makingChargeValue: string;
  stones: StoneDraft[];
  /** '' is not stated. */
  hallmarked: '' | 'true' | 'false';
  huid: string;
  /** The size series the piece is sold in, or '' when it has no sizes. */
  sizeSeries: SizeSeries | '';
  sizes: SizeDraft[];
}

export const EMPTY_SPEC_DRAFT: SpecDraft = {
  metal: '',
  purity: '',
  grossWeight: '',
  netWeight: '',
  makingChargeType: '',
  makingChargeValue: '',
  stones: [],
  hallmarked: '',
  huid: '',
  sizeSeries: '',
  sizes: [],
};

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

/** A product's stored specifications as the form shows them. */
export function specDraftFromDto(spec: SpecificationsDto): SpecDraft {
  const first = spec.sizes[0];
  return {
    metal: spec.metal ?? '',
    purity: spec.purity ?? '',
    grossWeight: text(spec.grossWeight),
    netWeight: text(spec.netWeight),
    makingChargeType: spec.makingChargeType ?? '',
    makingChargeValue: text(spec.makingChargeValue),
    stones: spec.stones.map((s) => ({
      kind: s.kind,
      count: String(s.count),
      caratWeight: text(s.caratWeight),
      value: String(s.value),
    })),
    hallmarked: spec.hallmarked === null ? '' : spec.hallmarked ? 'true' : 'false',
    huid: spec.huid ?? '',
    sizeSeries: first ? seriesOfSize(first.label) : '',
    sizes: spec.sizes.map((s) => ({
      label: s.label,
      netWeight: String(s.netWeight),
      grossWeight: text(s.grossWeight),
    })),
  };
}

/** The next size of the series not listed yet (the first again when all are). */
export function nextSizeLabel(series: SizeSeries, sizes: readonly SizeDraft[]): SizeLabel {
  const labels: readonly SizeLabel[] = SIZE_SERIES[series];
  return labels.find((label) => !sizes.some((s) => s.label === label)) ?? labels[0] ?? '1';
}

export type SpecParse =
  { ok: true; spec: SpecificationsInput } | { ok: false; errors: Record<string, string>; first: string };

/** The draft parsed by the shared specifications schema, as the server will parse it. */
export function parseSpecDraft(draft: SpecDraft): SpecParse {
  const parsed = specificationsInput.safeParse({
    metal: draft.metal,
    purity: draft.purity,
    grossWeight: draft.grossWeight,
    netWeight: draft.netWeight,
    makingChargeType: draft.makingChargeType,
    makingChargeValue: draft.makingChargeValue,
    stones: draft.stones.length > 0 ? draft.stones : undefined,
    hallmarked: draft.hallmarked,
    huid: draft.huid,
    sizes: draft.sizeSeries && draft.sizes.length > 0 ? draft.sizes : undefined,
  });
  if (parsed.success) return { ok: true, spec: parsed.data };
  return { ok: false, errors: errorsByPath(parsed.error), first: parsed.error.issues[0]?.message ?? '' };
}

/** True when specifications (parsed, or a product's stored ones) say anything at all. */
export function hasSpecifications(spec: SpecificationsInput | SpecificationsDto): boolean {
  return Object.values(spec).some((v) => v != null && !(Array.isArray(v) && v.length === 0));
}

/**
 * The multipart fields of parsed specifications: plain text fields, stones and sizes as JSON
 * text. With nothing given, an edit that had specifications sends clearSpecifications instead
 * (an update with no specification field keeps the stored ones).
 */
export function specFormFields(spec: SpecificationsInput, { clearWhenEmpty = false } = {}): Record<string, string> {
  if (!hasSpecifications(spec)) return clearWhenEmpty ? { clearSpecifications: 'true' } : {};
  const fields: Record<string, string> = {};
  for (const key of [
    'metal',
    'purity',
    'grossWeight',
    'netWeight',
    'makingChargeType',
    'makingChargeValue',
    'hallmarked',
    'huid',
  ] as const) {
    const value = spec[key];
    if (value !== undefined) fields[key] = String(value);
  }
  if (spec.stones?.length) fields.stones = JSON.stringify(spec.stones);
  if (spec.sizes?.length) fields.sizes = JSON.stringify(spec.sizes);
  return fields;
}

export interface PricePreview {
  priced: ProductPrice;
  /** The net weight priced, in milligrams: the piece's, or its cheapest size's. */
  netWeightMg: number;
  /** The making charge came from the category (the piece has none of its own). */
  categoryMaking: boolean;
}

/**
 * The price the server will store for these specifications at these rates, the category's
 * default making charge applying when the piece has none of its own; null is 'Price on request'.
 */
export function previewPrice(
  spec: SpecificationsInput,
  rates: readonly RateRow[],
  categoryMaking: MakingCharge | null,
): PricePreview | null {
  const stored = specificationsToStored(spec);
  const own = stored.makingChargeType !== null && stored.makingChargeValue !== null;
  const making = own ? { type: stored.makingChargeType, value: stored.makingChargeValue } : categoryMaking;
  const priced = priceProduct(
    { ...stored, makingChargeType: making?.type ?? null, makingChargeValue: making?.value ?? null },
    ratesByPurity(rates),
  );
  if (!priced) return null;
  const size = priced.sizeLabel === null ? null : stored.sizes.find((s) => s.label === priced.sizeLabel);
  return {
    priced,
    netWeightMg: size ? size.netWeightMg : (stored.netWeightMg ?? 0),
    categoryMaking: !own && making !== null,
  };
}
