import type { TravelLocation } from '../../../core/travel-data';
import { airportData, type Airport, type City } from './airport-data';
import { busyAirports } from './busy-airports';
import { capitalCities } from './capital-cities';
import { hubByCode } from './hubs';
import { LocalNameIndex } from './local-name-index';
import { matchLevel, matchTier, searchEntry, type SearchEntry } from './location-match';
import { normalizeSearchText } from './search-text';

/**
 * Airport and city search. An in-memory index of every city and airport is built on first use; a lookup scans it
 * once, scoring each entry by how well the keyword matches and how important the place is.
 *
 * Ranking, best first:
 * 1. a place's own code or name (or a word of it) before a place found only through an alternative name (a
 *    city through one of its airports: 'ber' finds Milan through Bergamo, after Berlin, Bern and Bergen), before
 *    every word in any order, before mere substrings. A city's names in the site's languages ('Москва', '北京',
 *    'Roma' typed whole) are the city's and its airports' own (local-name-index.ts);
 * 2. within those, match level plus importance: an exact code or name scores 5, a name prefix 4, a word of the
 *    name 3, an alternative name 2–2.5; importance adds size (large 2, medium 1), scheduled service 1, hub 1 or
 *    busy airport 0.75, national capital 1.5, and for a city its best airport plus 1 when it groups several airports;
 * 3. ties: exact code, then the city before its airports, then name.
 * So 'lon' gives London (LON) then Heathrow before Londrina, and 'bel' Belgrade before Belém, whose code BEL is
 * an exact match but whose airport is neither busy nor in a capital.
 */

export const maxLocationResults = 10;

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

interface SearchIndex {
  entries: SearchEntry[];
  /** Each city's local names, naming the city and the airports in it. */
  localNames: LocalNameIndex<SearchEntry[]>;
}

function buildIndex(): SearchIndex {
  const { airportByCode, cityByCode } = airportData();
  const entries: SearchEntry[] = [];
  // A city and the airports in it share one array of local names (airport-data.ts): one group each.
  const namedBy = new Map<readonly string[], SearchEntry[]>();
  const add = (entry: SearchEntry, localNames: readonly string[]) => {
    entries.push(entry);
    if (localNames.length > 0) namedBy.set(localNames, [...(namedBy.get(localNames) ?? []), entry]);
  };
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
    const names = [airport.name, airport.city];
    add(searchEntry(location, names, [...airport.keywords, ...metro], importance), airport.localNames);
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
    const aliases = city.airports.flatMap((airport) => [airport.name, airport.city, ...airport.keywords]);
    add(searchEntry(location, [city.name], aliases, best + grouping + cityImportance), city.localNames);
  }

  const localNames = new LocalNameIndex(
    [...namedBy].flatMap(([names, group]) =>
      names.map((name) => [normalizeSearchText(name), group] as const),
    ),
  );
  return { entries, localNames };
}

let index: SearchIndex | undefined;

function searchIndex(): SearchIndex {
  index ??= buildIndex();
  return index;
}

interface Match {
  entry: SearchEntry;
  level: number;
  tier: number;
  score: number;
  exactCode: boolean;
}

function compareMatches(left: Match, right: Match): number {
  return (
    right.tier - left.tier ||
    right.score - left.score ||
    Number(right.exactCode) - Number(left.exactCode) ||
    Number(right.entry.isCity) - Number(left.entry.isCity) ||
    left.entry.location.name.localeCompare(right.entry.location.name) ||
    left.entry.code.localeCompare(right.entry.code)
  );
}

/** Cities and airports matching the keyword, best first, at most 10 (case and accents ignored). */
export function searchLocations(keyword: string): TravelLocation[] {
  const query = normalizeSearchText(keyword);
  if (!query) return [];
  const queryWords = query.split(' ');
  const { entries, localNames } = searchIndex();
  const match = (entry: SearchEntry, level: number): Match => ({
    entry,
    level,
    tier: matchTier(level),
    score: level + entry.importance,
    exactCode: entry.code === query,
  });
  const matches: Match[] = [];
  let wordMatches = 0;
  for (const entry of entries) {
    const level = matchLevel(entry, query, queryWords);
    if (level === 0) continue;
    const found = match(entry, level);
    matches.push(found);
    if (found.tier > 0) wordMatches += 1;
  }
  // A local name that matches better than the place's own texts counts instead. One matching only like a
  // substring (tier 0) cannot reach the first 10 when 10 word matches rank before it: 'war' need not merge them.
  const substringsCount = wordMatches < maxLocationResults;
  const local = [...localNames.find(query)].filter(([, level]) => substringsCount || matchTier(level) > 0);
  if (local.length > 0) {
    const position = new Map(matches.map((each, at) => [each.entry, at]));
    for (const [group, level] of local) {
      for (const entry of group) {
        const at = position.get(entry);
        if (at === undefined) matches.push(match(entry, level));
        else if (level > (matches[at]?.level ?? 0)) matches[at] = match(entry, level);
      }
    }
  }
  return matches
    .sort(compareMatches)
    .slice(0, maxLocationResults)
    .map(({ entry: { location } }) => ({ ...location, address: { ...location.address } }));
}
