import { z } from 'zod';

/** GET /api/config: settings the browser may know, nothing secret. */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  devOutbox: z.boolean().meta({ description: 'Outside production: mail is listed at /api/dev/outbox' }),
});
