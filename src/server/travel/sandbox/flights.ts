import { LRUCache } from 'lru-cache';
import { defaultBagChoice, type BagChoice } from '../../../core/bag-choices';
import { travellersWithBags } from '../../../core/flight-bags';
import type { FlightOffer } from '../../../core/travel-data';
import { TravelProviderError, type FlightOfferQuery } from '../port';
import { findAirport } from './airport-data';
import { isLowCost } from './airlines-by-region';
import { offerBagFees, type ScheduledFlight } from './bag-fees';
import { referenceUnitsPerUsd } from '../../../core/reference-rates';
import { formatMinorUnits, usdToMinorUnits } from './exchange-rates';
import {
  itineraryFareUsd,
  offerTotalUsd,
  routeDayFareUsd,
  type FareRoute,
  type ItineraryFareFactors,
} from './flight-prices';
import {
  drawItinerary,
  reversePlan,
  scheduleItinerary,
  type ItineraryDraw,
  type TimedItinerary,
} from './flight-schedule';
import { isUnservedRoute } from './no-service';
import { hashParts, seededRandom, type Random } from '../../../core/seeded-random';
import { planRoutes, type RoutePlan, type RoutePlans } from './route-plans';
import { fareRefundable, fareRefundDraw } from './refund-terms';
import { parseTravelDate, type TravelDate } from './travel-time';

/** product.md §9: at most 50 flight offers. */
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

interface QueryDates {
  departure: TravelDate;
  return?: TravelDate;
}

function validate(query: FlightOfferQuery): QueryDates {
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

/** Each offer sells at its own spread over the route's day fare (flight-prices.ts). */
export const offerSpread = { min: 0.92, max: 1.3 } as const;

/** One generated offer before it is dated and priced: its two itineraries' draws and its own spread. */
export interface OfferDraft {
  outbound: ItineraryDraw;
  back: ItineraryDraw;
  spread: number;
  /** Whether the fare is refundable, by cabin (refund-terms.ts); no price depends on it. */
  refundDraw: number;
}

/** A route the sandbox flies: its key, for seeds and daily demand, what its fares depend on, how it can be flown. */
export interface FlownRoute extends FareRoute {
  plans: RoutePlans;
}

/** Planning a route walks the hub network: kept per pair of codes, as a search's grid asks the same route 49 times. */
const routesByCodes = new LRUCache<string, { route?: FlownRoute }>({ max: 5_000 });

/** The route between two codes (airports, or cities by their main airport), or undefined when nothing flies it. */
export function flownRoute(originCode: string, destinationCode: string): FlownRoute | undefined {
  const key = `${originCode.trim().toUpperCase()}-${destinationCode.trim().toUpperCase()}`;
  let known = routesByCodes.get(key);
  if (!known) {
    known = { route: planFlownRoute(originCode, destinationCode) };
    routesByCodes.set(key, known);
  }
  return known.route;
}

function planFlownRoute(originCode: string, destinationCode: string): FlownRoute | undefined {
  const origin = findAirport(originCode);
  const destination = findAirport(destinationCode);
  if (!origin || !destination || origin.cityCode === destination.cityCode) return undefined;
  if (!origin.scheduled || !destination.scheduled || isUnservedRoute(origin, destination)) return undefined;
  const plans = planRoutes(origin, destination);
  if (!plans.direct && plans.connecting.length === 0) return undefined;
  return {
    routeKey: `${origin.code}-${destination.code}`,
    distanceKm: plans.distanceKm,
    countryCodes: [origin.countryCode, destination.countryCode],
    plans,
  };
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
    const spread = random.between(offerSpread.min, offerSpread.max);
    const back = drawItinerary(
      reversePlan(plan),
      seededRandom('flight-return', routeKey, offerIndex),
      [...outbound.carriers].reverse(),
    );
    yield { outbound, back, spread, refundDraw: fareRefundDraw(routeKey, offerIndex) };
  }
}

/** How an itinerary of an offer moves the route's day fare. */
export function fareFactors(draw: ItineraryDraw, spread: number): ItineraryFareFactors {
  return { stops: draw.carriers.length - 1, lowCost: draw.carriers.every(isLowCost), spread };
}

/** A route's offers are the same on every date: drawn once per route, kept for the next search or grid cell. */
const draftsByRoute = new LRUCache<string, OfferDraft[]>({ max: 2_000 });

function routeDrafts(route: FlownRoute, nonStop: boolean): OfferDraft[] {
  let drafts = draftsByRoute.get(route.routeKey);
  if (!drafts) {
    drafts = [...draftOffers(route, false)];
    draftsByRoute.set(route.routeKey, drafts);
  }
  // Each offer has its own seed, so leaving out connections changes none of the direct offers.
  return nonStop ? drafts.filter((draft) => draft.outbound.plan.length === 1) : drafts;
}

interface PricedDraft {
  draft: OfferDraft;
  totalMinor: number;
  /** One traveller's price of each bag choice, in the query's currency. */
  bagFees: Record<BagChoice, number>;
  /** The total with the query's bags for every traveller who carries them: offers are ranked by it. */
  rankMinor: number;
}

interface ScheduledOffer extends PricedDraft {
  departureUtc: number;
  itineraries: TimedItinerary[];
}

/** The flights of each direction an offer flies, as the bag schedule reads them. */
export function draftDirections(draft: OfferDraft, roundTrip: boolean): ScheduledFlight[][] {
  const flights = (draw: ItineraryDraw) =>
    draw.plan.map((leg, index) => ({ carrier: draw.carriers[index] ?? '', distanceKm: leg.distanceKm }));
  return roundTrip ? [flights(draft.outbound), flights(draft.back)] : [flights(draft.outbound)];
}

/** Every offer's total for the query's dates, cabin and travellers asked on the quote day, before any is scheduled. */
function priceDrafts(
  query: FlightOfferQuery,
  route: FlownRoute,
  dates: QueryDates,
  quoteDay: TravelDate,
): PricedDraft[] {
  const bagCarriers = travellersWithBags(query);
  const choice = query.bags ?? defaultBagChoice;
  const departureFare = routeDayFareUsd(route, dates.departure, quoteDay);
  const returnFare = dates.return ? routeDayFareUsd(route, dates.return, quoteDay) : 0;
  return routeDrafts(route, query.nonStop).map((draft) => {
    const fares = [itineraryFareUsd(departureFare, fareFactors(draft.outbound, draft.spread))];
    if (dates.return) fares.push(itineraryFareUsd(returnFare, fareFactors(draft.back, draft.spread)));
    const totalUsd = offerTotalUsd(fares, query.travelClass, query.adults, query.children);
    const totalMinor = usdToMinorUnits(totalUsd, query.currencyCode);
    const bagFees = offerBagFees(draftDirections(draft, dates.return !== undefined), query.currencyCode);
    const rankMinor = totalMinor + Math.round(bagFees[choice] * 100) * bagCarriers;
    return { draft, totalMinor, bagFees, rankMinor };
  });
}

/** The offer flown on the dates; undefined when its return would leave before the outbound lands. */
function schedule(priced: PricedDraft, dates: QueryDates): ScheduledOffer | undefined {
  const outbound = scheduleItinerary(priced.draft.outbound, dates.departure);
  if (!dates.return) return { ...priced, departureUtc: outbound.departureUtc, itineraries: [outbound] };
  const back = scheduleItinerary(priced.draft.back, dates.return);
  if (back.departureUtc < outbound.arrivalUtc + minStayMinutes) return undefined;
  return { ...priced, departureUtc: outbound.departureUtc, itineraries: [outbound, back] };
}

const cheaperFirst = (left: ScheduledOffer, right: ScheduledOffer) =>
  left.rankMinor - right.rankMinor || left.departureUtc - right.departureUtc;

function toFlightOffer(offer: ScheduledOffer, index: number, query: FlightOfferQuery): FlightOffer {
  return {
    id: String(index + 1),
    price: { total: formatMinorUnits(offer.totalMinor), currency: query.currencyCode },
    itineraries: offer.itineraries.map((itinerary) => itinerary.itinerary),
    validatingAirlineCodes: offer.itineraries[0]?.carriers.slice(0, 1) ?? [],
    refundable: fareRefundable(
      offer.draft.refundDraw,
      query.travelClass,
      fareFactors(offer.draft.outbound, offer.draft.spread).lowCost,
    ),
    bagFees: { ...offer.bagFees },
  };
}

/** Offers for one route and date asked on the quote day, cheapest first with the query's bags, ids '1', '2', …. */
export function searchFlights(query: FlightOfferQuery, quoteDay: TravelDate): FlightOffer[] {
  const dates = validate(query);
  const route = flownRoute(query.originLocationCode, query.destinationLocationCode);
  if (!route) return [];
  const limit = Math.max(0, Math.min(Math.floor(query.max), maxFlightOffers));
  return priceDrafts(query, route, dates, quoteDay)
    .flatMap((priced) => schedule(priced, dates) ?? [])
    .sort(cheaperFirst)
    .slice(0, limit)
    .map((offer, index) => toFlightOffer(offer, index, query));
}

/**
 * The first offer searchFlights would answer, found by scheduling only the cheapest with the query's bags: a date
 * grid prices 49 of them. Offers of equal total are all scheduled, as the search orders them by departure.
 */
export function cheapestFlight(query: FlightOfferQuery, quoteDay: TravelDate): FlightOffer | undefined {
  const dates = validate(query);
  const route = flownRoute(query.originLocationCode, query.destinationLocationCode);
  if (!route || query.max < 1) return undefined;
  const byTotal = priceDrafts(query, route, dates, quoteDay).sort(
    (left, right) => left.rankMinor - right.rankMinor,
  );
  let best: ScheduledOffer | undefined;
  for (const priced of byTotal) {
    if (best && priced.rankMinor > best.rankMinor) break;
    const scheduled = schedule(priced, dates);
    if (scheduled && (!best || cheaperFirst(scheduled, best) < 0)) best = scheduled;
  }
  return best && toFlightOffer(best, 0, query);
}
