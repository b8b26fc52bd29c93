import type { FlightOffer } from '../../../core/travel-data';
import { TravelProviderError, type FlightOfferQuery } from '../port';
import { findAirport } from './airport-data';
import { isLowCost } from './airlines-by-region';
import { referenceUnitsPerUsd } from '../../../core/reference-rates';
import { formatMinorUnits, usdToMinorUnits } from './exchange-rates';
import { itineraryFareUsd, offerTotalUsd, routeDayFareUsd, type ItineraryFareFactors } from './flight-prices';
import {
  drawItinerary,
  reversePlan,
  scheduleItinerary,
  type ItineraryDraw,
  type TimedItinerary,
} from './flight-schedule';
import { isUnservedRoute } from './no-service';
import { hashParts, seededRandom, type Random } from './random';
import { planRoutes, type RoutePlan, type RoutePlans } from './route-plans';
import { parseTravelDate, type TravelDate } from './travel-time';

/** SPEC §9: at most 50 flight offers. */
export const maxFlightOffers = 50;

/** A return flight leaves at least this long after the outbound lands. */
const minStayMinutes = 90;

const invalidSearch = (detail: string) =>
  new TravelProviderError('invalid_request', `Invalid flight search: ${detail}.`);

function requireDate(text: string, field: string): TravelDate {
  const date = parseTravelDate(text);
  if (!date) throw invalidSearch(`${field} must be a date like 2026-12-01, got '${text}'`);
  return date;
}

function validate(query: FlightOfferQuery): { departure: TravelDate; return?: TravelDate } {
  const departure = requireDate(query.departureDate, 'departureDate');
  const returnDate = query.returnDate ? requireDate(query.returnDate, 'returnDate') : undefined;
  if (returnDate && returnDate.epochDay < departure.epochDay)
    throw invalidSearch('returnDate is before departureDate');
  const { adults, children } = query;
  if (!Number.isInteger(adults) || adults < 1 || adults > 9) throw invalidSearch('adults must be 1 to 9');
  if (!Number.isInteger(children) || children < 0 || adults + children > 9) {
    throw invalidSearch('at most 9 travellers in all');
  }
  if (!Object.hasOwn(referenceUnitsPerUsd, query.currencyCode))
    throw invalidSearch(`unknown currency ${query.currencyCode}`);
  return { departure, return: returnDate };
}

/** Busy routes get more offers: 12 to 40 where flown direct, 6 to 20 with connections only. */
function offerCount(routeKey: string, plans: RoutePlans): number {
  const hash = hashParts('offer-count', routeKey);
  return plans.direct ? 12 + (hash % 29) : 6 + (hash % 15);
}

/** The first offer is the direct flight when there is one; then about half direct, half via a hub. */
function choosePlan(plans: RoutePlans, offerIndex: number, random: Random): RoutePlan {
  const direct = plans.direct;
  if (direct && (offerIndex === 0 || plans.connecting.length === 0 || random.chance(0.55))) return direct;
  return random.pick(plans.connecting);
}

/** One generated offer before it is dated and priced: its two itineraries' draws and its own spread. */
export interface OfferDraft {
  outbound: ItineraryDraw;
  back: ItineraryDraw;
  spread: number;
}

/** A route the sandbox flies: its key, for seeds and daily demand, and how it can be flown. */
export interface FlownRoute {
  routeKey: string;
  plans: RoutePlans;
}

/** The route between two codes (airports, or cities by their main airport), or undefined when nothing flies it. */
export function flownRoute(originCode: string, destinationCode: string): FlownRoute | undefined {
  const origin = findAirport(originCode);
  const destination = findAirport(destinationCode);
  if (!origin || !destination || origin.cityCode === destination.cityCode) return undefined;
  if (!origin.scheduled || !destination.scheduled || isUnservedRoute(origin, destination)) return undefined;
  const plans = planRoutes(origin, destination);
  if (!plans.direct && plans.connecting.length === 0) return undefined;
  return { routeKey: `${origin.code}-${destination.code}`, plans };
}

/**
 * The route's offers, undated. Each offer's plan, carriers and spread come from the route and the offer's index
 * alone, so a date change moves times and prices and nothing else.
 */
export function* draftOffers(route: FlownRoute, nonStop: boolean): Generator<OfferDraft> {
  const { routeKey, plans } = route;
  if (nonStop && !plans.direct) return;
  for (let offerIndex = 0; offerIndex < offerCount(routeKey, plans); offerIndex += 1) {
    const random = seededRandom('flight-offer', routeKey, offerIndex);
    const plan = choosePlan(plans, offerIndex, random);
    if (nonStop && plan.length > 1) continue;
    const outbound = drawItinerary(plan, random);
    const spread = random.between(0.92, 1.3);
    const back = drawItinerary(
      reversePlan(plan),
      seededRandom('flight-return', routeKey, offerIndex),
      [...outbound.carriers].reverse(),
    );
    yield { outbound, back, spread };
  }
}

/** How an itinerary of an offer moves the route's day fare. */
export function fareFactors(draw: ItineraryDraw, spread: number): ItineraryFareFactors {
  return { stops: draw.carriers.length - 1, lowCost: draw.carriers.every(isLowCost), spread };
}

interface PricedOffer {
  totalMinor: number;
  departureUtc: number;
  itineraries: TimedItinerary[];
}

/** Offers for one route and date, cheapest first, ids '1', '2', …. */
export function searchFlights(query: FlightOfferQuery): FlightOffer[] {
  const dates = validate(query);
  const route = flownRoute(query.originLocationCode, query.destinationLocationCode);
  if (!route) return [];
  const { routeKey, plans } = route;
  const dayFare = (date: TravelDate) => routeDayFareUsd(routeKey, plans.distanceKm, date);
  const departureFare = dayFare(dates.departure);
  const returnFare = dates.return ? dayFare(dates.return) : 0;

  const offers: PricedOffer[] = [];
  for (const draft of draftOffers(route, query.nonStop)) {
    const outbound = scheduleItinerary(draft.outbound, dates.departure);
    const timed = [outbound];
    const fares = [itineraryFareUsd(departureFare, fareFactors(draft.outbound, draft.spread))];
    if (dates.return) {
      const back = scheduleItinerary(draft.back, dates.return);
      if (back.departureUtc < outbound.arrivalUtc + minStayMinutes) continue;
      timed.push(back);
      fares.push(itineraryFareUsd(returnFare, fareFactors(draft.back, draft.spread)));
    }
    const totalUsd = offerTotalUsd(fares, query.travelClass, query.adults, query.children);
    offers.push({
      totalMinor: usdToMinorUnits(totalUsd, query.currencyCode),
      departureUtc: outbound.departureUtc,
      itineraries: timed,
    });
  }

  const limit = Math.max(0, Math.min(Math.floor(query.max), maxFlightOffers));
  return offers
    .sort((left, right) => left.totalMinor - right.totalMinor || left.departureUtc - right.departureUtc)
    .slice(0, limit)
    .map((offer, index) => ({
      id: String(index + 1),
      price: { total: formatMinorUnits(offer.totalMinor), currency: query.currencyCode },
      itineraries: offer.itineraries.map((itinerary) => itinerary.itinerary),
      validatingAirlineCodes: offer.itineraries[0]?.carriers.slice(0, 1) ?? [],
    }));
}
