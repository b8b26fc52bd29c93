import { z } from 'zod';
import { budgetBases, searchBudget } from './budget-basis';
import { defaultBagChoice } from './bag-choices';
import { createSearchParamsSchema, searchFields, type SearchParamsInput } from './search-params';
import { limits } from './search-limits';
import type { TripWatchState } from './trip-watch';
import { ownStayDates } from './trip-stay';

const { iataCode, count, place } = searchFields;
// Year 0000 passes the format but is no date to PostgreSQL ("date/time field value out of range").
const isoDate = searchFields.isoDate.refine((date) => !date.startsWith('0000'), 'a date as YYYY-MM-DD');

/** A saved search's fields (product.md §3 saved search, without id, owner and creation time), each checked alone. */
const savedSearchFields = z.object({
  searchName: z.string().trim().max(120).optional(),
  flightFrom: iataCode,
  flightFromName: place,
  flightTo: iataCode,
  flightToName: place,
  departureDate: isoDate,
  returnDate: isoDate.optional(),
  isOneWay: z.boolean(),
  flightAdults: count(limits.flightAdults),
  flightChildren: count(limits.flightChildren),
  accommodationAdults: count(limits.hotelAdults),
  accommodationChildren: count(limits.hotelChildren),
  accommodationLocation: place,
  checkInDate: isoDate,
  checkOutDate: isoDate,
  /** As typed: for the whole trip, or per flight traveller when `budgetPer` is 'traveller'. */
  budget: searchFields.budget,
  /** Absent means 'total'. */
  budgetPer: z.enum(budgetBases).optional(),
  currency: searchFields.currency,
  cabinClass: searchFields.cabinClass,
  directFlights: z.boolean(),
  /** Searches saved before bags were counted took a cabin bag. */
  bags: searchFields.bags.default(defaultBagChoice),
  rooms: count(limits.rooms),
  childrenAges: z.array(count(limits.childAge)).max(limits.hotelChildren.max),
});

export type SavedSearchInput = z.infer<typeof savedSearchFields>;

/** Which saved-search field holds each search parameter, to name the field a search's rule refused. */
const savedFieldOf: Record<keyof SearchParamsInput, keyof SavedSearchInput> = {
  budget: 'budget',
  currency: 'currency',
  from: 'flightFrom',
  fromName: 'flightFromName',
  to: 'flightTo',
  toName: 'flightToName',
  departureDate: 'departureDate',
  returnDate: 'returnDate',
  isOneWay: 'isOneWay',
  flightAdults: 'flightAdults',
  flightChildren: 'flightChildren',
  cabinClass: 'cabinClass',
  directFlights: 'directFlights',
  bags: 'bags',
  where: 'accommodationLocation',
  whereCode: 'accommodationLocation',
  checkIn: 'checkInDate',
  checkOut: 'checkOutDate',
  hotelAdults: 'accommodationAdults',
  hotelChildren: 'accommodationChildren',
  childrenAges: 'childrenAges',
  rooms: 'rooms',
};

const isSearchParam = (key: PropertyKey): key is keyof SearchParamsInput => Object.hasOwn(savedFieldOf, key);

/** The whole trip's budget of a saved search: the typed amount, times the flight's travellers when per traveller. */
export function savedSearchBudget(search: SavedSearchInput): number {
  return searchBudget(
    search.budget,
    search.budgetPer ?? 'total',
    search.flightAdults + search.flightChildren,
  );
}

/**
 * The search a saved search stands for, as POST /api/search takes it; watch checks run exactly this. Its budget
 * is for the whole trip: a budget per traveller times the flight's travellers.
 */
export function savedSearchParams(search: SavedSearchInput): SearchParamsInput {
  const roundTrip = !search.isOneWay;
  return {
    budget: savedSearchBudget(search),
    currency: search.currency,
    from: search.flightFrom,
    fromName: search.flightFromName,
    to: search.flightTo,
    toName: search.flightToName,
    departureDate: search.departureDate,
    ...(search.returnDate && roundTrip ? { returnDate: search.returnDate } : {}),
    isOneWay: search.isOneWay,
    flightAdults: search.flightAdults,
    flightChildren: search.flightChildren,
    cabinClass: search.cabinClass,
    directFlights: search.directFlights,
    bags: search.bags,
    where: search.accommodationLocation,
    // Dates that follow the flights are left to the search, which starts the stay when the flight lands.
    ...ownStayDates({
      departureDate: search.departureDate,
      returnDate: search.returnDate,
      isOneWay: search.isOneWay,
      checkIn: search.checkInDate,
      checkOut: search.checkOutDate,
    }),
    hotelAdults: search.accommodationAdults,
    hotelChildren: search.accommodationChildren,
    childrenAges: search.childrenAges,
    rooms: search.rooms,
  };
}

/**
 * What the Save Search button sends. It is valid exactly when the search it stands for is (createSearchParamsSchema
 * from `today`, YYYY-MM-DD, same rules and messages), so nobody stores a search that cannot run; a refusal names
 * the saved search's own field ('checkOutDate: must be within 360 days from today').
 */
export const createSavedSearchInputSchema = (today: string) => {
  const searchSchema = createSearchParamsSchema(today);
  return savedSearchFields.superRefine(
    (input, ctx) => {
      const search = searchSchema.safeParse(savedSearchParams(input));
      if (search.success) return;
      for (const issue of search.error.issues) {
        const [field, ...rest] = issue.path;
        const path =
          field !== undefined && isSearchParam(field) ? [savedFieldOf[field], ...rest] : issue.path;
        ctx.addIssue({ code: 'custom', path, message: issue.message });
      }
    },
    // A field already refused is not judged again by the search's rules, which would say the same twice.
    { when: (payload) => payload.issues.length === 0 },
  );
};

/** A saved search as the API answers it: newest first, owned by the session user, with its trip watch. */
export type SavedSearch = SavedSearchInput & { id: string; createdAt: string; watch: TripWatchState };

/** One page of GET /api/saved-searches; `nextCursor` asks for the page after it, null on the last page. */
export interface SavedSearchPage {
  data: SavedSearch[];
  nextCursor: string | null;
}
