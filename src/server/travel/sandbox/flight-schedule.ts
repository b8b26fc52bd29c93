import type { FlightItinerary, FlightSegment } from '../../../core/travel-data';
import { utcOffsetHours } from './geo';
import { hashParts, type Random } from './random';
import type { Leg, RoutePlan } from './route-plans';
import { formatIsoDuration, formatLocalDateTime, toUtcMinutes, type TravelDate } from './travel-time';

/** Turns a route plan into a timed itinerary: block times from distance, local clock times at each airport. */

const cruiseKmPerHour = 800;
/** Taxi, climb and descent on top of the cruise. */
const groundAndClimbMinutes = 35;
const firstDepartureMinute = 5 * 60 + 30;
const lastDepartureMinute = 23 * 60;
const minLayoverMinutes = 45;
const maxLayoverMinutes = 180;

const roundToFiveMinutes = (minutes: number) => Math.round(minutes / 5) * 5;

/** Gate to gate: BEG–CDG (1,420 km) takes 2h20m, JFK–LHR (5,540 km) 7h30m. */
function blockMinutes(distanceKm: number): number {
  return roundToFiveMinutes((distanceKm / cruiseKmPerHour) * 60 + groundAndClimbMinutes);
}

export interface TimedItinerary {
  itinerary: FlightItinerary;
  /** Minutes since the epoch, UTC. */
  departureUtc: number;
  arrivalUtc: number;
  carriers: string[];
}

/** The same flight keeps its number: it comes from the carrier, the leg and the departure time. */
function flightNumber(carrier: string, leg: Leg, departureUtc: number): string {
  return String(100 + (hashParts(carrier, leg.from.code, leg.to.code, departureUtc % 1440) % 8900));
}

/** A low-cost carrier flies a leg about a third of the time when it serves it. */
const lowCostShare = 0.35;

function pickCarrier(
  leg: Leg,
  random: Random,
  previous: string | undefined,
  preferred: string | undefined,
): string {
  // A connection stays with one airline when it flies the next leg too; a return flies the outbound's airline.
  for (const candidate of [preferred, previous]) {
    if (
      candidate !== undefined &&
      (leg.carriers.includes(candidate) || leg.lowCostCarriers.includes(candidate))
    ) {
      return candidate;
    }
  }
  const useLowCost =
    leg.lowCostCarriers.length > 0 && (leg.carriers.length === 0 || random.chance(lowCostShare));
  return random.pick(useLowCost ? leg.lowCostCarriers : leg.carriers);
}

/**
 * Departs at a time `random` picks between 05:30 and 23:00 local; connections wait 45 to 180 minutes.
 * `preferredCarriers` (the outbound's, for a return) are kept on each leg they can fly.
 */
export function scheduleItinerary(
  plan: RoutePlan,
  date: TravelDate,
  random: Random,
  preferredCarriers: readonly string[] = [],
): TimedItinerary {
  const steps = (lastDepartureMinute - firstDepartureMinute) / 5;
  const departureMinute = firstDepartureMinute + 5 * random.integer(0, steps);
  const [firstLeg] = plan;
  if (!firstLeg) throw new RangeError('A route plan has at least one leg.');
  const departureUtc = toUtcMinutes(date, departureMinute, utcOffsetHours(firstLeg.from));

  let clock = departureUtc;
  let carrier: string | undefined;
  const segments: FlightSegment[] = [];
  const carriers: string[] = [];
  for (const leg of plan) {
    if (segments.length > 0) {
      clock += minLayoverMinutes + 5 * random.integer(0, (maxLayoverMinutes - minLayoverMinutes) / 5);
    }
    carrier = pickCarrier(leg, random, carrier, preferredCarriers[segments.length]);
    const duration = blockMinutes(leg.distanceKm);
    segments.push({
      departure: { iataCode: leg.from.code, at: formatLocalDateTime(clock, utcOffsetHours(leg.from)) },
      arrival: { iataCode: leg.to.code, at: formatLocalDateTime(clock + duration, utcOffsetHours(leg.to)) },
      carrierCode: carrier,
      number: flightNumber(carrier, leg, clock),
      duration: formatIsoDuration(duration),
    });
    carriers.push(carrier);
    clock += duration;
  }
  return {
    itinerary: { duration: formatIsoDuration(clock - departureUtc), segments },
    departureUtc,
    arrivalUtc: clock,
    carriers,
  };
}

/** The way back: the same airports and carriers in reverse. */
export function reversePlan(plan: RoutePlan): RoutePlan {
  return [...plan].reverse().map((leg) => ({ ...leg, from: leg.to, to: leg.from }));
}
