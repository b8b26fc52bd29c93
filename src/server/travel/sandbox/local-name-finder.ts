import type { City } from './airport-data';
import type { GeoPlace } from './geonames-source';
import { haversineKm, type GeoPoint } from './geo';
import { normalizeSearchText } from '../../../core/location-search/search-text';
import { isSiteLanguageName } from './site-language-names';

/**
 * Finds the airport index's cities among GeoNames' places and returns their names in the site's languages. A
 * place is the city when it lies in the same country within 100 km of one of the city's airports and carries the
 * city's name (its own name before an alternate one, then the most populous); failing that, when GeoNames lists
 * one of the city's IATA codes among its alternate names. Matching the name first keeps the name we show: IATA
 * puts BJV (Bodrum) on Milas, where the airport is.
 */

export interface CityToName {
  /** The index's name: 'Moscow', 'Shanghai (Pudong)', 'Bordeaux/Mérignac'. */
  name: string;
  countryCode: string;
  /** The city code and its airports' codes. */
  codes: readonly string[];
  airports: readonly GeoPoint[];
}

interface NameHit {
  place: GeoPlace;
  /** The place's own name, rather than one of its alternate names. */
  own: boolean;
}

const nearKm = 100;

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

const key = (countryCode: string, text: string) => `${countryCode}|${text}`;

/** Only Latin names can equal the index's (Latin) city names, so other scripts need not be normalised. */
const startsLatin = (name: string) => /^\p{Script=Latin}/u.test(name);

/** The places that carry a wanted name or code: looking only for those keeps the index small and quick. */
function indexPlaces(places: readonly GeoPlace[], wanted: ReadonlySet<string>) {
  const byName = new Map<string, NameHit[]>();
  const byCode = new Map<string, GeoPlace[]>();
  const add = <T>(map: Map<string, T[]>, at: string, value: T) => {
    if (!wanted.has(at)) return;
    const list = map.get(at);
    if (list) list.push(value);
    else map.set(at, [value]);
  };
  for (const place of places) {
    const own = new Set([normalizeSearchText(place.name), normalizeSearchText(place.asciiName)]);
    for (const text of own) add(byName, key(place.countryCode, text), { place, own: true });
    const alternates = new Set<string>();
    for (const name of place.alternateNames) {
      if (/^[A-Z]{3}$/.test(name)) add(byCode, key(place.countryCode, name), place);
      else if (startsLatin(name)) alternates.add(normalizeSearchText(name));
    }
    for (const text of alternates) {
      if (!own.has(text)) add(byName, key(place.countryCode, text), { place, own: false });
    }
  }
  return { byName, byCode };
}

/**
 * The place names inside an index name, each with its variants: 'Shanghai (Pudong)' → Shanghai, Pudong;
 * 'Bâle/Mulhouse' → Bâle, Mulhouse; 'Ciudad de Toluca' → also Toluca; 'Mahe Island' → also Mahe.
 */
function nameParts(name: string): string[][] {
  return name
    .split(/[()/,]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => [
      ...new Set([
        part,
        part.replace(/^(ciudad de|city of)\s+/i, ''),
        part.replace(/\s+(city|island)$/i, ''),
      ]),
    ]);
}

/**
 * The names worth adding: distinct once normalised (an accented spelling kept over a bare one), and not the
 * index's name or one of its parts.
 */
function distinctNames(candidates: readonly string[], known: readonly string[]): string[] {
  const knownKeys = new Set(known.map(normalizeSearchText));
  const byKey = new Map<string, string>();
  for (const name of candidates) {
    const text = normalizeSearchText(name);
    if (!text || knownKeys.has(text)) continue;
    const kept = byKey.get(text);
    if (kept === undefined || (isAscii(kept) && !isAscii(name))) byKey.set(text, name);
  }
  return [...byKey.values()];
}

/** Every key a city could be found under: its name's parts and their variants, and its codes. */
function wantedKeys(cities: readonly CityToName[]): Set<string> {
  const keys = new Set<string>();
  for (const city of cities) {
    for (const variant of [city.name, ...nameParts(city.name).flat()])
      keys.add(key(city.countryCode, normalizeSearchText(variant)));
    for (const code of city.codes) keys.add(key(city.countryCode, code));
  }
  return keys;
}

type PlaceIndex = ReturnType<typeof indexPlaces>;

const isNear = (place: GeoPlace, city: CityToName) =>
  city.airports.some((airport) => haversineKm(airport, place) <= nearKm);

/** Its own name before an alternate one, then the most populous. */
const compareHits = (left: NameHit, right: NameHit) =>
  Number(right.own) - Number(left.own) || right.place.population - left.place.population;

function findPart(index: PlaceIndex, variants: readonly string[], city: CityToName): GeoPlace | undefined {
  for (const variant of variants) {
    const hits = index.byName.get(key(city.countryCode, normalizeSearchText(variant))) ?? [];
    const [best] = hits.filter((hit) => isNear(hit.place, city)).sort(compareHits);
    if (best) return best.place;
  }
  return undefined;
}

function findByCode(index: PlaceIndex, city: CityToName): GeoPlace | undefined {
  for (const code of city.codes) {
    const hits = index.byCode.get(key(city.countryCode, code)) ?? [];
    const [best] = hits.filter((place) => isNear(place, city)).sort((l, r) => r.population - l.population);
    if (best) return best;
  }
  return undefined;
}

/** The whole name when GeoNames has it ('Kralendijk, Bonaire' has no such place), else each part's place. */
function findPlaces(index: PlaceIndex, city: CityToName): GeoPlace[] {
  const parts = nameParts(city.name);
  const whole = parts.length > 1 ? findPart(index, [city.name], city) : undefined;
  if (whole) return [whole];
  const found = parts.flatMap((variants) => findPart(index, variants, city) ?? []);
  if (found.length > 0) return found;
  const byCode = findByCode(index, city);
  return byCode ? [byCode] : [];
}

/** Each city's GeoNames places, in the order given (none where GeoNames has no such place). */
export function findGeoPlaces(cities: readonly CityToName[], places: readonly GeoPlace[]): GeoPlace[][] {
  const index = indexPlaces(places, wantedKeys(cities));
  return cities.map((city) => findPlaces(index, city));
}

/** Each of the airport index's cities' GeoNames places, in the order given: found by its name, codes and airports. */
export function findCitiesGeoPlaces(cities: readonly City[], places: readonly GeoPlace[]): GeoPlace[][] {
  return findGeoPlaces(
    cities.map((city) => ({
      name: city.name,
      countryCode: city.countryCode,
      codes: [city.code, ...city.airports.map((airport) => airport.code)],
      airports: city.airports.map(({ lat, lon }) => ({ lat, lon })),
    })),
    places,
  );
}

/** Each city's names in the site's languages, in the order given (empty where GeoNames has no such place). */
export function findLocalNames(cities: readonly CityToName[], places: readonly GeoPlace[]): string[][] {
  const found = findGeoPlaces(cities, places);
  return cities.map((city, at) => {
    const names = (found[at] ?? [])
      .flatMap((place) => [place.name, ...place.alternateNames])
      .filter(isSiteLanguageName);
    return distinctNames(names, [city.name, ...nameParts(city.name).flat()]);
  });
}
