import { describe, expect, it } from 'vitest';
import { createLocationIndex, maxLocationResults, rankLocations } from './location-index';
import type { IndexedPlace } from './location-match';
import { place } from './places.fixtures';

const london = ['Лондон', 'Londres', '伦敦'];
const moscow = ['Москва', 'Moskau'];

const places: IndexedPlace[] = [
  place('LON', 'CITY', 'London', 'London', 6.75, ['london heathrow airport', 'london city airport'], london),
  place('LHR', 'AIRPORT', 'London Heathrow Airport', 'London', 5, ['lon'], london),
  place('LCY', 'AIRPORT', 'London City Airport', 'London', 3.5, ['lon'], london),
  place('LDB', 'AIRPORT', 'Londrina Airport', 'Londrina', 2),
  place('BEG', 'CITY', 'Belgrade', 'Belgrade', 4.75, ['belgrade nikola tesla airport', 'beograd']),
  place('BEG', 'AIRPORT', 'Belgrade Nikola Tesla Airport', 'Belgrade', 4.5, ['beograd']),
  place('BEL', 'AIRPORT', 'Val de Cans International Airport', 'Belém', 3),
  place('MIL', 'CITY', 'Milan', 'Milan', 5.25, ['malpensa international airport', 'bergamo orio al serio']),
  place('BER', 'CITY', 'Berlin', 'Berlin', 5.75, ['berlin brandenburg airport']),
  place('MOW', 'CITY', 'Moscow', 'Moscow', 6.5, ['sheremetyevo'], moscow),
  place('SVO', 'AIRPORT', 'Sheremetyevo International Airport', 'Moscow', 5.25, ['mow'], moscow),
  place('NYC', 'CITY', 'New York', 'New York', 6, ['john f kennedy international airport']),
  place('EWR', 'AIRPORT', 'Newark Liberty International Airport', 'Newark', 3.75, ['nyc']),
];
const index = createLocationIndex(places);
const rank = (keyword: string) =>
  rankLocations(index, keyword).map((location) => `${location.subType} ${location.iataCode}`);

describe('rankLocations', () => {
  it('ranks a name prefix by importance, the city just before its airports', () => {
    expect(rank('lon')).toEqual(['CITY LON', 'AIRPORT LHR', 'AIRPORT LCY', 'AIRPORT LDB']);
  });

  it('scores an exact code as a whole name, so importance still decides: Belgrade before Belém (BEL)', () => {
    expect(rank('bel')).toEqual(['CITY BEG', 'AIRPORT BEG', 'AIRPORT BEL']);
    expect(rank('lcy')).toEqual(['AIRPORT LCY']);
  });

  it('ranks own names before a place found only through an alternative name', () => {
    // Milan is found through Bergamo; Newark only contains 'ber' (Liberty), so it comes last.
    expect(rank('ber')).toEqual(['CITY BER', 'CITY MIL', 'AIRPORT EWR']);
    expect(rank('bergamo')).toEqual(['CITY MIL']);
  });

  it('finds every word in any order, after prefixes, and substrings last', () => {
    expect(rank('york new')).toEqual(['CITY NYC']);
    expect(rank('ewark')).toEqual(['AIRPORT EWR']);
    expect(rank('new')).toEqual(['CITY NYC', 'AIRPORT EWR']);
  });

  it('weighs a code typed in lower case as a name prefix, typed in capitals as a whole name', () => {
    const belfast = place('BFS', 'CITY', 'Belfast', 'Belfast', 2.5);
    const belem = place('BEL', 'CITY', 'Belém', 'Belém', 2.25);
    const both = createLocationIndex([belem, belfast]);
    const ranked = (keyword: string) => rankLocations(both, keyword).map((location) => location.iataCode);
    expect(ranked('bel')).toEqual(['BFS', 'BEL']);
    expect(ranked('Bel')).toEqual(['BFS', 'BEL']);
    expect(ranked('BEL')).toEqual(['BEL', 'BFS']);
  });

  it("ranks a city's name before a word inside an airport's own name", () => {
    const withBern = createLocationIndex([
      place('BRN', 'AIRPORT', 'Bern-Belp Airport', 'Bern', 4.5),
      place('BFS', 'CITY', 'Belfast', 'Belfast', 4),
    ]);
    expect(rankLocations(withBern, 'bel').map((location) => location.iataCode)).toEqual(['BFS', 'BRN']);
  });

  it('leaves out substrings when asked, for a few hundred places', () => {
    expect(rankLocations(index, 'ewark', { wordMatchesOnly: true })).toEqual([]);
    expect(rank('ewark')).toEqual(['AIRPORT EWR']);
  });

  it('answers a place as it is shown, when it is shown otherwise than searched', () => {
    const london = place('LON', 'CITY', 'London', 'London', 6.75, [], ['Лондон']);
    const shownInRussian = createLocationIndex([
      {
        ...london,
        shown: {
          ...london.location,
          name: 'Лондон',
          address: { cityName: 'Лондон', countryName: 'Великобритания' },
        },
      },
    ]);
    expect(rankLocations(shownInRussian, 'lon')).toEqual([
      { ...london.location, name: 'Лондон', address: { cityName: 'Лондон', countryName: 'Великобритания' } },
    ]);
    expect(rankLocations(shownInRussian, 'лондон')[0]?.name).toBe('Лондон');
  });

  it('ignores case and accents', () => {
    expect(rank('BELÉM')).toEqual(rank('belem'));
    expect(rank('belem')).toEqual(['AIRPORT BEL']);
  });

  it("matches a city's names in other scripts like its own, for the city and its airports", () => {
    expect(rank('москва')).toEqual(['CITY MOW', 'AIRPORT SVO']);
    expect(rank('Мос')).toEqual(['CITY MOW', 'AIRPORT SVO']);
    expect(rank('伦敦')).toEqual(['CITY LON', 'AIRPORT LHR', 'AIRPORT LCY']);
  });

  it('matches a Latin local name as a name when typed whole, its start only like a substring', () => {
    expect(rank('Moskau')).toEqual(['CITY MOW', 'AIRPORT SVO']);
    // 'lond' is London's own start; 'londr' only the start of 'Londres', so London comes after Londrina.
    expect(rank('londr')).toEqual(['AIRPORT LDB', 'CITY LON', 'AIRPORT LHR', 'AIRPORT LCY']);
  });

  it(`answers at most ${maxLocationResults} places, as copies`, () => {
    const many = createLocationIndex(
      Array.from({ length: 15 }, (_, at) =>
        place(`A${String(at).padStart(2, '0')}`, 'AIRPORT', `Airport ${at}`, 'Town', at),
      ),
    );
    const found = rankLocations(many, 'air');
    expect(found).toHaveLength(maxLocationResults);
    expect(found[0]?.iataCode).toBe('A14');
    if (found[0]) found[0].address.cityName = 'changed';
    expect(rankLocations(many, 'air')[0]?.address.cityName).toBe('Town');
  });

  it('finds nothing for a blank keyword or one nothing contains', () => {
    expect(rank('  ')).toEqual([]);
    expect(rank('xyzzy')).toEqual([]);
  });

  it('ranks alike whatever order the places come in', () => {
    const reversed = createLocationIndex([...places].reverse());
    for (const keyword of ['lon', 'bel', 'ber', 'new', 'москва', 'londr', 'airport'])
      expect(rankLocations(reversed, keyword)).toEqual(rankLocations(index, keyword));
  });
});
