import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HotelOfferQuery } from '../../src/server/travel/port';
import { hotelId } from '../fakes/liteapi-data';
import { startFakeLiteApi, type FakeLiteApi } from '../fakes/liteapi-server';
import { liteApiProviderFor, steppedThrottles } from './helpers/liteapi-provider';

/**
 * LiteAPI's per-key limit (sandbox 5 requests/s): one bucket for every endpoint, a slot per HTTP exchange. The
 * throttle runs on a clock the test moves, so these tests count requests instead of timing them.
 */

const signal = new AbortController().signal;

const stay = (city: string): HotelOfferQuery => ({
  hotelIds: [hotelId(city, 0), hotelId(city, 1)],
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-03',
  adults: 1,
  roomQuantity: 1,
  currency: 'EUR',
});

describe('LiteAPI adapter: client rate limit', () => {
  let fake: FakeLiteApi;
  beforeAll(async () => {
    fake = await startFakeLiteApi();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  it('asks for one 5/s bucket for all its calls, or the rate the key is allowed', () => {
    const sandbox = steppedThrottles();
    liteApiProviderFor(fake, { throttles: sandbox.factory });
    expect(sandbox.rules).toEqual([{ name: 'liteapi', perSecond: 5 }]);

    const production = steppedThrottles();
    liteApiProviderFor(fake, { throttles: production.factory, requestsPerSecond: 250 });
    expect(production.rules).toEqual([{ name: 'liteapi', perSecond: 250 }]);
  });

  it('sends 5 requests in a second across lists, rates and ratings; the rest wait for the next second', async () => {
    const clock = steppedThrottles();
    const travel = liteApiProviderFor(fake, { throttles: clock.factory });
    const searches = Promise.all([
      travel.listHotelsByCity('LIS', signal),
      travel.listHotelsByCity('PAR', signal),
      travel.listHotelsByCity('LON', signal),
      travel.searchHotelOffers(stay('lis'), signal),
      travel.searchHotelOffers(stay('par'), signal),
      travel.getHotelSentiments([hotelId('lis', 0)], signal),
      travel.getHotelSentiments([hotelId('par', 0)], signal),
    ]);
    await vi.waitFor(() => expect(fake.calls).toHaveLength(5));
    // The other two cannot send without a slot.
    expect(clock.waiting()).toBe(2);

    clock.nextSecond();
    await searches;
    expect(fake.calls).toHaveLength(7);
    expect(clock.granted()).toBe(7);
  });

  it('takes a slot for every retry', async () => {
    const clock = steppedThrottles();
    fake.setFault('rates', { kind: 'status', status: 503, times: 2 });
    const travel = liteApiProviderFor(fake, { throttles: clock.factory, sleep: async () => undefined });
    await travel.searchHotelOffers(stay('lis'), signal);
    expect(fake.callsTo('rates')).toHaveLength(3);
    expect(clock.granted()).toBe(3);
  });

  it('sends nothing for a search cancelled while it waits for a slot, and gives its place to the next', async () => {
    const clock = steppedThrottles();
    const travel = liteApiProviderFor(fake, { throttles: clock.factory });
    const cities = ['LIS', 'PAR', 'LON', 'NYC', 'XPA'];
    await Promise.all(cities.map((city) => travel.listHotelsByCity(city, signal)));

    const controller = new AbortController();
    const cancelled = travel.searchHotelOffers(stay('lis'), controller.signal);
    const next = travel.searchHotelOffers(stay('par'), signal);
    await vi.waitFor(() => expect(clock.waiting()).toBe(2));
    controller.abort(new Error('user left'));
    expect(await cancelled).toEqual([]);
    expect(clock.waiting()).toBe(1);

    clock.nextSecond();
    expect(await next).toHaveLength(2);
    expect(fake.callsTo('rates').map((call) => call.body?.hotelIds)).toEqual([stay('par').hotelIds]);
  });
});
