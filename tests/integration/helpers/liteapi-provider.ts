import pino from 'pino';
import { createMemoryCache } from '../../../src/server/infra/cache';
import type { Throttle, ThrottleFactory, ThrottleRule } from '../../../src/server/infra/throttle';
import {
  createLiteApiHotelProvider,
  type CityLocation,
  type LiteApiHotelProviderOptions,
} from '../../../src/server/travel/liteapi';
import { fakeCities } from '../../fakes/liteapi-data';
import type { FakeLiteApi } from '../../fakes/liteapi-server';
import { unthrottled } from './amadeus-provider';

const cityOf = (name: string) => {
  const city = fakeCities.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`no fake city ${name}`);
  return {
    cityName: city.name,
    countryCode: city.countryCode,
    latitude: city.latitude,
    longitude: city.longitude,
  };
};

/**
 * The places the tests search: the fake's cities by code, Lisbon under a name LiteAPI does not know ('XLS'),
 * and Paris by coordinates only ('XPA').
 */
export const testCities: Readonly<Record<string, CityLocation>> = {
  LIS: cityOf('Lisbon'),
  PAR: cityOf('Paris'),
  LON: cityOf('London'),
  NYC: cityOf('New York'),
  XLS: { ...cityOf('Lisbon'), cityName: 'Lisboa' },
  XPA: { ...cityOf('Paris'), cityName: undefined },
};

/** The LiteAPI adapter pointed at the fake, with a fresh memory cache and no throttling unless overridden. */
export function liteApiProviderFor(fake: FakeLiteApi, overrides: Partial<LiteApiHotelProviderOptions> = {}) {
  return createLiteApiHotelProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.url,
    cache: createMemoryCache(),
    throttles: unthrottled,
    logger: pino({ level: 'silent' }),
    locateCity: (code) => testCities[code],
    ...overrides,
  });
}

/**
 * Throttles on a clock the test moves: each rule's `perSecond` slots are free in the current second, later
 * callers wait for `nextSecond()`. Tests count what got through without measuring time.
 */
export function steppedThrottles() {
  const rules: ThrottleRule[] = [];
  const waiting: { grant: () => void }[] = [];
  let granted = 0;
  let free = 0;
  let perSecond = 0;

  const throttle: Throttle = {
    acquire: (signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
        const grant = () => {
          signal.removeEventListener('abort', onAbort);
          granted += 1;
          resolve();
        };
        const waiter = { grant };
        const onAbort = () => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        if (free > 0) {
          free -= 1;
          grant();
        } else {
          waiting.push(waiter);
        }
      }),
  };

  const factory: ThrottleFactory = (rule) => {
    rules.push(rule);
    perSecond = rule.perSecond;
    free = rule.perSecond;
    return throttle;
  };

  return {
    factory,
    rules,
    /** Slots handed out so far. */
    granted: () => granted,
    /** Callers waiting for a slot. */
    waiting: () => waiting.length,
    nextSecond: () => {
      free = perSecond;
      while (free > 0 && waiting.length > 0) {
        free -= 1;
        waiting.shift()?.grant();
      }
    },
  };
}
