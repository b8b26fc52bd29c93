import type { Airport } from './airport-data';

/**
 * Where the sandbox has nothing on offer, on purpose, so each empty message of product.md §8 happens for real.
 *
 * 'No flights found for your search criteria' — searchFlightOffers returns [] for:
 * - a code that is no airport or city, or an origin and destination in the same city (LHR → LGW, LON → LHR);
 * - any airport without scheduled service in OurAirports, e.g. KHT (Khost), YMX (Montréal-Mirabel), LBG
 *   (Paris-Le Bourget). City codes resolve to their main airport, which has service (PAR → CDG);
 * - the routes in `unservedRoutes`, in either direction;
 * - any route to or from Ukraine, whose airspace is closed (network/airspace-bans.ts), e.g. BEG → LWO;
 * - a non-stop search on a route only flown with connections (e.g. BEG → SYD, BEG → BKK);
 * - the rare route no airline network reaches with two connections (Aomori → Mount Pleasant).
 *
 * 'No hotels found for your destination' — listHotelsByCity returns [] for `citiesWithoutHotels`: military bases
 * with scheduled flights (Mount Pleasant, Ascension, Kwajalein, Pituffik), so a search gets past the flight step
 * and finds nothing at the hotel step.
 */
export const unservedRoutes: readonly (readonly [string, string])[] = [
  ['BEG', 'PRN'],
  ['EVN', 'GYD'],
];

export const citiesWithoutHotels: readonly string[] = ['MPN', 'ASI', 'KWA', 'THU'];

/** Airports that can be searched but see no scheduled flights, for tests and examples. */
export const airportsWithoutScheduledService: readonly string[] = ['KHT', 'YMX', 'LBG'];

const servesCode = (airport: Airport, code: string) => airport.code === code || airport.cityCode === code;

export function isUnservedRoute(origin: Airport, destination: Airport): boolean {
  return unservedRoutes.some(
    ([first, second]) =>
      (servesCode(origin, first) && servesCode(destination, second)) ||
      (servesCode(origin, second) && servesCode(destination, first)),
  );
}

export function hasHotels(cityCode: string): boolean {
  return !citiesWithoutHotels.includes(cityCode);
}
