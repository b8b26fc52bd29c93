import { z } from 'zod';

/** GET /api/health: the process answers. */
export const healthAnswerSchema = z.object({ status: z.literal('ok') });

/** GET /api/ready: the database answers, and Redis too when the server is configured with it. */
export const readyAnswerSchema = z.object({
  status: z.literal('ready'),
  checks: z.object({
    database: z.literal('ok'),
    redis: z.literal('ok').optional().meta({ description: 'Present when the server uses Redis' }),
  }),
});
