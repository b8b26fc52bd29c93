import type { City } from './airport-data';
import { isYearEndHoliday, type TravelDate } from './travel-time';

/**
 * How a night's rate moves with the season where the hotel stands, around 1 over a year: the local high season
 * by climate, and Christmas and New Year dearer everywhere.
 */

type Climate = 'northern-temperate' | 'southern-temperate' | 'northern-tropics' | 'southern-tropics' | 'gulf';

/** January … December. */
const monthFactorsByClimate: Readonly<Record<Climate, readonly number[]>> = {
  // Summer holidays dearest, the weeks after New Year cheapest: Europe, North America, East Asia.
  'northern-temperate': [0.82, 0.82, 0.9, 1.0, 1.05, 1.15, 1.25, 1.25, 1.1, 1.0, 0.88, 0.95],
  // The same six months on: Australia, New Zealand, South Africa, the Southern Cone.
  'southern-temperate': [1.25, 1.2, 1.05, 1.0, 0.9, 0.85, 0.85, 0.88, 0.95, 1.0, 1.05, 1.12],
  // The dry winter dearest, the monsoon cheapest: Thailand, India, Mexico, the Caribbean.
  'northern-tropics': [1.2, 1.2, 1.1, 1.0, 0.88, 0.82, 0.85, 0.85, 0.82, 0.9, 1.05, 1.15],
  // The dry season in the middle of the year: Bali, northern Australia, Brazil's north-east.
  'southern-tropics': [1.05, 0.95, 0.9, 0.95, 1.0, 1.05, 1.2, 1.2, 1.05, 0.95, 0.9, 1.0],
  // Mild winters dearest, scorching summers cheapest: the Gulf and Egypt.
  gulf: [1.2, 1.2, 1.1, 1.0, 0.9, 0.8, 0.75, 0.75, 0.85, 1.0, 1.1, 1.15],
};

const yearEndHolidayFactor = 1.3;

const gulfCountries = new Set(['AE', 'QA', 'BH', 'KW', 'OM', 'SA', 'EG']);
const tropicLatitude = 23.44;

function climateOf(city: City): Climate {
  if (gulfCountries.has(city.countryCode)) return 'gulf';
  const latitude = city.airports[0]?.lat ?? 0;
  if (Math.abs(latitude) < tropicLatitude) return latitude >= 0 ? 'northern-tropics' : 'southern-tropics';
  return latitude >= 0 ? 'northern-temperate' : 'southern-temperate';
}

/** The season's factor for a night from `date` in `city`. */
export function seasonFactor(city: City, date: TravelDate): number {
  const monthFactor = monthFactorsByClimate[climateOf(city)][date.month - 1] ?? 1;
  return isYearEndHoliday(date) ? monthFactor * yearEndHolidayFactor : monthFactor;
}
