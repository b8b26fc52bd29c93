import type { TravelLocation } from '../travel-data';
import { LocalNameIndex } from './local-name-index';
import { matchLevel, matchTier, searchEntry, type IndexedPlace, type SearchEntry } from './location-match';
import { normalizeSearchText } from './search-text';

/**
 * Airport and city search over an in-memory index: the server's over every place (travel/sandbox/locations.ts),
 * the search form's over the busiest few hundred (GET /api/locations/popular), so both rank alike. A lookup scans
 * the index once, scoring each entry by how well the keyword matches and how important the place is.
 *
 * Ranking, best first:
 * 1. a place's own code or name (or a word of it) before a place found only through an alternative name (a
 *    city through one of its airports: 'ber' finds Milan through Bergamo, after Berlin, Bern and Bergen), before
 *    every word in any order, before mere substrings. A city's names in the site's languages ('Москва', '北京',
 *    'Roma' typed whole) are the city's and its airports' own (local-name-index.ts);
 * 2. within those, match level plus importance (an exact name or a code typed in capitals scores 5, a name
 *    prefix or a code typed as a word 4, a word of a city's name 3, a word inside an airport's own name 2.75,
 *    an alternative name 2–2.5; importance comes with the place): 'Bel' gives Belgrade, Belfast and Belo
 *    Horizonte before Bern's airport 'Bern-Belp' and beside Belém (BEL);
 * 3. ties: exact code, then the city before its airports, then name.
 */

export const maxLocationResults = 10;

export interface LocationIndex {
  entries: SearchEntry[];
  /** Each city's local names, naming the city and the airports in it. */
  localNames: LocalNameIndex<SearchEntry[]>;
}

export function createLocationIndex(places: Iterable<IndexedPlace>): LocationIndex {
  const entries: SearchEntry[] = [];
  // A city and the airports in it share one array of local names: one group each, filed once.
  const namedBy = new Map<readonly string[], SearchEntry[]>();
  for (const place of places) {
    const entry = searchEntry(place);
    entries.push(entry);
    if (place.localNames.length > 0)
      namedBy.set(place.localNames, [...(namedBy.get(place.localNames) ?? []), entry]);
  }
  const localNames = new LocalNameIndex(
    [...namedBy].flatMap(([names, group]) =>
      names.map((name) => [normalizeSearchText(name), group] as const),
    ),
  );
  return { entries, localNames };
}

interface Match {
  entry: SearchEntry;
  level: number;
  tier: number;
  score: number;
  exactCode: boolean;
}

// One collation wherever the ranking runs: a browser's own language must not reorder ties.
const collator = new Intl.Collator('en');

function compareMatches(left: Match, right: Match): number {
  return (
    right.tier - left.tier ||
    right.score - left.score ||
    Number(right.exactCode) - Number(left.exactCode) ||
    Number(right.entry.isCity) - Number(left.entry.isCity) ||
    collator.compare(left.entry.location.name, right.entry.location.name) ||
    collator.compare(left.entry.code, right.entry.code)
  );
}

/**
 * Cities and airports matching the keyword, best first, at most 10 (case and accents ignored), as copies, each as
 * its place is shown.
 */
export function rankLocations(
  index: LocationIndex,
  keyword: string,
  /**
   * Leave out places the keyword is only inside of: a few hundred places hold too few word matches, and a
   * substring ('Mira·bel', 'Beauvais-Tillé') there would lead the list the full search puts it far down.
   */
  { wordMatchesOnly = false } = {},
): TravelLocation[] {
  const query = normalizeSearchText(keyword);
  if (!query) return [];
  const queryWords = query.split(' ');
  // 'BEL' typed in capitals is a code; 'Bel' or 'bel' is as likely the start of a name.
  const codeLevel = /^[A-Z]{3}$/.test(keyword.trim()) ? 5 : 4;
  const match = (entry: SearchEntry, level: number): Match => ({
    entry,
    level,
    tier: matchTier(level),
    score: level + entry.importance,
    exactCode: entry.code === query,
  });
  const matches: Match[] = [];
  let wordMatches = 0;
  for (const entry of index.entries) {
    const level = matchLevel(entry, query, queryWords, codeLevel);
    if (level === 0) continue;
    const found = match(entry, level);
    if (wordMatchesOnly && found.tier === 0) continue;
    matches.push(found);
    if (found.tier > 0) wordMatches += 1;
  }
  // A local name that matches better than the place's own texts counts instead. One matching only like a
  // substring (tier 0) cannot reach the first 10 when 10 word matches rank before it: 'war' need not merge them.
  const substringsCount = !wordMatchesOnly && wordMatches < maxLocationResults;
  const local = [...index.localNames.find(query)].filter(
    ([, level]) => substringsCount || matchTier(level) > 0,
  );
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
    .map(({ entry: { location, shown = location } }) => ({ ...shown, address: { ...shown.address } }));
}
