import { z } from 'zod';

/**
 * The parts of Amadeus Self-Service responses this adapter reads (reference/amadeus-openapi). Anything else in
 * a body is ignored; a body without these parts counts as a failed call.
 */

export const tokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

/** Error bodies: `errors[]` on API calls, `error_description` on the token endpoint. */
export const errorResponse = z.object({
  errors: z.array(z.object({ code: z.number().optional(), detail: z.string().optional() })).optional(),
  error_description: z.string().optional(),
});

export const locationsResponse = z.object({
  data: z.array(
    z.object({
      subType: z.string(),
      name: z.string(),
      iataCode: z.string(),
      address: z.object({ cityName: z.string().optional(), countryName: z.string().optional() }).optional(),
    }),
  ),
});

const flightEndpoint = z.object({ iataCode: z.string(), at: z.string() });

export const flightOffersResponse = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      price: z.object({ total: z.string(), currency: z.string().optional() }),
      itineraries: z
        .array(
          z.object({
            duration: z.string(),
            segments: z
              .array(
                z.object({
                  departure: flightEndpoint,
                  arrival: flightEndpoint,
                  carrierCode: z.string(),
                  number: z.string(),
                  duration: z.string(),
                }),
              )
              .min(1),
          }),
        )
        .min(1),
      validatingAirlineCodes: z.array(z.string()).default([]),
    }),
  ),
});

export const hotelsByCityResponse = z.object({
  data: z.array(z.object({ hotelId: z.string(), name: z.string(), iataCode: z.string().optional() })),
});

export const hotelOffersResponse = z.object({
  data: z.array(
    z.object({
      hotel: z.object({ hotelId: z.string(), name: z.string(), cityCode: z.string().optional() }),
      offers: z
        .array(
          z.object({
            id: z.string(),
            price: z.object({ total: z.string(), currency: z.string().optional() }),
          }),
        )
        .default([]),
    }),
  ),
});

export const sentimentsResponse = z.object({
  data: z.array(
    z.object({
      hotelId: z.string(),
      overallRating: z.number(),
      numberOfReviews: z.number().default(0),
    }),
  ),
});

export type LocationsResponse = z.infer<typeof locationsResponse>;
export type FlightOffersResponse = z.infer<typeof flightOffersResponse>;
export type HotelsByCityResponse = z.infer<typeof hotelsByCityResponse>;
export type HotelOffersResponse = z.infer<typeof hotelOffersResponse>;
export type SentimentsResponse = z.infer<typeof sentimentsResponse>;
