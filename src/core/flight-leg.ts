import type { DealConnection, DealFlightLeg, DealFlightSegment } from './deal';
import { tryIsoDurationToMinutes } from './iso-duration';
import type { FlightItinerary, FlightSegment, IncludedBags } from './travel-data';

/** Minutes from one local time to another at the same place (both 'YYYY-MM-DDTHH:MM:SS', no offset). */
function localMinutesBetween(from: string, to: string): number {
  return (Date.parse(`${to}Z`) - Date.parse(`${from}Z`)) / 60_000;
}

function toDealSegment(segment: FlightSegment): DealFlightSegment {
  const durationMinutes = tryIsoDurationToMinutes(segment.duration);
  return {
    from: segment.departure.iataCode,
    to: segment.arrival.iataCode,
    departureAt: segment.departure.at,
    arrivalAt: segment.arrival.at,
    carrierCode: segment.carrierCode,
    number: segment.number,
    ...(durationMinutes === undefined ? {} : { durationMinutes }),
  };
}

/**
 * The waits between consecutive flights, undefined when one cannot be timed or is negative (a provider's
 * inconsistent times would otherwise show as a layover of minus an hour). Both ends of a wait are in the same
 * city, so their local times share a zone.
 */
function connectionsOf(segments: readonly FlightSegment[]): DealConnection[] | undefined {
  const connections: DealConnection[] = [];
  for (let index = 1; index < segments.length; index += 1) {
    const landed = segments[index - 1];
    const next = segments[index];
    if (!landed || !next) return undefined;
    const minutes = localMinutesBetween(landed.arrival.at, next.departure.at);
    if (!Number.isFinite(minutes) || minutes < 0) return undefined;
    const airport = landed.arrival.iataCode;
    const departsFrom = next.departure.iataCode;
    connections.push({ airport, ...(departsFrom === airport ? {} : { departsFrom }), minutes });
  }
  return connections;
}

/** What every flight of the leg includes (the smallest allowance), when the provider says so for each. */
function bagsOnEveryFlight(segments: readonly FlightSegment[]): IncludedBags | undefined {
  const allowances = segments.map((segment) => segment.includedBags);
  if (allowances.length === 0 || allowances.some((bags) => bags === undefined)) return undefined;
  const known = allowances.filter((bags): bags is IncludedBags => bags !== undefined);
  return {
    carryOn: Math.min(...known.map((bags) => bags.carryOn)),
    checked: Math.min(...known.map((bags) => bags.checked)),
  };
}

/** A leg as the card shows it, or undefined when it has no flights or cannot be timed. */
export function describeLeg(itinerary: FlightItinerary | undefined): DealFlightLeg | undefined {
  const segments = itinerary?.segments ?? [];
  const first = segments[0];
  const last = segments.at(-1);
  if (!itinerary || !first || !last) return undefined;
  const durationMinutes = tryIsoDurationToMinutes(itinerary.duration);
  const connections = connectionsOf(segments);
  if (durationMinutes === undefined || !connections) return undefined;
  const includedBags = bagsOnEveryFlight(segments);
  return {
    departureAt: first.departure.at,
    arrivalAt: last.arrival.at,
    durationMinutes,
    stops: segments.length - 1,
    from: first.departure.iataCode,
    to: last.arrival.iataCode,
    segments: segments.map(toDealSegment),
    connections,
    ...(includedBags ? { includedBags } : {}),
  };
}
