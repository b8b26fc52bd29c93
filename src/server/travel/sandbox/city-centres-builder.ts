import { airportData } from './airport-data';
import type { GeoPlace } from './geonames-source';
import { findCitiesGeoPlaces } from './local-name-finder';

/**
 * Each city's centre: the position GeoNames gives the city's place (GeoNames' cities500, CC BY 4.0,
 * geonames.org), found as the place-names build finds it (local-name-finder.ts: same country, within 100 km of an
 * airport, by name, else by IATA code). A city named after two places ('Arcata/Eureka') takes the first. Cities
 * GeoNames has no place for get no centre, and their hotels no distance: an airport is no city centre.
 */

/** Code → [latitude, longitude] to 4 decimals (about 10 m), in code order. */
export type CityCentresFile = Record<string, readonly [number, number]>;

const fourDecimals = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

export function buildCityCentres(places: readonly GeoPlace[]): CityCentresFile {
  const cities = [...airportData().cityByCode.values()]
    .filter((city) => city.airports.some((airport) => airport.scheduled))
    .sort((left, right) => left.code.localeCompare(right.code));
  const found = findCitiesGeoPlaces(cities, places);
  const centres: CityCentresFile = {};
  cities.forEach((city, at) => {
    const place = found[at]?.[0];
    if (place) centres[city.code] = [fourDecimals(place.lat), fourDecimals(place.lon)];
  });
  return centres;
}

/** One city a line, so a rebuild's diff shows which centres moved. */
export function serializeCityCentres(file: CityCentresFile): string {
  const rows = Object.entries(file).map(
    ([code, point]) => `${JSON.stringify(code)}: ${JSON.stringify(point)}`,
  );
  return `{\n${rows.join(',\n')}\n}\n`;
}
