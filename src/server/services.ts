import type { Redis } from 'ioredis';
import { createAuth, type Auth } from './auth/auth';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createMemoryCache, createRedisCache, withCacheFailuresAsMisses, type Cache } from './infra/cache';
import type { Logger } from './infra/logger';
import { createMailer, type Mailer } from './infra/mail';
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
  mailer: Mailer;
  auth: Auth;
  close(): Promise<void>;
}

export async function createServices(config: Config, logger: Logger): Promise<Services> {
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  let redis: Redis | undefined;
  try {
    await database.migrate();
    redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, logger) : undefined;
    return assembleServices(config, logger, database, redis);
  } catch (error) {
    redis?.disconnect();
    await database.close().catch(() => undefined);
    throw error;
  }
}

function assembleServices(
  config: Config,
  logger: Logger,
  database: Database,
  redis: Redis | undefined,
): Services {
  const cache = redis ? withCacheFailuresAsMisses(createRedisCache(redis), logger) : createMemoryCache();
  const rateLimiters = createRateLimiterFactory(redis);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  logger.info(
    {
      database: database.kind,
      redis: Boolean(redis),
      travel: config.TRAVEL_PROVIDER,
      mail: mailer.outbox ? 'outbox' : 'smtp',
    },
    'services ready',
  );
  if (mailer.outbox && config.NODE_ENV === 'production') {
    logger.warn('SMTP_URL is not set: verification and password reset mail cannot reach anyone');
  }
  return {
    config,
    logger,
    database,
    redis,
    cache,
    rateLimiters,
    travel: createTravelProvider(config, { cache, redis, logger }),
    mailer,
    auth: createAuth({ config, database, mailer, rateLimiters, logger }),
    close: async () => {
      redis?.disconnect();
      await database.close();
    },
  };
}
