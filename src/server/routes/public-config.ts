import { Hono } from 'hono';
import type { Config } from '../config';

/** Settings the browser may know: nothing secret. `devOutbox` says mail is listed at /api/dev/outbox. */
export function publicConfigRoutes(config: Pick<Config, 'SUPPORT_EMAIL'>, options: { devOutbox: boolean }) {
  return new Hono().get('/config', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ supportEmail: config.SUPPORT_EMAIL, devOutbox: options.devOutbox });
  });
}
