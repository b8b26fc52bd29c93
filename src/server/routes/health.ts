import { Hono } from 'hono';
import type { Services } from '../services';
import { errorBody } from '../http/api-error';

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(check: Promise<unknown>, label: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
    check
      .then(
        () => resolve(),
        (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
      )
      .finally(() => clearTimeout(timer));
  });
}

/** Liveness (the process answers) and readiness (its database, and Redis when configured, answer too). */
export function healthRoutes(services: Pick<Services, 'database' | 'redis' | 'logger'>) {
  return new Hono()
    .get('/health', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) => {
      const checks: [string, () => Promise<unknown>][] = [['database', () => services.database.ping()]];
      const redis = services.redis;
      if (redis) checks.push(['redis', () => redis.ping()]);
      for (const [name, check] of checks) {
        try {
          await withTimeout(check(), name);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          services.logger.warn({ check: name, reason }, 'not ready');
          return c.json(errorBody('not_ready', `${name} unreachable: ${reason}`), 503);
        }
      }
      return c.json({ status: 'ready', checks: Object.fromEntries(checks.map(([name]) => [name, 'ok'])) });
    });
}
