import { airportData } from './airport-data';
import placeNamesJson from './data/place-names.json' with { type: 'json' };
import { placeNameLanguages, placeNamesFileSchema, type PlaceNameLanguage } from './place-names-format';
import { languageCodes, type LanguageCode } from '../../../core/languages';

/**
 * The busiest cities' names in the site languages (data/place-names.json, built by scripts/build-place-names.ts
 * from CLDR and GeoNames), decoded once on first use. English, and any city or language the file does not name,
 * falls back to the airport index's (English) name.
 */

interface PlaceNames {
  /** City code → its names in `placeNameLanguages` order, '' for the English one. */
  byCity: ReadonlyMap<string, readonly string[]>;
  /** City codes, busiest first. */
  busiest: readonly string[];
}

let decoded: PlaceNames | undefined;

function placeNames(): PlaceNames {
  if (decoded) return decoded;
  const file = placeNamesFileSchema.parse(placeNamesJson);
  if (file.languages.join() !== placeNameLanguages.join())
    throw new Error('data/place-names.json names other languages: run scripts/build-place-names.ts');
  const byCity = new Map<string, readonly string[]>();
  for (const [code = '', ...names] of file.cities) byCity.set(code, names);
  decoded = { byCity, busiest: file.cities.map(([code = '']) => code) };
  return decoded;
}

const isLanguage = (code: string): code is LanguageCode =>
  (languageCodes as readonly string[]).includes(code);

const columnOf = new Map<string, number>(placeNameLanguages.map((language, at) => [language, at]));

/** The city's name in the language, or undefined where it is the English one (or unknown). */
export function cityNameIn(cityCode: string, language: LanguageCode): string | undefined {
  const column = columnOf.get(language as PlaceNameLanguage);
  if (column === undefined) return undefined;
  return placeNames().byCity.get(cityCode)?.[column] || undefined;
}

/** Every language's name of the city that differs from the English one, for the location search. */
export function cityNamesInEveryLanguage(cityCode: string): string[] {
  return [...new Set(placeNames().byCity.get(cityCode)?.filter(Boolean) ?? [])];
}

/** The named cities' codes, busiest first. */
export function busiestNamedCities(): readonly string[] {
  return placeNames().busiest;
}

/** The city an airport or city code names, in the language; the index's English name as the fallback. */
export function placeCityName(code: string, language: string): string | undefined {
  const { airportByCode, cityByCode } = airportData();
  const airport = airportByCode.get(code);
  const city = cityByCode.get(airport?.cityCode ?? code);
  if (!city) return airport?.city;
  // An airport naming another city than its code's (Baltimore, in WAS) keeps its own.
  if (airport && airport.localNames !== city.localNames) return airport.city;
  return (isLanguage(language) ? cityNameIn(city.code, language) : undefined) ?? city.name;
}
