/**
 * Calendar arithmetic on travel dates and clock times, in whole minutes. Pure: it never reads the current date, so
 * a price or a schedule depends on the travel date alone.
 */

export interface TravelDate {
  /** The 'YYYY-MM-DD' text. */
  text: string;
  /** Days since 1970-01-01. */
  epochDay: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** 1 January … 12 December. */
  month: number;
  dayOfMonth: number;
}

const minutesPerDay = 24 * 60;
const millisecondsPerMinute = 60_000;

/** The travel date, or undefined when the text is not a real 'YYYY-MM-DD' date. */
export function parseTravelDate(text: string): TravelDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return {
    text,
    epochDay: date.getTime() / (minutesPerDay * millisecondsPerMinute),
    weekday: date.getUTCDay(),
    month,
    dayOfMonth: day,
  };
}

/** Minutes since the epoch at `minuteOfDay` local time on `date`, for a place `utcOffsetHours` from UTC. */
export function toUtcMinutes(date: TravelDate, minuteOfDay: number, utcOffsetHours: number): number {
  return date.epochDay * minutesPerDay + minuteOfDay - utcOffsetHours * 60;
}

/** Local date-time without offset, as Amadeus sends it: '2026-12-01T08:30:00'. */
export function formatLocalDateTime(utcMinutes: number, utcOffsetHours: number): string {
  return new Date((utcMinutes + utcOffsetHours * 60) * millisecondsPerMinute).toISOString().slice(0, 19);
}

/** ISO 8601 duration as Amadeus writes it: 'PT7H35M', 'PT2H', 'PT45M'. */
export function formatIsoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** Whole nights between two dates. */
export function nightsBetween(checkIn: TravelDate, checkOut: TravelDate): number {
  return checkOut.epochDay - checkIn.epochDay;
}
