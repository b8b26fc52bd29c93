import { defaultBudgetBasis, type BudgetBasis } from '../budget-basis';
import { defaultBagChoice, type BagChoice } from '../bag-choices';
import { defaultCabinClass, type CabinClass } from '../cabin-classes';
import { defaultCurrency, type CurrencyCode } from '../currencies';
import { limits } from '../search-limits';

/** The search form state of product.md §3. Dates are 'YYYY-MM-DD' or '' while unset. */
export interface SearchFormValues {
  /** IATA code of the chosen departure airport or city; '' until one is chosen from the suggestions. */
  flightFrom: string;
  /** What the From field shows: 'Name (CODE)' once chosen, the typed text before that. */
  flightFromName: string;
  flightTo: string;
  flightToName: string;
  departureDate: string;
  returnDate: string;
  isOneWay: boolean;
  flightAdults: number;
  flightChildren: number;
  cabinClass: CabinClass;
  directFlightsOnly: boolean;
  /** What each traveller takes on the plane. */
  bags: BagChoice;
  /** What the accommodation field shows: typed text, or 'Name (CODE)' once a city is chosen. */
  accommodationLocation: string;
  /** The city code chosen in the accommodation autocomplete; '' when the text was typed or synced. */
  accommodationCode: string;
  checkInDate: string;
  checkOutDate: string;
  accommodationAdults: number;
  accommodationChildren: number;
  /** One age per hotel child, 0 to 17; null until the visitor chooses it (a guessed 0 would price an infant). */
  childrenAges: (number | null)[];
  rooms: number;
  /** Kept as typed, so an empty field stays empty rather than becoming 0. */
  budget: string;
  /** Whether `budget` is for the whole trip or per flight traveller (the search's budget is then × travellers). */
  budgetPer: BudgetBasis;
  currency: CurrencyCode;
}

/** An empty form with the product.md §9 defaults: USD (or the given currency), economy, 1 adult, 1 room. */
export function initialSearchForm(currency: CurrencyCode = defaultCurrency): SearchFormValues {
  return {
    flightFrom: '',
    flightFromName: '',
    flightTo: '',
    flightToName: '',
    departureDate: '',
    returnDate: '',
    isOneWay: false,
    flightAdults: limits.flightAdults.min,
    flightChildren: limits.flightChildren.min,
    cabinClass: defaultCabinClass,
    directFlightsOnly: false,
    bags: defaultBagChoice,
    accommodationLocation: '',
    accommodationCode: '',
    checkInDate: '',
    checkOutDate: '',
    accommodationAdults: limits.hotelAdults.min,
    accommodationChildren: limits.hotelChildren.min,
    childrenAges: [],
    rooms: limits.rooms.min,
    budget: '',
    budgetPer: defaultBudgetBasis,
    currency,
  };
}
