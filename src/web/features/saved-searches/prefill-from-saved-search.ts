import type { SavedSearch } from '../../../core/saved-search';
import type { SearchFormValues } from '../../../core/search-form/state';

/** Every Search Again value of SPEC §2, as the home page's form holds it. */
export function prefillFromSavedSearch(search: SavedSearch): Partial<SearchFormValues> {
  return {
    budget: String(search.budget),
    currency: search.currency,
    flightFrom: search.flightFrom,
    flightFromName: search.flightFromName,
    flightTo: search.flightTo,
    flightToName: search.flightToName,
    departureDate: search.departureDate,
    returnDate: search.returnDate ?? '',
    flightAdults: search.flightAdults,
    flightChildren: search.flightChildren,
    cabinClass: search.cabinClass,
    directFlightsOnly: search.directFlights,
    isOneWay: search.isOneWay,
    accommodationLocation: search.accommodationLocation,
    checkInDate: search.checkInDate,
    checkOutDate: search.checkOutDate,
    accommodationAdults: search.accommodationAdults,
    accommodationChildren: search.accommodationChildren,
    childrenAges: search.childrenAges,
    rooms: search.rooms,
  };
}
