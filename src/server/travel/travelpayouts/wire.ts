import { z } from 'zod';

/**
 * The parts of the Travelpayouts Data API's answers this adapter reads (GET /aviasales/v3/prices_for_dates,
 * ../shared/reference/providers-2026.md). Anything else in a body is ignored; a body without these parts counts
 * as a failed call.
 */

/** A date-time as the API writes it, with the local date first: '2026-12-05T10:25:00+03:00'. */
const dateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T/);

export const wireFare = z.object({
  /** IATA city codes; `origin_airport` and `destination_airport` name the airports. */
  origin: z.string(),
  destination: z.string(),
  /** For one passenger, in the answer's currency. */
  price: z.number().positive(),
  departure_at: dateTime,
  /** Missing, empty or null for a one-way fare. */
  return_at: dateTime.or(z.literal('')).nullish(),
  transfers: z.number().int().min(0),
  return_transfers: z.number().int().min(0),
});

export const pricesForDatesAnswer = z.object({
  success: z.literal(true),
  /** Lower case, as asked: 'eur'. */
  currency: z.string().min(1),
  data: z.array(wireFare),
});

/** A failure's body: `{"success": false, "error": "Unauthorized"}`. */
export const errorBody = z.object({ error: z.string() });

export type WireFare = z.infer<typeof wireFare>;
export type PricesForDatesAnswer = z.infer<typeof pricesForDatesAnswer>;

/** The query of one month's fares from an origin to everywhere, cheapest first. */
export interface PricesForDatesQuery {
  origin: string;
  /** 'YYYY-MM' */
  month: string;
  /** Lower case. */
  currency: string;
  /** ISO 3166-1 alpha-2, lower case. */
  market: string;
}
