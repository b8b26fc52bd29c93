/**
 * The committed table of public holidays (data/public-holidays.json, written by scripts/build-public-holidays.ts
 * from the `date-holidays` package): per country, one string per year from `firstTableYear`, the days of the year
 * (1 = 1 January) that are public holidays, space-separated.
 */

export const firstTableYear = 2024;
export const lastTableYear = 2036;

export interface HolidayTable {
  source: string;
  licence: string;
  firstYear: number;
  days: Record<string, string[]>;
}

export const holidayTableYears = (): number[] =>
  Array.from({ length: lastTableYear - firstTableYear + 1 }, (_, index) => firstTableYear + index);

/** One country a line, so a regenerated table's diff shows which countries changed. */
export function serializeHolidayTable({
  source,
  days,
}: {
  source: string;
  days: Record<string, string[]>;
}): string {
  const countries = Object.entries(days).map(
    ([country, years]) => `${JSON.stringify(country)}: ${JSON.stringify(years)}`,
  );
  return [
    '{',
    `"source": ${JSON.stringify(source)},`,
    `"licence": "date-holidays: ISC; its data CC BY 3.0 (https://github.com/commenthol/date-holidays)",`,
    `"firstYear": ${firstTableYear},`,
    '"days": {',
    countries.join(',\n'),
    '}',
    '}',
    '',
  ].join('\n');
}

/**
 * The days of the year the table lists for a country and year; undefined when the table does not cover the year.
 * The table holds every country the package knows, so a country it lacks has no holidays: asking the package
 * would load it (about 0.1 s) to learn the same.
 */
export function tableHolidayDays(
  table: HolidayTable,
  countryCode: string,
  year: number,
): number[] | undefined {
  if (year < table.firstYear || year > lastTableYear) return undefined;
  const line = table.days[countryCode]?.[year - table.firstYear];
  if (line === undefined) return [];
  return line === '' ? [] : line.split(' ').map(Number);
}
