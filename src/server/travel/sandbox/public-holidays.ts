import holidayTableJson from './data/public-holidays.json' with { type: 'json' };
import { tableHolidayDays, type HolidayTable } from './public-holiday-table';
import { publicHolidayDays } from './public-holidays-source';
import type { TravelDate } from './travel-time';

/**
 * Public holidays by country for the sandbox calendar: the committed table (from the `date-holidays` package;
 * ISC, its data CC BY 3.0), or the package itself for a year the table does not cover. Each country-year is kept
 * as a set of days, so a price asks in O(1).
 */

const table: HolidayTable = holidayTableJson;
const millisecondsPerDay = 86_400_000;

/** Country-year ('RS2027') → the epoch days of its public holidays. Unknown countries have none. */
const holidayDays = new Map<string, ReadonlySet<number>>();

function holidaysOf(countryCode: string, year: number): ReadonlySet<number> {
  const key = `${countryCode}${year}`;
  let days = holidayDays.get(key);
  if (!days) {
    const newYear = Date.UTC(year, 0, 1) / millisecondsPerDay;
    const ofYear = tableHolidayDays(table, countryCode, year) ?? publicHolidayDays(countryCode, year);
    days = new Set(ofYear.map((day) => newYear + day - 1));
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
