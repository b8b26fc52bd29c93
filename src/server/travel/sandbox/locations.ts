import {
  createLocationIndex,
  rankLocations,
  type LocationIndex,
} from '../../../core/location-search/location-index';
import type { IndexedPlace } from '../../../core/location-search/location-match';
import { normalizeSearchText } from '../../../core/location-search/search-text';
import type { TravelLocation } from '../../../core/travel-data';
import { airportData, type Airport, type City } from './airport-data';
import { busyAirports } from './busy-airports';
import { capitalCities } from './capital-cities';
import { hubByCode } from './hubs';
import { airportNamesInOtherScripts } from './localized-locations';
import { cityNamesInEveryLanguage } from './place-names';

/**
 * The sandbox's airport and city search: every city and airport of the airport index, each with its importance,
 * ranked by the shared rules of core/location-search/location-index.ts. The index is built on first use.
 *
 * Importance adds size (large 2, medium 1), scheduled service 1, hub 1 or busy airport 0.75, national capital
 * 1.5, and for a city its best airport plus 1 when it groups several airports. So 'lon' gives London (LON) then
 * Heathrow before Londrina, and 'bel' Belgrade before Belém, whose code BEL is an exact match but whose airport is
 * neither busy nor in a capital.
 */

export { maxLocationResults } from '../../../core/location-search/location-index';

const sizeImportance = { L: 2, M: 1, S: 0 } as const;
const scheduledImportance = 1;
const hubImportance = 1;
/** One of the busiest airports that is no hub: Heathrow (hub) still leads Gatwick (busy). */
const busyImportance = 0.75;
const capitalImportance = 1.5;
const metroImportance = 1;
/** A city ranks just above its own airport when both match alike. */
const cityImportance = 0.25;

function isCapital(countryCode: string, placeNames: readonly string[]): boolean {
  const capital = capitalCities[countryCode];
  if (!capital) return false;
  const target = normalizeSearchText(capital);
  return placeNames.some((place) => {
    const name = normalizeSearchText(place);
    return name === target || name.startsWith(`${target} `);
  });
}

function airportImportance(airport: Airport, city: City | undefined): number {
  const capital = isCapital(airport.countryCode, [airport.city, airport.name, city?.name ?? '']);
  return (
    sizeImportance[airport.size] +
    (airport.scheduled ? scheduledImportance : 0) +
    (hubByCode.has(airport.code) ? hubImportance : busyAirports.has(airport.code) ? busyImportance : 0) +
    (capital ? capitalImportance : 0)
  );
}

/**
 * Each city's local names from GeoNames with its names in every site language (place-names.ts) that GeoNames
 * lacks, one array per city as the index shares it with the city's airports.
 */
function localNamesByCity(cityByCode: ReadonlyMap<string, City>): Map<readonly string[], readonly string[]> {
  const merged = new Map<readonly string[], readonly string[]>();
  for (const city of cityByCode.values()) {
    const names = [...new Set([...city.localNames, ...cityNamesInEveryLanguage(city.code)])];
    merged.set(city.localNames, names.length === city.localNames.length ? city.localNames : names);
  }
  return merged;
}

/** Every airport, then every city, with its importance; a city and its airports share their local names. */
function buildPlaces(): IndexedPlace[] {
  const { airportByCode, cityByCode } = airportData();
  const localNames = localNamesByCity(cityByCode);
  const places: IndexedPlace[] = [];
  const importanceByAirport = new Map<string, number>();

  for (const airport of airportByCode.values()) {
    const city = cityByCode.get(airport.cityCode);
    const importance = airportImportance(airport, city);
    importanceByAirport.set(airport.code, importance);
    const metro = city && city.code !== airport.code ? [city.name, city.code] : [];
    const location: TravelLocation = {
      name: airport.name,
      iataCode: airport.code,
      subType: 'AIRPORT',
      address: { cityName: airport.city, countryName: airport.countryName },
    };
    places.push({
      location,
      aliases: [...airport.keywords, ...metro, ...airportNamesInOtherScripts(airport)],
      importance,
      localNames: localNames.get(airport.localNames) ?? airport.localNames,
    });
  }

  for (const city of cityByCode.values()) {
    const best = Math.max(...city.airports.map((airport) => importanceByAirport.get(airport.code) ?? 0));
    const grouping = city.airports.length > 1 ? metroImportance : 0;
    const location: TravelLocation = {
      name: city.name,
      iataCode: city.code,
      subType: 'CITY',
      address: { cityName: city.name, countryName: city.countryName },
    };
    places.push({
      location,
      aliases: city.airports.flatMap((airport) => [airport.name, airport.city, ...airport.keywords]),
      importance: best + grouping + cityImportance,
      localNames: localNames.get(city.localNames) ?? city.localNames,
    });
  }
  return places;
}

let places: IndexedPlace[] | undefined;

/** The places the sandbox searches, built once; GET /api/locations/popular picks the busiest of them. */
export function sandboxPlaces(): readonly IndexedPlace[] {
  places ??= buildPlaces();
  return places;
}

let index: LocationIndex | undefined;

/** Cities and airports matching the keyword, best first, at most 10 (case and accents ignored). */
export function searchLocations(keyword: string): TravelLocation[] {
  index ??= createLocationIndex(sandboxPlaces());
  return rankLocations(index, keyword);
}
