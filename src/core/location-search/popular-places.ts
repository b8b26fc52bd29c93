import type { TravelLocation } from '../travel-data';
import { isRecord, isTravelLocation } from '../travel-location-check';
import { searchEntry, type IndexedPlace } from './location-match';
import { normalizeSearchText } from './search-text';

/**
 * GET /api/locations/popular's answer: the busiest places as the location search indexes them, so the search
 * form can rank them with the server's rules (location-index.ts) before the server answers. Texts go out
 * normalised, as the index compares them, and each city's local names once, shared with its airports by number.
 */

export interface PopularPlace {
  location: TravelLocation;
  importance: number;
  aliases: string[];
  /** Which of the answer's `localNames` arrays names this place, if any. */
  localNames?: number;
}

export interface PopularPlacesBody {
  places: PopularPlace[];
  localNames: string[][];
}

export function encodePopularPlaces(places: readonly IndexedPlace[]): PopularPlacesBody {
  const localNames: string[][] = [];
  // A city and its airports share one array (sandbox/airport-data.ts), so one number names the group.
  const groupOf = new Map<readonly string[], number>();
  const group = (names: readonly string[]) => {
    const known = groupOf.get(names);
    if (known !== undefined) return known;
    localNames.push([...new Set(names.map(normalizeSearchText).filter(Boolean))]);
    groupOf.set(names, localNames.length - 1);
    return localNames.length - 1;
  };
  return {
    places: places.map((place) => ({
      location: place.location,
      importance: place.importance,
      // What the index keeps of them: normalised, once, none repeating a name.
      aliases: searchEntry(place).aliases,
      ...(place.localNames.length > 0 && { localNames: group(place.localNames) }),
    })),
    localNames,
  };
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((each) => typeof each === 'string');

function isPopularPlace(value: unknown, groups: number): value is PopularPlace {
  return (
    isRecord(value) &&
    isTravelLocation(value.location) &&
    typeof value.importance === 'number' &&
    isStringArray(value.aliases) &&
    (value.localNames === undefined ||
      (typeof value.localNames === 'number' &&
        Number.isInteger(value.localNames) &&
        value.localNames >= 0 &&
        value.localNames < groups))
  );
}

/** The places of an answer, ready for createLocationIndex; throws on any other shape. */
export function decodePopularPlaces(body: unknown): IndexedPlace[] {
  if (!isRecord(body) || !Array.isArray(body.localNames) || !body.localNames.every(isStringArray))
    throw new Error('GET /api/locations/popular answered an unexpected shape');
  const groups: string[][] = body.localNames;
  const { places } = body;
  if (!Array.isArray(places) || !places.every((place) => isPopularPlace(place, groups.length)))
    throw new Error('GET /api/locations/popular answered an unexpected shape');
  const none: string[] = [];
  // The same array for a city and its airports: the index files their names as one group, as the server does.
  return places.map(({ location, importance, aliases, localNames }: PopularPlace) => ({
    location,
    importance,
    aliases,
    localNames: localNames === undefined ? none : (groups[localNames] ?? none),
  }));
}
