import { z } from 'zod';
import { budgetBases } from '../budget-basis';
import { bagChoices } from '../bag-choices';
import { cabinClasses } from '../cabin-classes';
import { currencyCodes } from '../currencies';
import { watchHistoryLength } from '../price-history';
import type { SavedSearch, SavedSearchPage } from '../saved-search';
import { savedSearchLimits } from '../search-limits';
import { watchEnds, type TripWatchState } from '../trip-watch';
import { watchCheckPointSchema } from './price-history';

/** The saved searches API: POST takes the Save Search button's createSavedSearchInputSchema. */

const isoDate = z.iso.date();

const tripWatchStateSchema = z.object({
  watching: z.boolean(),
  checkedAt: z.string().nullable().meta({ description: 'When the last check finished (ISO 8601)' }),
  bestTotal: z
    .number()
    .nullable()
    .meta({ description: "The cheapest deal within the budget at that check, in the search's currency" }),
  ended: z.enum(watchEnds).nullable().meta({
    description:
      'Why watching stopped by itself: `departed` (the trip has left), `paused` (its checks failed for 3 days; turning it on again resumes)',
  }),
  history: z.array(watchCheckPointSchema).meta({
    description: `The trip's own history: the best total within the budget at each of the latest ${watchHistoryLength} checks, oldest first; empty before the first check or when the search was never watched`,
  }),
}) satisfies z.ZodType<TripWatchState>;

export const savedSearchSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  searchName: z.string().optional(),
  flightFrom: z.string(),
  flightFromName: z.string(),
  flightTo: z.string(),
  flightToName: z.string(),
  departureDate: isoDate,
  returnDate: isoDate.optional(),
  isOneWay: z.boolean(),
  flightAdults: z.number().int(),
  flightChildren: z.number().int(),
  accommodationAdults: z.number().int(),
  accommodationChildren: z.number().int(),
  accommodationLocation: z.string(),
  checkInDate: isoDate,
  checkOutDate: isoDate,
  budget: z.number().meta({ description: 'As typed: for the whole trip, or per traveller (budgetPer)' }),
  budgetPer: z
    .enum(budgetBases)
    .meta({ description: "'traveller': the search's budget is budget × flight travellers" }),
  currency: z.enum(currencyCodes),
  cabinClass: z.enum(cabinClasses),
  directFlights: z.boolean(),
  bags: z.enum(bagChoices),
  rooms: z.number().int(),
  childrenAges: z.array(z.number().int()),
  watch: tripWatchStateSchema,
}) satisfies z.ZodType<SavedSearch>;

export const savedSearchPageSchema = z.object({
  data: z.array(savedSearchSchema),
  nextCursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for the next page; null on the last' }),
}) satisfies z.ZodType<SavedSearchPage>;

/**
 * GET /api/saved-searches's query as clients see it. The server reads the text stricter (digits only, a cursor
 * it handed out) with messages of its own, so this one describes it and never checks it.
 */
export const savedSearchPageQuerySchema = z.object({
  limit: z
    .int()
    .min(1)
    .max(savedSearchLimits.page.max)
    .default(savedSearchLimits.page.default)
    .meta({ description: 'How many saved searches to answer' }),
  cursor: z
    .string()
    .optional()
    .meta({ description: 'The `nextCursor` of the previous page; leave out for the first page' }),
});
