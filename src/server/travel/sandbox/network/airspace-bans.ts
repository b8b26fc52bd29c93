/**
 * Closed airspace and flight bans in force (checked November 2026), as data: no leg touches a closed country, no
 * leg joins a banned pair of countries, and no carrier flies into a country that bans its home (or that its home
 * bans). Sources:
 * - Ukraine's airspace closed to civil flights since 24 Feb 2022: EASA Conflict Zone Information Bulletin
 *   CZIB-2022-01, https://www.easa.europa.eu/en/domains/air-operations/czibs
 * - EU ban on Russian carriers and flights, Council Regulation (EU) 2022/334,
 *   https://eur-lex.europa.eu/eli/reg/2022/334/oj; Russia's reply closing its airspace to the carriers of 36
 *   countries (Rosaviatsia, 28 Feb 2022), then the US (DOT order, 1 Mar 2022), Canada (NOTAM, 27 Feb 2022), the UK
 *   (SI 2022/203), Switzerland, Norway, Iceland, Albania, North Macedonia and Montenegro; Japan, Australia and New
 *   Zealand have no scheduled flights to Russia.
 * - Belarus: Council Regulation (EU) 2021/907, https://eur-lex.europa.eu/eli/reg/2021/907/oj, and the UK, US,
 *   Canadian, Swiss and Norwegian bans that followed it.
 * Public legal texts; the lists are facts, not a licensed work.
 */

/** No civil flights at all. */
export const closedCountries: readonly string[] = ['UA'];

const euEea = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
];

/** Who bans flights with Russia, or whose carriers Russia bans. */
const russiaBans = [
  ...euEea,
  'GB',
  'CH',
  'US',
  'CA',
  'JP',
  'AU',
  'NZ',
  'AL',
  'MK',
  'ME',
  'GI',
  'JE',
  'GG',
  'IM',
];

/** Who bans flights with Belarus. */
const belarusBans = [...euEea, 'GB', 'CH', 'US', 'CA'];

/** Pairs of countries with no flights between them, in either direction. */
export const bannedCountryPairs: readonly (readonly [string, string])[] = [
  ...russiaBans.map((country) => ['RU', country] as const),
  ...belarusBans.map((country) => ['BY', country] as const),
];
