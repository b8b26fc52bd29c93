import { createRequire } from 'node:module';
import type HolidaysClass from 'date-holidays';

/**
 * A country's public holidays in a year from the `date-holidays` package (ISC; its data CC BY 3.0,
 * https://github.com/commenthol/date-holidays): what scripts/build-public-holidays.ts writes into the committed
 * table, and what the sandbox works out itself for a year the table does not cover. Milliseconds per country and
 * year (lunar calendars up to 200 ms), hence the table.
 */

const millisecondsPerDay = 86_400_000;

/**
 * Loaded on first use: the package takes ~100 ms to load, paid only by a year beyond the table (or the script
 * that writes it), not by every server and explore worker.
 */
let holidaysClass: typeof HolidaysClass | undefined;
function newHolidays(countryCode?: string): HolidaysClass {
  holidaysClass ??= createRequire(import.meta.url)('date-holidays') as typeof HolidaysClass;
  return countryCode === undefined ? new holidaysClass() : new holidaysClass(countryCode);
}

/** Every country the package knows (ISO 3166-1 alpha-2), sorted. */
export function holidayCountries(): string[] {
  return Object.keys(newHolidays().getCountries()).sort();
}

/**
 * The days of the year (1 = 1 January) that are public holidays in the country, ascending, each day of a
 * holiday of several days (China's Spring Festival) included; [] for a country the package does not know.
 */
export function publicHolidayDays(countryCode: string, year: number): number[] {
  const newYear = Date.UTC(year, 0, 1);
  const days = new Set<number>();
  for (const holiday of newHolidays(countryCode).getHolidays(year)) {
    if (holiday.type !== 'public') continue;
    // The local date the holiday starts on; its length from its start and end, which are in the country's time.
    const first = Math.round(
      (Date.parse(`${holiday.date.slice(0, 10)}T00:00:00Z`) - newYear) / millisecondsPerDay,
    );
    const length = Math.max(
      1,
      Math.round((holiday.end.getTime() - holiday.start.getTime()) / millisecondsPerDay),
    );
    for (let day = 0; day < length; day += 1) {
      if (first + day >= 0 && first + day < 366) days.add(first + day + 1);
    }
  }
  return [...days].sort((left, right) => left - right);
}
