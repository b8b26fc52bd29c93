import type { PriceObservationKey } from './price-history';

/** One trip's key for tests and benches: two adults, economy with cabin bags, the cheapest room. */
export const sampleObservationKey: PriceObservationKey = {
  fromCity: 'LON',
  toCity: 'PAR',
  month: '2030-06',
  nights: 4,
  adults: 2,
  children: 0,
  rooms: 1,
  cabin: 'ECONOMY',
  bags: 'cabin',
  hotelLevel: 'budget',
};
