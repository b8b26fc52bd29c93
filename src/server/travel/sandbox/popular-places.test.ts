import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createLocationIndex, rankLocations } from '../../../core/location-search/location-index';
import { decodePopularPlaces } from '../../../core/location-search/popular-places';
import { normalizeSearchText } from '../../../core/location-search/search-text';
import type { TravelLocation } from '../../../core/travel-data';
import { popularPlacesSchema } from '../../../core/api/locations';
import { airportData } from './airport-data';
import { searchLocations } from './locations';
import { popularPlacesBody } from './popular-places';

const body = popularPlacesBody();
const key = (location: TravelLocation) => `${location.subType} ${location.iataCode}`;
const keys = new Set(body.places.map(({ location }) => key(location)));
const localNamesOf = (code: string) => {
  const group = body.places.find(({ location }) => key(location) === `CITY ${code}`)?.localNames;
  return group === undefined ? [] : (body.localNames[group] ?? []);
};

describe('the popular places (GET /api/locations/popular)', () => {
  it('holds the few hundred busiest places: hubs, busy and capital airports, and their cities', () => {
    expect(body.places.length).toBeGreaterThanOrEqual(300);
    expect(body.places.length).toBeLessThanOrEqual(600);
    for (const place of [
      'CITY LON',
      'AIRPORT LHR',
      'AIRPORT LGW',
      'CITY PAR',
      'AIRPORT CDG',
      'CITY BEG',
      'AIRPORT BEG',
    ])
      expect(keys).toContain(place);
    for (const place of ['CITY NYC', 'AIRPORT JFK', 'CITY BCN', 'CITY MOW', 'CITY BJS', 'AIRPORT DXB'])
      expect(keys).toContain(place);
    // Londrina and Belém match 'lon' and 'bel' on the server, but are not among the busiest.
    expect(keys).not.toContain('AIRPORT LDB');
    expect(keys).not.toContain('AIRPORT BEL');
  });

  it('lists the city of every airport in it, each place once', () => {
    const { airportByCode } = airportData();
    for (const { location } of body.places) {
      if (location.subType === 'AIRPORT')
        expect(keys).toContain(`CITY ${airportByCode.get(location.iataCode)?.cityCode}`);
    }
    expect(keys.size).toBe(body.places.length);
  });

  it("carries each city's names in the site languages, normalised, shared with its airports", () => {
    expect(localNamesOf('MOW')).toContain('москва');
    expect(localNamesOf('BJS')).toContain('北京');
    expect(localNamesOf('ROM')).toContain('roma');
    expect(localNamesOf('BEG')).toEqual(expect.arrayContaining(['belgrad', 'београд']));
    expect(localNamesOf('CAI')).toContain(normalizeSearchText('القاهرة'));
    const heathrow = body.places.find(({ location }) => key(location) === 'AIRPORT LHR');
    const london = body.places.find(({ location }) => key(location) === 'CITY LON');
    expect(heathrow?.localNames).toBeDefined();
    expect(heathrow?.localNames).toBe(london?.localNames);
  });

  it('answers the shape the OpenAPI document publishes, which the search form decodes', () => {
    const sent: unknown = JSON.parse(JSON.stringify(body));
    expect(popularPlacesSchema.parse(sent)).toEqual(body);
    expect(decodePopularPlaces(sent)).toHaveLength(body.places.length);
  });

  it('stays small on the wire', () => {
    const json = JSON.stringify(body);
    // About 190 KB as text and 47 KB gzipped in English, 240 KB and 50 KB in Russian, places shown in the
    // language included; the guard catches a selection that grows by accident.
    expect(Buffer.byteLength(json)).toBeLessThan(210_000);
    expect(gzipSync(json).length).toBeLessThan(50_000);
    const russian = JSON.stringify(popularPlacesBody('ru'));
    expect(Buffer.byteLength(russian)).toBeLessThan(255_000);
    expect(gzipSync(russian).length).toBeLessThan(54_000);
  });

  it('shows each place named in the asked language, ranked by the same texts', () => {
    const russian = popularPlacesBody('ru');
    const shown = (code: string) =>
      decodePopularPlaces(JSON.parse(JSON.stringify(russian))).find(({ location }) => key(location) === code)
        ?.shown;
    expect(shown('CITY MOW')).toMatchObject({
      name: 'Москва',
      address: { cityName: 'Москва', countryName: 'Россия' },
    });
    expect(shown('AIRPORT SVO')?.name).toBe('Москва Шереметьево');
    expect(russian.places.map(({ location }) => location)).toEqual(
      body.places.map(({ location }) => location),
    );
    const local = createLocationIndex(decodePopularPlaces(JSON.parse(JSON.stringify(russian))));
    expect(rankLocations(local, 'Москва')[0]).toMatchObject({ iataCode: 'MOW', name: 'Москва' });
  });

  describe('ranked in the browser', () => {
    const local = createLocationIndex(decodePopularPlaces(JSON.parse(JSON.stringify(body))));
    const cityPrefixes = body.places
      .filter(({ location }) => location.subType === 'CITY')
      .map(({ location }) => location.name.slice(0, 3));
    // Codes, name starts, whole names, several words, alternative and local names, and a miss.
    const keywords = [
      ...[
        'lhr',
        'ory',
        'mow',
        'bel',
        'ber',
        'lon',
        'san',
        'new york',
        'york new',
        'sao',
        'são paulo',
        'kuala',
      ],
      ...['heathrow', 'charles de gaulle', 'bergamo', 'international', 'airport', 'city', 'xyzzy'],
      ...[
        'Москва',
        'мос',
        '北京',
        '上海',
        'Roma',
        'Belgrad',
        'Londres',
        'القاهرة',
        'Варшава',
        'Mailand',
        'Peking',
      ],
      ...cityPrefixes,
    ];

    it.each(keywords)("orders '%s' as the server orders those places", (keyword) => {
      const server = searchLocations(keyword).map(key);
      const popularOnServer = server.filter((place) => keys.has(place));
      // The server's first ten, less the places not sent, are the browser's first ones, in the same order.
      expect(rankLocations(local, keyword).map(key).slice(0, popularOnServer.length)).toEqual(
        popularOnServer,
      );
    });

    it("answers the examples at once: 'Bel' Belgrade, 'Москва' and 'Belgrad' their cities", () => {
      expect(rankLocations(local, 'Bel').map(key).slice(0, 2)).toEqual(['CITY BEG', 'AIRPORT BEG']);
      expect(rankLocations(local, 'Москва').map(key)[0]).toBe('CITY MOW');
      expect(rankLocations(local, 'Belgrad').map(key)[0]).toBe('CITY BEG');
      expect(rankLocations(local, 'Roma').map(key)[0]).toBe('CITY ROM');
    });
  });
});
