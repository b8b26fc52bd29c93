import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '../../../core/languages';
import type { ExemplarCities } from './cldr-exemplar-cities';
import { buildPlaceNames, type CityToNameIn } from './place-names-builder';

/** No time zone, so CLDR names nothing and the exonym table decides. */
const milan: CityToNameIn = {
  code: 'MIL',
  name: 'Milan',
  timeZone: '',
  geoNames: ['Milan', 'Milano', 'Mailand', 'Mediolan', 'Milán'],
  ownNames: ['Milano'],
  importance: 1,
  population: 1_000_000,
};

const noExemplars: ExemplarCities = {
  byLanguage: Object.fromEntries(
    languageCodes.map((code): [LanguageCode, ReadonlyMap<string, string>] => [code, new Map()]),
  ) as Record<LanguageCode, ReadonlyMap<string, string>>,
  nonSimplifiedHan: new Set(),
};

describe('the place-names build with Latin-script exonyms', () => {
  it('takes a language’s exonym, keeping its accents, and leaves the others English', () => {
    const file = buildPlaceNames([milan], noExemplars, { MIL: { de: 'Mailand', es: 'Milán', fr: 'Milan' } });
    const names = Object.fromEntries(
      file.languages.map((language, at) => [language, file.cities[0]?.[at + 1]]),
    );
    expect(names).toMatchObject({ de: 'Mailand', es: 'Milán', fr: '', pl: '', it: '' });
  });

  it('refuses a name that is not one of the city’s GeoNames names', () => {
    expect(() => buildPlaceNames([milan], noExemplars, { MIL: { pl: 'Mediolanum' } })).toThrow(
      /'Mediolanum' \(pl\)/,
    );
  });

  it('refuses exonyms for a city it does not name', () => {
    expect(() => buildPlaceNames([milan], noExemplars, { XXX: { de: 'Mailand' } })).toThrow(/XXX/);
  });
});
