import type { SavedSearchInput } from './saved-search';
import { sanitizeValues } from './search-form/sanitize-values';
import { searchQuery } from './search-form/search-url';
import { initialSearchForm, type SearchFormValues } from './search-form/state';
import type { SearchParamsInput } from './search-params';

/** Every Search Again value of SPEC §2, as the home page's form holds it. */
function prefillFromSavedSearch(search: SavedSearchInput): Partial<SearchFormValues> {
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

/** The home page query (without '?') that fills the form with a saved search and runs it (SPEC §2 Search Again). */
export function savedSearchQuery(search: SavedSearchInput): string {
  return searchQuery(sanitizeValues(prefillFromSavedSearch(search), initialSearchForm(search.currency)));
}

/** The search a saved search stands for, as POST /api/search takes it; watch checks run exactly this. */
export function savedSearchParams(search: SavedSearchInput): SearchParamsInput {
  return {
    budget: search.budget,
    currency: search.currency,
    from: search.flightFrom,
    fromName: search.flightFromName,
    to: search.flightTo,
    toName: search.flightToName,
    departureDate: search.departureDate,
    ...(search.returnDate && !search.isOneWay ? { returnDate: search.returnDate } : {}),
    isOneWay: search.isOneWay,
    flightAdults: search.flightAdults,
    flightChildren: search.flightChildren,
    cabinClass: search.cabinClass,
    directFlights: search.directFlights,
    where: search.accommodationLocation,
    checkIn: search.checkInDate,
    checkOut: search.checkOutDate,
    hotelAdults: search.accommodationAdults,
    hotelChildren: search.accommodationChildren,
    childrenAges: search.childrenAges,
    rooms: search.rooms,
  };
}
