import { Hono } from 'hono';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { errorBody, serviceUnavailable } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { unreachableStore } from '../infra/store-health';
import type { Services } from '../services';

/**
 * Hands /api/auth/* to Better Auth with the raw request, adding the client's address (the one our rate limits
 * use) so its limits count per visitor.
 */
export function authRoutes(services: Pick<Services, 'auth' | 'config' | 'database' | 'redis'>) {
  return new Hono().on(['GET', 'POST'], '/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, services.config.TRUST_PROXY));
    const response = await services.auth.handler(new Request(c.req.raw, { headers }));
    // Better Auth turns a lost database into a bare 500; during an outage, say what happened instead.
    if (response.status >= 500 && (await unreachableStore(services))) {
      throw serviceUnavailable();
    }
    const retryAfter = response.headers.get('x-retry-after');
    if (response.status === 429 && retryAfter) response.headers.set('Retry-After', retryAfter);
    if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) {
      return c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}.`), 404);
    }
    return response;
  });
}
