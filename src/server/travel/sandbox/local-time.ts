import { LRUCache } from 'lru-cache';
import type { TravelDate } from './travel-time';

/**
 * Wall-clock time at an airport, from its IANA zone through Intl, summer time included. Instants are whole
 * minutes since the epoch, UTC; every local time the sandbox shows is derived from one, so a flight's local
 * departure and arrival always differ by its duration plus the change of UTC offset between the two airports.
 */

const minutesPerDay = 24 * 60;
const millisecondsPerMinute = 60_000;

const offsetClocks = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one costs far more than using it), writing only the offset: 'GMT+05:45'. */
function offsetClockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = offsetClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetClocks.set(timeZone, clock);
  }
  return clock;
}

/**
 * Offsets by zone and quarter hour. Every zone's offset is whole quarter hours, so its changes fall on quarter
 * hours of UTC too, and one answer holds for the whole quarter: a grid of 49 searches asks the same few again.
 */
const offsetsByQuarterHour = new LRUCache<string, number>({ max: 50_000 });

/** Minutes the zone's clocks are ahead of UTC at that instant: 60 in Paris in winter, 345 in Kathmandu. */
export function utcOffsetMinutes(timeZone: string, utcMinutes: number): number {
  const key = `${timeZone}|${Math.floor(utcMinutes / 15)}`;
  let minutes = offsetsByQuarterHour.get(key);
  if (minutes === undefined) {
    minutes = readOffset(timeZone, utcMinutes);
    offsetsByQuarterHour.set(key, minutes);
  }
  return minutes;
}

function readOffset(timeZone: string, utcMinutes: number): number {
  const offset = /GMT([+-])(\d{2}):(\d{2})$/.exec(
    offsetClockOf(timeZone).format(utcMinutes * millisecondsPerMinute),
  );
  // Plain 'GMT' is UTC itself.
  if (!offset) return 0;
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return offset[1] === '-' ? -minutes : minutes;
}

/** The local date-time at that instant, without offset, as Amadeus sends it: '2026-12-01T08:30:00'. */
export function localDateTime(utcMinutes: number, timeZone: string): string {
  const localMinutes = utcMinutes + utcOffsetMinutes(timeZone, utcMinutes);
  return new Date(localMinutes * millisecondsPerMinute).toISOString().slice(0, 19);
}

/**
 * The instant the zone's clocks show `minuteOfDay` on `date`. A time skipped by a spring-forward change gives
 * the instant the same minutes after the change began (02:30 becomes 03:30).
 */
export function instantAtLocalTime(date: TravelDate, minuteOfDay: number, timeZone: string): number {
  const asIfUtc = date.epochDay * minutesPerDay + minuteOfDay;
  const guess = asIfUtc - utcOffsetMinutes(timeZone, asIfUtc);
  return asIfUtc - utcOffsetMinutes(timeZone, guess);
}
