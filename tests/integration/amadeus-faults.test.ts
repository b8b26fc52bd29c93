import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AmadeusProviderOptions } from '../../src/server/travel/amadeus';
import { sleep } from '../../src/server/travel/abort';
import {
  TravelProviderError,
  type FlightOfferQuery,
  type HotelOfferQuery,
} from '../../src/server/travel/port';
import { hotelId } from '../fakes/amadeus-data';
import { startFakeAmadeus, type FakeAmadeus } from '../fakes/amadeus-server';
import { amadeusProviderFor } from './helpers/amadeus-provider';
import { settledYet, timeOutAttempts, untilReached, withFakeTimeouts } from './helpers/fake-timeouts';

/** product.md §8 provider handling: retries with backoff, the error catalogue's texts, aborts and validation. */

const signal = new AbortController().signal;

const flight: FlightOfferQuery = {
  originLocationCode: 'LON',
  destinationLocationCode: 'PAR',
  departureDate: '2026-12-01',
  adults: 1,
  children: 0,
  travelClass: 'ECONOMY',
  nonStop: false,
  currencyCode: 'USD',
  max: 50,
};

const hotelQuery: HotelOfferQuery = {
  hotelIds: [hotelId('PAR', 0), hotelId('PAR', 1)],
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-04',
  adults: 2,
  roomQuantity: 1,
  currency: 'EUR',
};

const RATE_LIMITED = 'Rate limit exceeded. Please try again in a moment.';
const SEARCH_FAILED = 'Search failed. Please try again.';

describe('Amadeus adapter: faults and the error catalogue', () => {
  let fake: FakeAmadeus;
  const delays: number[] = [];

  beforeAll(async () => {
    fake = await startFakeAmadeus();
  });
  afterEach(() => {
    fake.reset();
    delays.length = 0;
  });
  afterAll(() => fake.close());

  const provider = (overrides: Partial<AmadeusProviderOptions> = {}) =>
    amadeusProviderFor(fake, {
      // Records the backoff instead of waiting it out.
      sleep: async (ms, sleepSignal) => {
        delays.push(ms);
        sleepSignal.throwIfAborted();
      },
      ...overrides,
    });

  describe('retries', () => {
    it('retries 429 twice, after 1 s and 2 s, then succeeds', async () => {
      fake.setFault('flightOffers', { kind: 'status', status: 429, times: 2 });
      const offers = await provider().searchFlightOffers(flight, signal);
      expect(offers.length).toBeGreaterThan(0);
      expect(fake.callsTo('flightOffers')).toHaveLength(3);
      expect(delays).toEqual([1000, 2000]);
    });

    it('gives up on 429 after exactly 3 retries (1 s, 2 s, 4 s) with the product.md message', async () => {
      fake.setFault('flightOffers', { kind: 'status', status: 429, times: 4 });
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(
        new TravelProviderError('rate_limited', RATE_LIMITED),
      );
      expect(fake.callsTo('flightOffers')).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000]);
    });

    it('really waits the backoff with the default sleep', async () => {
      fake.setFault('locations', { kind: 'status', status: 429, times: 1 });
      let searchesSent = 0;
      const countingFetch: typeof fetch = (input, init) => {
        if (String(input).includes('/reference-data/locations')) searchesSent += 1;
        return fetch(input, init);
      };
      // The retry is logged right before its wait starts; from then on the test's fake timers keep the time.
      let backingOff = () => {};
      const retrying = new Promise<void>((resolve) => (backingOff = resolve));
      const logger = pino(
        { level: 'warn' },
        {
          write: (line: string) => {
            if (!line.includes('retrying amadeus call')) return;
            vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
            backingOff();
          },
        },
      );
      try {
        const travel = provider({ sleep: undefined, fetch: countingFetch, logger });
        const search = travel.searchLocations('lon', signal);
        await retrying;
        await vi.advanceTimersByTimeAsync(999);
        expect(searchesSent).toBe(1);
        await vi.advanceTimersByTimeAsync(1);
        expect(await search).not.toEqual([]);
        expect(searchesSent).toBe(2);
      } finally {
        vi.useRealTimers();
      }
    });

    it('retries a burst of server errors, then succeeds', async () => {
      fake.setFault('hotelsByCity', { kind: 'status', status: 503, times: 3 });
      expect(await provider().listHotelsByCity('PAR', signal)).toHaveLength(30);
      expect(fake.callsTo('hotelsByCity')).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000]);
    });

    it('shows errors[0].detail of the last server error once the retries are spent', async () => {
      fake.setFault('flightOffers', { kind: 'status', status: 500, detail: 'Flight search engine is down' });
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(
        new TravelProviderError('unavailable', 'Flight search engine is down'),
      );
      expect(fake.callsTo('flightOffers')).toHaveLength(4);
    });

    it('treats malformed JSON like a server error', async () => {
      fake.setFault('locations', { kind: 'malformed', times: 1 });
      expect((await provider().searchLocations('lon', signal))[0]?.iataCode).toBe('LON');
      expect(delays).toEqual([1000]);
    });

    it('fails with the fallback message when the body stays malformed', async () => {
      fake.setFault('flightOffers', { kind: 'malformed' });
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(
        new TravelProviderError('unavailable', SEARCH_FAILED),
      );
      expect(fake.callsTo('flightOffers')).toHaveLength(4);
    });

    it('times out a request that never answers, retries it, then fails with the fallback message', async () => {
      fake.setFault('flightOffers', { kind: 'hang' });
      const travel = provider({ requestTimeoutMs: 100 });
      await withFakeTimeouts(async () => {
        const failed = expect(travel.searchFlightOffers(flight, signal)).rejects.toEqual(
          new TravelProviderError('unavailable', SEARCH_FAILED),
        );
        await timeOutAttempts(() => fake.callsTo('flightOffers').length, 4, 100);
        await failed;
      });
      expect(fake.callsTo('flightOffers')).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000]);
    });

    it('succeeds when only the first request hangs', async () => {
      fake.setFault('flightOffers', { kind: 'hang', times: 1 });
      await withFakeTimeouts(async () => {
        const search = provider({ requestTimeoutMs: 100 }).searchFlightOffers(flight, signal);
        await timeOutAttempts(() => fake.callsTo('flightOffers').length, 1, 100);
        await untilReached(settledYet(search));
        expect((await search).length).toBeGreaterThan(0);
      });
      expect(fake.callsTo('flightOffers')).toHaveLength(2);
    });

    it('retries network errors', async () => {
      let failures = 1;
      const flakyFetch: typeof fetch = (input, init) => {
        if (String(input).includes('/flight-offers') && failures-- > 0) {
          return Promise.reject(new TypeError('fetch failed'));
        }
        return fetch(input, init);
      };
      const offers = await provider({ fetch: flakyFetch }).searchFlightOffers(flight, signal);
      expect(offers.length).toBeGreaterThan(0);
      expect(delays).toEqual([1000]);
    });

    it('does not retry other 4xx answers and shows errors[0].detail', async () => {
      fake.setFault('flightOffers', { kind: 'status', status: 400, detail: 'departureDate is in the past' });
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(
        new TravelProviderError('invalid_request', 'departureDate is in the past'),
      );
      fake.setFault('locations', { kind: 'status', status: 403 });
      await expect(provider().searchLocations('lon', signal)).rejects.toMatchObject({
        kind: 'invalid_request',
      });
      expect(fake.callsTo('flightOffers')).toHaveLength(1);
      expect(fake.callsTo('locations')).toHaveLength(1);
      expect(delays).toEqual([]);
    });
  });

  describe('aborts', () => {
    it('does not retry an aborted call and rejects with the abort reason', async () => {
      fake.setFault('flightOffers', { kind: 'hang' });
      const controller = new AbortController();
      const reason = new Error('search cancelled');
      const search = provider().searchFlightOffers(flight, controller.signal);
      await expect.poll(() => fake.callsTo('flightOffers').length).toBe(1);
      controller.abort(reason);
      await expect(search).rejects.toBe(reason);
      expect(fake.callsTo('flightOffers')).toHaveLength(1);
      expect(delays).toEqual([]);
    });

    it('stops during the backoff when aborted', async () => {
      fake.setFault('hotelsByCity', { kind: 'status', status: 500 });
      const controller = new AbortController();
      const reason = new Error('search cancelled');
      const travel = provider({
        sleep: async () => {
          controller.abort(reason);
          controller.signal.throwIfAborted();
        },
      });
      await expect(travel.listHotelsByCity('PAR', controller.signal)).rejects.toBe(reason);
      expect(fake.callsTo('hotelsByCity')).toHaveLength(1);
    });

    it('returns no locations, silently, for a cancelled location search', async () => {
      fake.setLatency('locations', 200);
      const controller = new AbortController();
      const search = provider().searchLocations('lon', controller.signal);
      setTimeout(() => controller.abort(), 50);
      expect(await search).toEqual([]);
    });

    it('returns no offers, silently, for a cancelled hotel-offers search, and caches nothing', async () => {
      fake.setLatency('hotelOffers', 200);
      const travel = provider();
      const controller = new AbortController();
      const search = travel.searchHotelOffers(hotelQuery, controller.signal);
      setTimeout(() => controller.abort(), 50);
      expect(await search).toEqual([]);
      fake.setLatency('hotelOffers', 0);
      expect(await travel.searchHotelOffers(hotelQuery, signal)).toHaveLength(2);
    });

    it('rejects the other calls with the abort reason', async () => {
      const reason = new Error('gone');
      const travel = provider();
      await expect(travel.listHotelsByCity('PAR', AbortSignal.abort(reason))).rejects.toBe(reason);
      await expect(travel.getHotelSentiments([hotelId('PAR', 0)], AbortSignal.abort(reason))).rejects.toBe(
        reason,
      );
      expect(fake.calls).toEqual([]);
    });
  });

  describe('endpoint texts', () => {
    it('hotels by city: 404 names the city and is not retried', async () => {
      await expect(provider().listHotelsByCity('xyz', signal)).rejects.toEqual(
        new TravelProviderError('not_found', 'No hotels found in XYZ. Please try a different city.'),
      );
      expect(fake.callsTo('hotelsByCity')).toHaveLength(1);
    });

    it('hotels by city: 429 after the retries', async () => {
      fake.setFault('hotelsByCity', { kind: 'status', status: 429 });
      await expect(provider().listHotelsByCity('PAR', signal)).rejects.toEqual(
        new TravelProviderError('rate_limited', 'Too many requests. Please wait a moment and try again.'),
      );
      expect(fake.callsTo('hotelsByCity')).toHaveLength(4);
    });

    it('hotel offers: 400 asks to check dates and guests, without retrying', async () => {
      // The fake refuses a check-out before check-in, as Amadeus does.
      const search = provider().searchHotelOffers({ ...hotelQuery, checkOutDate: '2026-11-30' }, signal);
      await expect(search).rejects.toEqual(
        new TravelProviderError(
          'invalid_request',
          'Invalid search parameters. Please check your dates and guest count.',
        ),
      );
      expect(fake.callsTo('hotelOffers')).toHaveLength(1);
    });

    it('hotel offers: 429 after the retries', async () => {
      fake.setFault('hotelOffers', { kind: 'status', status: 429 });
      await expect(provider().searchHotelOffers(hotelQuery, signal)).rejects.toEqual(
        new TravelProviderError('rate_limited', 'Too many searches. Please wait a moment and try again.'),
      );
      expect(fake.callsTo('hotelOffers')).toHaveLength(4);
    });

    it('hotel offers: provider code 477 means too many hotel ids', async () => {
      fake.setFault('hotelOffers', { kind: 'status', status: 400, code: 477, detail: 'INVALID FORMAT' });
      await expect(provider().searchHotelOffers(hotelQuery, signal)).rejects.toEqual(
        new TravelProviderError('invalid_request', 'Too many hotel IDs. Maximum 20 allowed, received 2'),
      );
      expect(fake.callsTo('hotelOffers')).toHaveLength(1);
    });

    it('other endpoints: 429 gives the generic rate-limit text', async () => {
      fake.setFault('locations', { kind: 'status', status: 429 });
      await expect(provider().searchLocations('lon', signal)).rejects.toEqual(
        new TravelProviderError('rate_limited', RATE_LIMITED),
      );
    });
  });

  describe('validation before any call', () => {
    it('refuses hotel offers without hotel ids', async () => {
      await expect(provider().searchHotelOffers({ ...hotelQuery, hotelIds: [] }, signal)).rejects.toEqual(
        new TravelProviderError('invalid_request', 'No hotel IDs provided'),
      );
      expect(fake.calls).toEqual([]);
    });

    it('refuses more than 20 hotel ids', async () => {
      const hotelIds = Array.from({ length: 21 }, (_, index) => hotelId('LON', index));
      await expect(provider().searchHotelOffers({ ...hotelQuery, hotelIds }, signal)).rejects.toEqual(
        new TravelProviderError('invalid_request', 'Too many hotel IDs. Maximum 20 allowed, received 21'),
      );
      expect(fake.calls).toEqual([]);
    });
  });

  describe('sentiments', () => {
    it('returns the other chunks when one chunk fails', async () => {
      // Indexes that are multiples of 5 all have reviews in the fake.
      const ids = Array.from({ length: 9 }, (_, index) => hotelId('LON', index * 5));
      const failing = ids[3] ?? '';
      fake.setFault('sentiments', {
        kind: 'status',
        status: 500,
        when: (query) => (query.hotelIds ?? '').split(',').includes(failing),
      });
      const sentiments = await provider().getHotelSentiments(ids, signal);
      expect(sentiments.map((sentiment) => sentiment.hotelId).sort()).toEqual(
        [...ids.slice(0, 3), ...ids.slice(6)].sort(),
      );
      // The failing chunk is retried like any failure before it is given up.
      const failingCalls = fake
        .callsTo('sentiments')
        .filter((call) => call.query.hotelIds?.includes(failing));
      expect(failingCalls).toHaveLength(4);
    });

    it('returns nothing rather than failing when every chunk fails', async () => {
      fake.setFault('sentiments', { kind: 'status', status: 400 });
      expect(await provider().getHotelSentiments([hotelId('PAR', 0), hotelId('PAR', 1)], signal)).toEqual([]);
    });
  });

  describe('default sleep', () => {
    it('waits the given time and stops at once on abort', async () => {
      vi.useFakeTimers();
      try {
        let done = false;
        const wait = sleep(1000, signal).then(() => {
          done = true;
        });
        await vi.advanceTimersByTimeAsync(999);
        expect(done).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        await wait;
        expect(done).toBe(true);

        const controller = new AbortController();
        const reason = new Error('stop');
        const aborted = sleep(4000, controller.signal);
        controller.abort(reason);
        await expect(aborted).rejects.toBe(reason);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
