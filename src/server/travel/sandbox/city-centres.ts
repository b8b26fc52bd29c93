import type { Coordinates } from '../../../core/centre-distance';
import centres from './data/city-centres.json' with { type: 'json' };
import { findCity } from './airport-data';

/**
 * Each city's centre from the committed data/city-centres.json (GeoNames' cities500, CC BY 4.0, geonames.org;
 * built by scripts/build-city-centres.ts, see city-centres-builder.ts). Undefined for a city GeoNames has no place
 * for: the airport index's positions are airports, never a centre.
 */
const byCode: Readonly<Record<string, readonly number[]>> = centres;

/** The centre of a city, or of the city an airport code serves. */
export function cityCentre(code: string): Coordinates | undefined {
  const city = findCity(code);
  const [latitude, longitude] = (city && byCode[city.code]) ?? [];
  return latitude === undefined || longitude === undefined ? undefined : { latitude, longitude };
}
