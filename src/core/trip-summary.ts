import type { CurrencyCode } from './currencies';
import { hotelStay } from './hotel-stay';
import { textBeforeParenthesis } from './search-form/fuzzy-sync';
import type { SearchParams } from './search-params';

/** What a search's prices cover, for the lines under them on each card. */
export interface TripSummary {
  flightAdults: number;
  flightChildren: number;
  roundTrip: boolean;
  /** Nights of the stay (check-out minus check-in). */
  nights: number;
  rooms: number;
  budget: number;
  currency: CurrencyCode;
  /** Where the stay is, as the visitor named it ('Paris'); '' when only a code is known. */
  stayName: string;
}

const dayMs = 86_400_000;

export function tripSummary(params: SearchParams): TripSummary {
  const stay = hotelStay(params);
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / dayMs);
  return {
    flightAdults: params.flightAdults,
    flightChildren: params.flightChildren,
    roundTrip: !params.isOneWay,
    nights,
    rooms: params.rooms,
    budget: params.budget,
    currency: params.currency,
    stayName: textBeforeParenthesis(params.where || params.toName),
  };
}
