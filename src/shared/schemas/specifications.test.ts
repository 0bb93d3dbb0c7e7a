import { describe, expect, it } from 'vitest';
import { SPEC_LIMITS } from '../constants';
import { PRICE_MESSAGES } from '../messages';
import { SPEC_MESSAGES } from '../messages/back-office';
import { priceProduct } from '../pricing';
import {
  priceToDto,
  sizeSeriesFor,
  sizesFitName,
  specificationsInput,
  specificationsToDto,
  specificationsToStored,
  type SpecificationsDto,
} from './specifications';

const firstIssue = (input: unknown) => specificationsInput.safeParse(input).error?.issues[0];
const firstMessage = (input: unknown) => firstIssue(input)?.message;

const ring = {
  metal: 'gold',
  purity: '22K',
  grossWeight: 4.5,
  netWeight: 4.125,
  makingChargeType: 'perGram',
  makingChargeValue: 450,
  stones: [
    { kind: 'diamond', count: 12, caratWeight: 0.36, value: 12_000 },
    { kind: 'ruby', count: 1, value: 1_500.5 },
  ],
  hallmarked: true,
  huid: 'ab12cd',
  sizes: [
    { label: '12', netWeight: 4.125, grossWeight: 4.5 },
    { label: '10', netWeight: 3.9 },
  ],
} as const;

// What comes back differs only where a field was not given, and in the HUID's case.
const ringDto: SpecificationsDto = {
  ...ring,
  stones: [ring.stones[0], { ...ring.stones[1], caratWeight: null }],
  huid: 'AB12CD',
  sizes: [ring.sizes[0], { ...ring.sizes[1], grossWeight: null }],
};

describe('specifications input', () => {
  it('leaves every field optional, so payloads without specifications still pass', () => {
    expect(specificationsInput.parse({})).toEqual({});
    expect(specificationsToStored({})).toEqual({
      metal: null,
      purity: null,
      grossWeightMg: null,
      netWeightMg: null,
      makingChargeType: null,
      makingChargeValue: null,
      stones: [],
      hallmarked: null,
      huid: null,
      sizes: [],
    });
  });

  it('stores milligrams, paise and basis points, and shows grams and rupees again', () => {
    const stored = specificationsToStored(specificationsInput.parse(ring));
    expect(stored).toEqual({
      metal: 'gold',
      purity: '22K',
      grossWeightMg: 4_500,
      netWeightMg: 4_125,
      makingChargeType: 'perGram',
      makingChargeValue: 45_000,
      stones: [
        { kind: 'diamond', count: 12, caratWeightThousandths: 360, valuePaise: 1_200_000 },
        { kind: 'ruby', count: 1, caratWeightThousandths: null, valuePaise: 150_050 },
      ],
      hallmarked: true,
      huid: 'AB12CD',
      sizes: [
        { label: '12', netWeightMg: 4_125, grossWeightMg: 4_500 },
        { label: '10', netWeightMg: 3_900, grossWeightMg: null },
      ],
    });
    expect(specificationsToDto(stored)).toEqual(ringDto);
    const percent = specificationsToStored(
      specificationsInput.parse({ makingChargeType: 'percent', makingChargeValue: '12.5' }),
    );
    expect(percent.makingChargeValue).toBe(1_250);
    expect(specificationsToDto(percent).makingChargeValue).toBe(12.5);
  });

  it('reads the same specifications from multipart form fields', () => {
    const fields: Record<string, string> = {
      metal: 'gold',
      purity: '22K',
      grossWeight: '4.5',
      netWeight: '4.125',
      makingChargeType: 'perGram',
      makingChargeValue: '450',
      stones: JSON.stringify([
        { kind: 'diamond', count: '12', caratWeight: '0.36', value: '12000' },
        { kind: 'ruby', count: 1, value: 1500.5 },
      ]),
      hallmarked: 'true',
      huid: ' ab12cd ',
      sizes: JSON.stringify([
        { label: '12', netWeight: '4.125', grossWeight: '4.5' },
        { label: 10, netWeight: 3.9, grossWeight: '' },
      ]),
    };
    expect(specificationsToDto(specificationsToStored(specificationsInput.parse(fields)))).toEqual(ringDto);
    expect(specificationsInput.parse({ hallmarked: 'false' }).hallmarked).toBe(false);
  });

  it('reads empty form fields and nulls as not given', () => {
    const blank = {
      metal: '',
      purity: '',
      grossWeight: '',
      netWeight: '',
      makingChargeType: '',
      makingChargeValue: '',
      stones: '',
      hallmarked: '',
      huid: '',
      sizes: '',
    };
    expect(specificationsToStored(specificationsInput.parse(blank))).toEqual(specificationsToStored({}));
    expect(specificationsInput.parse({ netWeight: null, stones: null })).toEqual({});
  });

  it('answers each bad field with its message', () => {
    const cases: Array<[unknown, string]> = [
      [{ metal: 'copper' }, PRICE_MESSAGES.metalInvalid],
      [{ metal: 'gold', purity: '21K' }, PRICE_MESSAGES.purityOfMetal],
      [{ netWeight: '4.1234' }, SPEC_MESSAGES.weightInvalid],
      [{ netWeight: 0 }, SPEC_MESSAGES.weightInvalid],
      [{ grossWeight: 'heavy' }, SPEC_MESSAGES.weightInvalid],
      [{ netWeight: SPEC_LIMITS.maxWeightGrams + 1 }, SPEC_MESSAGES.weightInvalid],
      [{ makingChargeType: 'hourly', makingChargeValue: 5 }, SPEC_MESSAGES.makingTypeInvalid],
      [{ makingChargeType: 'flat', makingChargeValue: -1 }, SPEC_MESSAGES.makingValueInvalid],
      [{ makingChargeType: 'flat', makingChargeValue: 10.555 }, SPEC_MESSAGES.makingValueInvalid],
      [{ stones: 'not json' }, SPEC_MESSAGES.stonesInvalid],
      [{ stones: '{"kind":"ruby"}' }, SPEC_MESSAGES.stonesInvalid],
      [{ stones: [5] }, SPEC_MESSAGES.stonesInvalid],
      [{ stones: [{ kind: 'opal', count: 1, value: 5 }] }, SPEC_MESSAGES.stoneKindInvalid],
      [{ stones: [{ kind: 'ruby', count: 0, value: 5 }] }, SPEC_MESSAGES.stoneCountInvalid],
      [{ stones: [{ kind: 'ruby', count: 1.5, value: 5 }] }, SPEC_MESSAGES.stoneCountInvalid],
      [{ stones: [{ kind: 'ruby', count: 1, caratWeight: 0.0001, value: 5 }] }, SPEC_MESSAGES.caratInvalid],
      [{ stones: [{ kind: 'ruby', count: 1, value: 1.234 }] }, SPEC_MESSAGES.stoneValueInvalid],
      [{ stones: [{ kind: 'ruby', count: 1 }] }, SPEC_MESSAGES.stoneValueInvalid],
      [
        { stones: Array.from({ length: SPEC_LIMITS.maxStones + 1 }, () => ({ kind: 'pearl', count: 1, value: 1 })) },
        SPEC_MESSAGES.stonesTooMany(SPEC_LIMITS.maxStones),
      ],
      [{ hallmarked: 'yes' }, SPEC_MESSAGES.hallmarkedInvalid],
      [{ hallmarked: 1 }, SPEC_MESSAGES.hallmarkedInvalid],
      [{ huid: 'AB12' }, SPEC_MESSAGES.huidInvalid],
      [{ huid: 'AB12C!' }, SPEC_MESSAGES.huidInvalid],
      [{ huid: 'AB12CDE' }, SPEC_MESSAGES.huidInvalid],
      [{ sizes: 'x' }, SPEC_MESSAGES.sizesInvalid],
      [{ sizes: [{ label: '31', netWeight: 3 }] }, SPEC_MESSAGES.sizeLabelInvalid],
      [{ sizes: [{ label: '2.1', netWeight: 3 }] }, SPEC_MESSAGES.sizeLabelInvalid],
      [{ sizes: [{ label: 2.1, netWeight: 3 }] }, SPEC_MESSAGES.sizeLabelInvalid],
      [{ sizes: [{ label: '12' }] }, SPEC_MESSAGES.weightInvalid],
    ];
    for (const [input, message] of cases) expect(firstMessage(input), JSON.stringify(input)).toBe(message);
  });

  it('checks the fields against each other', () => {
    const cases: Array<[unknown, string, PropertyKey[]]> = [
      [{ purity: '22K' }, PRICE_MESSAGES.purityOfMetal, ['purity']],
      [{ metal: 'silver', purity: '22K' }, PRICE_MESSAGES.purityOfMetal, ['purity']],
      [{ grossWeight: 4, netWeight: 4.001 }, SPEC_MESSAGES.netAboveGross, ['netWeight']],
      [{ makingChargeType: 'percent' }, SPEC_MESSAGES.makingBothOrNeither, ['makingChargeValue']],
      [{ makingChargeValue: 5 }, SPEC_MESSAGES.makingBothOrNeither, ['makingChargeType']],
      [
        { makingChargeType: 'percent', makingChargeValue: 100.01 },
        SPEC_MESSAGES.makingPercentInvalid,
        ['makingChargeValue'],
      ],
      [{ hallmarked: false, huid: 'AB12CD' }, SPEC_MESSAGES.huidNeedsHallmark, ['huid']],
      [
        { sizes: [{ label: '12', netWeight: 4.2, grossWeight: 4.1 }] },
        SPEC_MESSAGES.netAboveGross,
        ['sizes', 0, 'netWeight'],
      ],
      [
        {
          sizes: [
            { label: '12', netWeight: 4 },
            { label: 12, netWeight: 4.1 },
          ],
        },
        SPEC_MESSAGES.sizeDuplicate,
        ['sizes', 1, 'label'],
      ],
      [
        {
          sizes: [
            { label: '12', netWeight: 4 },
            { label: '2.4', netWeight: 20 },
          ],
        },
        SPEC_MESSAGES.sizesMixed,
        ['sizes'],
      ],
    ];
    for (const [input, message, path] of cases)
      expect(firstIssue(input), JSON.stringify(input)).toMatchObject({ message, path });
    expect(
      specificationsInput.safeParse({
        grossWeight: 4,
        netWeight: 4,
        makingChargeType: 'percent',
        makingChargeValue: 100,
      }).success,
    ).toBe(true);
    expect(specificationsInput.safeParse({ makingChargeType: 'flat', makingChargeValue: 500 }).success).toBe(true);
  });

  it('answers a weight with more than 3 decimals in any weight field with its message, never a throw', () => {
    const bad = '5.1234';
    const cases: Array<[unknown, PropertyKey[]]> = [
      [{ grossWeight: bad }, ['grossWeight']],
      [{ netWeight: bad }, ['netWeight']],
      [{ grossWeight: bad, netWeight: '5' }, ['grossWeight']],
      [{ grossWeight: '6', netWeight: bad }, ['netWeight']],
      [{ grossWeight: bad, netWeight: bad }, ['grossWeight']],
      [{ sizes: [{ label: '12', netWeight: bad }] }, ['sizes', 0, 'netWeight']],
      [{ sizes: [{ label: '12', netWeight: '5', grossWeight: bad }] }, ['sizes', 0, 'grossWeight']],
      [{ sizes: [{ label: '12', netWeight: bad, grossWeight: '6' }] }, ['sizes', 0, 'netWeight']],
    ];
    for (const [input, path] of cases)
      expect(firstIssue(input), JSON.stringify(input)).toMatchObject({ message: SPEC_MESSAGES.weightInvalid, path });
  });
});

describe('size series', () => {
  it('tells rings and bangles by name, and nothing else', () => {
    expect(sizeSeriesFor('Gold Rings')).toBe('ring');
    expect(sizeSeriesFor('goldRings')).toBe('ring');
    expect(sizeSeriesFor('Diamond Cocktail Ring')).toBe('ring');
    expect(sizeSeriesFor('Kada')).toBe('bangle');
    expect(sizeSeriesFor('polkiBangles')).toBe('bangle');
    expect(sizeSeriesFor('goldEarrings')).toBeNull();
    expect(sizeSeriesFor('Jhumka Earrings')).toBeNull();
    expect(sizeSeriesFor('Gold')).toBeNull();
  });

  it('fits sizes to a name that shows their series, or that shows none', () => {
    expect(sizesFitName(['10', '12'], 'Gold Rings')).toBe(true);
    expect(sizesFitName(['2.4'], 'Gold Rings')).toBe(false);
    expect(sizesFitName(['12'], 'Temple Bangles')).toBe(false);
    expect(sizesFitName(['2.4'], 'Gold')).toBe(true);
  });
});

describe('price in the product JSON', () => {
  it('shows rupees, the GST rate in percent and the size priced, or null on request', () => {
    const stored = specificationsToStored(specificationsInput.parse(ring));
    expect(priceToDto(priceProduct(stored, { '24K': 724_555 }), 1_700_000_000_000)).toEqual({
      // Size 10: 3.9 g x 6,636.92 = 25,883.988 -> 25,883.99; making 3.9 x 450 = 1,755; stones 13,500.50;
      // subtotal 41,139.49; GST 1,234.1847 -> 1,234.18.
      total: 42_373.67,
      metalValue: 25_883.99,
      making: 1_755,
      stones: 13_500.5,
      gst: 1_234.18,
      gstRate: 3,
      ratePerGram: 6_636.92,
      rateUpdatedAt: 1_700_000_000_000,
      sizeLabel: '10',
    });
    expect(priceToDto(priceProduct(stored, {}), null)).toBeNull();
  });
});
