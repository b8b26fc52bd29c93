import { z } from 'zod';
import { currencyCodes } from '../currencies';
import type { ExploreAnswer } from '../explore';
import { regions } from '../world-regions';
import { dealEmissionsSchema } from './deal';
import { explorePriceHistorySchema } from './price-history';

/** GET /api/explore's answer; its query string is the explore page's createExploreParamsSchema. */

const exploreDestinationSchema = z.object({
  code: z.string().meta({ description: 'IATA city code; a search for it uses this code' }),
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  region: z.enum(regions),
  latitude: z.number(),
  longitude: z.number(),
  totalPrice: z.number().meta({ description: 'flightPrice + hotelPrice, within the budget' }),
  flightPrice: z.number(),
  hotelPrice: z.number(),
  departureDate: z.iso.date(),
  returnDate: z.iso.date(),
  nights: z.number().int(),
  stops: z.number().int().meta({ description: 'Stops of the outbound flight' }),
  pricedAt: z.iso.datetime(),
  estimate: z
    .boolean()
    .meta({ description: 'Cached live fares the search re-prices; false for exact figures' }),
  typicalPrice: z.number().optional().meta({ description: 'The usual total of a trip there in the window' }),
  emissions: dealEmissionsSchema.optional().meta({
    description:
      "The trip's estimated emissions, flights and hotel nights, as a deal's; absent when it cannot be told",
  }),
  history: explorePriceHistorySchema.optional().meta({
    description: "The trip's total against comparable totals of the last 60 days, when enough are known",
  }),
});

export const exploreAnswerSchema = z.object({
  currency: z.enum(currencyCodes),
  origin: z.object({ code: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() }),
  destinations: z.array(exploreDestinationSchema).meta({ description: 'Cheapest total first' }),
}) satisfies z.ZodType<ExploreAnswer>;
