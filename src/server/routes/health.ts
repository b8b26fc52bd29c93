import { Hono } from 'hono';
import { errorBody } from '../http/api-error';
import { unreachableStore } from '../infra/store-health';
import { describeRoute } from '../openapi/describe-route';
import type { Services } from '../services';

/** Liveness (the process answers) and readiness (its database, and Redis when configured, answer too). */
export function healthRoutes(services: Pick<Services, 'database' | 'redis' | 'logger'>) {
  return new Hono()
    .get(
      '/health',
      describeRoute({
        operation: { path: '/api/health', method: 'get' },
        operationId: 'getHealth',
        summary: 'Liveness',
        responses: {
          200: { description: 'The process answers', example: { status: 'ok' } },
        },
      }),
      (c) => c.json({ status: 'ok' }),
    )
    .get(
      '/ready',
      describeRoute({
        operation: { path: '/api/ready', method: 'get' },
        operationId: 'getReadiness',
        summary: 'Readiness: the database (and Redis, when configured) answer',
        responses: {
          200: {
            description: 'Ready',
            example: { status: 'ready', checks: { database: 'ok' } },
          },
        },
        errors: [503],
      }),
      async (c) => {
        const down = await unreachableStore(services);
        if (down) {
          services.logger.warn({ check: down.name, reason: down.reason }, 'not ready');
          return c.json(errorBody('not_ready', `${down.name} unreachable: ${down.reason}`), 503);
        }
        const checks = { database: 'ok', ...(services.redis ? { redis: 'ok' } : {}) };
        return c.json({ status: 'ready', checks });
      },
    );
}
