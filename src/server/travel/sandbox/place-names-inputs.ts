import { airportData } from './airport-data';
import type { GeoPlace } from './geonames-source';
import { findCitiesGeoPlaces } from './local-name-finder';
import type { CityToNameIn } from './place-names-builder';
import { sandboxPlaces } from './locations';

/**
 * The place-names build's cities: every city of the committed airport index with scheduled service, its
 * location-search importance, and its GeoNames places' names and population.
 */
export function placeNamesInputs(places: readonly GeoPlace[]): CityToNameIn[] {
  const { cityByCode } = airportData();
  const importanceOf = new Map(
    sandboxPlaces()
      .filter((place) => place.location.subType === 'CITY')
      .map((place) => [place.location.iataCode, place.importance]),
  );
  const cities = [...cityByCode.values()].filter((city) =>
    city.airports.some((airport) => airport.scheduled),
  );
  const found = findCitiesGeoPlaces(cities, places);
  return cities.map((city, at) => {
    const geoPlaces = found[at] ?? [];
    return {
      code: city.code,
      name: city.name,
      timeZone: city.airports[0]?.timeZone ?? '',
      geoNames: geoPlaces.flatMap((place) => [place.name, place.asciiName, ...place.alternateNames]),
      ownNames: geoPlaces.map((place) => place.asciiName),
      importance: importanceOf.get(city.code) ?? 0,
      population: geoPlaces.reduce((sum, place) => sum + place.population, 0),
    };
  });
}
