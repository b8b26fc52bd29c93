import { airportIndexSchema, type AirportIndexFile, type AirportSize } from './airport-index-format';
import airportIndexJson from './data/airport-index.json' with { type: 'json' };
import { sameSearchText } from '../../../core/location-search/search-text';

/** The committed airport index, decoded once on first use into airports and cities by code. */

export interface Airport {
  code: string;
  name: string;
  /** OurAirports' municipality. */
  city: string;
  countryCode: string;
  countryName: string;
  /** OurAirports continent code: EU, NA, SA, AS, AF, OC, AN. */
  continent: string;
  lat: number;
  lon: number;
  /** IANA time zone, e.g. 'Europe/Belgrade'. */
  timeZone: string;
  size: AirportSize;
  scheduled: boolean;
  /** The metro code (LON) or, for a city with one airport, the airport's own code. */
  cityCode: string;
  keywords: string[];
  /** Its own city's names in the site's languages ('Москва', 'Moskau'), from GeoNames. */
  localNames: string[];
}

export interface City {
  code: string;
  name: string;
  countryCode: string;
  countryName: string;
  /** Its names in the site's languages ('Москва', 'Moskau'), from GeoNames. */
  localNames: string[];
  /** Main airport first. */
  airports: Airport[];
}

export interface AirportData {
  airportByCode: ReadonlyMap<string, Airport>;
  cityByCode: ReadonlyMap<string, City>;
}

const sizeRank: Readonly<Record<AirportSize, number>> = { L: 0, M: 1, S: 2 };

const namesAt = (index: AirportIndexFile, code: string) => index.localNames[code]?.split(',') ?? [];

function decode(index: AirportIndexFile): AirportData {
  const airportByCode = new Map<string, Airport>();
  for (const [
    code,
    name,
    city,
    countryCode,
    lat,
    lon,
    timeZone,
    size,
    scheduled,
    cityCode,
    keywords,
  ] of index.airports) {
    const [countryName = countryCode, continent = ''] = index.countries[countryCode] ?? [];
    airportByCode.set(code, {
      code,
      name,
      city,
      countryCode,
      countryName,
      continent,
      lat,
      lon,
      timeZone,
      size,
      scheduled: scheduled === 1,
      cityCode,
      keywords: keywords ? keywords.split(',') : [],
      localNames: [],
    });
  }

  const metroByCode = new Map(index.metros.map(([code, name, mainAirport]) => [code, { name, mainAirport }]));
  const airportsByCity = new Map<string, Airport[]>();
  for (const airport of airportByCode.values()) {
    airportsByCity.set(airport.cityCode, [...(airportsByCity.get(airport.cityCode) ?? []), airport]);
  }

  const cityByCode = new Map<string, City>();
  for (const [code, airports] of airportsByCity) {
    const metro = metroByCode.get(code);
    // A metro names its main airport; any other city is coded by its main airport.
    const mainCode = metro?.mainAirport ?? code;
    airports.sort(
      (left, right) =>
        Number(right.code === mainCode) - Number(left.code === mainCode) ||
        sizeRank[left.size] - sizeRank[right.size] ||
        Number(right.scheduled) - Number(left.scheduled) ||
        left.code.localeCompare(right.code),
    );
    const [main] = airports;
    if (!main) continue;
    const name = metro?.name ?? main.city;
    const localNames = namesAt(index, code);
    cityByCode.set(code, {
      code,
      name,
      countryCode: main.countryCode,
      countryName: main.countryName,
      localNames,
      airports,
    });
    // An airport shares its city's names, unless it names another city (Baltimore, in WAS), which has its own.
    for (const airport of airports) {
      airport.localNames = sameSearchText(airport.city, name) ? localNames : namesAt(index, airport.code);
    }
  }
  return { airportByCode, cityByCode };
}

let decoded: AirportData | undefined;

export function airportData(): AirportData {
  decoded ??= decode(airportIndexSchema.parse(airportIndexJson));
  return decoded;
}

const normalizeCode = (code: string) => code.trim().toUpperCase();

/** The airport with this code, or the main airport of the city with this code. */
export function findAirport(code: string): Airport | undefined {
  const { airportByCode, cityByCode } = airportData();
  const key = normalizeCode(code);
  return airportByCode.get(key) ?? cityByCode.get(key)?.airports[0];
}

/** The city with this code, or the city an airport with this code serves. */
export function findCity(code: string): City | undefined {
  const { airportByCode, cityByCode } = airportData();
  const key = normalizeCode(code);
  const cityCode = airportByCode.get(key)?.cityCode ?? key;
  return cityByCode.get(cityCode);
}

/**
 * Where a city (or an airport's city) is, for providers that find hotels by city name and country or by
 * coordinates: the name, ISO country code, and its main airport's position (the index has no city centres).
 */
export function cityLocation(code: string) {
  const city = findCity(code);
  const airport = city?.airports[0];
  if (!city || !airport) return undefined;
  return {
    cityName: city.name,
    countryCode: city.countryCode,
    latitude: airport.lat,
    longitude: airport.lon,
  };
}
