import type { SavedSearchInput } from './saved-search';
import { sanitizeValues } from './search-form/sanitize-values';
import { searchQuery } from './search-form/search-url';
import { initialSearchForm, type SearchFormValues } from './search-form/state';

/** Every Search Again value of product.md §2, as the home page's form holds it. */
function prefillFromSavedSearch(search: SavedSearchInput): Partial<SearchFormValues> {
  return {
    budget: String(search.budget),
    budgetPer: search.budgetPer ?? 'total',
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
    bags: search.bags,
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

/** The home page query (no '?') that fills the form with a saved search and runs it (product.md §2 Search Again). */
export function savedSearchQuery(search: SavedSearchInput): string {
  return searchQuery(sanitizeValues(prefillFromSavedSearch(search), initialSearchForm(search.currency)));
}
