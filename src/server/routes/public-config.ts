import { Hono } from 'hono';
import type { z } from 'zod';
import { publicConfigSchema } from '../../core/api/public-config';
import type { Config } from '../config';
import { describeRoute } from '../openapi/describe-route';

/** Settings the browser may know: nothing secret. `devOutbox` says mail is listed at /api/dev/outbox. */
export function publicConfigRoutes(config: Pick<Config, 'SUPPORT_EMAIL'>, options: { devOutbox: boolean }) {
  const settings: z.infer<typeof publicConfigSchema> = {
    supportEmail: config.SUPPORT_EMAIL,
    devOutbox: options.devOutbox,
  };
  return new Hono().get(
    '/config',
    describeRoute({
      summary: 'Public settings (support mailbox)',
      responses: { 200: { description: 'OK', json: publicConfigSchema } },
    }),
    (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(settings);
    },
  );
}
