import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAKING_CHARGE_TYPES } from '@shared/constants';
import { computePrice, mgToGrams, paiseToRupees, type MakingCharge } from '@shared/pricing';
import type { PriceDto } from '@shared/schemas/specifications';
import { sizeBreakup } from './size-price';

/** The server's view of a piece priced at `netWeightMg`: its PriceDto and its total. */
function served(netWeightMg: number, ratePaise: number, making: MakingCharge | null, stonesPaise: number) {
  const price = computePrice({
    netWeightMg,
    ratePerGramPaise: ratePaise,
    making,
    stones: [{ valuePaise: stonesPaise }],
  })!;
  const dto: PriceDto = {
    total: paiseToRupees(price.total),
    metalValue: paiseToRupees(price.metalValue),
    making: paiseToRupees(price.making),
    stones: paiseToRupees(price.stones),
    gst: paiseToRupees(price.gst),
    gstRate: 3,
    ratePerGram: paiseToRupees(ratePaise),
    rateUpdatedAt: null,
    sizeLabel: '10',
  };
  return { dto, price };
}

describe('sizeBreakup', () => {
  it('gives back every line of a size priced by the shared rule, whatever the making charge', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 200_000 }),
        fc.integer({ min: 100, max: 200_000 }),
        fc.integer({ min: 100, max: 2_000_000 }),
        fc.constantFrom(...MAKING_CHARGE_TYPES, null),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        (cheapestMg, sizeMg, ratePaise, makingType, makingValue, stonesPaise) => {
          const making =
            makingType === null
              ? null
              : { type: makingType, value: makingType === 'percent' ? makingValue % 10_001 : makingValue };
          const { dto } = served(cheapestMg, ratePaise, making, stonesPaise);
          const size = served(sizeMg, ratePaise, making, stonesPaise).price;
          expect(sizeBreakup(dto, mgToGrams(sizeMg), paiseToRupees(size.total))).toEqual({
            metalValue: paiseToRupees(size.metalValue),
            making: paiseToRupees(size.making),
            stones: paiseToRupees(size.stones),
            gst: paiseToRupees(size.gst),
            total: paiseToRupees(size.total),
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('finds the making of a size the JSON does not state: ₹650 a gram on 3.810 g of 22K', () => {
    const { dto } = served(3_610, 716_341, { type: 'perGram', value: 65_000 }, 0);
    const size = served(3_810, 716_341, { type: 'perGram', value: 65_000 }, 0).price;
    const lines = sizeBreakup(dto, 3.81, paiseToRupees(size.total));
    expect(lines?.metalValue).toBe(27_292.59);
    expect(lines?.making).toBe(2_476.5);
  });

  it('gives null when no subtotal fits the total (a total below the metal value)', () => {
    const { dto } = served(3_610, 716_341, null, 0);
    expect(sizeBreakup(dto, 10, 100)).toBeNull();
  });
});
