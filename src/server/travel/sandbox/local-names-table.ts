import type { AirportRow, LocalNames, MetroRow } from './airport-index-format';
import type { GeoPlace } from './geonames-source';
import { findLocalNames, type CityToName } from './local-name-finder';
import { sameSearchText } from '../../../core/location-search/search-text';

/**
 * The index's `localNames`: for every city its names in the site's languages under its city code, and for an
 * airport whose own city is another (Baltimore, in Washington's WAS) that city's names under the airport's code.
 */
export function buildLocalNames(
  airports: readonly AirportRow[],
  metros: readonly MetroRow[],
  places: readonly GeoPlace[],
): LocalNames {
  const metroByCode = new Map(metros.map(([code, name, mainAirport]) => [code, { name, mainAirport }]));
  const membersByCity = new Map<string, AirportRow[]>();
  for (const row of airports) membersByCity.set(row[9], [...(membersByCity.get(row[9]) ?? []), row]);

  const wanted: { code: string; city: CityToName }[] = [];
  for (const [cityCode, members] of membersByCity) {
    const metro = metroByCode.get(cityCode);
    const main = members.find((row) => row[0] === (metro?.mainAirport ?? cityCode)) ?? members[0];
    if (!main) continue;
    const cityName = metro?.name ?? main[2];
    wanted.push({
      code: cityCode,
      city: {
        name: cityName,
        countryCode: main[3],
        codes: [cityCode, ...members.map((row) => row[0])],
        airports: members.map((row) => ({ lat: row[4], lon: row[5] })),
      },
    });
    for (const [code, , city, countryCode, lat, lon] of members) {
      if (code === cityCode || sameSearchText(city, cityName)) continue;
      wanted.push({ code, city: { name: city, countryCode, codes: [code], airports: [{ lat, lon }] } });
    }
  }

  const found = findLocalNames(
    wanted.map(({ city }) => city),
    places,
  );
  const namesByCode = new Map(wanted.map(({ code }, position) => [code, found[position] ?? []]));
  const table: LocalNames = {};
  for (const code of [...namesByCode.keys()].sort()) {
    const names = namesByCode.get(code) ?? [];
    if (names.length > 0) table[code] = names.join(',');
  }
  return table;
}
