import { itineraryFareUsd, routeDayFareUsd } from './flight-prices';
import { draftOffers, fareFactors, type FlownRoute } from './flights';
import type { ExploreStay } from './explore-stays';
import type { ItineraryFareFactors } from './flight-prices';
import type { TravelDate } from './travel-time';

/**
 * A route's cheapest fare on every stay of an explore window, exactly as the sandbox's flight search prices it:
 * one adult's economy fare for both ways, which the search multiplies by cabin and travellers.
 */

interface OfferFactors {
  outbound: ItineraryFareFactors;
  back: ItineraryFareFactors;
}

/** The cheapest offer on one stay: its two fares added as the search adds them, and its outbound stops. */
export interface StayFare {
  fareUsd: number;
  stops: number;
}

export interface RouteFares {
  /** Per stay, in the stays' order; undefined where no offer flies it. */
  any: (StayFare | undefined)[];
  direct: (StayFare | undefined)[];
}

/** Each offer's fare factors: plan, carriers and spread do not change with the dates. */
function offerFactors(route: FlownRoute): OfferFactors[] {
  return [...draftOffers(route, false)].map((draft) => ({
    outbound: fareFactors(draft.outbound, draft.spread),
    back: fareFactors(draft.back, draft.spread),
  }));
}

function cheapestOn(
  offers: readonly OfferFactors[],
  departureFare: number,
  returnFare: number,
): StayFare | undefined {
  let best: StayFare | undefined;
  for (const offer of offers) {
    // (0 + outbound) + back: the search's reduce adds the same two numbers in the same order.
    const fareUsd =
      itineraryFareUsd(departureFare, offer.outbound) + itineraryFareUsd(returnFare, offer.back);
    if (!best || fareUsd < best.fareUsd) best = { fareUsd, stops: offer.outbound.stops };
  }
  return best;
}

export function routeFares(route: FlownRoute, stays: readonly ExploreStay[]): RouteFares {
  const offers = offerFactors(route);
  const directOffers = offers.filter((offer) => offer.outbound.stops === 0 && offer.back.stops === 0);
  const dayFares = new Map<string, number>();
  const dayFare = (date: TravelDate) => {
    let fare = dayFares.get(date.text);
    if (fare === undefined) {
      fare = routeDayFareUsd(route.routeKey, route.plans.distanceKm, date);
      dayFares.set(date.text, fare);
    }
    return fare;
  };
  const any: (StayFare | undefined)[] = [];
  const direct: (StayFare | undefined)[] = [];
  for (const stay of stays) {
    const departureFare = dayFare(stay.departure);
    const returnFare = dayFare(stay.returnDate);
    any.push(cheapestOn(offers, departureFare, returnFare));
    direct.push(cheapestOn(directOffers, departureFare, returnFare));
  }
  return { any, direct };
}
