import pino from 'pino';
import { createMemoryCache } from '../../../src/server/infra/cache';
import type { ThrottleFactory } from '../../../src/server/infra/throttle';
import { createAmadeusProvider, type AmadeusProviderOptions } from '../../../src/server/travel/amadeus';
import type { FakeAmadeus } from '../../fakes/amadeus-server';

/** Throttles that never wait, for tests about something other than rate limits. */
export const unthrottled: ThrottleFactory = () => ({ acquire: async (signal) => signal.throwIfAborted() });

/** The Amadeus adapter pointed at the fake, with a fresh memory cache and no throttling unless overridden. */
export function amadeusProviderFor(fake: FakeAmadeus, overrides: Partial<AmadeusProviderOptions> = {}) {
  return createAmadeusProvider({
    baseUrl: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    cache: createMemoryCache(),
    throttles: unthrottled,
    logger: pino({ level: 'silent' }),
    ...overrides,
  });
}
