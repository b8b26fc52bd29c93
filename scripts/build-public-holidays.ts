/**
 * Regenerates src/server/travel/sandbox/data/public-holidays.json, the sandbox calendar's public holidays, from
 * the installed `date-holidays` package: `npx tsx scripts/build-public-holidays.ts`. Commit the result; a unit
 * test fails when it drifts from the package. Working the years out takes half a minute, which is why the
 * sandbox reads a table instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { holidayTableYears, serializeHolidayTable } from '../src/server/travel/sandbox/public-holiday-table';
import { holidayCountries, publicHolidayDays } from '../src/server/travel/sandbox/public-holidays-source';

const target = fileURLToPath(
  new URL('../src/server/travel/sandbox/data/public-holidays.json', import.meta.url),
);
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const version = packageJson.dependencies['date-holidays'] ?? 'unknown';
const days: Record<string, string[]> = {};
for (const country of holidayCountries()) {
  days[country] = holidayTableYears().map((year) => publicHolidayDays(country, year).join(' '));
}
const text = serializeHolidayTable({ source: `date-holidays ${version}`, days });
writeFileSync(target, text);
console.log(
  `Wrote ${target}: ${Object.keys(days).length} countries, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB.`,
);
