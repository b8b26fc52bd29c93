import { describe, expect, it } from 'vitest';
import type { GeoPlace } from './geonames-source';
import { findLocalNames, type CityToName } from './local-name-finder';

const place = (overrides: Partial<GeoPlace> & Pick<GeoPlace, 'name'>): GeoPlace => ({
  asciiName: overrides.name,
  alternateNames: [],
  lat: 0,
  lon: 0,
  countryCode: 'XX',
  population: 1000,
  ...overrides,
});

const city = (name: string, overrides: Partial<CityToName> = {}): CityToName => ({
  name,
  countryCode: 'XX',
  codes: ['AAA'],
  airports: [{ lat: 0.1, lon: 0.1 }],
  ...overrides,
});

describe('findLocalNames', () => {
  it("keeps a place's names in the site's alphabets, once each, not the index's own", () => {
    const places = [
      place({ name: 'Moscow', alternateNames: ['Moskau', 'Moskau', 'Москва', 'mosukuwa', 'MOW'] }),
    ];
    expect(findLocalNames([city('Moscow')], places)).toEqual([['Moskau', 'Москва']]);
  });

  it("prefers an accented spelling over the same name's bare one", () => {
    const places = [place({ name: 'Munich', alternateNames: ['Munchen', 'München'] })];
    expect(findLocalNames([city('Munich')], places)).toEqual([['München']]);
  });

  it('matches an alternate name, its own name first, then the bigger place', () => {
    const places = [
      place({ name: 'Napoli', alternateNames: ['Naples', 'Neapel'], population: 900_000 }),
      place({ name: 'Naples', alternateNames: ['Napoli Piccola'], population: 10 }),
    ];
    expect(findLocalNames([city('Naples')], places)).toEqual([['Napoli Piccola']]);
  });

  it('ignores places in other countries or more than 100 km from every airport', () => {
    const places = [
      place({ name: 'Springfield', countryCode: 'YY', alternateNames: ['Спрингфилд'] }),
      place({ name: 'Springfield', lat: 5, alternateNames: ['Шпрингфилд'] }),
    ];
    expect(findLocalNames([city('Springfield')], places)).toEqual([[]]);
  });

  it('names each part of a composite name, and tries the whole first', () => {
    const places = [
      place({ name: 'Shanghai', alternateNames: ['上海'] }),
      place({ name: 'Pudong', alternateNames: ['浦东'] }),
      place({ name: 'Ciudad de Toluca', alternateNames: ['Toluca de Lerdo'] }),
    ];
    expect(findLocalNames([city('Shanghai (Pudong)'), city('Ciudad de Toluca')], places)).toEqual([
      ['上海', '浦东'],
      ['Toluca de Lerdo'],
    ]);
  });

  it('falls back to an IATA code GeoNames lists, when no place has the name', () => {
    const places = [place({ name: 'Makassar', alternateNames: ['UPG', 'Макасар'] })];
    expect(findLocalNames([city('Ujung Pandang', { codes: ['UPG'] })], places)).toEqual([
      ['Makassar', 'Макасар'],
    ]);
  });
});
