import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TravelProviderError, type FlightOfferQuery } from '../../src/server/travel/port';
import { startFakeDuffel, type FakeDuffel } from '../fakes/duffel-server';
import { duffelProviderFor } from './helpers/duffel-provider';
import { settledYet, timeOutAttempts, untilReached, withFakeTimeouts } from './helpers/fake-timeouts';

/** product.md §8 provider handling for Duffel: retries with backoff, rate-limit waits, the catalogue texts, aborts. */

const signal = new AbortController().signal;

const flight: FlightOfferQuery = {
  originLocationCode: 'LHR',
  destinationLocationCode: 'CDG',
  departureDate: '2026-12-01',
  adults: 1,
  children: 0,
  travelClass: 'ECONOMY',
  nonStop: false,
  currencyCode: 'EUR',
  max: 50,
};

/** Duffel's failures name the flight partner, so the API tells them in product words. */
const flights = { side: 'flights' } as const;
const RATE_LIMITED = 'Rate limit exceeded. Please try again in a moment.';
const SEARCH_FAILED = new TravelProviderError('unavailable', 'Search failed. Please try again.', flights);
const CREDENTIALS_REFUSED = new TravelProviderError(
  'unavailable',
  'The travel provider rejected our credentials. Please try again later.',
  flights,
);

describe('Duffel adapter: faults and the error catalogue', () => {
  let fake: FakeDuffel;
  const delays: number[] = [];
  const observed: string[] = [];

  beforeAll(async () => {
    fake = await startFakeDuffel();
  });
  afterEach(() => {
    fake.reset();
    delays.length = 0;
    observed.length = 0;
  });
  afterAll(() => fake.close());

  const provider = (overrides: Parameters<typeof duffelProviderFor>[1] = {}) =>
    duffelProviderFor(fake, {
      // Records the backoff instead of waiting it out.
      sleep: async (ms, sleepSignal) => {
        delays.push(ms);
        sleepSignal.throwIfAborted();
      },
      observeCall: (endpoint, outcome) => observed.push(`${endpoint} ${outcome}`),
      ...overrides,
    });

  describe('answers that are final', () => {
    it('a refused access token: the credentials text, no retry', async () => {
      const travel = duffelProviderFor(fake, {
        accessToken: 'duffel_test_wrong',
        sleep: async () => undefined,
      });
      await expect(travel.searchFlightOffers(flight, signal)).rejects.toEqual(CREDENTIALS_REFUSED);
      expect(fake.callsTo('offerRequests')).toHaveLength(1);
      expect(fake.callsTo('offers')).toEqual([]);
    });

    it('403: the credentials text, no retry', async () => {
      fake.setFault('offerRequests', { kind: 'status', status: 403 });
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(CREDENTIALS_REFUSED);
      expect(fake.callsTo('offerRequests')).toHaveLength(1);
      expect(delays).toEqual([]);
    });

    it('422: invalid request with Duffel’s own message, no retry', async () => {
      fake.setFault('offerRequests', {
        kind: 'status',
        status: 422,
        message: "Field 'departure_date' must be after today",
      });
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(
        new TravelProviderError('invalid_request', "Field 'departure_date' must be after today", flights),
      );
      expect(fake.callsTo('offerRequests')).toHaveLength(1);
      expect(delays).toEqual([]);
      expect(observed).toEqual(['duffel:offerRequests 4xx']);
    });

    it('an airport Duffel does not know: its own 422', async () => {
      await expect(
        provider().searchFlightOffers({ ...flight, destinationLocationCode: 'XXX' }, signal),
      ).rejects.toEqual(new TravelProviderError('invalid_request', "'XXX' is not a known airport", flights));
    });
  });

  describe('retries', () => {
    it('retries 429 after the backoff when the reset comes sooner, then succeeds', async () => {
      fake.setFault('offerRequests', { kind: 'status', status: 429, resetInSeconds: 1, times: 2 });
      expect(await provider().searchFlightOffers(flight, signal)).toHaveLength(12);
      expect(fake.callsTo('offerRequests')).toHaveLength(3);
      expect(delays).toEqual([1000, 2000]);
      expect(observed.slice(0, 2)).toEqual(['duffel:offerRequests 429', 'duffel:offerRequests 429']);
    });

    it('waits for ratelimit-reset when it is later than the backoff, by Duffel’s clock', async () => {
      fake.setFault('offerRequests', { kind: 'status', status: 429, resetInSeconds: 3, times: 1 });
      // The reset is measured from the answer's Date header: our own clock's skew does not count.
      const skewed = provider({ now: () => Date.parse('2020-01-01T00:00:00Z') });
      expect(await skewed.searchFlightOffers(flight, signal)).toHaveLength(12);
      expect(delays).toEqual([3000]);
    });

    it('waits for Retry-After when it asks for longer than the reset', async () => {
      fake.setFault('offers', {
        kind: 'status',
        status: 429,
        resetInSeconds: 1,
        retryAfterSeconds: 5,
        times: 1,
      });
      expect(await provider().searchFlightOffers(flight, signal)).toHaveLength(12);
      expect(delays).toEqual([5000]);
    });

    it('gives up on 429 after exactly 3 retries with the product.md message', async () => {
      fake.setFault('offerRequests', { kind: 'status', status: 429 });
      // The last answer's reset is a second away.
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(
        new TravelProviderError('rate_limited', RATE_LIMITED, { ...flights, retryAfterSeconds: 1 }),
      );
      expect(fake.callsTo('offerRequests')).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000]);
    });

    it('does not retry a 429 whose reset is further off than a search can wait', async () => {
      fake.setFault('offerRequests', { kind: 'status', status: 429, resetInSeconds: 60 });
      // The wait it asked for goes with the failure, so the visitor is told how long.
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(
        new TravelProviderError('rate_limited', RATE_LIMITED, { ...flights, retryAfterSeconds: 60 }),
      );
      expect(fake.callsTo('offerRequests')).toHaveLength(1);
      expect(delays).toEqual([]);
    });

    it('retries a burst of server errors, then succeeds', async () => {
      fake.setFault('offerRequests', { kind: 'status', status: 503, times: 3 });
      expect(await provider().searchFlightOffers(flight, signal)).toHaveLength(12);
      expect(fake.callsTo('offerRequests')).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000]);
    });

    it('keeps Duffel’s message of the last server error once the retries are spent', async () => {
      fake.setFault('offerRequests', {
        kind: 'status',
        status: 503,
        message: 'Airline systems are unavailable',
      });
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(
        new TravelProviderError('unavailable', 'Airline systems are unavailable', flights),
      );
      expect(fake.callsTo('offerRequests')).toHaveLength(4);
      expect(observed).toEqual(Array(4).fill('duffel:offerRequests 5xx'));
    });

    it('does not retry a 500, as Duffel’s docs ask', async () => {
      fake.setFault('offerRequests', { kind: 'status', status: 500, message: 'Something went wrong' });
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(
        new TravelProviderError('unavailable', 'Something went wrong', flights),
      );
      expect(fake.callsTo('offerRequests')).toHaveLength(1);
      expect(delays).toEqual([]);
    });

    it('does not retry a 502, even a gateway’s HTML page, as Duffel’s docs ask', async () => {
      fake.setFault('offerRequests', { kind: 'gateway' });
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(SEARCH_FAILED);
      expect(fake.callsTo('offerRequests')).toHaveLength(1);
      expect(delays).toEqual([]);
    });

    it('retries a page of the offer list on its own', async () => {
      fake.setOffers({ count: 30 });
      fake.setPageSize(20);
      fake.setFault('offers', {
        kind: 'status',
        status: 503,
        times: 1,
        when: (call) => call.query.after !== undefined,
      });
      expect(await provider().searchFlightOffers(flight, signal)).toHaveLength(30);
      expect(fake.callsTo('offerRequests')).toHaveLength(1);
      expect(fake.callsTo('offers').map((call) => call.query.limit)).toEqual(['50', '30', '30']);
      expect(delays).toEqual([1000]);
    });

    it('treats malformed JSON like a failed call and retries it', async () => {
      fake.setFault('offers', { kind: 'malformed', times: 1 });
      expect(await provider().searchFlightOffers(flight, signal)).toHaveLength(12);
      expect(delays).toEqual([1000]);
      expect(observed).toEqual(['duffel:offerRequests 2xx', 'duffel:offers network', 'duffel:offers 2xx']);
    });

    it('fails with the fallback message when the body stays malformed', async () => {
      fake.setFault('offerRequests', { kind: 'malformed' });
      await expect(provider().searchFlightOffers(flight, signal)).rejects.toEqual(SEARCH_FAILED);
      expect(fake.callsTo('offerRequests')).toHaveLength(4);
    });

    it('retries a dropped connection', async () => {
      fake.setFault('offerRequests', { kind: 'disconnect', times: 1 });
      expect(await provider().searchFlightOffers(flight, signal)).toHaveLength(12);
      expect(fake.callsTo('offerRequests')).toHaveLength(2);
      expect(observed[0]).toBe('duffel:offerRequests network');
    });

    it('times out a request that never answers, retries it, then fails with the fallback message', async () => {
      fake.setFault('offerRequests', { kind: 'hang' });
      await withFakeTimeouts(async () => {
        const failed = expect(
          provider({ requestTimeoutMs: 100 }).searchFlightOffers(flight, signal),
        ).rejects.toEqual(SEARCH_FAILED);
        await timeOutAttempts(() => fake.callsTo('offerRequests').length, 4, 100);
        await failed;
      });
      expect(fake.callsTo('offerRequests')).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000]);
      expect(observed).toEqual(Array(4).fill('duffel:offerRequests timeout'));
    });

    it('succeeds when only the first request hangs', async () => {
      fake.setFault('offers', { kind: 'hang', times: 1 });
      await withFakeTimeouts(async () => {
        const search = provider({ requestTimeoutMs: 100 }).searchFlightOffers(flight, signal);
        await timeOutAttempts(() => fake.callsTo('offers').length, 1, 100);
        await untilReached(settledYet(search));
        expect(await search).toHaveLength(12);
      });
      expect(fake.callsTo('offers')).toHaveLength(2);
    });
  });

  describe('aborts', () => {
    it('stops a hanging call at once, without retry, and rejects with the abort reason', async () => {
      fake.setFault('offerRequests', { kind: 'hang' });
      const controller = new AbortController();
      const reason = new Error('search cancelled');
      const search = provider().searchFlightOffers(flight, controller.signal);
      await expect.poll(() => fake.callsTo('offerRequests').length).toBe(1);
      controller.abort(reason);
      await expect(search).rejects.toBe(reason);
      expect(fake.callsTo('offerRequests')).toHaveLength(1);
      expect(delays).toEqual([]);
      expect(observed).toEqual(['duffel:offerRequests cancelled']);
    });

    it('stops between pages', async () => {
      fake.setOffers({ count: 30 });
      fake.setPageSize(20);
      fake.setFault('offers', { kind: 'hang', when: (call) => call.query.after !== undefined });
      const controller = new AbortController();
      const reason = new Error('search cancelled');
      const search = provider().searchFlightOffers(flight, controller.signal);
      await expect.poll(() => fake.callsTo('offers').length).toBe(2);
      controller.abort(reason);
      await expect(search).rejects.toBe(reason);
      expect(fake.callsTo('offers')).toHaveLength(2);
    });

    it('stops during the backoff when aborted', async () => {
      fake.setFault('offerRequests', { kind: 'status', status: 503 });
      const controller = new AbortController();
      const reason = new Error('search cancelled');
      const travel = provider({
        sleep: async () => {
          controller.abort(reason);
          controller.signal.throwIfAborted();
        },
      });
      await expect(travel.searchFlightOffers(flight, controller.signal)).rejects.toBe(reason);
      expect(fake.callsTo('offerRequests')).toHaveLength(1);
    });

    it('makes no call for a search already cancelled, and caches nothing', async () => {
      const reason = new Error('gone');
      const travel = provider();
      await expect(travel.searchFlightOffers(flight, AbortSignal.abort(reason))).rejects.toBe(reason);
      expect(fake.calls).toEqual([]);
      expect(await travel.searchFlightOffers(flight, signal)).toHaveLength(12);
    });
  });
});
