import { Hono } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import { errorBody } from '../http/api-error';
import { isLoopbackClient } from '../http/client-ip';
import type { Metrics } from '../infra/metrics';
import { describeRoute } from '../openapi/describe-route';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in Prometheus's text format, never published to the world: with METRICS_TOKEN set, only a
 * scraper presenting it as a bearer token gets an answer; without it, only this machine (by socket address).
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return new Hono().get(
    '/metrics',
    describeRoute({
      operation: { path: '/metrics', method: 'get' },
      operationId: 'getMetrics',
      summary: 'Prometheus metrics (bearer METRICS_TOKEN when configured)',
      responses: { 200: { description: 'Prometheus text format', text: 'text/plain' } },
      errors: [401, 403],
    }),
    async (c) => {
      if (token && !sameToken(c.req.header('authorization') ?? '', `Bearer ${token}`)) {
        return c.json(errorBody('unauthorized', 'A valid metrics token is required.'), 401, {
          'WWW-Authenticate': 'Bearer',
        });
      }
      if (!token && !isLoopbackClient(c)) {
        return c.json(
          errorBody(
            'forbidden',
            'Metrics are served to this machine only; set METRICS_TOKEN to scrape them remotely.',
          ),
          403,
        );
      }
      return c.body(await metrics.registry.metrics(), 200, {
        'content-type': metrics.registry.contentType,
        'cache-control': 'no-store',
      });
    },
  );
}
