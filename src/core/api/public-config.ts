import { z } from 'zod';

/** GET /api/config: settings the browser may know, nothing secret. */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  devOutbox: z.boolean().meta({ description: 'Outside production: mail is listed at /api/dev/outbox' }),
  liveFlights: z
    .boolean()
    .meta({ description: 'Flights come from a live provider; false: sample data (sandbox)' }),
  liveHotels: z
    .boolean()
    .meta({ description: 'Hotels come from a live provider; false: sample data (sandbox)' }),
});
