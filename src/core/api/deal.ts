import { z } from 'zod';
import { bagChoices } from '../bag-choices';
import { currencyCodes } from '../currencies';
import type { Deal, DealEmissions } from '../deal';

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
const pricedBagsSchema = z
  .object({
    choice: z.enum(bagChoices),
    count: z.number().int().min(0).meta({ description: 'Bags of the choice: one per traveller with a seat' }),
    amount: z.number().min(0).meta({ description: "What they cost in the deal's currency; 0 when included" }),
    known: z.boolean().meta({ description: 'False when the airline gave no price for them (not counted)' }),
  })
  .meta({ description: "The bags of the search's choice the flight price includes" });
const partnerLinkSchema = z.object({ partner: z.string(), url: z.url() });
const convertedFromSchema = z.object({ amount: z.number(), currency: z.string() }).meta({
  description: "The provider's own price, present when it asked in another currency than the search's",
});

/** A trip's estimated emissions, a deal's and an explore destination's alike. */
export const dealEmissionsSchema = z.object({
  flightKg: z
    .number()
    .int()
    .min(0)
    .meta({ description: 'kg CO₂e of every flight for every seated traveller' }),
  hotelKg: z.number().int().min(0).meta({
    description:
      "kg CO₂e of the stay's nights for every hotel guest, per guest night by the hotel's country (Travel & Climate, Cornell Hotel Sustainability Benchmarking Index)",
  }),
  travellers: z.number().int().min(1),
  source: z.enum(['provider', 'model']).meta({
    description: "provider: the flight provider's own estimate; model: Travel Impact Model method",
  }),
}) satisfies z.ZodType<DealEmissions>;

/** One flight + hotel deal as POST /api/search answers it. */
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
    distanceFromCentreKm: z.number().min(0).optional().meta({
      description:
        'Distance from the city centre in km (0.1 km steps); absent when the hotel has no position',
    }),
    rating: z.number().min(0).max(10),
    ratingLabel: z.enum(['Excellent', 'Very Good', 'Good', 'Fair', 'Average', 'No rating']),
    numberOfReviews: z.number().int(),
    price: z.number(),
    convertedFrom: convertedFromSchema.optional(),
    paidAtHotel: z
      .number()
      .optional()
      .meta({ description: "The part of the hotel's price paid at the hotel, in the deal's currency" }),
  }),
  flight: z.object({
    airlineCode: z.string(),
    outbound: flightLegSchema,
    return: flightLegSchema,
    stops: z.number().int(),
    refundable: z.boolean().optional(),
    price: z.number(),
    convertedFrom: convertedFromSchema.optional(),
    bags: pricedBagsSchema.optional(),
  }),
  stay: z.object({
    checkIn: z.iso.date(),
    checkOut: z.iso.date(),
    nights: z.number().int().min(1),
    landsOn: z.iso.date(),
    followsFlight: z.boolean(),
    unusedNights: z.number().int().min(0),
    roomFromNightBefore: z.boolean().meta({
      description:
        'The flight lands in the small hours, so the stay starts the night before the landing date',
    }),
  }),
  emissions: dealEmissionsSchema.optional().meta({
    description: 'Estimated emissions of the flights and the hotel nights; absent when an airport is unknown',
  }),
  totalPrice: z.number(),
  currency: z.enum(currencyCodes),
  score: z.number(),
  links: z.object({ flight: partnerLinkSchema, hotel: partnerLinkSchema }),
}) satisfies z.ZodType<Deal>;
