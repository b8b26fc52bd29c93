import type { TravelLocation } from '../../../core/travel-data';
import { airportData, type Airport, type City } from './airport-data';
import { busyAirports } from './busy-airports';
import { capitalCities } from './capital-cities';
import { hubByCode } from './hubs';
import { normalizeSearchText } from './search-text';

/**
 * Airport and city search. An in-memory index of every city and airport is built on first use; a lookup scans it
 * once, scoring each entry by how well the keyword matches and how important the place is.
 *
 * Ranking, best first:
 * 1. a place's own code or name (or a word of it) before a place found only through an alternative name (a
 *    city through one of its airports: 'ber' finds Milan through Bergamo, after Berlin, Bern and Bergen), before
 *    every word in any order, before mere substrings;
 * 2. within those, match level plus importance: an exact code or name scores 5, a name prefix 4, a word of the
 *    name 3, an alternative name 2–2.5; importance adds size (large 2, medium 1), scheduled service 1, hub 1 or
 *    busy airport 0.75, national capital 1.5, and for a city its best airport plus 1 when it groups several airports;
 * 3. ties: exact code, then the city before its airports, then name.
 * So 'lon' gives London (LON) then Heathrow before Londrina, and 'bel' Belgrade before Belém, whose code BEL is
 * an exact match but whose airport is neither busy nor in a capital.
 */

export const maxLocationResults = 10;

interface SearchEntry {
  location: TravelLocation;
  code: string;
  /** Normalised names: the airport's name and city, or the city's name. */
  names: string[];
  /** Normalised alternative names: keywords, the metro's name, a city's airports. */
  aliases: string[];
  /** Every word of names and aliases, for keywords of several words in any order. */
  words: string[];
  haystack: string;
  importance: number;
  isCity: boolean;
}

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

function entry(
  location: TravelLocation,
  names: readonly string[],
  aliases: readonly string[],
  importance: number,
): SearchEntry {
  const normalizedNames = [...new Set(names.map(normalizeSearchText).filter(Boolean))];
  const normalizedAliases = [...new Set(aliases.map(normalizeSearchText).filter(Boolean))];
  const haystack = [...normalizedNames, ...normalizedAliases].join(' | ');
  return {
    location,
    code: location.iataCode.toLowerCase(),
    names: normalizedNames,
    aliases: normalizedAliases,
    words: [...new Set(haystack.split(/[ |]+/).filter(Boolean))],
    haystack,
    importance,
    isCity: location.subType === 'CITY',
  };
}

function buildIndex(): SearchEntry[] {
  const { airportByCode, cityByCode } = airportData();
  const entries: SearchEntry[] = [];
  const importanceByAirport = new Map<string, number>();

  for (const airport of airportByCode.values()) {
    const city = cityByCode.get(airport.cityCode);
    const importance = airportImportance(airport, city);
    importanceByAirport.set(airport.code, importance);
    const metro = city && city.code !== airport.code ? [city.name, city.code] : [];
    entries.push(
      entry(
        {
          name: airport.name,
          iataCode: airport.code,
          subType: 'AIRPORT',
          address: { cityName: airport.city, countryName: airport.countryName },
        },
        [airport.name, airport.city],
        [...airport.keywords, ...metro],
        importance,
      ),
    );
  }

  for (const city of cityByCode.values()) {
    const best = Math.max(...city.airports.map((airport) => importanceByAirport.get(airport.code) ?? 0));
    const grouping = city.airports.length > 1 ? metroImportance : 0;
    entries.push(
      entry(
        {
          name: city.name,
          iataCode: city.code,
          subType: 'CITY',
          address: { cityName: city.name, countryName: city.countryName },
        },
        [city.name],
        city.airports.flatMap((airport) => [airport.name, airport.city, ...airport.keywords]),
        best + grouping + cityImportance,
      ),
    );
  }
  return entries;
}

let index: SearchEntry[] | undefined;

function searchIndex(): SearchEntry[] {
  index ??= buildIndex();
  return index;
}

/** How well an entry matches: 5 exact, 4 name prefix, 3 word prefix, 2–2.5 alias, 1.5 all words, 1 substring. */
function matchLevel(entry: SearchEntry, query: string, queryWords: readonly string[]): number {
  if (entry.code === query) return 5;
  // Most entries do not contain the keyword at all; one substring test rules them out.
  if (!entry.haystack.includes(query))
    return queryWords.length > 1 && hasEveryWord(entry, queryWords) ? 1.5 : 0;
  let level = 0;
  for (const name of entry.names) {
    if (name === query) return 5;
    if (name.startsWith(query)) level = Math.max(level, 4);
    else if (name.includes(` ${query}`)) level = Math.max(level, 3);
  }
  if (level > 0) return level;
  for (const alias of entry.aliases) {
    if (alias === query) level = Math.max(level, 2.5);
    else if (alias.startsWith(query) || alias.includes(` ${query}`)) level = Math.max(level, 2);
  }
  if (level > 0) return level;
  return queryWords.length > 1 && hasEveryWord(entry, queryWords) ? 1.5 : 1;
}

/** Every word of the keyword starts a word of the entry, in any order: 'york new' finds New York. */
function hasEveryWord(entry: SearchEntry, queryWords: readonly string[]): boolean {
  return queryWords.every((word) => entry.words.some((each) => each.startsWith(word)));
}

/** Levels from here up are word matches; below, substrings, which rank after every word match. */
const prefixLevel = 1.5;

/** The tiers of step 1: own name or code, alternative name, every word, substring. */
function matchTier(level: number): number {
  if (level >= 3) return 3;
  if (level >= 2) return 2;
  return level >= prefixLevel ? 1 : 0;
}

interface Match {
  entry: SearchEntry;
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
  const matches: Match[] = [];
  for (const entry of searchIndex()) {
    const level = matchLevel(entry, query, queryWords);
    if (level === 0) continue;
    matches.push({
      entry,
      tier: matchTier(level),
      score: level + entry.importance,
      exactCode: entry.code === query,
    });
  }
  return matches
    .sort(compareMatches)
    .slice(0, maxLocationResults)
    .map(({ entry: { location } }) => ({ ...location, address: { ...location.address } }));
}
