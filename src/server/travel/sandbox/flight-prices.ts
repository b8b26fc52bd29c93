import type { CabinClass } from '../../../core/cabin-classes';
import { hashParts } from '../../../core/seeded-random';
import { fareCalendarMultiplier } from './price-calendar';
import { isYearEndHoliday, type TravelDate } from './travel-time';

/**
 * What a generated flight costs, in US dollars. One itinerary's economy fare for one adult comes from distance,
 * then travel-date, routing and carrier factors; the offer adds cabin and travellers.
 */

/**
 * One adult, economy, one way, non-stop on a network carrier: $40 plus a rate per km that falls on longer
 * flights (BEG–CDG $106, JFK–LHR $264, LHR–SYD $655). Fitted to published fares on 26 routes
 * (published-fares.ts, checked by fare-levels.test.ts).
 */
function baseFareUsd(distanceKm: number): number {
  return 40 + 48 * (distanceKm / 1000) ** 0.9;
}

/** Long-haul business sells at 4 to 5 times economy (published-fares.ts has Paris–Shanghai). */
const cabinMultipliers: Readonly<Record<CabinClass, number>> = {
  ECONOMY: 1,
  PREMIUM_ECONOMY: 1.6,
  BUSINESS: 4.5,
  FIRST: 7,
};

/** A child pays this share of an adult fare. */
const childFareShare = 0.75;

/** Sunday … Saturday: Friday and Sunday travel is dearest, Tuesday and Wednesday cheapest. */
const weekdayMultipliers = [1.15, 1.0, 0.88, 0.9, 1.0, 1.15, 0.97] as const;

/** January … December: summer holidays dearest, the winter lull cheapest. */
const monthMultipliers = [0.92, 0.85, 0.92, 1.0, 1.02, 1.12, 1.28, 1.3, 1.0, 0.95, 0.88, 1.0] as const;

/** Christmas and New Year. */
const holidayMultiplier = 1.35;

function seasonMultiplier(date: TravelDate): number {
  return isYearEndHoliday(date) ? holidayMultiplier : (monthMultipliers[date.month - 1] ?? 1);
}

function weekdayMultiplier(date: TravelDate): number {
  return weekdayMultipliers[date.weekday] ?? 1;
}

/** Connections sell cheaper than the direct flight they compete with. */
const stopsMultipliers = [1, 0.82, 0.75] as const;

function stopsMultiplier(stops: number): number {
  return stopsMultipliers[Math.min(stops, stopsMultipliers.length - 1)] ?? 1;
}

const lowCostMultiplier = 0.65;

/** Demand on one route and day moves every fare that day by up to ±4%. */
function dailyDemandMultiplier(routeKey: string, date: TravelDate): number {
  return 0.96 + ((hashParts('demand', routeKey, date.text) % 1000) / 1000) * 0.08;
}

/** What a route's fares depend on besides the date. */
export interface FareRoute {
  routeKey: string;
  distanceKm: number;
  /** The origin's and the destination's countries, whose public holidays make fares dearer. */
  countryCodes: readonly [string, string];
}

/**
 * One adult's economy fare on a route and day, asked on the quote day (the sandbox's "today", price-calendar.ts),
 * before the offer's own routing, carrier and spread.
 */
export function routeDayFareUsd(route: FareRoute, date: TravelDate, quoteDay: TravelDate): number {
  const { routeKey, distanceKm, countryCodes } = route;
  return (
    baseFareUsd(distanceKm) *
    seasonMultiplier(date) *
    weekdayMultiplier(date) *
    dailyDemandMultiplier(routeKey, date) *
    fareCalendarMultiplier({ quoteDay, date, routeKey, countryCodes })
  );
}

/** What an offer's itinerary does to the day's fare: stops, carrier and its own deterministic spread. */
export interface ItineraryFareFactors {
  stops: number;
  lowCost: boolean;
  /** This offer's own deterministic spread, around 1. */
  spread: number;
}

/**
 * One adult's economy fare for one itinerary (one direction) from the route's day fare. Search and explore both
 * price through here, multiplying in the same order, so explore's figures are the search's to the cent.
 */
export function itineraryFareUsd(routeDayFare: number, factors: ItineraryFareFactors): number {
  return (
    routeDayFare * stopsMultiplier(factors.stops) * (factors.lowCost ? lowCostMultiplier : 1) * factors.spread
  );
}

/** What a seat in the cabin costs against the same economy fare. */
export const cabinMultiplier = (cabin: CabinClass): number => cabinMultipliers[cabin];

/** The whole offer: every itinerary's fare, for the cabin and every traveller. */
export function offerTotalUsd(
  itineraryFares: readonly number[],
  cabin: CabinClass,
  adults: number,
  children: number,
): number {
  const fare = itineraryFares.reduce((sum, itineraryFare) => sum + itineraryFare, 0);
  return fare * cabinMultipliers[cabin] * (adults + childFareShare * children);
}
