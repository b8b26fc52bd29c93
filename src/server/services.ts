import type { Redis } from 'ioredis';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createMemoryCache, createRedisCache, withCacheFailuresAsMisses, type Cache } from './infra/cache';
import type { Logger } from './infra/logger';
import { createRateLimiterFactory, type RateLimiterFactory } from './infra/rate-limit';
import { connectRedis } from './infra/redis';
import { createTravelProvider } from './travel/create-provider';
import type { TravelProvider } from './travel/port';

/** Everything with a side effect, built once at start and handed to the routes. */
export interface Services {
  config: Config;
  logger: Logger;
  database: Database;
  redis: Redis | undefined;
  cache: Cache;
  rateLimiters: RateLimiterFactory;
  travel: TravelProvider;
  close(): Promise<void>;
}

export async function createServices(config: Config, logger: Logger): Promise<Services> {
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  let redis: Redis | undefined;
  try {
    await database.migrate();
    redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, logger) : undefined;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  const cache = redis ? withCacheFailuresAsMisses(createRedisCache(redis), logger) : createMemoryCache();
  logger.info(
    { database: database.kind, redis: Boolean(redis), travel: config.TRAVEL_PROVIDER },
    'services ready',
  );
  return {
    config,
    logger,
    database,
    redis,
    cache,
    rateLimiters: createRateLimiterFactory(redis),
    travel: createTravelProvider(config, { cache, redis, logger }),
    close: async () => {
      redis?.disconnect();
      await database.close();
    },
  };
}
