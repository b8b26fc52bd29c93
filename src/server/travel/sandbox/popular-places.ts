import type { IndexedPlace } from '../../../core/location-search/location-match';
import { encodePopularPlaces, type PopularPlacesBody } from '../../../core/location-search/popular-places';
import { fallbackLanguage, type LanguageCode } from '../../../core/languages';
import type { TravelLocation } from '../../../core/travel-data';
import { airportData } from './airport-data';
import { localizeLocation } from './localized-locations';
import { sandboxPlaces } from './locations';

/**
 * The places the search form answers from before the server does (GET /api/locations/popular): every airport of
 * importance 3.5 or more (a scheduled hub, busy airport or capital's airport, large or medium) and the city each
 * one is in, with the very texts, importance and local names the location search ranks them by. About 500
 * places; IATA codes are the same for every provider, so the answer does not depend on the configured one. Each
 * place is shown named in the asked language (localized-locations.ts), and ranked by the texts the server ranks by.
 */

export const popularAirportImportance = 3.5;

function selectPopularPlaces(): IndexedPlace[] {
  const { airportByCode } = airportData();
  const cityCodeOf = (place: IndexedPlace) => airportByCode.get(place.location.iataCode)?.cityCode ?? '';
  const places = sandboxPlaces();
  const airportsByCity = new Map<string, IndexedPlace[]>();
  for (const place of places) {
    if (place.location.subType !== 'AIRPORT' || place.importance < popularAirportImportance) continue;
    const city = cityCodeOf(place);
    airportsByCity.set(city, [...(airportsByCity.get(city) ?? []), place]);
  }
  const byImportance = (left: IndexedPlace, right: IndexedPlace) =>
    right.importance - left.importance || left.location.iataCode.localeCompare(right.location.iataCode);
  // Each city just before its airports: their names repeat one another, which gzip then sends once.
  return places
    .filter((place) => place.location.subType === 'CITY' && airportsByCity.has(place.location.iataCode))
    .sort(byImportance)
    .flatMap((city) => [city, ...(airportsByCity.get(city.location.iataCode) ?? []).sort(byImportance)]);
}

let selected: IndexedPlace[] | undefined;
const bodies = new Map<string, PopularPlacesBody>();

const sameLocation = (left: TravelLocation, right: TravelLocation) =>
  left.name === right.name &&
  left.address.cityName === right.address.cityName &&
  left.address.countryName === right.address.countryName;

/** The answer in a site language, built once per language: ranked by the same texts, shown in the language. */
export function popularPlacesBody(language: LanguageCode = fallbackLanguage): PopularPlacesBody {
  const known = bodies.get(language);
  if (known) return known;
  selected ??= selectPopularPlaces();
  const body = encodePopularPlaces(
    selected.map((place) => {
      const shown = localizeLocation(place.location, language);
      return sameLocation(shown, place.location) ? place : { ...place, shown };
    }),
  );
  bodies.set(language, body);
  return body;
}
