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
  /** What the visitor's language names differently from `location`: a changed city name that is the name is ''. */
  shown?: ShownNames;
}

export interface ShownNames {
  name?: string;
  cityName?: string;
  countryName?: string;
}

export interface PopularPlacesBody {
  places: PopularPlace[];
  localNames: string[][];
}

/** Only the names that differ, for a few hundred places in each of 15 languages. */
function shownNames(location: TravelLocation, shown: TravelLocation): { shown?: ShownNames } {
  const names: ShownNames = {
    ...(shown.name !== location.name && { name: shown.name }),
    ...(shown.address.cityName !== location.address.cityName && {
      cityName: shown.address.cityName === shown.name ? '' : shown.address.cityName,
    }),
    ...(shown.address.countryName !== location.address.countryName && {
      countryName: shown.address.countryName,
    }),
  };
  return Object.keys(names).length > 0 ? { shown: names } : {};
}

function shownLocation(location: TravelLocation, names: ShownNames): TravelLocation {
  const name = names.name ?? location.name;
  return {
    ...location,
    name,
    address: {
      cityName: names.cityName === '' ? name : (names.cityName ?? location.address.cityName),
      countryName: names.countryName ?? location.address.countryName,
    },
  };
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
      ...(place.shown && shownNames(place.location, place.shown)),
    })),
    localNames,
  };
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((each) => typeof each === 'string');

const isShownNames = (value: unknown): value is ShownNames =>
  isRecord(value) &&
  ['name', 'cityName', 'countryName'].every(
    (field) => value[field] === undefined || typeof value[field] === 'string',
  );

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
        value.localNames < groups)) &&
    (value.shown === undefined || isShownNames(value.shown))
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
  return places.map(({ location, importance, aliases, localNames, shown }: PopularPlace) => ({
    location,
    importance,
    aliases,
    localNames: localNames === undefined ? none : (groups[localNames] ?? none),
    ...(shown && { shown: shownLocation(location, shown) }),
  }));
}
