import { searchResultLimit } from '../../core/deal-engine';
import { z } from 'zod';
import { cabinClasses } from '../../core/cabin-classes';
import { currencyCodes } from '../../core/currencies';
import type { Deal } from '../../core/deal';
import type { Profile } from '../../core/profile';
import { profileUpdateSchema } from '../../core/profile';
import type { SavedSearch, SavedSearchPage } from '../../core/saved-search';
import type { SearchResult } from '../../core/search-events';
import type { TravelLocation } from '../../core/travel-data';
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

export const profileSchema = profileUpdateSchema.extend({
  id: z.string(),
  email: z.email(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
}) satisfies z.ZodType<Profile>;

const isoDate = z.iso.date();
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
}) satisfies z.ZodType<SavedSearch>;

export const savedSearchPageSchema = z.object({
  data: z.array(savedSearchSchema),
  nextCursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for the next page; null on the last' }),
}) satisfies z.ZodType<SavedSearchPage>;
