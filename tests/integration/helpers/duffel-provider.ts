import pino from 'pino';
import { createMemoryCache } from '../../../src/server/infra/cache';
import {
  createDuffelFlightProvider,
  type DuffelFlightProviderOptions,
} from '../../../src/server/travel/duffel';
import type { FakeDuffel } from '../../fakes/duffel-server';
import { unthrottled } from './amadeus-provider';

/** The Duffel adapter pointed at the fake, with a fresh memory cache and no throttling unless overridden. */
export function duffelProviderFor(fake: FakeDuffel, overrides: Partial<DuffelFlightProviderOptions> = {}) {
  return createDuffelFlightProvider({
    accessToken: fake.accessToken,
    apiUrl: fake.url,
    cache: createMemoryCache(),
    throttles: unthrottled,
    logger: pino({ level: 'silent' }),
    ...overrides,
  });
}
