import { z } from 'zod';

/**
 * The parts of LiteAPI v3.0 this adapter sends and reads, written from the official OpenAPI documents
 * (../shared/reference/liteapi-openapi: static.json for GET /data/hotels, search.json for POST /hotels/rates).
 * Answers are checked with these schemas; anything else in a body is ignored, and a body without the parts we
 * read counts as a failed call. Optional display fields also accept null: both mean "not known".
 */

/** `{"error": {"code", "message"}}`, with `description` on 400s ("countryCode is required"). */
export const errorBody = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    description: z.string().optional(),
  }),
});

/** An item of GET /data/hotels `data` (static.json); `id` and `name` are required there. */
export const hotelData = z.object({
  id: z.string().min(1),
  name: z.string(),
  address: z.string().nullish(),
  main_photo: z.string().nullish(),
  stars: z.number().nullish(),
  /** Required in static.json; read as optional so a hotel without them is still listed, without a distance. */
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  /** Average guest rating, 0 to 10. */
  rating: z.number().nullish(),
  reviewCount: z.number().int().nullish(),
  /** When LiteAPI deleted the hotel from its catalogue. */
  deletedAt: z.string().nullish(),
});

export const hotelsResponse = z.object({ data: z.array(hotelData) });

/** `{amount, currency}` as the rates answer writes every price; both optional in search.json. */
const amount = z.object({ amount: z.number().optional(), currency: z.string().optional() });

const taxOrFee = z.object({
  /** false: not in `total`, paid at the hotel. */
  included: z.boolean().optional(),
  description: z.string().optional(),
  amount: z.number().optional(),
  currency: z.string().optional(),
});

/** One room of an offer: search.json says "a number of rates equal to the occupancies request". */
const rate = z.object({
  rateId: z.string().optional(),
  occupancyNumber: z.number().int().optional(),
  /** The room's guests as LiteAPI echoes them. */
  adultCount: z.number().int().optional(),
  childrenAges: z.array(z.number().int()).nullish(),
  retailRate: z
    .object({
      /** "The total price due for this room", one entry. */
      total: z.array(amount).optional(),
      taxesAndFees: z.array(taxOrFee).nullish(),
    })
    .optional(),
  cancellationPolicies: z.object({ refundableTag: z.string().optional() }).nullish(),
});

/** An offer: `roomTypes` holds "all the requested rooms/rates", one rate per occupancy. */
const roomType = z.object({
  offerId: z.string().optional(),
  roomTypeId: z.string().optional(),
  rates: z.array(rate).default([]),
});

/** `hotels` of the rates answer (with `includeHotelData`), named in snake case unlike GET /data/hotels. */
const ratesHotel = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullish(),
  main_photo: z.string().nullish(),
  stars: z.number().nullish(),
  /** ISO 3166-1 alpha-2, any case. */
  country_code: z.string().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  /** Average guest rating, 0 to 10 (search.json's example: 8.5). */
  rating: z.number().nullish(),
  review_count: z.number().int().nullish(),
});

export const ratesResponse = z.object({
  data: z.array(z.object({ hotelId: z.string(), roomTypes: z.array(roomType) })),
  hotels: z.array(ratesHotel).default([]),
});

export type ErrorBody = z.infer<typeof errorBody>;
export type HotelData = z.infer<typeof hotelData>;
export type HotelsResponse = z.infer<typeof hotelsResponse>;
export type Rate = z.infer<typeof rate>;
export type RoomType = z.infer<typeof roomType>;
export type RatesHotel = z.infer<typeof ratesHotel>;
export type RatesResponse = z.infer<typeof ratesResponse>;

/** The query of GET /data/hotels: a city, a circle (radius in metres, at least 1000) or hotel ids. */
export type HotelsQuery = { limit: number } & (
  | { countryCode: string; cityName: string }
  | { latitude: number; longitude: number; radius: number }
  | { hotelIds: string }
);

/** One room's guests: `children` are their ages. */
export interface Occupancy {
  adults: number;
  children?: number[];
}

/** The body of POST /hotels/rates, searching by hotel ids (search.json; required: occupancies to checkout). */
export interface RatesRequestBody {
  hotelIds: string[];
  occupancies: Occupancy[];
  currency: string;
  /** ISO 3166-1 alpha-2. */
  guestNationality: string;
  /** YYYY-MM-DD */
  checkin: string;
  checkout: string;
  /** Rates per hotel, cheapest first. */
  maxRatesPerHotel: number;
  /** Seconds LiteAPI waits for its suppliers (an integer). */
  timeout: number;
  /** Names, photos and addresses in `hotels`, which a search by ids leaves out by default. */
  includeHotelData: boolean;
}

/** search.json's "no availability found" (with 204 No Content, or in a 200 body). */
export const NO_AVAILABILITY_CODE = 2001;
