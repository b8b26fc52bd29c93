import Holidays from 'date-holidays';
import { addDays, parseTravelDate, type TravelDate } from './travel-time';

/**
 * Public holidays by country, from the `date-holidays` package (ISC; its data CC BY 3.0,
 * https://github.com/commenthol/date-holidays). Working out a country's year takes milliseconds, so each
 * country-year is worked out once and kept as a set of days: a price asks in O(1).
 */

const millisecondsPerDay = 86_400_000;

/** Country-year ('RS2027') → the epoch days of its public holidays. Unknown countries have none. */
const holidayDays = new Map<string, ReadonlySet<number>>();

function publicHolidays(countryCode: string, year: number): ReadonlySet<number> {
  const days = new Set<number>();
  // A country the package does not know has no holidays.
  for (const holiday of new Holidays(countryCode).getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    const first = parseTravelDate(holiday.date.slice(0, 10));
    if (!first) continue;
    // A holiday of several days (Chinese New Year's week) spans them all.
    const length = Math.max(
      1,
      Math.round((holiday.end.getTime() - holiday.start.getTime()) / millisecondsPerDay),
    );
    for (let day = 0; day < length; day += 1) days.add(addDays(first, day).epochDay);
  }
  return days;
}

function holidaysOf(countryCode: string, year: number): ReadonlySet<number> {
  const key = `${countryCode}${year}`;
  let days = holidayDays.get(key);
  if (!days) {
    days = publicHolidays(countryCode, year);
    holidayDays.set(key, days);
  }
  return days;
}

/**
 * Whether `date` is a public holiday in the country (ISO 3166-1 alpha-2), or the eve of one: people travel and
 * stay the day before a holiday as much as on it.
 */
export function isHolidayOrEve(countryCode: string, date: TravelDate): boolean {
  const year = Number(date.text.slice(0, 4));
  const holidays = holidaysOf(countryCode, year);
  if (holidays.has(date.epochDay) || holidays.has(date.epochDay + 1)) return true;
  // New Year's Eve is the eve of next year's first holiday.
  return (
    date.month === 12 && date.dayOfMonth === 31 && holidaysOf(countryCode, year + 1).has(date.epochDay + 1)
  );
}
