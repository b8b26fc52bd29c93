/**
 * Calendar arithmetic on travel dates, and durations in whole minutes. Pure: it never reads the current date, so a
 * price or a schedule depends on the travel date alone. Clock times at an airport are local-time.ts's.
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

const millisecondsPerDay = 24 * 60 * 60_000;

function travelDateOf(date: Date): TravelDate {
  return {
    text: date.toISOString().slice(0, 10),
    epochDay: date.getTime() / millisecondsPerDay,
    weekday: date.getUTCDay(),
    month: date.getUTCMonth() + 1,
    dayOfMonth: date.getUTCDate(),
  };
}

/** The travel date, or undefined when the text is not a real 'YYYY-MM-DD' date. */
export function parseTravelDate(text: string): TravelDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return travelDateOf(date);
}

/** The UTC day of `epochMs`: the sandbox's "today" from its clock. */
export function travelDateAt(epochMs: number): TravelDate {
  return travelDateOf(new Date(Math.floor(epochMs / millisecondsPerDay) * millisecondsPerDay));
}

/** The date `days` after `date`. */
export function addDays(date: TravelDate, days: number): TravelDate {
  return travelDateOf(new Date((date.epochDay + days) * millisecondsPerDay));
}

/** Christmas and New Year, when travel and hotels are dearest: 18 December to 5 January. */
export function isYearEndHoliday(date: TravelDate): boolean {
  return (date.month === 12 && date.dayOfMonth >= 18) || (date.month === 1 && date.dayOfMonth <= 5);
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
