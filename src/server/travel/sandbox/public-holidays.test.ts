import { describe, expect, it } from 'vitest';
import holidayTableJson from './data/public-holidays.json' with { type: 'json' };
import { holidayTableYears, lastTableYear, tableHolidayDays } from './public-holiday-table';
import { holidayCountries, publicHolidayDays } from './public-holidays-source';
import { isHolidayOrEve } from './public-holidays';
import { parseTravelDate, type TravelDate } from './travel-time';

const day = (text: string): TravelDate => {
  const date = parseTravelDate(text);
  if (!date) throw new Error(`not a date: ${text}`);
  return date;
};

describe('public holidays', () => {
  it('has the committed table agree with date-holidays (npx tsx scripts/build-public-holidays.ts rewrites it)', () => {
    expect(Object.keys(holidayTableJson.days)).toEqual(holidayCountries());
    // A sample: the whole table takes ten seconds to work out. Lunar (CN), Orthodox (RS), Islamic (AE) calendars.
    for (const country of ['CN', 'RS', 'AE', 'US', 'FR']) {
      for (const year of [holidayTableYears()[0] ?? 0, 2030, lastTableYear]) {
        expect(tableHolidayDays(holidayTableJson, country, year), `${country} ${year}`).toEqual(
          publicHolidayDays(country, year),
        );
      }
    }
  });

  it('answers from the table alone in its years, even for a country the package does not know', () => {
    expect(tableHolidayDays(holidayTableJson, 'ZZ', 2027)).toEqual([]);
    expect(tableHolidayDays(holidayTableJson, 'RS', lastTableYear + 1)).toBeUndefined();
  });

  it("counts every day of a holiday of several days, and New Year's Eve as the eve of the next year's first", () => {
    // China's Spring Festival 2027: 5 to 7 February.
    const springFestival = ['2027-02-05', '2027-02-06', '2027-02-07'].map((text) =>
      isHolidayOrEve('CN', day(text)),
    );
    expect(springFestival).toEqual([true, true, true]);
    expect(isHolidayOrEve('CN', day('2027-02-09'))).toBe(false);
    expect(isHolidayOrEve('RS', day('2027-12-31'))).toBe(true);
    expect(isHolidayOrEve('ZZ', day('2027-01-01'))).toBe(false);
  });

  it('works out a year beyond the table from the package', () => {
    const year = lastTableYear + 1;
    const holidays = publicHolidayDays('RS', year);
    expect(holidays.length).toBeGreaterThan(5);
    const first = new Date(Date.UTC(year, 0, holidays[3] ?? 0)).toISOString().slice(0, 10);
    expect(isHolidayOrEve('RS', day(first))).toBe(true);
    // 10 March has no holiday in Serbia, nor does the 11th.
    expect(isHolidayOrEve('RS', day(`${year}-03-10`))).toBe(false);
  });
});
