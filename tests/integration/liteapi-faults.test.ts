import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LiteApiHotelProviderOptions } from '../../src/server/travel/liteapi';
import { TravelProviderError, type HotelOfferQuery } from '../../src/server/travel/port';
import { hotelId } from '../fakes/liteapi-data';
import { startFakeLiteApi, type FakeLiteApi } from '../fakes/liteapi-server';
import { timeOutAttempts, withFakeTimeouts } from './helpers/fake-timeouts';
import { liteApiProviderFor } from './helpers/liteapi-provider';

/** product.md §8 provider handling for LiteAPI: retries with backoff, the error catalogue's texts, aborts. */

const signal = new AbortController().signal;

const stay: HotelOfferQuery = {
  hotelIds: [hotelId('par', 0), hotelId('par', 1)],
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-04',
  adults: 2,
  roomQuantity: 1,
  currency: 'EUR',
};

const SEARCH_FAILED = 'Search failed. Please try again.';
const LIST_RATE_LIMITED = 'Too many requests. Please wait a moment and try again.';
const RATES_RATE_LIMITED = 'Too many searches. Please wait a moment and try again.';
const RATES_INVALID = 'Invalid search parameters. Please check your dates and guest count.';
const CREDENTIALS = 'The travel provider rejected our credentials. Please try again later.';
/** LiteAPI's failures name the hotel partner, so the API tells them in product words. */
const hotels = { side: 'hotels' } as const;

describe('LiteAPI adapter: faults and the error catalogue', () => {
  let fake: FakeLiteApi;
  const delays: number[] = [];

  beforeAll(async () => {
    fake = await startFakeLiteApi();
  });
  afterEach(() => {
    fake.reset();
    delays.length = 0;
  });
  afterAll(() => fake.close());

  const provider = (overrides: Partial<LiteApiHotelProviderOptions> = {}) =>
    liteApiProviderFor(fake, {
      // Records the backoff instead of waiting it out.
      sleep: async (ms, sleepSignal) => {
        delays.push(ms);
        sleepSignal.throwIfAborted();
      },
      ...overrides,
    });

  describe('retries', () => {
    it('retries 429 twice, after 1 s and 2 s, then succeeds', async () => {
      fake.setFault('rates', { kind: 'status', status: 429, times: 2 });
      expect(await provider().searchHotelOffers(stay, signal)).toHaveLength(2);
      expect(fake.callsTo('rates')).toHaveLength(3);
      expect(delays).toEqual([1000, 2000]);
    });

    it("gives up on 429 after 3 retries with each endpoint's product.md text", async () => {
      fake.setFault('rates', { kind: 'status', status: 429 });
      await expect(provider().searchHotelOffers(stay, signal)).rejects.toEqual(
        new TravelProviderError('rate_limited', RATES_RATE_LIMITED, hotels),
      );
      fake.setFault('hotels', { kind: 'status', status: 429 });
      await expect(provider().listHotelsByCity('PAR', signal)).rejects.toEqual(
        new TravelProviderError('rate_limited', LIST_RATE_LIMITED, hotels),
      );
      expect(fake.callsTo('rates')).toHaveLength(4);
      expect(fake.callsTo('hotels')).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000, 1000, 2000, 4000]);
    });

    it('waits as long as Retry-After asks when that is longer than the backoff', async () => {
      fake.setFault('rates', { kind: 'status', status: 429, retryAfter: '3', times: 1 });
      await provider().searchHotelOffers(stay, signal);
      expect(delays).toEqual([3000]);
    });

    it('understands Retry-After as a date', async () => {
      const now = Date.parse('2026-11-20T10:00:00Z');
      fake.setFault('rates', {
        kind: 'status',
        status: 429,
        retryAfter: 'Fri, 20 Nov 2026 10:00:05 GMT',
        times: 1,
      });
      await provider({ now: () => now }).searchHotelOffers(stay, signal);
      expect(delays).toEqual([5000]);
    });

    it('does not retry when Retry-After asks for longer than a search can wait', async () => {
      fake.setFault('rates', { kind: 'status', status: 429, retryAfter: '120' });
      // The wait it asked for goes with the failure, so the visitor is told how long.
      await expect(provider().searchHotelOffers(stay, signal)).rejects.toEqual(
        new TravelProviderError('rate_limited', RATES_RATE_LIMITED, { ...hotels, retryAfterSeconds: 120 }),
      );
      expect(fake.callsTo('rates')).toHaveLength(1);
      expect(delays).toEqual([]);
    });

    it('retries server errors, then succeeds', async () => {
      fake.setFault('hotels', { kind: 'status', status: 503, times: 3 });
      expect((await provider().listHotelsByCity('PAR', signal)).length).toBeGreaterThan(0);
      expect(fake.callsTo('hotels')).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000]);
    });

    it("shows LiteAPI's message once the retries on a server error are spent", async () => {
      fake.setFault('rates', { kind: 'status', status: 500, message: 'Rates engine is down' });
      await expect(provider().searchHotelOffers(stay, signal)).rejects.toEqual(
        new TravelProviderError('unavailable', 'Rates engine is down', hotels),
      );
      expect(fake.callsTo('rates')).toHaveLength(4);
    });

    it('treats malformed JSON like a server error', async () => {
      fake.setFault('hotels', { kind: 'malformed', times: 1 });
      expect((await provider().listHotelsByCity('PAR', signal)).length).toBeGreaterThan(0);
      expect(delays).toEqual([1000]);
      fake.setFault('rates', { kind: 'malformed' });
      await expect(provider().searchHotelOffers(stay, signal)).rejects.toEqual(
        new TravelProviderError('unavailable', SEARCH_FAILED, hotels),
      );
      expect(fake.callsTo('rates')).toHaveLength(4);
    });

    it('fails with the fallback message, not a crash, when a body does not match the API', async () => {
      fake.setFault('rates', { kind: 'body', body: { data: [{ hotelId: 5, roomTypes: 'none' }] } });
      await expect(provider().searchHotelOffers(stay, signal)).rejects.toEqual(
        new TravelProviderError('unavailable', SEARCH_FAILED, hotels),
      );
      fake.setFault('hotels', { kind: 'body', body: { data: [{ name: 'no id' }] } });
      await expect(provider().listHotelsByCity('PAR', signal)).rejects.toEqual(
        new TravelProviderError('unavailable', SEARCH_FAILED, hotels),
      );
    });

    it('times out a request that never answers, retries it, then fails with the fallback message', async () => {
      fake.setFault('rates', { kind: 'hang' });
      await withFakeTimeouts(async () => {
        const failed = expect(
          provider({ requestTimeoutMs: 100 }).searchHotelOffers(stay, signal),
        ).rejects.toEqual(new TravelProviderError('unavailable', SEARCH_FAILED, hotels));
        await timeOutAttempts(() => fake.callsTo('rates').length, 4, 100);
        await failed;
      });
      expect(fake.callsTo('rates')).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000]);
    });

    it('retries network errors', async () => {
      let failures = 1;
      const flakyFetch: typeof fetch = (input, init) =>
        failures-- > 0 ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init);
      expect((await provider({ fetch: flakyFetch }).listHotelsByCity('PAR', signal)).length).toBeGreaterThan(
        0,
      );
      expect(delays).toEqual([1000]);
    });

    it('counts every exchange for metrics, retries included', async () => {
      const outcomes: string[] = [];
      fake.setFault('rates', { kind: 'status', status: 502, times: 1 });
      await provider({
        observeCall: (endpoint, outcome) => outcomes.push(`${endpoint} ${outcome}`),
      }).searchHotelOffers(stay, signal);
      expect(outcomes).toEqual(['hotelRates 5xx', 'hotelRates 2xx']);
    });
  });

  describe('answers that are final', () => {
    it('a refused API key: our configuration, not retried', async () => {
      await expect(provider({ apiKey: 'wrong' }).listHotelsByCity('PAR', signal)).rejects.toEqual(
        new TravelProviderError('unavailable', CREDENTIALS, hotels),
      );
      expect(fake.calls).toEqual([
        expect.objectContaining({
          apiKey: 'wrong',
          answer: { error: { code: 401, message: 'Unauthorized' } },
        }),
      ]);
      expect(delays).toEqual([]);
    });

    it('rates: 400 and 422 ask to check dates and guests', async () => {
      // The fake refuses a check-out before check-in, as LiteAPI does.
      await expect(
        provider().searchHotelOffers({ ...stay, checkOutDate: '2026-11-30' }, signal),
      ).rejects.toEqual(new TravelProviderError('invalid_request', RATES_INVALID, hotels));
      fake.setFault('rates', { kind: 'status', status: 422 });
      await expect(provider().searchHotelOffers(stay, signal)).rejects.toEqual(
        new TravelProviderError('invalid_request', RATES_INVALID, hotels),
      );
      expect(fake.callsTo('rates')).toHaveLength(2);
      expect(delays).toEqual([]);
    });

    it("hotel list: 400 shows LiteAPI's description, 404 names the city", async () => {
      fake.setFault('hotels', {
        kind: 'status',
        status: 400,
        times: 1,
        description: 'countryCode is required',
      });
      await expect(provider().listHotelsByCity('PAR', signal)).rejects.toEqual(
        new TravelProviderError('invalid_request', 'countryCode is required', hotels),
      );
      fake.setFault('hotels', { kind: 'status', status: 404 });
      await expect(provider().listHotelsByCity('lon', signal)).rejects.toEqual(
        new TravelProviderError('not_found', 'No hotels found in LON. Please try a different city.', hotels),
      );
      expect(fake.callsTo('hotels')).toHaveLength(2);
      expect(delays).toEqual([]);
    });

    it('hotel list: an empty answer, by name and around the city, is no hotels', async () => {
      fake.setFault('hotels', { kind: 'body', body: { data: [] } });
      expect(await provider().listHotelsByCity('PAR', signal)).toEqual([]);
      expect(fake.callsTo('hotels')).toHaveLength(2);
    });
  });

  describe('aborts', () => {
    it('does not retry an aborted call: the list rejects with the reason', async () => {
      fake.setFault('hotels', { kind: 'hang' });
      const controller = new AbortController();
      const reason = new Error('search cancelled');
      const list = provider().listHotelsByCity('PAR', controller.signal);
      await expect.poll(() => fake.callsTo('hotels').length).toBe(1);
      controller.abort(reason);
      await expect(list).rejects.toBe(reason);
      expect(fake.callsTo('hotels')).toHaveLength(1);
      expect(delays).toEqual([]);
    });

    it('returns no offers, silently, for a cancelled rates search, and caches nothing', async () => {
      fake.setLatency('rates', 200);
      const travel = provider();
      const controller = new AbortController();
      const search = travel.searchHotelOffers(stay, controller.signal);
      await expect.poll(() => fake.callsTo('rates').length).toBe(1);
      controller.abort(new Error('user left'));
      expect(await search).toEqual([]);
      fake.setLatency('rates', 0);
      expect(await travel.searchHotelOffers(stay, signal)).toHaveLength(2);
      expect(fake.callsTo('rates')).toHaveLength(2);
    });

    it('stops during the backoff when aborted', async () => {
      fake.setFault('hotels', { kind: 'status', status: 500 });
      const controller = new AbortController();
      const reason = new Error('search cancelled');
      const travel = provider({
        sleep: async () => {
          controller.abort(reason);
          controller.signal.throwIfAborted();
        },
      });
      await expect(travel.listHotelsByCity('PAR', controller.signal)).rejects.toBe(reason);
      expect(fake.callsTo('hotels')).toHaveLength(1);
    });

    it('rejects ratings and lists with the reason when already aborted, without calling', async () => {
      const reason = new Error('gone');
      const travel = provider();
      await expect(travel.listHotelsByCity('PAR', AbortSignal.abort(reason))).rejects.toBe(reason);
      await expect(travel.getHotelSentiments([hotelId('par', 0)], AbortSignal.abort(reason))).rejects.toBe(
        reason,
      );
      expect(await travel.searchHotelOffers(stay, AbortSignal.abort(reason))).toEqual([]);
      expect(fake.calls).toEqual([]);
    });
  });
});
