import { searchResultLimit } from '../../core/deal-engine';
import { z } from 'zod';
import { cabinClasses } from '../../core/cabin-classes';
import { currencyCodes } from '../../core/currencies';
import { dateGridReach, type DateGrid } from '../../core/date-grid';
import type { ExploreAnswer } from '../../core/explore';
import type { PopularPlacesBody } from '../../core/location-search/popular-places';
import { regions } from '../../core/world-regions';
import type { Deal } from '../../core/deal';
import type { Profile } from '../../core/profile';
import { profileUpdateSchema } from '../../core/profile';
import type { SavedSearch, SavedSearchPage } from '../../core/saved-search';
import type { SearchResult } from '../../core/search-events';
import type { TravelLocation } from '../../core/travel-data';
import type { TripWatchState } from '../../core/trip-watch';
import type { ErrorBody } from '../http/api-error';

/*
 * What the API answers, as zod schemas for the OpenAPI document. Each one `satisfies` the TypeScript type the
 * routes really return, so the published shapes cannot drift from the code without a type error.
 */

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
}) satisfies z.ZodType<ErrorBody>;

export const locationSchema = z.object({
  name: z.string(),
  iataCode: z.string(),
  subType: z.enum(['AIRPORT', 'CITY']),
  address: z.object({ cityName: z.string(), countryName: z.string() }),
}) satisfies z.ZodType<TravelLocation>;

export const popularPlacesSchema = z.object({
  places: z.array(
    z.object({
      location: locationSchema,
      importance: z
        .number()
        .meta({ description: 'Ranks places that match a keyword alike: size, service, hub, capital' }),
      aliases: z.array(z.string()).meta({
        description:
          'Other names it is found by (keywords, its airports), normalised as the search compares them',
      }),
      localNames: z.number().int().min(0).optional().meta({
        description:
          "Index in `localNames` of its city's names in the site languages, shared with its airports",
      }),
    }),
  ),
  localNames: z
    .array(z.array(z.string()))
    .meta({ description: "Cities' names in the site languages, normalised" }),
}) satisfies z.ZodType<PopularPlacesBody>;

const localTimeSchema = z.string().meta({ description: 'Local time, YYYY-MM-DDTHH:MM:SS' });
const flightSegmentSchema = z.object({
  from: z.string().meta({ description: 'Airport IATA code' }),
  to: z.string(),
  departureAt: localTimeSchema,
  arrivalAt: localTimeSchema,
  carrierCode: z.string(),
  number: z.string(),
  durationMinutes: z.number().optional(),
});
const connectionSchema = z.object({
  airport: z.string(),
  departsFrom: z
    .string()
    .optional()
    .meta({ description: 'Only when the next flight leaves from another airport' }),
  minutes: z.number().int().min(0),
});
const flightLegSchema = z.object({
  departureAt: localTimeSchema,
  arrivalAt: localTimeSchema,
  durationMinutes: z.number(),
  stops: z.number().int(),
  from: z.string(),
  to: z.string(),
  segments: z.array(flightSegmentSchema).min(1),
  connections: z.array(connectionSchema),
  includedBags: z.object({ carryOn: z.number().int(), checked: z.number().int() }).optional(),
});
const partnerLinkSchema = z.object({ partner: z.string(), url: z.url() });
const convertedFromSchema = z.object({ amount: z.number(), currency: z.string() }).meta({
  description: "The provider's own price, present when it asked in another currency than the search's",
});

export const dealSchema = z.object({
  id: z.string(),
  offerId: z.string(),
  hotel: z.object({
    hotelId: z.string(),
    name: z.string(),
    location: z.string(),
    address: z.string().optional(),
    photoUrl: z.url({ protocol: /^https$/ }).optional(),
    refundable: z.boolean().optional(),
    rating: z.number().min(0).max(10),
    ratingLabel: z.enum(['Excellent', 'Very Good', 'Good', 'Fair', 'Average', 'No rating']),
    numberOfReviews: z.number().int(),
    price: z.number(),
    convertedFrom: convertedFromSchema.optional(),
  }),
  flight: z.object({
    airlineCode: z.string(),
    outbound: flightLegSchema,
    return: flightLegSchema,
    stops: z.number().int(),
    refundable: z.boolean().optional(),
    price: z.number(),
    convertedFrom: convertedFromSchema.optional(),
  }),
  totalPrice: z.number(),
  currency: z.enum(currencyCodes),
  score: z.number(),
  links: z.object({ flight: partnerLinkSchema, hotel: partnerLinkSchema }),
}) satisfies z.ZodType<Deal>;

export const searchResultSchema = z.object({
  deals: z.array(dealSchema).max(searchResultLimit),
  currency: z.enum(currencyCodes),
  timings: z.object({
    flightsMs: z.number(),
    hotelsMs: z.number(),
    combineMs: z.number(),
    totalMs: z.number(),
  }),
}) satisfies z.ZodType<SearchResult>;

const gridOffsetSchema = z.number().int().min(-dateGridReach).max(dateGridReach);
export const dateGridSchema = z.object({
  currency: z.enum(currencyCodes),
  budget: z.number(),
  cells: z
    .array(
      z.object({
        departureDate: z.iso.date(),
        returnDate: z.iso.date().optional().meta({ description: 'Absent for a one-way trip' }),
        departureOffset: gridOffsetSchema,
        returnOffset: gridOffsetSchema.optional(),
        totalPrice: z
          .number()
          .nullable()
          .meta({
            description:
              'Cheapest flight + cheapest hotel for these dates; null when unavailable (no flights or hotels, ' +
              'dates outside the searchable range, a provider failure)',
          }),
        withinBudget: z.boolean(),
        cheapest: z.boolean().meta({ description: 'The lowest total of the grid' }),
      }),
    )
    .meta({ description: 'Row by row: 7 departures × 7 returns, or one row of 7 departures one way' }),
}) satisfies z.ZodType<DateGrid>;

export const profileSchema = profileUpdateSchema.extend({
  id: z.string(),
  email: z.email(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
}) satisfies z.ZodType<Profile>;

const isoDate = z.iso.date();
const tripWatchStateSchema = z.object({
  watching: z.boolean(),
  checkedAt: z.string().nullable().meta({ description: 'When the last check finished (ISO 8601)' }),
  bestTotal: z
    .number()
    .nullable()
    .meta({ description: "The cheapest deal within the budget at that check, in the search's currency" }),
  ended: z.enum(['departed']).nullable().meta({ description: 'Why watching stopped by itself' }),
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
  budget: z.number(),
  currency: z.enum(currencyCodes),
  cabinClass: z.enum(cabinClasses),
  directFlights: z.boolean(),
  rooms: z.number().int(),
  childrenAges: z.array(z.number().int()),
  watch: tripWatchStateSchema,
}) satisfies z.ZodType<SavedSearch>;

/** The trips someone watches (GET /api/watches), departure soonest first. */
export const watchedTripsSchema = z.object({ data: z.array(savedSearchSchema) });

export const unsubscribeAnswerSchema = z.object({
  trip: z
    .object({ flightFromName: z.string(), flightToName: z.string(), departureDate: isoDate })
    .nullable()
    .meta({ description: 'The trip no longer watched; null when its saved search was deleted meanwhile' }),
});

export const savedSearchPageSchema = z.object({
  data: z.array(savedSearchSchema),
  nextCursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for the next page; null on the last' }),
}) satisfies z.ZodType<SavedSearchPage>;

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
});

export const exploreAnswerSchema = z.object({
  currency: z.enum(currencyCodes),
  origin: z.object({ code: z.string(), name: z.string(), latitude: z.number(), longitude: z.number() }),
  destinations: z.array(exploreDestinationSchema).meta({ description: 'Cheapest total first' }),
}) satisfies z.ZodType<ExploreAnswer>;
