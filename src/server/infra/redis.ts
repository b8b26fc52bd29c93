import { Redis } from 'ioredis';
import type { Logger } from './logger';

/**
 * How long a start waits for Redis after the first attempt failed. A starting Redis (a container started with the
 * app) or a busy event loop (another instance's embedded database unpacking in the same process) can outlast
 * one connect timeout; ioredis keeps retrying in the background, so the start waits for it this long.
 */
const STARTUP_GRACE_MS = 10_000;

function readyWithin(redis: Redis, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off('ready', ready);
      reject(new Error('Redis did not become ready'));
    }, ms);
    const ready = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once('ready', ready);
  });
}

/**
 * Connects to Redis and fails fast while it is away (no offline queue), so callers get a clear error and
 * readiness turns red instead of requests hanging; ioredis keeps reconnecting in the background.
 */
export async function connectRedis(
  url: string,
  logger: Logger,
  { startupGraceMs = STARTUP_GRACE_MS }: { startupGraceMs?: number } = {},
): Promise<Redis> {
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
  try {
    await redis.connect();
  } catch (error) {
    await readyWithin(redis, startupGraceMs).catch(() => {
      redis.disconnect();
      throw error;
    });
  }
  return redis;
}
