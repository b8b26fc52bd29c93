import { z } from 'zod';

/**
 * The parts of Duffel's answers this adapter reads, with the SDK's own nullability (@duffel/api's Offer,
 * OfferSlice, OfferSliceSegment; tests/integration/duffel-wire.test.ts checks the SDK types against these).
 * Anything else in a body is ignored; a body without these parts counts as a failed call.
 */

/** Local date-time without offset, as Duffel sends departing_at and arriving_at: '2026-12-01T08:30:00'. */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/);

const airport = z.object({ iata_code: z.string().nullable(), time_zone: z.string() });

const airline = z.object({ iata_code: z.string().nullable(), name: z.string() });

const segment = z.object({
  origin: airport,
  destination: airport,
  departing_at: localDateTime,
  arriving_at: localDateTime,
  marketing_carrier: airline,
  marketing_carrier_flight_number: z.string(),
  duration: z.string().nullable(),
  passengers: z.array(
    z.object({
      cabin_class: z.string(),
      baggages: z.array(
        z.object({ type: z.enum(['carry_on', 'checked']), quantity: z.number().int().min(0) }),
      ),
    }),
  ),
});

const slice = z.object({ duration: z.string().nullable(), segments: z.array(segment).min(1) });

export const duffelOffer = z.object({
  id: z.string(),
  total_amount: z.string().regex(/^\d+(\.\d+)?$/),
  total_currency: z.string(),
  expires_at: z.string(),
  owner: airline,
  passengers: z.array(z.object({ id: z.string() })),
  slices: z.array(slice).min(1),
  conditions: z.object({ refund_before_departure: z.object({ allowed: z.boolean() }).nullable() }),
});

/** POST /air/offer_requests with return_offers=false: the request's id, offers to be listed. */
export const offerRequestAnswer = z.object({ data: z.object({ id: z.string() }) });

/** GET /air/offers: one page, with the cursor of the next one while there is one. */
export const offersPage = z.object({
  data: z.array(duffelOffer),
  meta: z.object({ after: z.string().nullable().optional() }).optional(),
});

/** `errors[]` of a failure's body; `message` is the human-readable part. */
export const errorsBody = z.object({ errors: z.array(z.object({ message: z.string() })).min(1) });

export type DuffelOffer = z.infer<typeof duffelOffer>;
export type DuffelSegment = z.infer<typeof segment>;
export type DuffelSlice = z.infer<typeof slice>;
