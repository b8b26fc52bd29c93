import type { TravelLocation } from '../travel-data';
import { normalizeSearchText } from './search-text';

/** One city or airport of the location search's index, and how well a keyword matches it. */

/** A city or airport as the index takes it in; its names are the location's name and city name. */
export interface IndexedPlace {
  location: TravelLocation;
  /** Other names it is searched by: keywords, the metro's name and code, a city's airports. */
  aliases: readonly string[];
  /** Size, service, hub, capital: ranks places that match alike (sandbox/locations.ts). */
  importance: number;
  /** Its city's names in the site's languages; a city and its airports share one array, matched as one group. */
  localNames: readonly string[];
  /** How it is shown when found, if not as `location` (named in the visitor's language); never searched. */
  shown?: TravelLocation;
}

export interface SearchEntry {
  location: TravelLocation;
  shown?: TravelLocation;
  code: string;
  /** Normalised names: the airport's name and city, or the city's name. */
  names: string[];
  /** Normalised alternative names, none among the names: keywords, the metro's name, a city's airports. */
  aliases: string[];
  /** Every word of names and aliases, for keywords of several words in any order. */
  words: string[];
  haystack: string;
  importance: number;
  isCity: boolean;
}

export function searchEntry({
  location,
  aliases,
  importance,
  shown,
}: Omit<IndexedPlace, 'localNames'>): SearchEntry {
  const names = [location.name, location.address.cityName];
  const normalizedNames = [...new Set(names.map(normalizeSearchText).filter(Boolean))];
  // An alias that is also a name would only lengthen the scan: the name's level always wins.
  const nameSet = new Set(normalizedNames);
  const normalizedAliases = [
    ...new Set(aliases.map(normalizeSearchText).filter((alias) => alias && !nameSet.has(alias))),
  ];
  const haystack = [...normalizedNames, ...normalizedAliases].join(' | ');
  return {
    location,
    ...(shown && { shown }),
    code: location.iataCode.toLowerCase(),
    names: normalizedNames,
    aliases: normalizedAliases,
    words: [...new Set(haystack.split(/[ |]+/).filter(Boolean))],
    haystack,
    importance,
    isCity: location.subType === 'CITY',
  };
}

/** Every word of the keyword starts a word of the entry, in any order: 'york new' finds New York. */
function hasEveryWord(entry: SearchEntry, queryWords: readonly string[]): boolean {
  // A word the haystack does not even contain rules the entry out without walking its words.
  if (!queryWords.every((word) => entry.haystack.includes(word))) return false;
  return queryWords.every((word) => entry.words.some((each) => each.startsWith(word)));
}

/**
 * How well an entry matches: 5 exact, 4 name prefix, 3 a word of a city's name, 2.75 a word inside an airport's
 * own name, 2–2.5 alias, 1.5 all words, 1 substring. The code scores `codeLevel`: 5 typed as a code ('BEL'), 4
 * typed as a word ('Bel'), so a code weighs no more than the names it starts (Belfast beside Belém).
 */
export function matchLevel(
  entry: SearchEntry,
  query: string,
  queryWords: readonly string[],
  codeLevel = 5,
): number {
  const byCode = entry.code === query ? codeLevel : 0;
  if (byCode === 5) return 5;
  // Most entries do not contain the keyword at all; one substring test rules them out.
  if (!entry.haystack.includes(query))
    return Math.max(byCode, queryWords.length > 1 && hasEveryWord(entry, queryWords) ? 1.5 : 0);
  let level = byCode;
  for (let at = 0; at < entry.names.length; at += 1) {
    const name = entry.names[at] ?? '';
    if (name === query) return 5;
    if (name.startsWith(query)) level = Math.max(level, 4);
    // An airport's first name is its own ('Bern-Belp Airport'): 'bel' starting 'Belp' names no city so.
    else if (name.includes(` ${query}`)) level = Math.max(level, !entry.isCity && at === 0 ? 2.75 : 3);
  }
  if (level >= 3) return level;
  for (const alias of entry.aliases) {
    if (alias === query) level = Math.max(level, 2.5);
    else if (alias.startsWith(query) || alias.includes(` ${query}`)) level = Math.max(level, 2);
  }
  if (level > 0) return level;
  return queryWords.length > 1 && hasEveryWord(entry, queryWords) ? 1.5 : 1;
}

/** Levels from here up are word matches; below, substrings, which rank after every word match. */
const prefixLevel = 1.5;

/** The tiers of the ranking's step 1: own name or code, alternative name, every word, substring. */
export function matchTier(level: number): number {
  if (level >= 3) return 3;
  if (level >= 2) return 2;
  return level >= prefixLevel ? 1 : 0;
}
