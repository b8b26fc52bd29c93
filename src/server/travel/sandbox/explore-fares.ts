import { bagChoices, type BagChoice } from '../../../core/bag-choices';
import type { CabinClass } from '../../../core/cabin-classes';
import { referenceUnitsPerUsd } from '../../../core/reference-rates';
import { offerBagFeesEur } from './bag-fees';
import { cabinMultiplier, itineraryFareUsd, routeDayFareUsd } from './flight-prices';
import { draftDirections, draftOffers, fareFactors, type FlownRoute } from './flights';
import type { ExploreStay } from './explore-stays';
import type { ItineraryFareFactors } from './flight-prices';
import type { TravelDate } from './travel-time';

/**
 * A route's cheapest offer on every stay of an explore window for each bag choice, exactly as the sandbox's flight
 * search prices it: one adult's economy fare for both ways, which the search multiplies by cabin and travellers,
 * and one traveller's bag fee, which it multiplies by the travellers who carry bags. The cabin's multiple of the
 * fare against the same fee can make another offer the cheapest with bags, so the cabin is chosen by too. The cheapest is the cheapest
 * for one adult with those bags: for any party of adults the search's cheapest too; with children (three quarters
 * of a fare, a whole bag) the search may find a cheaper one, never a dearer.
 */

interface OfferFactors {
  outbound: ItineraryFareFactors;
  back: ItineraryFareFactors;
  feesEur: Record<BagChoice, number>;
}

/** The cheapest offer on one stay: its two fares added as the search adds them, its bag fee and outbound stops. */
export interface StayFare {
  fareUsd: number;
  feeEur: number;
  stops: number;
}

/** Per bag choice, per stay in the stays' order; undefined where no offer flies it. */
export type ChoiceFares = Record<BagChoice, (StayFare | undefined)[]>;

export interface RouteFares {
  any: ChoiceFares;
  direct: ChoiceFares;
}

/** Each offer's fare factors and bag fees: plan, carriers and spread do not change with the dates. */
function offerFactors(route: FlownRoute): OfferFactors[] {
  return [...draftOffers(route, false)].map((draft) => ({
    outbound: fareFactors(draft.outbound, draft.spread),
    back: fareFactors(draft.back, draft.spread),
    feesEur: offerBagFeesEur(draftDirections(draft, true)),
  }));
}

const usdPerEur = 1 / referenceUnitsPerUsd.EUR;

function cheapestOn(
  offers: readonly OfferFactors[],
  departureFare: number,
  returnFare: number,
  choice: BagChoice,
  cabinTimes: number,
): StayFare | undefined {
  let best: StayFare | undefined;
  let bestUsd = Number.POSITIVE_INFINITY;
  for (const offer of offers) {
    // (0 + outbound) + back: the search's reduce adds the same two numbers in the same order.
    const fareUsd =
      itineraryFareUsd(departureFare, offer.outbound) + itineraryFareUsd(returnFare, offer.back);
    const feeEur = offer.feesEur[choice];
    const usd = fareUsd * cabinTimes + feeEur * usdPerEur;
    if (usd < bestUsd) {
      bestUsd = usd;
      best = { fareUsd, feeEur, stops: offer.outbound.stops };
    }
  }
  return best;
}

const emptyChoices = (): ChoiceFares => ({ personal: [], cabin: [], checked: [] });

/** The route's fares on every stay, asked on the quote day, the cheapest chosen for the cabin. */
export function routeFares(
  route: FlownRoute,
  stays: readonly ExploreStay[],
  quoteDay: TravelDate,
  cabin: CabinClass,
): RouteFares {
  const cabinTimes = cabinMultiplier(cabin);
  const offers = offerFactors(route);
  const directOffers = offers.filter((offer) => offer.outbound.stops === 0 && offer.back.stops === 0);
  const dayFares = new Map<string, number>();
  const dayFare = (date: TravelDate) => {
    let fare = dayFares.get(date.text);
    if (fare === undefined) {
      fare = routeDayFareUsd(route, date, quoteDay);
      dayFares.set(date.text, fare);
    }
    return fare;
  };
  const any = emptyChoices();
  const direct = emptyChoices();
  for (const stay of stays) {
    const departureFare = dayFare(stay.departure);
    const returnFare = dayFare(stay.returnDate);
    for (const choice of bagChoices) {
      any[choice].push(cheapestOn(offers, departureFare, returnFare, choice, cabinTimes));
      direct[choice].push(cheapestOn(directOffers, departureFare, returnFare, choice, cabinTimes));
    }
  }
  return { any, direct };
}
