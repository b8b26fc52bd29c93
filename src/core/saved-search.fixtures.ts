import type { SavedSearch } from './saved-search';
import { unwatched } from './trip-watch';

/** A round trip for a family of three, saved on 10 May 2099 (noon UTC, so the local date is the same anywhere). */
export const familyTrip: SavedSearch = {
  id: '0b6c1f3e-6f3c-4a57-9d35-2f5a4b8c9d01',
  createdAt: '2099-05-10T12:00:00.000Z',
  flightFrom: 'BEG',
  flightFromName: 'Belgrade Nikola Tesla Airport (BEG)',
  flightTo: 'CDG',
  flightToName: 'Paris Charles de Gaulle Airport (CDG)',
  departureDate: '2099-06-01',
  returnDate: '2099-06-08',
  isOneWay: false,
  flightAdults: 2,
  flightChildren: 1,
  accommodationAdults: 2,
  accommodationChildren: 1,
  accommodationLocation: 'Paris',
  checkInDate: '2099-06-01',
  checkOutDate: '2099-06-08',
  budget: 2500,
  budgetPer: 'total',
  currency: 'EUR',
  cabinClass: 'PREMIUM_ECONOMY',
  directFlights: true,
  bags: 'checked',
  rooms: 1,
  childrenAges: [7],
  watch: unwatched,
};

/** One adult, one way, no children, two rooms, with a name of its own. */
export const soloOneWay: SavedSearch = {
  ...familyTrip,
  id: '5d9e2b1a-3c4f-4e6a-8b7c-9d0e1f2a3b4c',
  searchName: 'Lisbon getaway',
  flightTo: 'LIS',
  flightToName: 'Lisbon Humberto Delgado Airport (LIS)',
  returnDate: undefined,
  isOneWay: true,
  flightAdults: 1,
  flightChildren: 0,
  accommodationAdults: 1,
  accommodationChildren: 0,
  accommodationLocation: 'Lisbon',
  checkOutDate: '2099-06-02',
  budget: 1234.5,
  currency: 'USD',
  rooms: 2,
  childrenAges: [],
};
