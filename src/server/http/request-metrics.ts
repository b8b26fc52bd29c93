import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Metrics } from '../infra/metrics';

/**
 * Counts and times every answer by the route pattern that answered it ('/api/saved-searches/:id', not the
 * id itself), so label values stay few however many URLs are requested.
 */
export function requestMetrics(metrics: Metrics): MiddlewareHandler {
  return async (c, next) => {
    const stopTimer = metrics.httpDuration.startTimer();
    await next();
    // After next(), the route index points at the handler that answered (unknown API paths: '/api/*').
    const route = routePath(c) || 'unmatched';
    const labels = { method: c.req.method, route, status: String(c.res.status) };
    stopTimer(labels);
    metrics.httpRequests.inc(labels);
  };
}
