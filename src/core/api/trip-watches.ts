import { z } from 'zod';
import { languageCodes } from '../languages';
import { savedSearchSchema } from './saved-searches';

/** Trip watching: on and off for a saved search, the list of watched trips, and the mail's unsubscribe link. */

/** `language`: the site's language as the user reads it, for the mails (profiles keep only en, es and fr). */
export const watchToggleSchema = z.object({
  watching: z.boolean('true or false'),
  language: z.enum(languageCodes, `one of ${languageCodes.join(', ')}`).optional(),
});

/** The unsubscribe link's token, in a JSON body (the page) or the query (RFC 8058 one-click POSTs from mail apps). */
export const unsubscribeSchema = z.object({ token: z.string('the token from the mail').min(1).max(200) });

/** The one-click POST's query: the token, when the body does not carry it. */
export const unsubscribeQuerySchema = unsubscribeSchema.partial();

/** The trips someone watches (GET /api/watches), departure soonest first. */
export const watchedTripsSchema = z.object({ data: z.array(savedSearchSchema) });

export const unsubscribeAnswerSchema = z.object({
  trip: z
    .object({ flightFromName: z.string(), flightToName: z.string(), departureDate: z.iso.date() })
    .nullable()
    .meta({ description: 'The trip no longer watched; null when its saved search was deleted meanwhile' }),
});

/** GET /api/watches/unsubscribe: the trip a mail's link is about, for the page to show before anything changes. */
export const unsubscribeTripSchema = z.object({
  trip: z
    .object({
      searchName: z.string().optional(),
      flightFromName: z.string(),
      flightToName: z.string(),
      departureDate: z.iso.date(),
      returnDate: z.iso.date().optional(),
      isOneWay: z.boolean(),
      watching: z.boolean().meta({ description: 'Whether the trip is still watched (mails may still come)' }),
    })
    .nullable()
    .meta({ description: 'The trip the link is about; null when its saved search was deleted' }),
});
