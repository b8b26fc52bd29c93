import { z } from 'zod';
import { currencyCodes } from '../currencies';
import type { PriceHistory, WatchCheckPoint } from '../price-history';

const verdictSchema = z.enum(['low', 'typical', 'high']);

export const priceHistorySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('enough'),
    currency: z.enum(currencyCodes),
    current: z.number().meta({ description: "This search's cheapest flight + hotel total (any hotel)" }),
    verdict: verdictSchema,
    typicalLow: z
      .number()
      .meta({ description: "The 25th percentile of the last 60 days' daily best totals" }),
    typicalHigh: z
      .number()
      .meta({ description: "The 75th percentile of the last 60 days' daily best totals" }),
    days: z
      .array(z.object({ day: z.iso.date(), bestTotal: z.number() }))
      .meta({ description: 'The lowest total observed each day, oldest first' }),
  }),
  z.object({
    status: z.literal('tooFew'),
    daysObserved: z.int().min(0),
    daysNeeded: z.int().min(1),
  }),
]) satisfies z.ZodType<PriceHistory>;

export const watchCheckPointSchema = z.object({
  checkedAt: z.iso.datetime({ offset: true }),
  bestTotal: z
    .number()
    .nullable()
    .meta({ description: 'The cheapest deal within the budget; null when none fitted' }),
}) satisfies z.ZodType<WatchCheckPoint>;

/** An explore destination's total against its history (same key, the explore's hotel level). */
export const explorePriceHistorySchema = z.object({
  verdict: verdictSchema,
  typicalLow: z.number(),
  typicalHigh: z.number(),
});
