import { Hono } from 'hono';
import type { Config } from '../config';

/** Settings the browser may know: nothing secret. */
export function publicConfigRoutes(config: Pick<Config, 'SUPPORT_EMAIL'>) {
  return new Hono().get('/config', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ supportEmail: config.SUPPORT_EMAIL });
  });
}
