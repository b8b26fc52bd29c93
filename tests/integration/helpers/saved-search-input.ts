import type { SavedSearchInput } from '../../../src/core/saved-search';
import { daysFromNow } from '../../support/dates';

/** What the Save Search button sends for a family trip to Paris. */
export function savedSearchInput(overrides: Partial<SavedSearchInput> = {}): SavedSearchInput {
  return {
    searchName: 'Paris in spring',
    flightFrom: 'BEG',
    flightFromName: 'Belgrade Nikola Tesla Airport (BEG)',
    flightTo: 'CDG',
    flightToName: 'Paris Charles de Gaulle Airport (CDG)',
    departureDate: daysFromNow(30),
    returnDate: daysFromNow(37),
    isOneWay: false,
    flightAdults: 2,
    flightChildren: 2,
    accommodationAdults: 2,
    accommodationChildren: 2,
    accommodationLocation: 'Paris',
    checkInDate: daysFromNow(30),
    checkOutDate: daysFromNow(37),
    budget: 3250.75,
    budgetPer: 'total',
    currency: 'EUR',
    cabinClass: 'ECONOMY',
    directFlights: true,
    bags: 'cabin',
    rooms: 1,
    childrenAges: [4, 9],
    ...overrides,
  };
}
