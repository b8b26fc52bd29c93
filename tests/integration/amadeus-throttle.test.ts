import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createThrottleFactory, type Throttle, type ThrottleFactory } from '../../src/server/infra/throttle';
import { hotelId } from '../fakes/amadeus-data';
import { startFakeAmadeus, type FakeAmadeus } from '../fakes/amadeus-server';
import { testRedisUrl } from './helpers/backends';
import { amadeusProviderFor } from './helpers/amadeus-provider';
import { grantTimes, mostWithin, recordSlotDecisions } from './helpers/redis-throttle-log';
import { clockedThrottles, grantsAt, manualClock, type ManualClock } from './helpers/throttle-clock';

/**
 * product.md §9 client rate limits: the throttle itself, and the adapter's calls as the fake server sees them. The
 * in-process throttles run on a clock the test moves, so these tests count slots per second instead of timing.
 */

const signal = new AbortController().signal;

/** Asks for `count` slots at once; `granted()` tells how many have been granted so far. */
function acquireAll(throttle: Throttle, count: number) {
  let granted = 0;
  const all = Promise.all(
    Array.from({ length: count }, () =>
      throttle.acquire(signal).then(() => {
        granted += 1;
      }),
    ),
  );
  return { all, granted: () => granted };
}

/** Whether `acquisition` is granted before the throttle goes to sleep waiting for a free slot. */
const grantedWithoutWaiting = (acquisition: Promise<void>, clock: ManualClock) =>
  Promise.race([acquisition.then(() => true), clock.nextSleep().then(() => false)]);

describe('throttle (memory)', () => {
  it('grants perSecond slots at once, then waits for the next second instead of refusing', async () => {
    const clock = manualClock();
    const throttle = createThrottleFactory(undefined, { clock })({ name: 'burst', perSecond: 5 });
    const asleep = clock.nextSleep();
    const slots = acquireAll(throttle, 7);
    await asleep;
    expect(slots.granted()).toBe(5);
    // The first slot leaves the window a whole second after it was taken, not a millisecond earlier.
    clock.advance(999);
    expect(clock.sleeping()).toBe(1);
    clock.advance(1);
    await slots.all;
    expect(slots.granted()).toBe(7);
  });

  it('rejects a waiting caller with the abort reason and gives its place to the next one', async () => {
    const clock = manualClock();
    const throttle = createThrottleFactory(undefined, { clock })({ name: 'abort', perSecond: 1 });
    await throttle.acquire(signal);
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const asleep = clock.nextSleep();
    const cancelled = throttle.acquire(controller.signal);
    const next = throttle.acquire(signal);
    await asleep;
    controller.abort(reason);
    await expect(cancelled).rejects.toBe(reason);
    // Granted in the next second, not the one after: the cancelled caller spent no slot.
    clock.advance(1000);
    expect(await grantedWithoutWaiting(next, clock)).toBe(true);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const throttle = createThrottleFactory()({ name: 'aborted', perSecond: 1 });
    const reason = new Error('already gone');
    await expect(throttle.acquire(AbortSignal.abort(reason))).rejects.toBe(reason);
  });

  it('keeps one throttle per rule name', async () => {
    const clock = manualClock();
    const throttles = createThrottleFactory(undefined, { clock });
    expect(throttles({ name: 'a', perSecond: 1 })).toBe(throttles({ name: 'a', perSecond: 1 }));
    await throttles({ name: 'a', perSecond: 1 }).acquire(signal);
    // Another name has its own budget.
    const other = throttles({ name: 'b', perSecond: 1 }).acquire(signal);
    expect(await grantedWithoutWaiting(other, clock)).toBe(true);
  });
});

describe.skipIf(!testRedisUrl)('throttle (Redis)', () => {
  const redis = new Redis(testRedisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  beforeAll(() => redis.connect());
  afterAll(() => redis.disconnect());

  it('shares one budget between two factories on the same Redis', async () => {
    const prefix = `tripfit-test:${randomUUID()}:`;
    const rule = { name: 'shared', perSecond: 4 };
    const decisions = await recordSlotDecisions(redis, prefix + rule.name);
    const first = createThrottleFactory(redis, { prefix })(rule);
    const second = createThrottleFactory(redis, { prefix })(rule);
    await Promise.all([acquireAll(first, 4).all, acquireAll(second, 4).all]);
    const tries = await decisions.stop();
    // Room for four at once: the first four tries each took a slot.
    expect(tries.slice(0, 4).map((decision) => decision.granted)).toEqual([true, true, true, true]);
    // Never a fifth within a second of the throttle's clock, whichever factory asked.
    const granted = grantTimes(tries);
    expect(granted).toHaveLength(8);
    expect(mostWithin(granted, 1000)).toBeLessThanOrEqual(4);
  });
});

describe('Amadeus adapter: client rate limits', () => {
  let fake: FakeAmadeus;
  beforeAll(async () => {
    fake = await startFakeAmadeus();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  const provider = (throttles: ThrottleFactory) => amadeusProviderFor(fake, { throttles });

  it('sends at most 10 location searches per second', async () => {
    const throttles = clockedThrottles();
    const travel = provider(throttles.factory);
    // Distinct keywords, so that the cache does not answer any of them.
    const keywords = Array.from({ length: 25 }, (_, index) => `loc${index}`);
    const searches = Promise.all(keywords.map((keyword) => travel.searchLocations(keyword, signal)));
    // The next second starts once the callers the throttle cannot serve in this one are waiting.
    for (const leftOver of [15, 5]) {
      await vi.waitFor(() => expect(throttles.waiting('amadeus:locations')).toBe(leftOver));
      throttles.clock.advance(1000);
    }
    await searches;
    expect(fake.callsTo('locations')).toHaveLength(25);
    expect(throttles.grantedAt('amadeus:locations')).toEqual([
      ...grantsAt(0, 10),
      ...grantsAt(1000, 10),
      ...grantsAt(2000, 5),
    ]);
  });

  it('sends at most 5 hotel list and offer requests per second', async () => {
    const throttles = clockedThrottles();
    const travel = provider(throttles.factory);
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
    const searches = Promise.all([
      ...['PAR', 'MAD', 'LON', 'BCN'].map((city) => travel.listHotelsByCity(city, signal).catch(() => [])),
      offers('PAR'),
      offers('MAD'),
      offers('LON'),
    ]);
    await vi.waitFor(() => expect(throttles.waiting('amadeus:hotels')).toBe(2));
    throttles.clock.advance(1000);
    await searches;
    const calls = fake.calls.filter(
      (call) => call.endpoint === 'hotelsByCity' || call.endpoint === 'hotelOffers',
    );
    expect(calls).toHaveLength(7);
    expect(throttles.grantedAt('amadeus:hotels')).toEqual([...grantsAt(0, 5), ...grantsAt(1000, 2)]);
  });

  it('sends sentiment chunks on a budget of their own, 10 per second, not behind hotel calls', async () => {
    const throttles = clockedThrottles();
    const travel = provider(throttles.factory);
    const ids = Array.from({ length: 33 }, (_, index) => hotelId('PAR', index));
    // Hotel calls fill their own 5/s budget at the same time; sentiments must not queue behind them.
    const searches = Promise.all([
      ...['PAR', 'MAD', 'LON', 'BCN', 'PAR'].map((city) =>
        travel.listHotelsByCity(city, signal).catch(() => []),
      ),
      travel.getHotelSentiments(ids, signal),
    ]);
    await vi.waitFor(() => expect(throttles.waiting('amadeus:sentiments')).toBe(1));
    throttles.clock.advance(1000);
    await searches;
    expect(fake.callsTo('sentiments')).toHaveLength(11);
    expect(throttles.grantedAt('amadeus:hotels')).toEqual(grantsAt(0, 5));
    expect(throttles.grantedAt('amadeus:sentiments')).toEqual([...grantsAt(0, 10), 1000]);
  });

  it('does not throttle flight searches', async () => {
    const throttles = clockedThrottles();
    const travel = provider(throttles.factory);
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
    await Promise.all(searches);
    expect(fake.callsTo('flightOffers')).toHaveLength(12);
    // Not one slot asked for, so no flight search can ever wait for one.
    expect(throttles.acquisitions()).toBe(0);
  });
});
