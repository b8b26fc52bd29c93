import type { z } from 'zod';
import { searchBudget } from '../budget-basis';
import {
  createSearchParamsSchema,
  stayOutsideTrip,
  tooFarAhead,
  tooManyGuestsPerRoom,
  type SearchParams,
  type SearchParamsInput,
} from '../search-params';
import { ownStayDates } from '../trip-stay';
import { textBeforeParenthesis } from './fuzzy-sync';
import type { SearchFormValues } from './state';

/** What can be wrong with a submitted form; the web shows each as `searchForm.errors.<key>`. */
export type SearchFormError =
  | 'requiredFields'
  | 'returnDate'
  | 'chooseAirports'
  | 'budget'
  | 'budgetTooHigh'
  | 'sameAirports'
  | 'departurePast'
  | 'returnAfterDeparture'
  | 'checkInPast'
  | 'checkOutAfterCheckIn'
  | 'dateTooFar'
  | 'dates'
  | 'travellers'
  | 'guests'
  | 'childAge'
  | 'guestsPerRoom'
  | 'stayOutsideTrip'
  | 'invalid';

export type SearchFormCheck = { ok: true; params: SearchParams } | { ok: false; error: SearchFormError };

/** The accommodation text without the ' (CODE)' a chosen city adds: 'Paris (PAR)' → 'Paris'. */
function accommodationName(values: SearchFormValues): string {
  const location = values.accommodationLocation.trim();
  const chosenSuffix = `(${values.accommodationCode})`;
  return values.accommodationCode && location.endsWith(chosenSuffix)
    ? textBeforeParenthesis(location)
    : location;
}

/**
 * The search parameters of product.md §3 the form values stand for (not yet checked): the budget text as a number, for
 * the whole trip (a budget per traveller times the flight's travellers).
 */
export function toSearchParamsInput(values: SearchFormValues): SearchParamsInput {
  const travellers = values.flightAdults + values.flightChildren;
  return {
    budget: searchBudget(Number(values.budget.trim()), values.budgetPer, travellers),
    currency: values.currency,
    from: values.flightFrom,
    fromName: values.flightFromName,
    to: values.flightTo,
    toName: values.flightToName,
    departureDate: values.departureDate,
    returnDate: values.isOneWay || !values.returnDate ? undefined : values.returnDate,
    isOneWay: values.isOneWay,
    flightAdults: values.flightAdults,
    flightChildren: values.flightChildren,
    cabinClass: values.cabinClass,
    directFlights: values.directFlightsOnly,
    bags: values.bags,
    where: accommodationName(values),
    whereCode: values.accommodationCode || undefined,
    // Only dates set by hand are sent: the others follow the flights, whose landing starts the stay.
    ...ownStayDates({
      departureDate: values.departureDate,
      returnDate: values.returnDate,
      isOneWay: values.isOneWay,
      checkIn: values.checkInDate,
      checkOut: values.checkOutDate,
    }),
    hotelAdults: values.accommodationAdults,
    hotelChildren: values.accommodationChildren,
    // An unchosen age is refused before this is checked (validateSearchForm); NaN keeps the schema refusing it.
    childrenAges: values.childrenAges.map((age) => age ?? Number.NaN),
    rooms: values.rooms,
  };
}

/** The message for the first problem the shared schema finds, by field and kind of problem. */
function errorForIssue(issue: z.core.$ZodIssue): SearchFormError {
  const custom = issue.code === 'custom';
  if (custom && issue.params?.rule === tooFarAhead.params.rule) return 'dateTooFar';
  if (custom && issue.params?.rule === tooManyGuestsPerRoom.params.rule) return 'guestsPerRoom';
  if (custom && issue.params?.rule === stayOutsideTrip.params.rule) return 'stayOutsideTrip';
  switch (issue.path[0]) {
    case 'budget':
      return issue.code === 'too_big' ? 'budgetTooHigh' : 'budget';
    case 'from':
      return 'chooseAirports';
    case 'to':
      return custom ? 'sameAirports' : 'chooseAirports';
    case 'departureDate':
      return custom ? 'departurePast' : 'dates';
    case 'returnDate':
      return custom ? 'returnAfterDeparture' : 'dates';
    case 'checkIn':
      return custom ? 'checkInPast' : 'dates';
    case 'checkOut':
      return custom ? 'checkOutAfterCheckIn' : 'dates';
    case 'flightAdults':
    case 'flightChildren':
      return 'travellers';
    case 'hotelAdults':
    case 'hotelChildren':
    case 'childrenAges':
    case 'rooms':
      return 'guests';
    default:
      return 'invalid';
  }
}

/**
 * The submit check of product.md §5. First its two toasts: budget, from, to and departure date are required, and a
 * return date unless one-way. Then a From or To that was typed but never chosen from the suggestions, and last
 * the shared search-parameter schema (`today` is the visitor's date, YYYY-MM-DD).
 */
export function validateSearchForm(values: SearchFormValues, today: string): SearchFormCheck {
  const missing = [values.budget, values.flightFromName, values.flightToName, values.departureDate].some(
    (value) => !value.trim(),
  );
  if (missing) return { ok: false, error: 'requiredFields' };
  if (!values.isOneWay && !values.returnDate) return { ok: false, error: 'returnDate' };
  if (!values.flightFrom || !values.flightTo) return { ok: false, error: 'chooseAirports' };
  if (values.childrenAges.some((age) => age === null)) return { ok: false, error: 'childAge' };

  const result = createSearchParamsSchema(today).safeParse(toSearchParamsInput(values));
  if (result.success) return { ok: true, params: result.data };
  const [issue] = result.error.issues;
  return { ok: false, error: issue ? errorForIssue(issue) : 'invalid' };
}
