import type { FlightItinerary } from '../../../core/travel-data';

/**
 * Clock arithmetic for the flight tests, read from Intl on its own: it never calls the sandbox's time code, so a
 * test built on it checks the sandbox against the real time zones rather than against itself.
 */

/** Minutes of an ISO 8601 duration as the sandbox writes it ('PT7H35M'). */
export function minutesOf(isoDuration: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(isoDuration);
  if (!match) throw new Error(`not a duration: ${isoDuration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}

/** A local 'YYYY-MM-DDTHH:MM:SS' read as if it were UTC, in minutes: for differences of wall-clock times. */
export const wallMinutes = (at: string) => Date.parse(`${at}Z`) / 60_000;

const clocks = new Map<string, Intl.DateTimeFormat>();

/** What a clock in `timeZone` shows at `utcMinutes`, as 'YYYY-MM-DDTHH:MM:SS'. */
export function wallClock(timeZone: string, utcMinutes: number): string {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  const part = Object.fromEntries(
    clock.formatToParts(new Date(utcMinutes * 60_000)).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** Every instant (UTC minutes) at which a clock in `timeZone` shows `at`: none in a spring-forward gap. */
export function instantsShowing(timeZone: string, at: string): number[] {
  const asIfUtc = wallMinutes(at);
  const offsets = new Set(
    [-1440, 0, 1440].map((shift) => wallMinutes(wallClock(timeZone, asIfUtc + shift)) - (asIfUtc + shift)),
  );
  return [...offsets].map((offset) => asIfUtc - offset).filter((t) => wallClock(timeZone, t) === at);
}

export interface SegmentInstants {
  departure: number;
  arrival: number;
}

/**
 * The ways an itinerary can really happen: for each segment, a departure instant at which the origin's clock
 * shows `departure.at` and the destination's clock shows `arrival.at` exactly `duration` later. A segment whose
 * local times contradict its duration leaves no way at all.
 */
export function possibleTimings(
  itinerary: FlightItinerary,
  timeZoneOf: (iataCode: string) => string,
): SegmentInstants[][] {
  let timings: SegmentInstants[][] = [[]];
  for (const segment of itinerary.segments) {
    const duration = minutesOf(segment.duration);
    const departures = instantsShowing(timeZoneOf(segment.departure.iataCode), segment.departure.at).filter(
      (departure) =>
        wallClock(timeZoneOf(segment.arrival.iataCode), departure + duration) === segment.arrival.at,
    );
    timings = timings.flatMap((before) =>
      departures.map((departure) => [...before, { departure, arrival: departure + duration }]),
    );
  }
  return timings;
}

/** Minutes on the ground between each segment and the next. */
export function layovers(timing: readonly SegmentInstants[]): number[] {
  return timing.slice(1).map((segment, index) => segment.departure - (timing[index]?.arrival ?? NaN));
}
