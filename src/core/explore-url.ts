import { bagChoices, defaultBagChoice, type BagChoice } from './bag-choices';
import { currencyCodes, type CurrencyCode } from './currencies';
import { cabinClasses, defaultCabinClass, type CabinClass } from './cabin-classes';
import {
  explorePageNights,
  nextThreeMonths,
  type ExploreDestination,
  type ExplorePageNights,
} from './explore';
import { hotelLevels, type HotelLevel } from './hotel-levels';
import { optionNamed } from './option-named';
import { searchQuery } from './search-form/search-url';
import { initialSearchForm } from './search-form/state';

/**
 * The explore page's form, and its URL: `/explore?from=BEG&budget=800&currency=EUR&month=2027-03&nights=5-7…`,
 * the API's own parameter names plus the origin's label, so a link or a reload shows the same answer.
 */
export interface ExploreFormValues {
  from: string;
  /** What the From field shows: 'Belgrade (BEG)' once chosen, the typed text before that. */
  fromName: string;
  budget: string;
  currency: CurrencyCode;
  month: string;
  /** A preset range of nights or weekends; the API takes any range, the page offers these. */
  nights: ExplorePageNights;
  adults: number;
  children: number;
  /** One age per child, null until chosen. */
  childrenAges: (number | null)[];
  rooms: number;
  level: HotelLevel;
  /** The cabin explore prices fares in; a search from a destination keeps it. */
  cabin: CabinClass;
  direct: boolean;
  /** What each traveller carries; a search from a destination keeps it. */
  bags: BagChoice;
}

export function initialExploreForm(currency: CurrencyCode): ExploreFormValues {
  return {
    from: '',
    fromName: '',
    budget: '',
    currency,
    month: nextThreeMonths,
    nights: '5-7',
    adults: 2,
    children: 0,
    childrenAges: [],
    rooms: 1,
    level: 'mid',
    cabin: defaultCabinClass,
    direct: false,
    bags: defaultBagChoice,
  };
}

/** GET /api/explore's parameters for the values (no labels); ages must all be chosen. */
export function exploreApiParams(values: ExploreFormValues) {
  return {
    from: values.from,
    budget: values.budget.trim(),
    currency: values.currency,
    month: values.month,
    nights: values.nights,
    adults: String(values.adults),
    children: String(values.children),
    rooms: String(values.rooms),
    level: values.level,
    ...(values.children > 0 ? { childrenAges: values.childrenAges.join(',') } : {}),
    ...(values.cabin === defaultCabinClass ? {} : { cabin: values.cabin }),
    ...(values.direct ? { direct: 'true' as const } : {}),
    ...(values.bags === defaultBagChoice ? {} : { bags: values.bags }),
  };
}

/** The API's query string for the values (no labels); ages must all be chosen. */
export function exploreApiQuery(values: ExploreFormValues): string {
  return new URLSearchParams(exploreApiParams(values)).toString();
}

/** The page's query string: the API's, plus the origin's label. */
export function explorePageQuery(values: ExploreFormValues): string {
  const query = new URLSearchParams(exploreApiQuery(values));
  query.set('fromName', values.fromName);
  return query.toString();
}

const count = (text: string | null, fallback: number) =>
  text !== null && /^\d{1,2}$/.test(text) ? Number(text) : fallback;

/**
 * The values a page query stands for, or undefined when it holds no explore (no origin or budget). What is
 * malformed falls back to the form's default; the API's checks refuse what is out of range.
 */
export function valuesFromExploreQuery(
  query: URLSearchParams,
  currency: CurrencyCode,
): ExploreFormValues | undefined {
  const from = query.get('from')?.trim().toUpperCase() ?? '';
  const budget = query.get('budget')?.trim() ?? '';
  if (!/^[A-Z]{3}$/.test(from) || budget === '') return undefined;
  const defaults = initialExploreForm(currency);
  const children = count(query.get('children'), 0);
  const ages = (query.get('childrenAges') ?? '').split(',').filter(Boolean).map(Number);
  return {
    ...defaults,
    from,
    fromName: query.get('fromName') ?? from,
    budget,
    currency: optionNamed(currencyCodes, query.get('currency')) ?? currency,
    month: query.get('month') ?? defaults.month,
    nights: optionNamed(explorePageNights, query.get('nights')) ?? defaults.nights,
    adults: count(query.get('adults'), defaults.adults),
    children,
    childrenAges: Array.from({ length: children }, (_, index) => {
      const age = ages[index];
      return age !== undefined && Number.isInteger(age) ? age : null;
    }),
    rooms: count(query.get('rooms'), defaults.rooms),
    level: optionNamed(hotelLevels, query.get('level')) ?? defaults.level,
    cabin: optionNamed(cabinClasses, query.get('cabin')) ?? defaults.cabin,
    direct: query.get('direct') === 'true',
    bags: optionNamed(bagChoices, query.get('bags')) ?? defaults.bags,
  };
}

/**
 * The home page's query that searches a destination's dates with the explore's travellers, rooms, cabin, direct
 * flights, bags and budget: the search that finds the destination's trip.
 */
export function destinationSearchQuery(values: ExploreFormValues, destination: ExploreDestination): string {
  const ages = values.childrenAges.map((age) => age ?? 0);
  return searchQuery({
    ...initialSearchForm(values.currency),
    flightFrom: values.from,
    flightFromName: values.fromName,
    flightTo: destination.code,
    flightToName: `${destination.name} (${destination.code})`,
    departureDate: destination.departureDate,
    returnDate: destination.returnDate,
    flightAdults: values.adults,
    flightChildren: values.children,
    cabinClass: values.cabin,
    directFlightsOnly: values.direct,
    bags: values.bags,
    accommodationAdults: values.adults,
    accommodationChildren: values.children,
    childrenAges: ages,
    rooms: values.rooms,
    budget: values.budget.trim(),
    currency: values.currency,
  });
}
