import { Hono } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { errorBody } from '../http/api-error';
import type { Metrics } from '../infra/metrics';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus's text format. With METRICS_TOKEN set, only a scraper presenting it as a bearer
 * token gets an answer, so a public deployment does not publish its internals.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return new Hono().get('/metrics', async (c) => {
    if (token && !sameToken(c.req.header('authorization') ?? '', `Bearer ${token}`)) {
      return c.json(errorBody('unauthorized', 'A valid metrics token is required.'), 401, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    return c.body(await metrics.registry.metrics(), 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });
  });
}
