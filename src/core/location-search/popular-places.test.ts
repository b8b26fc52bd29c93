import { describe, expect, it } from 'vitest';
import { createLocationIndex, rankLocations } from './location-index';
import type { IndexedPlace } from './location-match';
import { place } from './places.fixtures';
import { decodePopularPlaces, encodePopularPlaces } from './popular-places';

const paris = ['Париж', 'Parigi', 'Parigi', '巴黎'];
const places: IndexedPlace[] = [
  place(
    'PAR',
    'CITY',
    'Paris',
    'Paris',
    6.75,
    ['Charles de Gaulle International Airport', 'Paris-Orly Airport', 'Paris'],
    paris,
  ),
  place(
    'CDG',
    'AIRPORT',
    'Charles de Gaulle International Airport',
    'Paris',
    5,
    ['Roissy Airport', 'Paris', 'PAR'],
    paris,
  ),
  place('BEG', 'AIRPORT', 'Belgrade Nikola Tesla Airport', 'Belgrade', 4.5, ['Beograd']),
];

/** What a browser gets: the answer through JSON. */
const sent = () => JSON.parse(JSON.stringify(encodePopularPlaces(places))) as unknown;

describe('popular places on the wire', () => {
  it('sends texts normalised, without aliases repeating a name, and shared local names once', () => {
    const body = encodePopularPlaces(places);
    expect(body.localNames).toEqual([['париж', 'parigi', '巴黎']]);
    expect(body.places.map((place) => place.localNames)).toEqual([0, 0, undefined]);
    expect(body.places[0]?.aliases).toEqual([
      'charles de gaulle international airport',
      'paris orly airport',
    ]);
    expect(body.places[1]?.aliases).toEqual(['roissy airport', 'par']);
  });

  it("decodes to places a city and its airports share one local names' array in", () => {
    const [city, airport, other] = decodePopularPlaces(sent());
    expect(city?.localNames).toBe(airport?.localNames);
    expect(other?.localNames).toEqual([]);
    expect(city?.location).toEqual(places[0]?.location);
  });

  it('ranks the decoded places exactly as the originals', () => {
    const original = createLocationIndex(places);
    const decoded = createLocationIndex(decodePopularPlaces(sent()));
    for (const keyword of [
      'par',
      'paris',
      'roissy',
      'париж',
      'пар',
      '巴黎',
      'Parigi',
      'parig',
      'beograd',
      'airport',
    ])
      expect(rankLocations(decoded, keyword)).toEqual(rankLocations(original, keyword));
  });

  it('sends only the names a place is shown by otherwise, and decodes them whole', () => {
    const inRussian = places.map((each) =>
      each.location.iataCode === 'PAR'
        ? {
            ...each,
            shown: {
              ...each.location,
              name: 'Париж',
              address: { cityName: 'Париж', countryName: 'Франция' },
            },
          }
        : each.location.iataCode === 'CDG'
          ? {
              ...each,
              shown: {
                ...each.location,
                name: 'Париж Шарль-де-Голль',
                address: { cityName: 'Париж', countryName: 'Франция' },
              },
            }
          : each,
    );
    const body = encodePopularPlaces(inRussian);
    expect(body.places.map((each) => each.shown)).toEqual([
      { name: 'Париж', cityName: '', countryName: 'Франция' },
      { name: 'Париж Шарль-де-Голль', cityName: 'Париж', countryName: 'Франция' },
      undefined,
    ]);
    const decoded = decodePopularPlaces(JSON.parse(JSON.stringify(body)));
    expect(decoded.map((each) => each.shown)).toEqual(inRussian.map((each) => each.shown));
    expect(rankLocations(createLocationIndex(decoded), 'par').map((each) => each.name)).toEqual([
      'Париж',
      'Париж Шарль-де-Голль',
    ]);
  });

  it.each([
    ['no object', null],
    ['no places', { localNames: [] }],
    ['a place without a location', { places: [{ importance: 1, aliases: [] }], localNames: [] }],
    [
      'a local names number out of range',
      { places: [{ ...encodePopularPlaces(places).places[0], localNames: 3 }], localNames: [[]] },
    ],
    ['local names that are not text', { places: [], localNames: [[1]] }],
    [
      'shown names that are not text',
      { places: [{ ...encodePopularPlaces(places).places[2], shown: { name: 1 } }], localNames: [[]] },
    ],
  ])('refuses an answer with %s', (_case, body) => {
    expect(() => decodePopularPlaces(body)).toThrow('unexpected shape');
  });
});
