import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses a state-changing request that a browser sent from another site (CSRF): its Origin header is present
 * and not trusted. Requests without Origin come from non-browser clients, which carry no victim's cookies.
 */
export function sameOriginOnly(trustedOrigins: (request: Request) => string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (
      STATE_CHANGING.has(c.req.method) &&
      origin !== undefined &&
      !trustedOrigins(c.req.raw).includes(origin)
    ) {
      throw new ApiError(403, 'forbidden_origin', 'This request came from another site and was refused.');
    }
    await next();
  };
}
