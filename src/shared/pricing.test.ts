import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goldPriceSchema } from './schemas/gold';
import {
  computePrice,
  deriveRatePaise,
  divRoundHalfUp,
  gramsToMg,
  hasAtMostDecimals,
  lowestSizePrice,
  mgToGrams,
  mulDivRoundHalfUp,
  paiseToRupees,
  percentToBasisPoints,
  priceProduct,
  ratePerGramPaise,
  resolveRate,
  rupeesToPaise,
  type PricingSpecs,
} from './pricing';

/** The server's SQL form of the rounding rule, (2a + b) DIV (2b), modelled with exact integers. */
const sqlRoundHalfUp = (a: bigint, b: bigint): number => Number((2n * a + b) / (2n * b));

describe('rounding half up', () => {
  it('rounds at the half up and below it down', () => {
    expect(divRoundHalfUp(15, 10)).toBe(2);
    expect(divRoundHalfUp(14, 10)).toBe(1);
    expect(divRoundHalfUp(25, 10)).toBe(3);
    expect(divRoundHalfUp(0, 7)).toBe(0);
    expect(mulDivRoundHalfUp(500, 1001, 1000)).toBe(501); // 500.5
    expect(mulDivRoundHalfUp(1499, 1, 1000)).toBe(1);
  });

  it('gives what the SQL formula (2a + b) DIV (2b) gives', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (a, b) => {
        expect(divRoundHalfUp(a, b)).toBe(sqlRoundHalfUp(BigInt(a), BigInt(b)));
      }),
      { numRuns: 2000 },
    );
  });

  it('multiplies exactly past 2^53 (10 kg at a crore of rupees a gram)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (a, b, d) => {
          // The product may pass 2^53; the quotient must not (the function refuses an unsafe result).
          fc.pre((BigInt(a) * BigInt(b)) / BigInt(d) < BigInt(Number.MAX_SAFE_INTEGER));
          expect(mulDivRoundHalfUp(a, b, d)).toBe(sqlRoundHalfUp(BigInt(a) * BigInt(b), BigInt(d)));
        },
      ),
      { numRuns: 2000 },
    );
    // 9,999,999 mg x 999,999,999 paise/g = 9,999,998,990,000,001 > 2^53; / 1000 = ...990,000.001
    expect(mulDivRoundHalfUp(9_999_999, 999_999_999, 1000)).toBe(9_999_998_990_000);
  });

  it('refuses what is not a non-negative integer', () => {
    expect(() => divRoundHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divRoundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divRoundHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('rates per gram', () => {
  // 24K at 7,245.55 rupees a gram.
  const rates = { '24K': 724_555 };

  it('derives a purity from the fine rate by its fineness in thousandths', () => {
    expect(ratePerGramPaise('gold', '24K', rates)).toBe(724_555);
    expect(ratePerGramPaise('gold', '22K', rates)).toBe(663_692); // 7245.55 x 0.916 = 6636.9238
    expect(ratePerGramPaise('gold', '18K', rates)).toBe(543_416); // 5434.1625
    expect(ratePerGramPaise('gold', '14K', rates)).toBe(423_865); // 4238.6467
    expect(deriveRatePaise('silver', '925', 9_500)).toBe(8_788); // 87.875
    expect(deriveRatePaise('silver', '999', 9_500)).toBe(9_500);
    expect(deriveRatePaise('platinum', '950', 312_000)).toBe(312_000);
  });

  it('matches the IBJA rates of 1 Aug 2024 and the 6,800 example', () => {
    // 999 = 69,905 rupees per 10 g: 916 = 64,033, 750 = 52,429, 585 = 40,894 (per 10 g, whole rupees).
    const per10g = (paisePerGram: number) => Math.round((paisePerGram * 10) / 100);
    expect(per10g(deriveRatePaise('gold', '22K', 699_050))).toBe(64_033);
    expect(per10g(deriveRatePaise('gold', '18K', 699_050))).toBe(52_429);
    expect(per10g(deriveRatePaise('gold', '14K', 699_050))).toBe(40_894);
    expect(deriveRatePaise('gold', '22K', 680_000)).toBe(622_880); // 6,228.80, not 6,235.04
  });

  it('takes the shop’s own rate for a purity over the derived one', () => {
    expect(resolveRate('gold', '22K', { ...rates, '22K': 650_000 })).toEqual({
      ratePerGramPaise: 650_000,
      derived: false,
    });
    expect(resolveRate('gold', '18K', { ...rates, '22K': 650_000 })).toEqual({
      ratePerGramPaise: 543_416,
      derived: true,
    });
    expect(resolveRate('gold', '22K', { '22K': 650_000 })).toEqual({ ratePerGramPaise: 650_000, derived: false });
    expect(resolveRate('gold', '22K', { ...rates, '22K': null })?.derived).toBe(true);
  });

  it('has no rate when neither the purity nor its fine purity is set', () => {
    expect(ratePerGramPaise('gold', '22K', {})).toBeNull();
    expect(ratePerGramPaise('silver', '925', rates)).toBeNull();
    expect(ratePerGramPaise('gold', '24K', { '24K': null })).toBeNull();
  });

  it('refuses a purity of another metal', () => {
    expect(() => ratePerGramPaise('silver', '22K', rates)).toThrow(RangeError);
  });
});

describe('prices', () => {
  it('charges making as a percent of the metal value', () => {
    // 10 g at 6,000/g = 60,000; 12.5% making = 7,500; 3% GST of 67,500 = 2,025.
    expect(
      computePrice({ netWeightMg: 10_000, ratePerGramPaise: 600_000, making: { type: 'percent', value: 1250 } }),
    ).toEqual({
      metalValue: 6_000_000,
      making: 750_000,
      stones: 0,
      subtotal: 6_750_000,
      gst: 202_500,
      total: 6_952_500,
    });
  });

  it('charges making per gram of net weight, and adds the stones before GST', () => {
    // 4.125 g at 6,643.57/g = 27,404.72625 -> 27,404.73; 450/g making = 1,856.25;
    // stones 12,000 + 1,500.50; subtotal 42,761.48; GST 1,282.8444 -> 1,282.84.
    expect(
      computePrice({
        netWeightMg: 4_125,
        ratePerGramPaise: 664_357,
        making: { type: 'perGram', value: 45_000 },
        stones: [{ valuePaise: 1_200_000 }, { valuePaise: 150_050 }],
      }),
    ).toEqual({
      metalValue: 2_740_473,
      making: 185_625,
      stones: 1_350_050,
      subtotal: 4_276_148,
      gst: 128_284,
      total: 4_404_432,
    });
  });

  it('charges a flat making charge per piece', () => {
    // 2 g of sterling at 87.88/g = 175.76; flat 250; GST 12.7728 -> 12.77.
    expect(
      computePrice({ netWeightMg: 2_000, ratePerGramPaise: 8_788, making: { type: 'flat', value: 25_000 } }),
    ).toEqual({
      metalValue: 17_576,
      making: 25_000,
      stones: 0,
      subtotal: 42_576,
      gst: 1_277,
      total: 43_853,
    });
  });

  it('rounds each line half up to the paisa, once', () => {
    const gstOn = (subtotal: number) => computePrice({ netWeightMg: 1_000, ratePerGramPaise: subtotal })?.gst;
    expect(gstOn(50)).toBe(2); // 1.5 paise
    expect(gstOn(49)).toBe(1); // 1.47
    expect(gstOn(150)).toBe(5); // 4.5
    expect(gstOn(10_000_050)).toBe(300_002); // 300,001.5
    expect(computePrice({ netWeightMg: 500, ratePerGramPaise: 1_001 })?.metalValue).toBe(501); // 500.5
    expect(
      computePrice({ netWeightMg: 1_100, ratePerGramPaise: 1_000, making: { type: 'percent', value: 50 } })?.making,
    ).toBe(6); // 5.5
    expect(
      computePrice({ netWeightMg: 1_010, ratePerGramPaise: 1_000, making: { type: 'percent', value: 50 } })?.making,
    ).toBe(5); // 5.05
    expect(
      computePrice({ netWeightMg: 1_500, ratePerGramPaise: 1_000, making: { type: 'perGram', value: 3 } })?.making,
    ).toBe(5); // 4.5
  });

  it('takes another GST rate when given one', () => {
    expect(computePrice({ netWeightMg: 1_000, ratePerGramPaise: 10_000, gstRateBasisPoints: 500 })?.gst).toBe(500);
  });

  it('has no price without net weight or rate', () => {
    expect(computePrice({ netWeightMg: null, ratePerGramPaise: 600_000 })).toBeNull();
    expect(computePrice({ netWeightMg: 0, ratePerGramPaise: 600_000 })).toBeNull();
    expect(computePrice({ netWeightMg: 1_000, ratePerGramPaise: null })).toBeNull();
    expect(
      computePrice({ netWeightMg: undefined, ratePerGramPaise: undefined, stones: [{ valuePaise: 100 }] }),
    ).toBeNull();
  });

  it('adds up exactly: total = metal + making + stones + GST, GST = 3% of the subtotal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { maxLength: 50 }),
        (mg, rate, bp, stones) => {
          const p = computePrice({
            netWeightMg: mg,
            ratePerGramPaise: rate,
            making: { type: 'percent', value: bp },
            stones: stones.map((valuePaise) => ({ valuePaise })),
          })!;
          expect(p.metalValue).toBe(sqlRoundHalfUp(BigInt(mg) * BigInt(rate), 1000n));
          expect(p.subtotal).toBe(p.metalValue + p.making + p.stones);
          expect(p.gst).toBe(sqlRoundHalfUp(BigInt(p.subtotal) * 300n, 10_000n));
          expect(p.total).toBe(p.subtotal + p.gst);
        },
      ),
    );
  });
});

describe('sizes and the from price', () => {
  const base = { ratePerGramPaise: 663_692, making: { type: 'flat' as const, value: 50_000 } };

  it('prices every size and keeps the cheapest', () => {
    const sizes = [
      { label: '12', netWeightMg: 3_800 },
      { label: '10', netWeightMg: 3_500 },
      { label: '14', netWeightMg: 4_100 },
    ];
    const lowest = lowestSizePrice(base, sizes);
    expect(lowest?.size.label).toBe('10');
    expect(lowest?.price).toEqual(computePrice({ ...base, netWeightMg: 3_500 }));
  });

  it('keeps the first listed of equal prices, and has none without sizes or a rate', () => {
    expect(
      lowestSizePrice(base, [
        { label: '2.4', netWeightMg: 20_000 },
        { label: '2.2', netWeightMg: 20_000 },
      ])?.size.label,
    ).toBe('2.4');
    expect(lowestSizePrice(base, [])).toBeNull();
    expect(lowestSizePrice({ ratePerGramPaise: null }, [{ netWeightMg: 3_500 }])).toBeNull();
  });
});

describe('a product’s price from its specifications', () => {
  const specs: PricingSpecs = {
    metal: 'gold',
    purity: '22K',
    netWeightMg: 4_125,
    makingChargeType: 'perGram',
    makingChargeValue: 45_000,
    stones: [{ valuePaise: 1_350_050 }],
    sizes: [],
  };

  it('prices at the derived or the overridden rate', () => {
    expect(priceProduct(specs, { '24K': 724_555 })).toEqual({
      price: {
        metalValue: 2_737_730,
        making: 185_625,
        stones: 1_350_050,
        subtotal: 4_273_405,
        gst: 128_202,
        total: 4_401_607,
      },
      ratePerGramPaise: 663_692,
      derivedRate: true,
      sizeLabel: null,
    });
    const overridden = priceProduct(specs, { '24K': 724_555, '22K': 650_000 });
    expect(overridden?.ratePerGramPaise).toBe(650_000);
    expect(overridden?.derivedRate).toBe(false);
    expect(overridden?.price.metalValue).toBe(2_681_250);
  });

  it('prices the cheapest size when there are sizes', () => {
    const sized = priceProduct(
      {
        ...specs,
        sizes: [
          { label: '14', netWeightMg: 4_400 },
          { label: '11', netWeightMg: 3_900 },
        ],
      },
      { '24K': 724_555 },
    );
    expect(sized?.sizeLabel).toBe('11');
    expect(sized?.price.metalValue).toBe(mulDivRoundHalfUp(3_900, 663_692, 1000));
  });

  it('is on request without metal, purity, rate or weight, or a making type without value', () => {
    const rates = { '24K': 724_555 };
    expect(priceProduct({ ...specs, metal: null }, rates)).toBeNull();
    expect(priceProduct({ ...specs, purity: null }, rates)).toBeNull();
    expect(priceProduct({ ...specs, metal: 'silver' }, rates)).toBeNull();
    expect(priceProduct(specs, {})).toBeNull();
    expect(priceProduct({ ...specs, netWeightMg: null }, rates)).toBeNull();
    expect(priceProduct({ ...specs, makingChargeValue: null }, rates)?.price.making).toBe(0);
  });
});

describe('rupees and grams at the edges', () => {
  it('converts exactly despite binary fractions', () => {
    expect(rupeesToPaise(7245.55)).toBe(724_555);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(Object.is(rupeesToPaise(-0), 0)).toBe(true);
    expect(paiseToRupees(724_555)).toBe(7245.55);
    expect(gramsToMg(4.125)).toBe(4_125);
    expect(gramsToMg(0.001)).toBe(1);
    expect(mgToGrams(4_125)).toBe(4.125);
    expect(percentToBasisPoints(12.5)).toBe(1_250);
  });

  it('refuses more decimals than the unit has', () => {
    expect(() => rupeesToPaise(1.234)).toThrow(RangeError);
    expect(() => rupeesToPaise(1.005)).toThrow(RangeError);
    expect(() => gramsToMg(1.0005)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError);
    expect(hasAtMostDecimals(Number.POSITIVE_INFINITY, 2)).toBe(false);
  });

  it('round-trips every paisa and milligram, from numbers and from typed text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (n) => {
        expect(rupeesToPaise(paiseToRupees(n))).toBe(n);
        expect(rupeesToPaise(Number(`${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`))).toBe(n);
        expect(gramsToMg(mgToGrams(n))).toBe(n);
        expect(gramsToMg(Number(`${Math.floor(n / 1000)}.${String(n % 1000).padStart(3, '0')}`))).toBe(n);
      }),
      { numRuns: 5000 },
    );
  });

  it('converts every price the gold price schema accepts, to the paisa it is nearest', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.double({ min: -1e-5, max: 1e-5, noNaN: true }),
        (n, drift) => {
          const x = n / 100 + drift;
          // Above the schema's maximum a price is refused for its size, not its decimals.
          if (x > 10_000_000) return;
          if (goldPriceSchema.safeParse(x).success) expect(rupeesToPaise(x)).toBe(n);
          else expect(() => rupeesToPaise(x)).toThrow(RangeError);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
