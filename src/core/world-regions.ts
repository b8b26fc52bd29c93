/**
 * World regions as airline networks and price levels see them, from an airport's country and continent. The
 * sandbox prices by them; explore filters destinations by them.
 */
export const regions = [
  'europe',
  'north-america',
  'latin-america',
  'middle-east',
  'asia',
  'africa',
  'oceania',
] as const;

export type Region = (typeof regions)[number];

/** Countries OurAirports files under Asia whose airlines and prices are the Gulf's and the Levant's. */
const middleEast = new Set([
  'AE',
  'BH',
  'IL',
  'IQ',
  'IR',
  'JO',
  'KW',
  'LB',
  'OM',
  'PS',
  'QA',
  'SA',
  'SY',
  'YE',
]);
/** Asia by continent, Europe by network: Turkish Airlines, Cyprus, the Caucasus. */
const europeanInAsia = new Set(['TR', 'CY', 'GE', 'AM', 'AZ']);
const northAmerica = new Set(['US', 'CA', 'BM', 'PM', 'GL']);

export function regionOf(countryCode: string, continent: string): Region {
  if (middleEast.has(countryCode)) return 'middle-east';
  if (europeanInAsia.has(countryCode)) return 'europe';
  switch (continent) {
    case 'EU':
      return 'europe';
    case 'NA':
      return northAmerica.has(countryCode) ? 'north-america' : 'latin-america';
    case 'SA':
      return 'latin-america';
    case 'AF':
      return 'africa';
    case 'AS':
      return 'asia';
    default:
      return 'oceania';
  }
}
