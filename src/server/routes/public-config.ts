import { Hono } from 'hono';
import type { z } from 'zod';
import type { publicConfigSchema } from '../../core/api/public-config';
import type { Config } from '../config';
import { describeRoute } from '../openapi/describe-route';

/**
 * Settings the browser may know: nothing secret. `devOutbox` says mail is listed at /api/dev/outbox; `liveFlights`
 * and `liveHotels` say which sides run on a live provider, so the site can say when its prices are sample data.
 */
export function publicConfigRoutes(
  config: Pick<Config, 'SUPPORT_EMAIL' | 'FLIGHT_PROVIDER' | 'HOTEL_PROVIDER'>,
  options: { devOutbox: boolean },
) {
  const settings: z.infer<typeof publicConfigSchema> = {
    supportEmail: config.SUPPORT_EMAIL,
    devOutbox: options.devOutbox,
    liveFlights: config.FLIGHT_PROVIDER !== 'sandbox',
    liveHotels: config.HOTEL_PROVIDER !== 'sandbox',
  };
  return new Hono().get(
    '/config',
    describeRoute({
      operation: { path: '/api/config', method: 'get' },
      operationId: 'getPublicConfig',
      summary: 'Public settings (support mailbox, which travel data is live)',
      responses: { 200: { description: 'OK' } },
    }),
    (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(settings);
    },
  );
}
