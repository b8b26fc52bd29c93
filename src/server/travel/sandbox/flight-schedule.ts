import type { FlightItinerary, FlightSegment } from '../../../core/travel-data';
import { includedBagsOn } from './bag-fees';
import { blockMinutes } from './block-time';
import { instantAtLocalTime, localDateTime } from './local-time';
import { hashParts, type Random } from '../../../core/seeded-random';
import { connectionMinutesAt } from './network/connection-times';
import type { Leg, RoutePlan } from './route-plans';
import { formatIsoDuration, type TravelDate } from './travel-time';

/**
 * Turns a route plan into a timed itinerary: each flight's block time from its route and winds, clock times in
 * each airport's own time zone. The schedule runs on UTC instants; local times are only read off them.
 */

const firstDepartureMinute = 5 * 60 + 30;
const lastDepartureMinute = 23 * 60;
const maxLayoverMinutes = 4 * 60;

export interface TimedItinerary {
  itinerary: FlightItinerary;
  /** Minutes since the epoch, UTC. */
  departureUtc: number;
  arrivalUtc: number;
  carriers: string[];
}

/** Long-haul flights get low numbers (LH 400), the rest up to four digits (LH 1234), as most airlines do. */
const longHaulKm = 4_500;

/**
 * A flight keeps its number on every day it flies: the number comes from the carrier, the leg and the local
 * departure time ('07:35'), so summer time does not change it.
 */
function flightNumber(carrier: string, leg: Leg, localDeparture: string): string {
  const hash = hashParts('flight-number', carrier, leg.from.code, leg.to.code, localDeparture);
  return String(leg.distanceKm > longHaulKm ? 1 + (hash % 999) : 100 + (hash % 9900));
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

/** An itinerary's random choices, drawn in a fixed order with no date involved: the same offer flies the same. */
export interface ItineraryDraw {
  plan: RoutePlan;
  /** Local minutes after midnight. */
  departureMinute: number;
  /** Minutes of each connection. */
  layovers: number[];
  /** The carrier of each leg. */
  carriers: string[];
}

/**
 * Departs at a local time `random` picks between 05:30 and 23:00; connections wait from the hub's minimum
 * connection time to 4 hours.
 * `preferredCarriers` (the outbound's, for a return) are kept on each leg they can fly.
 */
export function drawItinerary(
  plan: RoutePlan,
  random: Random,
  preferredCarriers: readonly string[] = [],
): ItineraryDraw {
  const steps = (lastDepartureMinute - firstDepartureMinute) / 5;
  const departureMinute = firstDepartureMinute + 5 * random.integer(0, steps);
  const layovers: number[] = [];
  const carriers: string[] = [];
  let carrier: string | undefined;
  plan.forEach((leg, index) => {
    if (index > 0) {
      const minimum = connectionMinutesAt(leg.from.code);
      layovers.push(minimum + 5 * random.integer(0, Math.floor((maxLayoverMinutes - minimum) / 5)));
    }
    carrier = pickCarrier(leg, random, carrier, preferredCarriers[index]);
    carriers.push(carrier);
  });
  return { plan, departureMinute, layovers, carriers };
}

/** The drawn itinerary flown on `date`: clock times in each airport's own time zone. */
export function scheduleItinerary(draw: ItineraryDraw, date: TravelDate): TimedItinerary {
  const [firstLeg] = draw.plan;
  if (!firstLeg) throw new RangeError('A route plan has at least one leg.');
  const departureUtc = instantAtLocalTime(date, draw.departureMinute, firstLeg.from.timeZone);

  let clock = departureUtc;
  const segments: FlightSegment[] = [];
  draw.plan.forEach((leg, index) => {
    if (index > 0) clock += draw.layovers[index - 1] ?? connectionMinutesAt(leg.from.code);
    const carrier = draw.carriers[index] ?? '';
    const departureAt = localDateTime(clock, leg.from.timeZone);
    const number = flightNumber(carrier, leg, departureAt.slice(11, 16));
    const duration = blockMinutes(leg.from, leg.to, `${carrier}${number} ${leg.from.code}-${leg.to.code}`);
    segments.push({
      departure: { iataCode: leg.from.code, at: departureAt },
      arrival: { iataCode: leg.to.code, at: localDateTime(clock + duration, leg.to.timeZone) },
      carrierCode: carrier,
      number,
      duration: formatIsoDuration(duration),
      includedBags: includedBagsOn({ carrier, distanceKm: leg.distanceKm }),
    });
    clock += duration;
  });
  return {
    itinerary: { duration: formatIsoDuration(clock - departureUtc), segments },
    departureUtc,
    arrivalUtc: clock,
    carriers: draw.carriers,
  };
}

/** The way back: the same airports and carriers in reverse. */
export function reversePlan(plan: RoutePlan): RoutePlan {
  return [...plan].reverse().map((leg) => ({ ...leg, from: leg.to, to: leg.from }));
}
