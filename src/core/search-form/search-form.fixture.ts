import { initialSearchForm, type SearchFormValues } from './state';

/** A complete, valid round trip for two adults and a child, as Search Again or a visitor would fill it. */
export const filledSearchForm: SearchFormValues = {
  ...initialSearchForm('EUR'),
  budget: '1500',
  flightFrom: 'BEG',
  flightFromName: 'Belgrade (BEG)',
  flightTo: 'PAR',
  flightToName: 'Paris (PAR)',
  departureDate: '2030-04-01',
  returnDate: '2030-04-08',
  flightAdults: 2,
  flightChildren: 1,
  cabinClass: 'BUSINESS',
  directFlightsOnly: true,
  bags: 'checked',
  accommodationLocation: 'Paris',
  checkInDate: '2030-04-01',
  checkOutDate: '2030-04-08',
  accommodationAdults: 2,
  accommodationChildren: 1,
  childrenAges: [7],
  rooms: 1,
};
