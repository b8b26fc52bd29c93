import { z } from 'zod';

/**
 * The parts of Duffel's answers this adapter reads, with the SDK's own nullability (@duffel/api's Offer,
 * OfferSlice, OfferSliceSegment; tests/integration/duffel-wire.test.ts checks the SDK types against these).
 * Anything else in a body is ignored; a body without these parts counts as a failed call.
 */

/** Local date-time without offset, as Duffel sends departing_at and arriving_at: '2026-12-01T08:30:00'. */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/);

/** An amount as Duffel writes it: '412.30'. */
const decimalAmount = z.string().regex(/^\d+(\.\d+)?$/);

const airport = z.object({ iata_code: z.string().nullable(), time_zone: z.string() });

const airline = z.object({ iata_code: z.string().nullable(), name: z.string() });

const segment = z.object({
  id: z.string(),
  origin: airport,
  destination: airport,
  departing_at: localDateTime,
  arriving_at: localDateTime,
  marketing_carrier: airline,
  marketing_carrier_flight_number: z.string(),
  duration: z.string().nullable(),
  passengers: z.array(
    z.object({
      passenger_id: z.string(),
      cabin_class: z.string(),
      baggages: z.array(
        z.object({ type: z.enum(['carry_on', 'checked']), quantity: z.number().int().min(0) }),
      ),
    }),
  ),
});

const slice = z.object({ duration: z.string().nullable(), segments: z.array(segment).min(1) });

/** Read only to tell lap infants, so a type Duffel may add later, or a missing age, is no reason to fail. */
const passenger = z.object({ id: z.string(), type: z.string().nullish(), age: z.number().nullish() });

export const duffelOffer = z.object({
  id: z.string(),
  total_amount: decimalAmount,
  total_currency: z.string(),
  expires_at: z.string(),
  owner: airline,
  slices: z.array(slice).min(1),
  passengers: z.array(passenger),
  conditions: z.object({ refund_before_departure: z.object({ allowed: z.boolean() }).nullable() }),
  /** Duffel's estimate of the CO₂ of every passenger flying the offer, in kg, as a decimal string. */
  total_emissions_kg: z.string().nullish(),
});

/** POST /air/offer_requests with return_offers=false: the request's id, offers to be listed. */
export const offerRequestAnswer = z.object({ data: z.object({ id: z.string() }) });

/** GET /air/offers: one page, with the cursor of the next one while there is one. */
export const offersPage = z.object({
  data: z.array(duffelOffer),
  meta: z.object({ after: z.string().nullable().optional() }).optional(),
});

/** A bag sold with an offer: one unit, for one passenger, on the segments listed, at `total_amount`. */
const baggageService = z.object({
  type: z.literal('baggage'),
  passenger_ids: z.array(z.string()),
  segment_ids: z.array(z.string()),
  total_amount: decimalAmount,
  total_currency: z.string(),
  maximum_quantity: z.number().int(),
  metadata: z.object({ type: z.enum(['carry_on', 'checked']) }),
});

/** Services other than bags (cancel for any reason); a malformed bag is not one of them. */
const otherService = z.object({ type: z.string().refine((type) => type !== 'baggage') });

/** GET /air/offers/:id?return_available_services=true: the offer with what can be bought with it. */
export const offerServicesAnswer = z.object({
  data: z.object({
    available_services: z
      .array(z.union([baggageService, otherService]))
      .transform((services) =>
        services.filter((service): service is DuffelBaggageService => service.type === 'baggage'),
      ),
  }),
});

/** `errors[]` of a failure's body; `message` is the human-readable part. */
export const errorsBody = z.object({ errors: z.array(z.object({ message: z.string() })).min(1) });

export type DuffelOffer = z.infer<typeof duffelOffer>;
export type DuffelSegment = z.infer<typeof segment>;
export type DuffelSlice = z.infer<typeof slice>;
export type DuffelBaggageService = z.infer<typeof baggageService>;
