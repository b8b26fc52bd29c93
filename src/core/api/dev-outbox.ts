import { z } from 'zod';

/** GET /api/dev/outbox (outside production): the mail TripFit would have sent, newest first. */
export const devOutboxSchema = z.object({
  data: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      replyTo: z.string().optional(),
      headers: z.record(z.string(), z.string()).optional(),
      links: z.array(z.string()).meta({ description: 'The links the text carries, so they can be followed' }),
      sentAt: z.string().meta({ description: 'ISO 8601' }),
    }),
  ),
});
