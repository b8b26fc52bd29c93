import type { BagChoice } from '../../core/bag-choices';
import type { CabinClass } from '../../core/cabin-classes';
import { hotelStay } from '../../core/hotel-stay';
import type { HotelLevel } from '../../core/hotel-levels';
import { daysBetween } from '../../core/iso-date';
import { observationMonth, type PriceObservationKey } from '../../core/price-history';
import type { SearchParams } from '../../core/search-params';
import { airportData } from '../travel/sandbox/airport-data';

/**
 * An airport code read as its city (LHR → LON), so searches from either share a history; a city code, or a code
 * the index does not know, stays as it is. The airport index is local whatever the provider.
 */
export function observationCity(code: string): string {
  return airportData().airportByCode.get(code.toUpperCase())?.cityCode ?? code.toUpperCase();
}

/** The key of a search, a date-grid cell or a watch's search: the searched stay's nights, the cheapest room. */
export function searchObservationKey(params: SearchParams): PriceObservationKey {
  const stay = hotelStay(params);
  return {
    fromCity: observationCity(params.from),
    toCity: observationCity(params.to),
    month: observationMonth(params.departureDate),
    nights: daysBetween(stay.checkIn, stay.checkOut),
    adults: params.flightAdults,
    children: params.flightChildren,
    rooms: params.rooms,
    cabin: params.cabinClass,
    bags: params.bags,
    hotelLevel: 'budget',
  };
}

/** What an explore's query fixes for all of its destinations. */
export interface ExploreKeyParts {
  origin: string;
  adults: number;
  children: number;
  rooms: number;
  bags: BagChoice;
  cabin: CabinClass;
  level: HotelLevel;
}

/** The key of one explore destination: its trip's month and nights, the explore's party and hotel level. */
export function exploreObservationKey(
  query: ExploreKeyParts,
  trip: { code: string; departureDate: string; nights: number },
): PriceObservationKey {
  return {
    fromCity: observationCity(query.origin),
    toCity: observationCity(trip.code),
    month: observationMonth(trip.departureDate),
    nights: trip.nights,
    adults: query.adults,
    children: query.children,
    rooms: query.rooms,
    cabin: query.cabin,
    bags: query.bags,
    hotelLevel: query.level,
  };
}
