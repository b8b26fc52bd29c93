import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TravelLocation } from '../../../core/travel-data';
import { createSandboxProvider } from '.';
import { testSandboxClock } from './sandbox-clock.test-helpers';

const provider = createSandboxProvider(testSandboxClock);
const search = (keyword: string) => provider.searchLocations(keyword, new AbortController().signal);
const codes = (locations: TravelLocation[]) =>
  locations.map((location) => `${location.subType} ${location.iataCode}`);

describe('sandbox location search', () => {
  it("ranks London and Heathrow first for 'lon', before Londrina", async () => {
    const results = await search('lon');
    expect(results[0]).toEqual({
      name: 'London',
      iataCode: 'LON',
      subType: 'CITY',
      address: { cityName: 'London', countryName: 'United Kingdom' },
    });
    expect(results[1]).toMatchObject({
      iataCode: 'LHR',
      subType: 'AIRPORT',
      name: 'London Heathrow Airport',
    });
    const londrina = results.findIndex((location) => location.address.cityName === 'Londrina');
    expect(londrina === -1 || londrina > 1).toBe(true);
  });

  it("ranks places named 'Ber…' before a city found only through one of its airports (Milan, through Bergamo)", async () => {
    const results = codes(await search('ber'));
    expect(results.slice(0, 2)).toEqual(['CITY BER', 'AIRPORT BER']);
    const milan = results.indexOf('CITY MIL');
    const bergenAirport = results.indexOf('AIRPORT BGO');
    expect(bergenAirport).toBeGreaterThan(1);
    expect(milan === -1 || milan > bergenAirport).toBe(true);
    expect(results.filter((entry) => entry.startsWith('CITY')).slice(0, 3)).toEqual([
      'CITY BER',
      'CITY BRN',
      'CITY BGO',
    ]);
  });

  it("ranks Paris first for 'par', then Charles de Gaulle", async () => {
    expect(codes((await search('par')).slice(0, 3))).toEqual(['CITY PAR', 'AIRPORT CDG', 'AIRPORT ORY']);
  });

  it.each(['new york', 'nyc', 'New York', 'york new'])("ranks New York first for '%s'", async (keyword) => {
    const [first, second] = await search(keyword);
    expect(first).toMatchObject({ iataCode: 'NYC', subType: 'CITY', name: 'New York' });
    expect(second?.iataCode).toBe('JFK');
  });

  it.each(['bel', 'belgrade', 'Beograd'])("ranks Belgrade first for '%s'", async (keyword) => {
    const results = await search(keyword);
    expect(codes(results.slice(0, 2))).toEqual(['CITY BEG', 'AIRPORT BEG']);
    expect(results[1]).toEqual({
      name: 'Belgrade Nikola Tesla Airport',
      iataCode: 'BEG',
      subType: 'AIRPORT',
      address: { cityName: 'Belgrade', countryName: 'Serbia' },
    });
  });

  it.each(['JFK', 'lhr', 'cdg', 'beg', 'ORD', 'Dxb'])('puts the exact code %s first', async (keyword) => {
    const [first] = await search(keyword);
    expect(first?.iataCode).toBe(keyword.toUpperCase());
  });

  it('ranks a bigger airport above a smaller one matching alike', async () => {
    const results = codes(await search('lon'));
    expect(results.indexOf('AIRPORT LHR')).toBeLessThan(results.indexOf('AIRPORT LCY'));
  });

  it('ranks prefix matches above substring matches, even a busy airport', async () => {
    // Newark only contains 'ark'; Arusha (ARK) and Arkansas start with it.
    expect(codes(await search('wark'))).toContain('AIRPORT EWR');
    const results = codes(await search('ark'));
    expect(results[0]).toBe('CITY ARK');
    expect(results).toHaveLength(10);
    expect(results).not.toContain('AIRPORT EWR');
  });

  it('still finds a keyword inside a name', async () => {
    expect(codes((await search('ondon')).slice(0, 2))).toEqual(['CITY LON', 'AIRPORT LHR']);
  });

  it('gives full country names', async () => {
    const countries = (await search('zurich')).map((location) => location.address.countryName);
    expect(countries[0]).toBe('Switzerland');
    expect((await search('tokyo'))[0]?.address.countryName).toBe('Japan');
  });

  it('ignores case and accents', async () => {
    expect(await search('SAO PAULO')).toEqual(await search('São Paulo'));
    expect(await search('zürich')).toEqual(await search('zurich'));
    expect((await search('krakow'))[0]).toMatchObject({
      iataCode: 'KRK',
      address: { countryName: 'Poland' },
    });
    expect((await search('istanbul'))[0]).toMatchObject({ iataCode: 'IST', subType: 'CITY' });
  });

  it('returns results for a 3-character keyword, and at most 10', async () => {
    expect((await search('ams'))[0]?.iataCode).toBe('AMS');
    expect(await search('air')).toHaveLength(10);
  });

  it('finds nothing for a keyword nothing contains', async () => {
    expect(await search('xyzzy')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });

  // A timeout of its own: 200 generated keywords, each a search of the whole airport index; past 5 s on a busy
  // machine.
  it('answers any keyword with at most 10 well-formed locations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 12 }), async (keyword) => {
        const results = await search(keyword);
        expect(results.length).toBeLessThanOrEqual(10);
        for (const location of results) {
          expect(location.iataCode).toMatch(/^[A-Z]{3}$/);
          expect(['AIRPORT', 'CITY']).toContain(location.subType);
          expect(location.address.countryName.length).toBeGreaterThan(2);
        }
      }),
      { numRuns: 200 },
    );
  }, 20_000);

  describe('in the site languages', () => {
    it.each([
      ['Москва', 'MOW', 'Moscow'],
      ['Київ', 'IEV', 'Kyiv'],
      ['Варшава', 'WAW', 'Warsaw'],
      ['München', 'MUC', 'Munich'],
      ['Roma', 'ROM', 'Rome'],
      ['Belgrado', 'BEG', 'Belgrade'],
      ['Београд', 'BEG', 'Belgrade'],
      ['القاهرة', 'CAI', 'Cairo'],
      ['北京', 'BJS', 'Beijing'],
      ['Pékin', 'BJS', 'Beijing'],
      ['Peking', 'BJS', 'Beijing'],
      ['Londres', 'LON', 'London'],
      ['Mailand', 'MIL', 'Milan'],
    ])("ranks the city first for '%s'", async (keyword, code, name) => {
      const [first] = await search(keyword);
      expect(first).toMatchObject({ iataCode: code, subType: 'CITY', name });
    });

    it('gives English names, as for any other keyword', async () => {
      expect((await search('Москва'))[0]).toEqual({
        name: 'Moscow',
        iataCode: 'MOW',
        subType: 'CITY',
        address: { cityName: 'Moscow', countryName: 'Russia' },
      });
    });

    it("lists the city's airports after it, as for its English name", async () => {
      const airports = (await search('Москва')).slice(1, 4).map((location) => location.iataCode);
      expect(airports).toEqual(expect.arrayContaining(['SVO', 'DME', 'VKO']));
    });

    it('finds a Chinese city from two characters, and from the start of its name', async () => {
      expect(codes((await search('上海')).slice(0, 2))).toContain('CITY SHA');
      expect((await search('莫斯'))[0]?.iataCode).toBe('MOW');
    });

    it('finds Cyrillic and Arabic names from their start, case, marks and tatweel aside', async () => {
      expect((await search('мос'))[0]?.iataCode).toBe('MOW');
      expect((await search('ВАРШ'))[0]?.iataCode).toBe('WAW');
      expect((await search('القـاهرة'))[0]?.iataCode).toBe('CAI');
      expect((await search('القَاهِرَة'))[0]?.iataCode).toBe('CAI');
      // Without the article, written joined to the word.
      expect((await search('قاهرة'))[0]?.iataCode).toBe('CAI');
    });

    it("never lets another language's Latin name push down a place named so (GeoNames' 'Belin' for Berlin)", async () => {
      expect(codes((await search('bel')).slice(0, 2))).toEqual(['CITY BEG', 'AIRPORT BEG']);
      // Basque 'York Berri' is New York, but 'ber' is Berlin, Bern and Bergen first.
      expect(codes((await search('ber')).slice(0, 6))).not.toContain('CITY NYC');
    });

    it("finds an airport by its name in another script, and a city by every language's name", async () => {
      expect(codes(await search('北京首都'))[0]).toBe('AIRPORT PEK');
      expect(codes(await search('Москва Шереметьево'))[0]).toBe('AIRPORT SVO');
      expect(codes(await search('Каїр'))[0]).toBe('CITY CAI');
      expect(codes(await search('Беч'))[0]).toBe('CITY VIE');
    });

    it("ranks cities named 'Bel…' before a word inside an airport's name (Bern-Belp)", async () => {
      const results = codes(await search('Bel'));
      expect(results.slice(0, 2)).toEqual(['CITY BEG', 'AIRPORT BEG']);
      const cities = results.filter((entry) => entry.startsWith('CITY'));
      expect(cities.slice(0, 3)).toEqual(['CITY BEG', 'CITY BFS', 'CITY BZE']);
      expect(cities).toContain('CITY CNF');
      const bern = results.indexOf('AIRPORT BRN');
      expect(bern === -1 || bern > results.indexOf('CITY CNF')).toBe(true);
      // Typed in capitals it is also Belém's code, which then weighs as a whole name.
      const belem = (found: string[]) => found.indexOf('CITY BEL');
      expect(belem(codes(await search('BEL')))).toBeLessThan(belem(results));
    });

    it('still finds a Latin local name typed in part, after the places named so', async () => {
      expect(codes(await search('Varsavi'))).toContain('CITY WAW');
    });
  });

  it('hands out copies, so a caller cannot change the index', async () => {
    const [first] = await search('beg');
    if (first) first.address.cityName = 'changed';
    expect((await search('beg'))[0]?.address.cityName).toBe('Belgrade');
  });
});
