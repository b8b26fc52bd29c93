import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allCarriers } from './airlines-by-region';
import {
  fullServiceCheckedFeeEur,
  includedBagsOn,
  lowCostCabinFeeEur,
  lowCostCheckedFeeEur,
  offerBagFees,
} from './bag-fees';

const lowCost = allCarriers.filter((carrier) => carrier.lowCost).map((carrier) => carrier.code);
const fullService = allCarriers.filter((carrier) => !carrier.lowCost).map((carrier) => carrier.code);

describe('the sandbox airlines’ bag schedules', () => {
  it('low-cost carriers include only the personal item and sell bags per flight, dearer with distance', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...lowCost),
        fc.integer({ min: 100, max: 4_500 }),
        (carrier, distanceKm) => {
          const flight = { carrier, distanceKm };
          expect(includedBagsOn(flight)).toEqual({ carryOn: 0, checked: 0 });
          expect(lowCostCabinFeeEur(flight)).toBeGreaterThanOrEqual(10);
          expect(lowCostCabinFeeEur(flight)).toBeLessThanOrEqual(30);
          expect(lowCostCheckedFeeEur(flight)).toBeGreaterThanOrEqual(20);
          expect(lowCostCheckedFeeEur(flight)).toBeLessThanOrEqual(45);
          const farther = { carrier, distanceKm: distanceKm + 500 };
          expect(lowCostCabinFeeEur(farther)).toBeGreaterThanOrEqual(lowCostCabinFeeEur(flight));
          expect(lowCostCheckedFeeEur(farther)).toBeGreaterThanOrEqual(lowCostCheckedFeeEur(flight));
        },
      ),
    );
  });

  it('full-service carriers include a cabin bag everywhere and a checked bag on every long-haul flight', () => {
    for (const carrier of fullService) {
      expect(includedBagsOn({ carrier, distanceKm: 600 }).carryOn).toBe(1);
      expect(includedBagsOn({ carrier, distanceKm: 7_000 })).toEqual({ carryOn: 1, checked: 1 });
    }
  });

  it('includes the checked bag on shorter flights where the region’s carriers do', () => {
    expect(includedBagsOn({ carrier: 'EK', distanceKm: 900 }).checked).toBe(1);
    expect(includedBagsOn({ carrier: 'LA', distanceKm: 2_000 }).checked).toBe(1);
    expect(includedBagsOn({ carrier: 'LA', distanceKm: 900 }).checked).toBe(0);
    expect(includedBagsOn({ carrier: 'LH', distanceKm: 2_000 }).checked).toBe(0);
    expect(includedBagsOn({ carrier: 'AA', distanceKm: 3_500 }).checked).toBe(0);
  });

  it('sells a full-service checked bag once per direction, through every connection', () => {
    const viaHub = [
      { carrier: 'LH', distanceKm: 700 },
      { carrier: 'LH', distanceKm: 1_800 },
    ];
    const fees = offerBagFees([viaHub, [...viaHub].reverse()], 'EUR');
    const perDirection = fullServiceCheckedFeeEur({ carrier: 'LH', distanceKm: 1_800 });
    expect(fees).toEqual({ personal: 0, cabin: 0, checked: 2 * perDirection });
    expect(perDirection).toBeGreaterThanOrEqual(25);
    expect(perDirection).toBeLessThanOrEqual(44);
  });

  it('adds up a low-cost carrier’s fees over every flight of the trip; checked is the cabin bag and the checked bag', () => {
    const out = { carrier: 'FR', distanceKm: 1_200 };
    const back = { carrier: 'FR', distanceKm: 1_200 };
    const cabin = lowCostCabinFeeEur(out) + lowCostCabinFeeEur(back);
    const checked = lowCostCheckedFeeEur(out) + lowCostCheckedFeeEur(back);
    expect(offerBagFees([[out], [back]], 'EUR')).toEqual({ personal: 0, cabin, checked: cabin + checked });
  });

  it('prices the same flights the same every time, in the asked currency at the fixed rates', () => {
    const trip = [[{ carrier: 'U2', distanceKm: 1_000 }]];
    expect(offerBagFees(trip, 'EUR')).toEqual(offerBagFees(trip, 'EUR'));
    const euros = offerBagFees(trip, 'EUR').checked;
    // The reference rates hold 0.92 euros to the dollar.
    expect(offerBagFees(trip, 'USD').checked).toBeCloseTo(euros / 0.92, 2);
  });
});
