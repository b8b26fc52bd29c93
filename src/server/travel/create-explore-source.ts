import type { Redis } from 'ioredis';
import type { Counter } from 'prom-client';
import type { Config } from '../config';
import type { ExchangeRateSource } from '../exchange-rates/source';
import type { BackgroundTasks } from '../infra/background-tasks';
import type { Cache } from '../infra/cache';
import type { Logger } from '../infra/logger';
import { createSemaphore } from '../infra/semaphore';
import { createThrottleFactory } from '../infra/throttle';
import { createWorkerPool } from '../infra/worker-pool';
import { ExploreNotConfiguredError, type ExploreSource } from './explore-port';
import { sandboxClock } from './create-provider';
import { createLiveExploreSource } from './live-explore';
import type { HotelProvider } from './port';
import { createSandboxExploreSource } from './sandbox/explore';
import type { buildExploreIndex } from './sandbox/explore-index';
import { createTravelpayoutsFareFeed } from './travelpayouts';

export interface ExploreSourceDependencies {
  /** The app's hotel side (HOTEL_PROVIDER), which live explore prices stays with. */
  hotels: HotelProvider;
  exchangeRates: ExchangeRateSource;
  cache: Cache;
  redis?: Redis;
  logger: Logger;
  /** Where stale fares are refreshed. */
  backgroundTasks: BackgroundTasks;
  providerCalls?: Counter<'endpoint' | 'outcome'>;
  /** Epoch milliseconds, for the age of cached fares. */
  now?: () => number;
}

/**
 * How long an uncached explore's place under EXPLORE_COLD_LIMIT lasts in Redis unless given back: far longer than
 * a build takes (1–3 s, a few more waiting for a thread), so only an instance that died holding it loses it.
 */
const COLD_EXPLORE_LEASE_MS = 2 * 60_000;

/** Live data without a fare source: every explore answers that it is not set up. */
const notConfigured: ExploreSource = {
  findTrips: () => Promise.reject(new ExploreNotConfiguredError()),
  close: async () => {},
};

/**
 * Explore's figures: the sandbox's own when flights are the sandbox's (exact, as its searches find them; each
 * origin's window indexed in a worker thread, at most EXPLORE_COLD_LIMIT at once);
 * otherwise Travelpayouts' cached fares with the app's hotels when TRAVELPAYOUTS_TOKEN is set, else none.
 */
export function createExploreSource(config: Config, deps: ExploreSourceDependencies): ExploreSource {
  if (config.FLIGHT_PROVIDER === 'sandbox') {
    const now = deps.now ?? Date.now;
    return createSandboxExploreSource(() => new Date(now()), sandboxClock(config, now), {
      builder: createWorkerPool<typeof buildExploreIndex>({
        module: 'travel/sandbox/explore-worker',
        logger: deps.logger,
      }),
      builds: createSemaphore(deps.redis, {
        name: 'explore-cold',
        permits: config.EXPLORE_COLD_LIMIT,
        leaseMs: COLD_EXPLORE_LEASE_MS,
      }),
    });
  }
  const token = config.TRAVELPAYOUTS_TOKEN;
  if (!token) return notConfigured;
  const fares = createTravelpayoutsFareFeed({
    token,
    apiUrl: config.TRAVELPAYOUTS_API_URL,
    market: config.TRAVELPAYOUTS_MARKET,
    cache: deps.cache,
    throttles: createThrottleFactory(deps.redis),
    logger: deps.logger,
    backgroundTasks: deps.backgroundTasks,
    observeCall: (endpoint, outcome) => deps.providerCalls?.inc({ endpoint, outcome }),
    now: deps.now,
  });
  return createLiveExploreSource({
    fares,
    hotels: deps.hotels,
    exchangeRates: deps.exchangeRates,
    cache: deps.cache,
    logger: deps.logger,
  });
}
