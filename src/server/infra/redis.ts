import { Redis } from 'ioredis';
import type { Logger } from './logger';

/**
 * Connects to Redis and fails fast while it is away (no offline queue), so callers get a clear error and
 * readiness turns red instead of requests hanging; ioredis keeps reconnecting in the background.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 3_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // One line per distinct failure, not one per reconnect attempt.
    if (error.message === lastError) return;
    lastError = error.message;
    logger.warn({ err: error.message }, 'redis connection error');
  });
  redis.on('ready', () => {
    lastError = '';
  });
  await redis.connect();
  return redis;
}
