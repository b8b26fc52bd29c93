import { z } from 'zod';
import { cabinClasses } from './cabin-classes';
import { currencyCodes } from './currencies';
import { tooFarAhead } from './search-params';
import { latestSearchDate, limits } from './search-limits';
import type { TripWatchState } from './trip-watch';

// Year 0000 passes the format but is no date to PostgreSQL ("date/time field value out of range").
const isoDate = z.iso
  .date('a date as YYYY-MM-DD')
  .refine((date) => !date.startsWith('0000'), 'a date as YYYY-MM-DD');
const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'a 3-letter IATA code');
const count = (range: { min: number; max: number }) => z.int('a whole number').min(range.min).max(range.max);

/**
 * What the Save Search button sends (SPEC §3 saved search, without id, owner and creation time). The departure
 * may be no later than a search allows from `today` (YYYY-MM-DD), so nobody stores a search that cannot run. Only
 * the departure: the other dates come from the search that ran, and a one-way stay's check-out (check-in + 1 day)
 * may fall the day after that limit.
 */
export const createSavedSearchInputSchema = (today: string) =>
  z
    .object({
      searchName: z.string().trim().max(120).optional(),
      flightFrom: code,
      flightFromName: z.string().trim().max(200),
      flightTo: code,
      flightToName: z.string().trim().max(200),
      departureDate: isoDate.refine((date) => date <= latestSearchDate(today), tooFarAhead.message),
      returnDate: isoDate.optional(),
      isOneWay: z.boolean(),
      flightAdults: count(limits.flightAdults),
      flightChildren: count(limits.flightChildren),
      accommodationAdults: count(limits.hotelAdults),
      accommodationChildren: count(limits.hotelChildren),
      accommodationLocation: z.string().trim().max(200),
      checkInDate: isoDate,
      checkOutDate: isoDate,
      budget: z.number('a number').positive().max(10_000_000),
      currency: z.enum(currencyCodes),
      cabinClass: z.enum(cabinClasses),
      directFlights: z.boolean(),
      rooms: count(limits.rooms),
      childrenAges: z.array(count(limits.childAge)).max(limits.hotelChildren.max),
    })
    .refine((search) => search.childrenAges.length === search.accommodationChildren, {
      path: ['childrenAges'],
      message: 'needs one age for each child',
    });

export type SavedSearchInput = z.infer<ReturnType<typeof createSavedSearchInputSchema>>;

/** A saved search as the API answers it: newest first, owned by the session user, with its trip watch. */
export type SavedSearch = SavedSearchInput & { id: string; createdAt: string; watch: TripWatchState };

/** One page of GET /api/saved-searches; `nextCursor` asks for the page after it, null on the last page. */
export interface SavedSearchPage {
  data: SavedSearch[];
  nextCursor: string | null;
}
