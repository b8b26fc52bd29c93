import path from 'node:path';
import type { Redis } from 'ioredis';
import { referenceExchangeRates } from '../core/reference-rates';
import { createAuth } from './auth/auth';
import type { Auth } from './auth/auth-port';
import { todayUtc } from './clock';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import {
  createMemoryCache,
  createRedisCache,
  withCacheFailuresAsMisses,
  withCacheMetrics,
  withReadsSkipped,
  type Cache,
} from './infra/cache';
import { lockDataDir, type DataDirLock } from './infra/data-dir-lock';
import { secureDataDir } from './infra/data-dir-modes';
import type { Logger } from './infra/logger';
import { createMailer, type Mailer } from './infra/mail';
import { createMetrics, type Metrics } from './infra/metrics';
import { createRateLimiterFactory, type RateLimiterFactory } from './infra/rate-limit';
import { connectRedis } from './infra/redis';
import { createThrottleFactory } from './infra/throttle';
import { resolveAuthSecret } from './auth/secret';
import { createTripWatches } from './trip-watch/create-trip-watches';
import { createUnsubscribeTokens, type UnsubscribeTokens } from './trip-watch/unsubscribe-token';
import type { WatchJobs } from './trip-watch/watch-jobs';
import { createPasswordChecks, type PasswordChecks } from './auth/password-checks';
import { createBackgroundTasks, type BackgroundTasks } from './infra/background-tasks';
import { createExchangeRateSource } from './exchange-rates/create-exchange-rates';
import type { ExchangeRateSource } from './exchange-rates/source';
import { createPriceHistory } from './price-history/create-price-history';
import type { PriceHistoryService } from './price-history/price-history-service';
import { createExploreSource } from './travel/create-explore-source';
import { createTravelProvider, sandboxClock } from './travel/create-provider';
import type { ExploreSource } from './travel/explore-port';
import type { TravelProvider } from './travel/port';

/** Everything with a side effect, built once at start and handed to the routes. */
export interface Services {
  config: Config;
  logger: Logger;
  metrics: Metrics;
  database: Database;
  redis: Redis | undefined;
  cache: Cache;
  rateLimiters: RateLimiterFactory;
  passwordChecks: PasswordChecks;
  /** Work answers do not wait for (mail after a sign-up); finished before the stores close. */
  backgroundTasks: BackgroundTasks;
  travel: TravelProvider;
  /**
   * Explore's trips: the sandbox's (indexes built in worker threads, stopped by close()), or live fares with the
   * hotel side's stays (GET /api/explore).
   */
  explore: ExploreSource;
  /** Rates to convert offers priced in another currency than the search's. */
  exchangeRates: ExchangeRateSource;
  mailer: Mailer;
  auth: Auth;
  /** Trip watching's job queue: scheduled in this process when ALERTS_ENABLED, and one pass on demand. */
  tripWatches: WatchJobs;
  unsubscribeTokens: UnsubscribeTokens;
  /** Trip price history (issue 30): the observations' buffered writer and the lookups answers use. */
  priceHistory: PriceHistoryService;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Epoch milliseconds for the daily exchange rates, the age of explore's fares and trip watches; tests move it. */
  now?: () => number;
  /** Seconds before a failed trip-watch check is retried (doubling after each); tests shorten it. */
  watchRetryDelaySeconds?: number;
  /** Whether trip watches run on their schedule here; ALERTS_ENABLED unless a one-pass process says no. */
  watchSchedule?: boolean;
}

/** Whether both flights and hotels come from the sandbox, so every total is priced on the sandbox's day. */
const allSandbox = (config: Config) =>
  config.FLIGHT_PROVIDER === 'sandbox' && config.HOTEL_PROVIDER === 'sandbox';

export async function createServices(
  config: Config,
  logger: Logger,
  options: ServiceOptions = {},
): Promise<Services> {
  const dataDir = path.resolve(config.DATA_DIR);
  const tightened = secureDataDir(dataDir);
  if (tightened.length > 0) {
    logger.warn(
      { dataDir, tightened: tightened.length },
      'DATA_DIR was readable by other users: tightened to owner-only',
    );
  }
  // The embedded database allows one writer; with PostgreSQL, DATA_DIR only holds the generated auth secret.
  const dataDirLock = config.DATABASE_URL ? undefined : lockDataDir(dataDir);
  const database = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir });
  let redis: Redis | undefined;
  try {
    await database.migrate();
    redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, logger) : undefined;
    const services = assembleServices(config, logger, database, redis, dataDirLock, options);
    await services.tripWatches.start();
    return services;
  } catch (error) {
    redis?.disconnect();
    await database.close().catch(() => undefined);
    dataDirLock?.release();
    throw error;
  }
}

function assembleServices(
  config: Config,
  logger: Logger,
  database: Database,
  redis: Redis | undefined,
  dataDirLock: DataDirLock | undefined,
  options: ServiceOptions,
): Services {
  const metrics = createMetrics();
  const store = redis ? withCacheFailuresAsMisses(createRedisCache(redis), logger) : createMemoryCache();
  const cache = withCacheMetrics(store, metrics.cacheLookups);
  const rateLimiters = createRateLimiterFactory(redis, {
    onReject: (name) => metrics.rateLimitRejections.inc({ limiter: name }),
  });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger });
  const backgroundTasks = createBackgroundTasks(logger);
  const providerDependencies = {
    redis,
    logger,
    providerCalls: metrics.providerCalls,
    offersDropped: metrics.offersDropped,
    throttles: createThrottleFactory(redis),
    now: options.now,
  };
  const travel = createTravelProvider(config, { ...providerDependencies, cache });
  const exchangeRates = createExchangeRateSource(config, {
    cache,
    logger,
    fetches: metrics.fxRateFetches,
    now: options.now,
  });
  logger.info(
    {
      database: database.kind,
      redis: Boolean(redis),
      flights: config.FLIGHT_PROVIDER,
      hotels: config.HOTEL_PROVIDER,
      exchangeRates: config.FX_RATES_FILE ? `file of ${config.FX_RATES_FILE.date}` : 'daily',
      mail: mailer.outbox ? 'outbox' : 'smtp',
      ...(config.SANDBOX_CLOCK_OFFSET_DAYS !== 0 && {
        sandboxClockOffsetDays: config.SANDBOX_CLOCK_OFFSET_DAYS,
      }),
    },
    'services ready',
  );
  if (mailer.outbox && config.NODE_ENV === 'production') {
    logger.warn('SMTP_URL is not set: verification and password reset mail cannot reach anyone');
  }
  const priceHistory = createPriceHistory({
    database,
    // The sandbox prices with the reference rates, so its totals go back to dollars exactly with them, offline too.
    rates: allSandbox(config)
      ? () => Promise.resolve(referenceExchangeRates(todayUtc(sandboxClock(config, options.now)())))
      : () => exchangeRates.current(),
    // Sandbox totals are the prices of the sandbox's day, so they are recorded and compared on it: a shifted
    // sandbox clock (SANDBOX_CLOCK_OFFSET_DAYS) builds a history offline. Live totals keep the server's day.
    now: allSandbox(config) ? sandboxClock(config, options.now) : (options.now ?? Date.now),
    logger,
    rows: metrics.priceObservations,
  });
  const secret = resolveAuthSecret({ authSecret: config.AUTH_SECRET, dataDir: config.DATA_DIR });
  const unsubscribeTokens = createUnsubscribeTokens(secret);
  const tripWatches = createTripWatches({
    config,
    database,
    logger,
    mailer,
    tokens: unsubscribeTokens,
    // Watches price with the live providers, never the 5-minute cache, and share the visitors' throttles.
    sources: {
      travel: createTravelProvider(config, { ...providerDependencies, cache: withReadsSkipped(cache) }),
      exchangeRates,
      priceHistory,
    },
    budget: rateLimiters({
      name: 'trip-watch-searches',
      points: config.ALERTS_CHECKS_PER_MINUTE,
      durationSeconds: 60,
    }),
    now: options.now,
    checks: metrics.tripWatchChecks,
    schedule: options.watchSchedule,
    retryDelaySeconds: options.watchRetryDelaySeconds,
  });
  const explore = createExploreSource(config, {
    hotels: travel,
    exchangeRates,
    cache,
    redis,
    logger,
    backgroundTasks,
    providerCalls: metrics.providerCalls,
    now: options.now,
  });
  return {
    config,
    logger,
    metrics,
    database,
    redis,
    cache,
    rateLimiters,
    passwordChecks: createPasswordChecks(rateLimiters, redis),
    backgroundTasks,
    travel,
    explore,
    exchangeRates,
    mailer,
    auth: createAuth({ config, database, mailer, rateLimiters, logger, backgroundTasks, secret }),
    tripWatches,
    unsubscribeTokens,
    priceHistory,
    close: async () => {
      await tripWatches.stop();
      await backgroundTasks.drain();
      // After the last search and check: their observations are written before the database closes.
      await priceHistory.recorder.flush();
      // Before Redis goes: a build cut short gives its place under the explore limit back there.
      await explore.close();
      redis?.disconnect();
      await database.close();
      dataDirLock?.release();
    },
  };
}
