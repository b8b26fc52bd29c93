import type { Redis } from 'ioredis';
import type { Counter } from 'prom-client';
import type { Config } from '../config';
import type { Cache } from '../infra/cache';
import type { Logger } from '../infra/logger';
import { createThrottleFactory } from '../infra/throttle';
import { createAmadeusProvider } from './amadeus';
import type { TravelProvider } from './port';
import { createSandboxProvider } from './sandbox';

/** The provider TRAVEL_PROVIDER names; the live one shares its cache and rate limits through Redis when set. */
export function createTravelProvider(
  config: Config,
  deps: { cache: Cache; redis?: Redis; logger: Logger; providerCalls?: Counter<'endpoint' | 'outcome'> },
): TravelProvider {
  if (config.TRAVEL_PROVIDER === 'sandbox') return createSandboxProvider();
  return createAmadeusProvider({
    baseUrl: config.AMADEUS_BASE_URL,
    clientId: config.AMADEUS_CLIENT_ID ?? '',
    clientSecret: config.AMADEUS_CLIENT_SECRET ?? '',
    cache: deps.cache,
    throttles: createThrottleFactory(deps.redis),
    logger: deps.logger,
    observeCall: (endpoint, outcome) => deps.providerCalls?.inc({ endpoint, outcome }),
  });
}
