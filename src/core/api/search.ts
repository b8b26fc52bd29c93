import { z } from 'zod';
import { dateGridReach, type DateGrid } from '../date-grid';
import { searchResultLimit } from '../deal-engine';
import { currencyCodes } from '../currencies';
import type { SearchEvent, SearchResult } from '../search-events';
import { dealSchema } from './deal';
import { errorBodySchema } from './error-body';
import { priceHistorySchema } from './price-history';

/** What POST /api/search and /api/search/date-grid answer; both take the search form's createSearchParamsSchema. */

export const searchResultSchema = z.object({
  deals: z.array(dealSchema).max(searchResultLimit),
  currency: z.enum(currencyCodes),
  timings: z.object({
    flightsMs: z.number(),
    hotelsMs: z.number(),
    combineMs: z.number(),
    totalMs: z.number(),
  }),
  priceHistory: priceHistorySchema.optional().meta({
    description: "Where the search's cheapest total sits among comparable totals of the last 60 days",
  }),
}) satisfies z.ZodType<SearchResult>;

/** One line of the streamed search (`Accept: application/x-ndjson`). */
export const searchEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('step'), step: z.enum(['flights', 'hotels', 'combining']) }),
  searchResultSchema.extend({ type: z.literal('result') }),
  z.object({
    type: z.literal('error'),
    status: z.number().int(),
    error: errorBodySchema.shape.error,
    retryAfterSeconds: z.number().int().min(0).optional(),
  }),
]) satisfies z.ZodType<SearchEvent>;

const gridOffsetSchema = z.number().int().min(-dateGridReach).max(dateGridReach);
export const dateGridSchema = z.object({
  currency: z.enum(currencyCodes),
  budget: z.number(),
  nights: z.int().min(1).meta({ description: 'The nights of the searched stay' }),
  cells: z
    .array(
      z.object({
        departureDate: z.iso.date(),
        returnDate: z.iso.date().optional().meta({ description: 'Absent for a one-way trip' }),
        departureOffset: gridOffsetSchema,
        returnOffset: gridOffsetSchema.optional(),
        nights: z.int().min(1).meta({ description: "The nights of this cell's stay" }),
        totalPrice: z
          .number()
          .nullable()
          .meta({
            description:
              'Cheapest flight + cheapest hotel for these dates; null when unavailable (no flights or hotels, ' +
              'dates outside the searchable range, a provider failure)',
          }),
        withinBudget: z.boolean(),
        cheapest: z
          .boolean()
          .meta({ description: "The lowest total among the cells with the search's own number of nights" }),
      }),
    )
    .meta({ description: 'Row by row: 7 departures × 7 returns, or one row of 7 departures one way' }),
}) satisfies z.ZodType<DateGrid>;
