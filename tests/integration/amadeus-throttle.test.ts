import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createThrottleFactory, type Throttle } from '../../src/server/infra/throttle';
import { hotelId } from '../fakes/amadeus-data';
import { startFakeAmadeus, type FakeAmadeus } from '../fakes/amadeus-server';
import { shortestSpan, TOLERANCE_MS } from '../support/spans';
import { testRedisUrl } from './helpers/backends';
import { amadeusProviderFor } from './helpers/amadeus-provider';

/** SPEC §9 client rate limits: the throttle itself, and the adapter's calls as the fake server sees them. */

const signal = new AbortController().signal;

/** Milliseconds after `start` at which each acquisition was granted. */
async function grantTimes(throttle: Throttle, count: number, start = performance.now()): Promise<number[]> {
  return Promise.all(
    Array.from({ length: count }, () => throttle.acquire(signal).then(() => performance.now() - start)),
  );
}

describe('throttle (memory)', () => {
  it('grants perSecond slots at once, then waits for the next second instead of refusing', async () => {
    const throttle = createThrottleFactory()({ name: 'burst', perSecond: 5 });
    const times = await grantTimes(throttle, 7);
    expect(times.filter((time) => time < 100)).toHaveLength(5);
    expect(Math.min(...times.slice(5))).toBeGreaterThanOrEqual(1000 - TOLERANCE_MS);
  });

  it('rejects a waiting caller with the abort reason and gives its place to the next one', async () => {
    const throttle = createThrottleFactory()({ name: 'abort', perSecond: 1 });
    await throttle.acquire(signal);
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const start = performance.now();
    const cancelled = throttle.acquire(controller.signal);
    const next = grantTimes(throttle, 1, start);
    setTimeout(() => controller.abort(reason), 20);
    await expect(cancelled).rejects.toBe(reason);
    // Granted in the next second, not the one after: the cancelled caller spent no slot.
    const [granted] = await next;
    expect(granted).toBeLessThan(1500);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const throttle = createThrottleFactory()({ name: 'aborted', perSecond: 1 });
    const reason = new Error('already gone');
    await expect(throttle.acquire(AbortSignal.abort(reason))).rejects.toBe(reason);
  });

  it('keeps one throttle per rule name', async () => {
    const throttles = createThrottleFactory();
    expect(throttles({ name: 'a', perSecond: 1 })).toBe(throttles({ name: 'a', perSecond: 1 }));
    await throttles({ name: 'a', perSecond: 1 }).acquire(signal);
    // Another name has its own budget.
    const [granted] = await grantTimes(throttles({ name: 'b', perSecond: 1 }), 1);
    expect(granted).toBeLessThan(100);
  });
});

describe.skipIf(!testRedisUrl)('throttle (Redis)', () => {
  const redis = new Redis(testRedisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  beforeAll(() => redis.connect());
  afterAll(() => redis.disconnect());

  it('shares one budget between two factories on the same Redis', async () => {
    const prefix = `tripfit-test:${randomUUID()}:`;
    const rule = { name: 'shared', perSecond: 4 };
    const first = createThrottleFactory(redis, prefix)(rule);
    const second = createThrottleFactory(redis, prefix)(rule);
    const start = performance.now();
    const times = (await Promise.all([grantTimes(first, 4, start), grantTimes(second, 4, start)])).flat();
    expect(times.filter((time) => time < 500)).toHaveLength(4);
    expect(shortestSpan(times, 4)).toBeGreaterThanOrEqual(1000 - TOLERANCE_MS);
  });
});

describe('Amadeus adapter: client rate limits', () => {
  let fake: FakeAmadeus;
  beforeAll(async () => {
    fake = await startFakeAmadeus();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  const provider = () => amadeusProviderFor(fake, { throttles: createThrottleFactory() });

  it('sends at most 10 location searches per second', async () => {
    const travel = provider();
    // Distinct keywords, so that the cache does not answer any of them.
    const keywords = Array.from({ length: 25 }, (_, index) => `loc${index}`);
    await Promise.all(keywords.map((keyword) => travel.searchLocations(keyword, signal)));
    const times = fake.callsTo('locations').map((call) => call.at);
    expect(times).toHaveLength(25);
    expect(shortestSpan(times, 10)).toBeGreaterThanOrEqual(1000 - TOLERANCE_MS);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(3000);
  });

  it('sends at most 5 hotel list and offer requests per second', async () => {
    const travel = provider();
    const ids = (city: string) => Array.from({ length: 3 }, (_, index) => hotelId(city, index));
    const offers = (city: string) =>
      travel.searchHotelOffers(
        {
          hotelIds: ids(city),
          checkInDate: '2026-12-01',
          checkOutDate: '2026-12-03',
          adults: 1,
          roomQuantity: 1,
          currency: 'EUR',
        },
        signal,
      );
    await Promise.all([
      ...['PAR', 'MAD', 'LON', 'BCN'].map((city) => travel.listHotelsByCity(city, signal).catch(() => [])),
      offers('PAR'),
      offers('MAD'),
      offers('LON'),
    ]);
    const times = fake.calls
      .filter((call) => call.endpoint === 'hotelsByCity' || call.endpoint === 'hotelOffers')
      .map((call) => call.at);
    expect(times).toHaveLength(7);
    expect(shortestSpan(times, 5)).toBeGreaterThanOrEqual(1000 - TOLERANCE_MS);
  });

  it('sends sentiment chunks on a budget of their own, 10 per second, not behind hotel calls', async () => {
    const travel = provider();
    const ids = Array.from({ length: 33 }, (_, index) => hotelId('PAR', index));
    const started = Date.now();
    // Hotel calls fill their own 5/s budget at the same time; sentiments must not queue behind them.
    await Promise.all([
      ...['PAR', 'MAD', 'LON', 'BCN', 'PAR'].map((city) =>
        travel.listHotelsByCity(city, signal).catch(() => []),
      ),
      travel.getHotelSentiments(ids, signal),
    ]);
    const times = fake.callsTo('sentiments').map((call) => call.at);
    expect(times).toHaveLength(11);
    expect(shortestSpan(times, 10)).toBeGreaterThanOrEqual(1000 - TOLERANCE_MS);
    expect(times.filter((at) => at - started < 500)).toHaveLength(10);
  });

  it('does not throttle flight searches', async () => {
    const travel = provider();
    const searches = Array.from({ length: 12 }, (_, index) =>
      travel.searchFlightOffers(
        {
          originLocationCode: 'LON',
          destinationLocationCode: 'PAR',
          departureDate: `2026-12-${String(index + 1).padStart(2, '0')}`,
          adults: 1,
          children: 0,
          travelClass: 'ECONOMY',
          nonStop: false,
          currencyCode: 'EUR',
          max: 5,
        },
        signal,
      ),
    );
    const started = performance.now();
    await Promise.all(searches);
    expect(performance.now() - started).toBeLessThan(900);
  });
});
