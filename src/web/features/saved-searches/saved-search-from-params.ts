import type { SavedSearchInput } from '../../../core/saved-search';
import { addDays } from '../../../core/iso-date';
import type { SearchParamsInput } from '../../../core/search-params';

// The params come from the form's checked submit, so these only restate the schema's defaults for absent fields.
const numberOr = (value: unknown, fallback: number) => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) ? number : fallback;
};

/**
 * The saved-search record (SPEC §3) of a search that was run. The stay's dates fall back the way the search
 * itself resolved them (SPEC §7): check-in to the departure, check-out to the return, or the next day one-way.
 */
export function savedSearchFromParams(params: SearchParamsInput): SavedSearchInput {
  const isOneWay = params.isOneWay ?? false;
  const returnDate = isOneWay ? undefined : params.returnDate;
  const checkInDate = params.checkIn ?? params.departureDate;
  const checkOutDate = params.checkOut ?? returnDate ?? addDays(checkInDate, 1);
  const hotelChildren = numberOr(params.hotelChildren, 0);
  return {
    flightFrom: params.from,
    flightFromName: params.fromName ?? '',
    flightTo: params.to,
    flightToName: params.toName ?? '',
    departureDate: params.departureDate,
    returnDate,
    isOneWay,
    flightAdults: numberOr(params.flightAdults, 1),
    flightChildren: numberOr(params.flightChildren, 0),
    accommodationAdults: numberOr(params.hotelAdults, 1),
    accommodationChildren: hotelChildren,
    accommodationLocation: params.where ?? '',
    checkInDate,
    checkOutDate,
    budget: numberOr(params.budget, 0),
    currency: params.currency,
    cabinClass: params.cabinClass ?? 'ECONOMY',
    directFlights: params.directFlights ?? false,
    rooms: numberOr(params.rooms, 1),
    childrenAges: (params.childrenAges ?? []).map((age) => numberOr(age, 0)).slice(0, hotelChildren),
  };
}
