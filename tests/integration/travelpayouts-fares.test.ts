import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackgroundTasks } from '../../src/server/infra/background-tasks';
import { createMemoryCache } from '../../src/server/infra/cache';
import type { FareQuery } from '../../src/server/travel/fare-feed';
import { TravelProviderError } from '../../src/server/travel/port';
import { faresFor } from '../fakes/travelpayouts-data';
import { startFakeTravelpayouts, type FakeTravelpayouts } from '../fakes/travelpayouts-server';
import { timeOutAttempts, withFakeTimeouts } from './helpers/fake-timeouts';
import { march2027, testClock, travelpayoutsFeedFor } from './helpers/travelpayouts-feed';

/** The Travelpayouts fare feed over real HTTP: the call, the filters, product.md §8's errors, aborts and the cache. */

const signal = new AbortController().signal;

const query: FareQuery = {
  origin: 'MAD',
  window: march2027,
  minNights: 2,
  maxNights: 4,
  weekend: false,
  directOnly: false,
  currency: 'EUR',
};

const HOUR = 60 * 60_000;

const RATE_LIMITED = new TravelProviderError(
  'rate_limited',
  'Rate limit exceeded. Please try again in a moment.',
);
const SEARCH_FAILED = new TravelProviderError('unavailable', 'Search failed. Please try again.');
const CREDENTIALS_REFUSED = new TravelProviderError(
  'unavailable',
  'The travel provider rejected our credentials. Please try again later.',
);

describe('Travelpayouts fare feed', () => {
  let fake: FakeTravelpayouts;
  const delays: number[] = [];
  const observed: string[] = [];

  beforeAll(async () => {
    fake = await startFakeTravelpayouts();
  });
  afterEach(() => {
    fake.reset();
    delays.length = 0;
    observed.length = 0;
  });
  afterAll(() => fake.close());

  const feed = (overrides: Parameters<typeof travelpayoutsFeedFor>[1] = {}) =>
    travelpayoutsFeedFor(fake, {
      // Records the backoff instead of waiting it out.
      sleep: async (ms, sleepSignal) => {
        delays.push(ms);
        sleepSignal.throwIfAborted();
      },
      observeCall: (endpoint, outcome) => observed.push(`${endpoint} ${outcome}`),
      ...overrides,
    });

  describe('the call and the answer', () => {
    it("asks a month's round trips to everywhere, the token in X-Access-Token and never in the URL", async () => {
      await feed({ market: 'gb' }).findFares({ ...query, origin: ' mad ' }, signal);
      expect(fake.calls).toEqual([
        {
          method: 'GET',
          path: '/aviasales/v3/prices_for_dates',
          query: {
            origin: 'MAD',
            departure_at: '2027-03',
            return_at: '2027-03',
            one_way: 'false',
            unique: 'false',
            sorting: 'price',
            currency: 'eur',
            market: 'gb',
            limit: '1000',
          },
          accessToken: fake.token,
        },
      ]);
      expect(observed).toEqual(['travelpayouts:pricesForDates 2xx']);
    });

    it('asks for the us market by default', async () => {
      await feed().findFares(query, signal);
      expect(fake.calls[0]?.query.market).toBe('us');
    });

    it('answers each fare with its local dates, price, currency, changes and when it was fetched', async () => {
      const clock = testClock();
      const fares = await feed({ now: clock.now }).findFares(query, signal);
      const lisbon = fares.filter((fare) => fare.destination === 'LIS');
      expect(lisbon).toEqual([
        {
          destination: 'LIS',
          price: 87,
          currency: 'EUR',
          departureDate: '2027-03-12',
          returnDate: '2027-03-14',
          transfers: 1,
          returnTransfers: 1,
          fetchedAt: '2027-01-10T08:00:00.000Z',
        },
        expect.objectContaining({ price: 96, departureDate: '2027-03-03', returnDate: '2027-03-06' }),
        expect.objectContaining({ price: 114, departureDate: '2027-03-16', returnDate: '2027-03-20' }),
      ]);
    });

    it('keeps only the nights asked for, each fare priced in the currency asked for', async () => {
      const fares = await feed().findFares({ ...query, minNights: 5, maxNights: 7, currency: 'SEK' }, signal);
      const nights = new Set(
        fares.map((fare) => (Date.parse(fare.returnDate) - Date.parse(fare.departureDate)) / 86_400_000),
      );
      expect(nights).toEqual(new Set([5, 7]));
      expect(fares).toHaveLength(2 * 12);
      // Trips 1 (5 nights) and 4 (7 nights) of the fake's six, as it priced them in kronor.
      const wire = faresFor('MAD', '2027-03', 'SEK').filter((fare) => fare.destination === 'NYC');
      expect(fares.filter((fare) => fare.destination === 'NYC')).toEqual(
        [wire[4], wire[1]].map((fare) => expect.objectContaining({ price: fare?.price, currency: 'SEK' })),
      );
      expect(fake.calls[0]?.query.currency).toBe('sek');
    });

    it('keeps only fares without a change either way when only direct flights are wanted', async () => {
      const fares = await feed().findFares(
        { ...query, minNights: 2, maxNights: 10, directOnly: true },
        signal,
      );
      expect(fares.length).toBeGreaterThan(0);
      expect(fares.every((fare) => fare.transfers === 0 && fare.returnTransfers === 0)).toBe(true);
      // Trips 2 (a change each way) and 4 (a change back) of every destination are gone.
      expect(fares).toHaveLength(4 * 12);
    });

    it('asks once per month the next three months touch, and keeps departures inside the window', async () => {
      const window = { firstDeparture: '2027-03-10', lastDeparture: '2027-06-08', lastReturn: '2027-06-10' };
      const fares = await feed().findFares({ ...query, window, minNights: 2, maxNights: 10 }, signal);
      expect(fake.calls.map((call) => call.query.departure_at)).toEqual([
        '2027-03',
        '2027-04',
        '2027-05',
        '2027-06',
      ]);
      const departures = fares.map((fare) => fare.departureDate);
      expect(departures.every((date) => date >= '2027-03-10' && date <= '2027-06-08')).toBe(true);
      expect(departures.some((date) => date.startsWith('2027-03'))).toBe(true);
      expect(departures.some((date) => date.startsWith('2027-06'))).toBe(true);
      expect(fares.every((fare) => fare.returnDate <= '2027-06-10')).toBe(true);
    });
  });

  describe('failures', () => {
    it('a refused token: the credentials text, no retry', async () => {
      await expect(
        travelpayoutsFeedFor(fake, { token: 'not-the-token' }).findFares(query, signal),
      ).rejects.toEqual(CREDENTIALS_REFUSED);
      expect(fake.calls).toHaveLength(1);
      expect(fake.calls[0]?.accessToken).toBe('not-the-token');
    });

    it('a 403: the credentials text, no retry', async () => {
      fake.setFault({ kind: 'status', status: 403 });
      await expect(feed().findFares(query, signal)).rejects.toEqual(CREDENTIALS_REFUSED);
      expect(fake.calls).toHaveLength(1);
    });

    it("a 400: the provider's explanation as an invalid request, no retry", async () => {
      fake.setFault({ kind: 'status', status: 400, error: 'origin: must be an IATA code' });
      await expect(feed().findFares(query, signal)).rejects.toEqual(
        new TravelProviderError('invalid_request', 'origin: must be an IATA code'),
      );
      expect(fake.calls).toHaveLength(1);
    });

    it('a 429 every time: three retries after 1, 2 and 4 s, then the rate-limit text', async () => {
      fake.setFault({ kind: 'status', status: 429 });
      await expect(feed().findFares(query, signal)).rejects.toEqual(RATE_LIMITED);
      expect(fake.calls).toHaveLength(4);
      expect(delays).toEqual([1000, 2000, 4000]);
      expect(observed).toEqual(Array(4).fill('travelpayouts:pricesForDates 429'));
    });

    it('a 429 asking for a short wait: waits as asked, then answers', async () => {
      fake.setFault({ kind: 'status', status: 429, retryAfter: '3', times: 1 });
      const fares = await feed().findFares(query, signal);
      expect(fares.length).toBeGreaterThan(0);
      expect(delays).toEqual([3000]);
    });

    it('a 429 asking for a longer wait than a search can afford: not retried', async () => {
      fake.setFault({ kind: 'status', status: 429, retryAfter: '30' });
      await expect(feed().findFares(query, signal)).rejects.toEqual(RATE_LIMITED);
      expect(fake.calls).toHaveLength(1);
    });

    it("a 5xx every time: retried, then failed with the provider's explanation", async () => {
      fake.setFault({ kind: 'status', status: 503, error: 'Service Unavailable' });
      await expect(feed().findFares(query, signal)).rejects.toEqual(
        new TravelProviderError('unavailable', 'Service Unavailable'),
      );
      expect(fake.calls).toHaveLength(4);
    });

    it('a 5xx once: the retry answers', async () => {
      fake.setFault({ kind: 'status', status: 500, times: 1 });
      await expect(feed().findFares(query, signal)).resolves.not.toHaveLength(0);
      expect(fake.calls).toHaveLength(2);
      expect(delays).toEqual([1000]);
    });

    it.each([
      ['a body that is not JSON', { kind: 'malformed' as const }],
      ['success: false', { kind: 'body' as const, body: { success: false, data: null, error: 'oops' } }],
      [
        'a fare without a price',
        {
          kind: 'body' as const,
          body: { success: true, currency: 'eur', data: [{ origin: 'MAD', destination: 'LIS' }] },
        },
      ],
      ['no data', { kind: 'body' as const, body: { success: true, currency: 'eur' } }],
      ['a dropped connection', { kind: 'disconnect' as const }],
    ])('%s: retried, then the search-failed text', async (_, fault) => {
      fake.setFault(fault);
      await expect(feed().findFares(query, signal)).rejects.toEqual(SEARCH_FAILED);
      expect(fake.calls).toHaveLength(4);
    });

    it('no answer within the timeout: retried, then the search-failed text', async () => {
      fake.setFault({ kind: 'hang' });
      await withFakeTimeouts(async () => {
        const failed = expect(feed({ requestTimeoutMs: 100 }).findFares(query, signal)).rejects.toEqual(
          SEARCH_FAILED,
        );
        await timeOutAttempts(() => fake.calls.length, 4, 100);
        await failed;
      });
      expect(fake.calls).toHaveLength(4);
      expect(observed).toEqual(Array(4).fill('travelpayouts:pricesForDates timeout'));
    });

    it("an abort: rejects with the caller's reason at once, and retries nothing", async () => {
      fake.setFault({ kind: 'hang' });
      const controller = new AbortController();
      const finding = feed().findFares(query, controller.signal);
      await expect.poll(() => fake.calls.length).toBe(1);
      const reason = new Error('visitor left');
      controller.abort(reason);
      await expect(finding).rejects.toBe(reason);
      expect(fake.calls).toHaveLength(1);
      expect(observed).toEqual(['travelpayouts:pricesForDates cancelled']);
    });
  });

  describe('the cache', () => {
    const setup = () => {
      const clock = testClock();
      const cache = createMemoryCache();
      const lines: { msg: string; reason?: string }[] = [];
      const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
      const backgroundTasks = createBackgroundTasks(logger);
      const fares = feed({ now: clock.now, cache, logger, backgroundTasks });
      return { clock, fares, backgroundTasks, lines };
    };

    it('keeps a month per origin, currency and market: a second explore asks nothing', async () => {
      const { fares } = setup();
      const first = await fares.findFares(query, signal);
      // Other nights and directs are the same month's list, filtered.
      await fares.findFares({ ...query, minNights: 5, maxNights: 7, directOnly: true }, signal);
      expect(await fares.findFares(query, signal)).toEqual(first);
      expect(fake.calls).toHaveLength(1);
      await fares.findFares({ ...query, currency: 'GBP' }, signal);
      await fares.findFares({ ...query, origin: 'BER' }, signal);
      expect(fake.calls).toHaveLength(3);
    });

    it('serves a list older than 6 hours at once and refreshes it in the background', async () => {
      const { clock, fares, backgroundTasks } = setup();
      await fares.findFares(query, signal);
      clock.advance(6 * HOUR + 1);
      fake.setLatency(200);
      const stale = await fares.findFares(query, signal);
      // Answered from the stale list, stamped when it was fetched, while the refresh is under way.
      expect(stale[0]?.fetchedAt).toBe('2027-01-10T08:00:00.000Z');
      // Another explore meanwhile starts no second refresh.
      await fares.findFares(query, signal);
      await backgroundTasks.drain();
      expect(fake.calls).toHaveLength(2);
      const fresh = await fares.findFares(query, signal);
      expect(fresh[0]?.fetchedAt).toBe('2027-01-10T14:00:00.001Z');
      expect(fake.calls).toHaveLength(2);
    });

    it('fetches a list older than 24 hours before answering', async () => {
      const { clock, fares } = setup();
      await fares.findFares(query, signal);
      clock.advance(24 * HOUR);
      const answer = await fares.findFares(query, signal);
      expect(answer[0]?.fetchedAt).toBe('2027-01-11T08:00:00.000Z');
      expect(fake.calls).toHaveLength(2);
    });

    it('never keeps a failure: the next explore asks again', async () => {
      const { fares } = setup();
      fake.setFault({ kind: 'status', status: 400, times: 1 });
      await expect(fares.findFares(query, signal)).rejects.toBeInstanceOf(TravelProviderError);
      await expect(fares.findFares(query, signal)).resolves.not.toHaveLength(0);
      expect(fake.calls).toHaveLength(2);
    });

    it('keeps nothing from an aborted call', async () => {
      const { fares } = setup();
      fake.setLatency(500);
      const controller = new AbortController();
      const finding = fares.findFares(query, controller.signal);
      await expect.poll(() => fake.calls.length).toBe(1);
      controller.abort(new Error('visitor left'));
      await expect(finding).rejects.toThrow('visitor left');
      fake.setLatency(0);
      await fares.findFares(query, signal);
      expect(fake.calls).toHaveLength(2);
    });

    it('a failed refresh is logged, the stale list still serves, and the next explore tries again', async () => {
      const { clock, fares, backgroundTasks, lines } = setup();
      await fares.findFares(query, signal);
      clock.advance(7 * HOUR);
      fake.setFault({ kind: 'status', status: 401 });
      const stale = await fares.findFares(query, signal);
      await backgroundTasks.drain();
      expect(stale[0]?.fetchedAt).toBe('2027-01-10T08:00:00.000Z');
      expect(lines.filter((line) => line.msg === 'fare refresh failed')).toEqual([
        expect.objectContaining({
          origin: 'MAD',
          month: '2027-03',
          reason: CREDENTIALS_REFUSED.message,
        }),
      ]);
      fake.setFault(undefined);
      await fares.findFares(query, signal);
      await backgroundTasks.drain();
      expect(fake.calls).toHaveLength(3);
      const fresh = await fares.findFares(query, signal);
      expect(fresh[0]?.fetchedAt).toBe('2027-01-10T15:00:00.000Z');
    });
  });
});
