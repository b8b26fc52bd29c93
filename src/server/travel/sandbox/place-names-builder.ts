import { cldrZoneId, englishExemplarCity, type ExemplarCities } from './cldr-exemplar-cities';
import { chooseScriptNames, type ScriptLanguage } from './geonames-name-choice';
import { latinExonyms, type ExonymTable } from './latin-exonyms';
import { placeNameLanguages, type PlaceNamesFile } from './place-names-format';
import { normalizeSearchText } from '../../../core/location-search/search-text';

/**
 * Names the busiest cities in every site language: CLDR's exemplar city where the city names its time zone
 * (translated by people, for every language), else for Arabic, Chinese, Russian, Ukrainian and Serbian the
 * GeoNames name written in that language's letters (geonames-name-choice.ts), for the Latin-script languages the
 * hand-sorted exonym table (latin-exonyms.ts), else the English name. Pure: the same inputs always give the same
 * file, which a test checks against the committed one.
 */

export interface CityToNameIn {
  code: string;
  /** The airport index's (English) name. */
  name: string;
  /** Its main airport's IANA zone. */
  timeZone: string;
  /** Its GeoNames places' names, alternate names included. */
  geoNames: readonly string[];
  /** Its GeoNames places' own names, in Latin letters ('Moskva'). */
  ownNames: readonly string[];
  /** The location search's importance, then GeoNames' population: who is busiest. */
  importance: number;
  population: number;
}

export const namedCityCount = 1200;

const scriptLanguages = new Set<string>(['ar', 'zh', 'ru', 'uk', 'sr'] satisfies ScriptLanguage[]);

/** CLDR names the city when its zone's English city is one of the city's names ('Kyiv' for Kiev). */
function namesItsZone(city: CityToNameIn, cities: ExemplarCities, zone: string): boolean {
  const zoneCity = normalizeSearchText(englishExemplarCity(cities, zone));
  return [city.name, ...city.geoNames].some((name) => normalizeSearchText(name) === zoneCity);
}

/** CLDR's names are the zone's city, now and then told apart from its country: 'Meksyk (miasto)'. */
const withoutRemark = (name: string) => name.replace(/\s*\(.*\)$/u, '');

/** Only names GeoNames lists for the city may be chosen, so the table cannot invent one. */
function exonymsOf(city: CityToNameIn, exonyms: ExonymTable): Partial<Record<string, string>> {
  const chosen = exonyms[city.code] ?? {};
  for (const [language, name] of Object.entries(chosen))
    if (!city.geoNames.includes(name))
      throw new Error(`${city.code}: '${name}' (${language}) is not one of the city's GeoNames names`);
  return chosen;
}

function namesOf(city: CityToNameIn, cities: ExemplarCities, exonyms: ExonymTable): string[] {
  const zone = city.timeZone ? cldrZoneId(cities, city.timeZone) : '';
  const fromCldr = zone !== '' && namesItsZone(city, cities, zone);
  const latinNames = [city.name, ...city.ownNames].map(normalizeSearchText);
  const fromGeoNames = chooseScriptNames(city.geoNames, cities.nonSimplifiedHan, latinNames);
  const exonym = exonymsOf(city, exonyms);
  return placeNameLanguages.map((language) => {
    const listed = fromCldr ? cities.byLanguage[language].get(zone) : undefined;
    const cldr = listed === undefined ? undefined : withoutRemark(listed);
    const script = scriptLanguages.has(language) ? fromGeoNames[language as ScriptLanguage] : undefined;
    const name = cldr ?? script ?? exonym[language] ?? '';
    // Letter for letter: 'Zürich' and 'Milán' are names of their own beside 'Zurich' and 'Milan'.
    return name === city.name ? '' : name;
  });
}

const compareCodes = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

export function buildPlaceNames(
  cities: readonly CityToNameIn[],
  exemplars: ExemplarCities,
  exonyms: ExonymTable = latinExonyms,
): PlaceNamesFile {
  const busiest = [...cities]
    .sort(
      (left, right) =>
        right.importance - left.importance ||
        right.population - left.population ||
        compareCodes(left.code, right.code),
    )
    .slice(0, namedCityCount);
  const named = new Set(busiest.map((city) => city.code));
  const unnamed = Object.keys(exonyms).filter((code) => !named.has(code));
  if (unnamed.length > 0) throw new Error(`Exonyms for cities not among the busiest: ${unnamed.join(', ')}`);
  return {
    source:
      'CLDR exemplar cities (cldr-dates-full, Unicode License v3) and GeoNames cities500 (CC BY 4.0), ' +
      'Latin-script exonyms sorted by hand (latin-exonyms.ts); scripts/build-place-names.ts',
    languages: [...placeNameLanguages],
    cities: busiest.map((city) => [city.code, ...namesOf(city, exemplars, exonyms)]),
  };
}

/** JSON with one city per line, so a regenerated file diffs line by line. */
export function serializePlaceNames(file: PlaceNamesFile): string {
  return [
    '{',
    `"source": ${JSON.stringify(file.source)},`,
    `"languages": ${JSON.stringify(file.languages)},`,
    '"cities": [',
    file.cities.map((row) => JSON.stringify(row)).join(',\n'),
    ']',
    '}',
    '',
  ].join('\n');
}
