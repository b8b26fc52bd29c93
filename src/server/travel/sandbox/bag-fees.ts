import type { BagChoice } from '../../../core/bag-choices';
import type { CurrencyCode } from '../../../core/currencies';
import type { IncludedBags } from '../../../core/travel-data';
import { hashParts } from '../../../core/seeded-random';
import type { Region } from '../../../core/world-regions';
import { isLowCost, regionOfCarrier } from './airlines-by-region';
import { eurToMinorUnits } from './exchange-rates';

/**
 * Each sandbox airline's bag schedule, of the shape airlines publish: a full-service carrier includes a cabin bag,
 * includes a checked bag on long haul (and on medium or short haul where its region's carriers do) and otherwise
 * sells one per direction; a low-cost carrier includes only the personal item and sells each bag per flight, dearer
 * with distance. Fees are set in euros, as European price lists are, and depend on the carrier and the flight
 * alone: never on the date, so an offer's bags cost the same on every day it flies.
 */

/** A flight as the schedule reads it: who flies it and how far. */
export interface ScheduledFlight {
  carrier: string;
  distanceKm: number;
}

/** From here a flight is long haul: every full-service carrier includes a checked bag. */
const longHaulKm = 4_000;
/** From here a flight is medium haul. */
const mediumHaulKm = 1_500;

/** Where full-service carriers of a region include a checked bag below long haul. */
const checkedIncludedFrom: Readonly<Record<Region, number>> = {
  'middle-east': 0,
  asia: 0,
  africa: 0,
  'latin-america': mediumHaulKm,
  oceania: mediumHaulKm,
  europe: longHaulKm,
  'north-america': longHaulKm,
};

/** The price list's steps: €0–4 that differ between carriers for the same flight. */
function carrierStep(carrier: string, kind: string): number {
  return hashParts('bag-fee', carrier, kind) % 5;
}

/** 0 on a short flight to 1 from 3,000 km: low-cost bag prices rise with distance, then level off. */
const distanceShare = (distanceKm: number) => Math.min(1, distanceKm / 3_000);

/** Whether the fare of this flight includes a cabin bag and a checked bag for every traveller. */
export function includedBagsOn(flight: ScheduledFlight): IncludedBags {
  if (isLowCost(flight.carrier)) return { carryOn: 0, checked: 0 };
  const region = regionOfCarrier.get(flight.carrier) ?? 'europe';
  const checkedIncluded = flight.distanceKm >= Math.min(longHaulKm, checkedIncludedFrom[region]);
  return { carryOn: 1, checked: checkedIncluded ? 1 : 0 };
}

/** A low-cost carrier's cabin bag for one flight: €10 on the shortest, up to €30. */
export function lowCostCabinFeeEur(flight: ScheduledFlight): number {
  return Math.min(
    30,
    10 + Math.round(16 * distanceShare(flight.distanceKm)) + carrierStep(flight.carrier, 'cabin'),
  );
}

/** A low-cost carrier's checked bag for one flight: €20 on the shortest, up to €45. */
export function lowCostCheckedFeeEur(flight: ScheduledFlight): number {
  return Math.min(
    45,
    20 + Math.round(21 * distanceShare(flight.distanceKm)) + carrierStep(flight.carrier, 'checked'),
  );
}

/** A full-service carrier's checked bag for one direction where the fare does not include it: €25 to €44. */
export function fullServiceCheckedFeeEur(flight: ScheduledFlight): number {
  const mediumHaul = flight.distanceKm >= mediumHaulKm ? 15 : 0;
  return 25 + mediumHaul + carrierStep(flight.carrier, 'checked');
}

/** What one traveller pays for a cabin bag and for a checked bag on one direction's flights, in euros. */
function directionFeesEur(flights: readonly ScheduledFlight[]): { cabin: number; checked: number } {
  let cabin = 0;
  let checked = 0;
  let fullServiceChecked = 0;
  for (const flight of flights) {
    if (isLowCost(flight.carrier)) {
      cabin += lowCostCabinFeeEur(flight);
      checked += lowCostCheckedFeeEur(flight);
    } else if (includedBagsOn(flight).checked === 0) {
      // Sold once for the direction: the bag is checked through to the last airport.
      fullServiceChecked = Math.max(fullServiceChecked, fullServiceCheckedFeeEur(flight));
    }
  }
  return { cabin, checked: checked + fullServiceChecked };
}

/**
 * One traveller's price in euros of each bag choice on an offer (every direction's flights): the personal item is
 * always included; 'checked' is the cabin bag and the checked bag.
 */
export function offerBagFeesEur(
  directions: readonly (readonly ScheduledFlight[])[],
): Record<BagChoice, number> {
  let cabin = 0;
  let checked = 0;
  for (const flights of directions) {
    const fees = directionFeesEur(flights);
    cabin += fees.cabin;
    checked += fees.checked;
  }
  return { personal: 0, cabin, checked: cabin + checked };
}

/** One traveller's fee in `currency` (minor units) at the sandbox's fixed rates: search and explore both use it. */
export const bagFeeMinor = (feeEur: number, currency: CurrencyCode) => eurToMinorUnits(feeEur, currency);

/** offerBagFeesEur in `currency` at the sandbox's fixed rates, as an offer's `bagFees`. */
export function offerBagFees(
  directions: readonly (readonly ScheduledFlight[])[],
  currency: CurrencyCode,
): Record<BagChoice, number> {
  const euros = offerBagFeesEur(directions);
  return {
    personal: bagFeeMinor(euros.personal, currency) / 100,
    cabin: bagFeeMinor(euros.cabin, currency) / 100,
    checked: bagFeeMinor(euros.checked, currency) / 100,
  };
}
