import type { TravelLocation } from './travel-data';

/*
 * Hand-written checks of answers the browser reads, rather than zod, which would add ~24 kB (gzip) to the home
 * page for a few shapes.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isTravelLocation(value: unknown): value is TravelLocation {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.iataCode === 'string' &&
    (value.subType === 'AIRPORT' || value.subType === 'CITY') &&
    isRecord(value.address) &&
    typeof value.address.cityName === 'string' &&
    typeof value.address.countryName === 'string'
  );
}
