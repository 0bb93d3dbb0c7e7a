import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@shared/messages';
import { SPEC_MESSAGES } from '@shared/messages/back-office';
import { computePrice } from '@shared/pricing';
import { rateRows } from '@shared/schemas/rates';
import { specificationsInput } from '@shared/schemas/specifications';
import {
  EMPTY_SPEC_DRAFT,
  hasSpecifications,
  nextSizeLabel,
  parseSpecDraft,
  previewPrice,
  specDraftFromDto,
  specFormFields,
  type SpecDraft,
} from './spec-form';

const ring: SpecDraft = {
  ...EMPTY_SPEC_DRAFT,
  metal: 'gold',
  purity: '22K',
  grossWeight: '4.5',
  netWeight: '4.125',
  makingChargeType: 'percent',
  makingChargeValue: '12',
  stones: [{ kind: 'diamond', count: '2', caratWeight: '0.1', value: '12000' }],
  hallmarked: 'true',
  huid: 'ab12c9',
};

function parsed(draft: SpecDraft) {
  const result = parseSpecDraft(draft);
  if (!result.ok) throw new Error(result.first);
  return result.spec;
}

describe('parseSpecDraft', () => {
  it('parses what the admin typed as the server will', () => {
    expect(parsed(ring)).toEqual({
      metal: 'gold',
      purity: '22K',
      grossWeight: 4.5,
      netWeight: 4.125,
      makingChargeType: 'percent',
      makingChargeValue: 12,
      stones: [{ kind: 'diamond', count: 2, caratWeight: 0.1, value: 12000 }],
      hallmarked: true,
      huid: 'AB12C9',
    });
    expect(hasSpecifications(parsed(EMPTY_SPEC_DRAFT))).toBe(false);
  });

  it('keys the shared schema messages by field path', () => {
    const result = parseSpecDraft({
      ...ring,
      purity: '999',
      netWeight: '5',
      grossWeight: '4',
      makingChargeValue: '',
      stones: [{ kind: 'ruby', count: '0', caratWeight: '', value: '1' }],
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toMatchObject({
        purity: PRICE_MESSAGES.purityOfMetal,
        netWeight: SPEC_MESSAGES.netAboveGross,
        makingChargeValue: SPEC_MESSAGES.makingBothOrNeither,
        'stones.0.count': SPEC_MESSAGES.stoneCountInvalid,
      });
    }
  });

  it('ignores the sizes while no series is chosen', () => {
    expect(
      parsed({ ...ring, sizeSeries: '', sizes: [{ label: '12', netWeight: 'x', grossWeight: '' }] }).sizes,
    ).toBeUndefined();
  });
});

describe('specFormFields', () => {
  it('sends plain fields and the lists as JSON text, which the multipart schema reads back', () => {
    const fields = specFormFields(
      parsed({ ...ring, sizeSeries: 'ring', sizes: [{ label: '12', netWeight: '4.1', grossWeight: '' }] }),
    );
    expect(fields).toEqual({
      metal: 'gold',
      purity: '22K',
      grossWeight: '4.5',
      netWeight: '4.125',
      makingChargeType: 'percent',
      makingChargeValue: '12',
      hallmarked: 'true',
      huid: 'AB12C9',
      stones: '[{"kind":"diamond","count":2,"caratWeight":0.1,"value":12000}]',
      sizes: '[{"label":"12","netWeight":4.1}]',
    });
    expect(specificationsInput.parse(fields)).toEqual(
      parsed({ ...ring, sizeSeries: 'ring', sizes: [{ label: '12', netWeight: '4.1', grossWeight: '' }] }),
    );
  });

  it('clears an edited product emptied of its specifications, and sends nothing for one that had none', () => {
    expect(specFormFields(parsed(EMPTY_SPEC_DRAFT), { clearWhenEmpty: true })).toEqual({ clearSpecifications: 'true' });
    expect(specFormFields(parsed(EMPTY_SPEC_DRAFT))).toEqual({});
  });
});

describe('specDraftFromDto', () => {
  it('shows stored specifications in the form, sizes with their series', () => {
    const draft = specDraftFromDto({
      metal: 'gold',
      purity: '22K',
      grossWeight: null,
      netWeight: 4.125,
      makingChargeType: null,
      makingChargeValue: null,
      stones: [],
      hallmarked: false,
      huid: null,
      sizes: [{ label: '2.4', netWeight: 20, grossWeight: null }],
    });
    expect(draft).toMatchObject({
      metal: 'gold',
      netWeight: '4.125',
      grossWeight: '',
      hallmarked: 'false',
      sizeSeries: 'bangle',
      sizes: [{ label: '2.4', netWeight: '20', grossWeight: '' }],
    });
    expect(nextSizeLabel('bangle', draft.sizes)).toBe('2.2');
  });
});

describe('previewPrice', () => {
  const rates = rateRows({ '24K': 700_000 }, {});
  const expected = (making: { type: 'percent' | 'flat'; value: number } | null) =>
    // 22K derived: 7000 x 0.916 = 6412.00 a gram.
    computePrice({ netWeightMg: 4125, ratePerGramPaise: 641_200, making, stones: [{ valuePaise: 1_200_000 }] });

  it('prices with the piece’s own making charge at the derived rate', () => {
    const preview = previewPrice(parsed(ring), rates, { type: 'flat', value: 99 });
    expect(preview).toMatchObject({
      netWeightMg: 4125,
      categoryMaking: false,
      priced: { derivedRate: true, ratePerGramPaise: 641_200, price: expected({ type: 'percent', value: 1200 }) },
    });
  });

  it('falls back to the category’s making charge', () => {
    const preview = previewPrice(parsed({ ...ring, makingChargeType: '', makingChargeValue: '' }), rates, {
      type: 'flat',
      value: 50_000,
    });
    expect(preview).toMatchObject({
      categoryMaking: true,
      priced: { price: expected({ type: 'flat', value: 50_000 }) },
    });
  });

  it('is the cheapest size for a piece in sizes, and null without metal or weight', () => {
    const sized = previewPrice(
      parsed({
        ...ring,
        sizeSeries: 'ring',
        sizes: [
          { label: '14', netWeight: '5', grossWeight: '' },
          { label: '12', netWeight: '4.125', grossWeight: '' },
        ],
      }),
      rates,
      null,
    );
    expect(sized).toMatchObject({
      netWeightMg: 4125,
      priced: { sizeLabel: '12', price: expected({ type: 'percent', value: 1200 }) },
    });
    expect(previewPrice(parsed({ ...ring, netWeight: '', grossWeight: '' }), rates, null)).toBeNull();
    expect(previewPrice(parsed({ ...ring, metal: '', purity: '' }), rates, null)).toBeNull();
  });
});
