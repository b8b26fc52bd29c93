import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../../../core/languages';
import { findCity } from './airport-data';
import { busiestNamedCities, cityNameIn, placeCityName } from './place-names';

/** The site languages written in another script than Latin: their names must differ from the English ones. */
const otherScripts = new Set<LanguageCode>(['ar', 'zh', 'ru', 'sr', 'uk']);
const scriptOf: Partial<Record<LanguageCode, RegExp>> = {
  ar: /^[\p{Script=Arabic}\p{M} ]+$/u,
  zh: /^[\p{Script=Han}·]+$/u,
  ru: /^[\p{Script=Cyrillic} \-’'.]+$/u,
  sr: /^[\p{Script=Cyrillic} \-’'.]+$/u,
  uk: /^[\p{Script=Cyrillic} \-’'ʼ.]+$/u,
};

/** A city counts as named when a Latin-script language has a name (its own or the English one), another script its own. */
function isNamed(code: string, language: LanguageCode): boolean {
  const name = placeCityName(code, language);
  if (!name) return false;
  const script = scriptOf[language];
  return !otherScripts.has(language) || (script !== undefined && script.test(name));
}

function coverage(cities: readonly string[]): Record<LanguageCode, number> {
  return Object.fromEntries(
    languageCodes.map((language) => [
      language,
      cities.filter((code) => isNamed(code, language)).length / cities.length,
    ]),
  ) as Record<LanguageCode, number>;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

describe('place names in the site languages', () => {
  const busiest = busiestNamedCities();

  it('names at least the 1,000 busiest cities, each a city of the airport index', () => {
    expect(busiest.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(busiest).size).toBe(busiest.length);
    for (const code of busiest) expect(findCity(code)?.code, code).toBe(code);
  });

  it('names at least 95 % of the 300 busiest cities in each of the 15 languages, in its own script', () => {
    const top = busiest.slice(0, 300);
    const shares = coverage(top);
    const all = coverage(busiest);
    const own = (code: LanguageCode) =>
      busiest.filter((city) => cityNameIn(city, code) !== undefined).length / busiest.length;
    console.info(
      'Cities named (300 busiest / all named / named otherwise than in English):\n' +
        languageCodes
          .map(
            (code) => `  ${code}: ${percent(shares[code])} / ${percent(all[code])} / ${percent(own(code))}`,
          )
          .join('\n'),
    );
    for (const language of languageCodes) expect(shares[language], language).toBeGreaterThanOrEqual(0.95);
  });

  it('names cities as their languages do, from CLDR first', () => {
    expect(languageCodes.map((language) => placeCityName('MOW', language))).toEqual([
      'موسكو',
      '莫斯科',
      'Moskau',
      'Moscow',
      'Moscú',
      'Moscou',
      'Mosca',
      'Moskva',
      'Moskwa',
      'Moscou',
      'Moscova',
      'Москва',
      'Москва',
      'Moskva',
      'Москва',
    ]);
    expect(placeCityName('CAI', 'uk')).toBe('Каїр');
    expect(placeCityName('BEG', 'sr')).toBe('Београд');
    expect(placeCityName('VIE', 'sr')).toBe('Беч');
    expect(placeCityName('BJS', 'zh')).toBe('北京');
  });

  it('names busy cities that are not time-zone cities by their Latin-script exonyms', () => {
    expect(['de', 'pl', 'pt', 'es'].map((language) => placeCityName('MIL', language))).toEqual([
      'Mailand',
      'Mediolan',
      'Milão',
      'Milán',
    ]);
    expect(placeCityName('MUC', 'de')).toBe('München');
    expect(placeCityName('GVA', 'es')).toBe('Ginebra');
    expect(placeCityName('NAP', 'de')).toBe('Neapel');
    expect(placeCityName('CGN', 'pl')).toBe('Kolonia');
    expect(placeCityName('BJS', 'de')).toBe('Peking');
    // Most cities keep their own name: Milan is 'Milan' in French.
    expect(placeCityName('MIL', 'fr')).toBe('Milan');
  });

  it('names an airport by its city, and falls back to English', () => {
    expect(placeCityName('SVO', 'ru')).toBe('Москва');
    expect(placeCityName('BRN', 'en')).toBe('Bern');
    // Baltimore's airport is in Washington's WAS, but it is Baltimore's.
    expect(placeCityName('BWI', 'ru')).toBe('Baltimore');
    expect(cityNameIn('MOW', 'en')).toBeUndefined();
    expect(placeCityName('MOW', 'xx')).toBe('Moscow');
    expect(placeCityName('ZZZ', 'ru')).toBeUndefined();
  });
});
