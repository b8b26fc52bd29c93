import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BREAKER_FAILURES, BREAKER_HALF_OPEN_AFTER_MS } from '../../src/server/travel/partner-errors';
import { TravelProviderError, type FlightOfferQuery } from '../../src/server/travel/port';
import { startFakeDuffel, type FakeDuffel } from '../fakes/duffel-server';
import { hotelId } from '../fakes/liteapi-data';
import { startFakeLiteApi, type FakeLiteApi } from '../fakes/liteapi-server';
import { duffelProviderFor } from './helpers/duffel-provider';
import { timeOutAttempts, withFakeTimeouts } from './helpers/fake-timeouts';
import { liteApiProviderFor } from './helpers/liteapi-provider';

/** Issue 28: a partner that keeps failing is left alone for a while; optional calls never cost the search time. */

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

const stay = {
  hotelIds: [hotelId('par', 0), hotelId('par', 1)],
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-04',
  adults: 2,
  roomQuantity: 1,
  currency: 'EUR' as const,
  cityCode: 'PAR',
};

const OUTAGE = new TravelProviderError('unavailable', 'Search failed. Please try again.', {
  side: 'flights',
});

describe('the circuit breaker over Duffel', () => {
  let fake: FakeDuffel;
  beforeAll(async () => {
    fake = await startFakeDuffel();
  });
  afterEach(() => {
    fake.reset();
    vi.useRealTimers();
  });
  afterAll(() => fake.close());

  it('stops calling after failures in a row, answers the outage at once, and tries again later', async () => {
    // Only the clock the breaker reads is fake: sockets and the fake server keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-20T10:00:00Z');
    vi.setSystemTime(start);
    const travel = duffelProviderFor(fake, { sleep: async () => undefined });
    // Duffel's 500 is not retried, so each search is one failing call.
    fake.setFault('offerRequests', { kind: 'status', status: 500 });
    for (let failure = 0; failure < BREAKER_FAILURES; failure += 1) {
      await expect(travel.searchFlightOffers(flight, signal)).rejects.toMatchObject({ kind: 'unavailable' });
    }
    expect(fake.callsTo('offerRequests')).toHaveLength(BREAKER_FAILURES);

    fake.setFault('offerRequests', undefined);
    await expect(travel.searchFlightOffers(flight, signal)).rejects.toEqual(OUTAGE);
    expect(fake.callsTo('offerRequests')).toHaveLength(BREAKER_FAILURES);

    vi.setSystemTime(start + BREAKER_HALF_OPEN_AFTER_MS);
    expect(await travel.searchFlightOffers(flight, signal)).toHaveLength(12);
    expect(fake.callsTo('offerRequests')).toHaveLength(BREAKER_FAILURES + 1);
  });

  it('does not count a complaint about our request as an outage, and logs it as our error', async () => {
    const lines: { level: number; msg: string; status?: number }[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const travel = duffelProviderFor(fake, { sleep: async () => undefined, logger });
    fake.setFault('offerRequests', { kind: 'status', status: 422, times: BREAKER_FAILURES + 1 });
    for (let failure = 0; failure <= BREAKER_FAILURES; failure += 1) {
      await expect(travel.searchFlightOffers(flight, signal)).rejects.toMatchObject({
        kind: 'invalid_request',
      });
    }
    expect(await travel.searchFlightOffers(flight, signal)).toHaveLength(12);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'the partner refused our request', status: 422 });
  });
});

describe('LiteAPI ratings: an optional call', () => {
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

  const provider = () =>
    liteApiProviderFor(fake, {
      sleep: async (ms) => {
        delays.push(ms);
      },
    });

  it('is tried once on a server error: no retries, no backoff, no ratings', async () => {
    fake.setFault('hotels', { kind: 'status', status: 503 });
    expect(await provider().getHotelSentiments([hotelId('par', 0)], signal)).toEqual([]);
    expect(fake.callsTo('hotels')).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('gives up after 1 s when LiteAPI does not answer', async () => {
    fake.setFault('hotels', { kind: 'hang' });
    const travel = provider();
    const sentiments = await withFakeTimeouts(async () => {
      const answer = travel.getHotelSentiments([hotelId('par', 0)], signal);
      await timeOutAttempts(() => fake.callsTo('hotels').length, 1, 1_000);
      return answer;
    });
    expect(sentiments).toEqual([]);
    expect(fake.callsTo('hotels')).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('does not trip the breaker: rates are still asked after many failed ratings', async () => {
    const travel = provider();
    fake.setFault('hotels', { kind: 'status', status: 503 });
    for (let failure = 0; failure <= BREAKER_FAILURES; failure += 1) {
      await travel.getHotelSentiments([hotelId('par', failure)], signal);
    }
    const hotels = await travel.searchHotelOffers(stay, signal);
    expect(hotels.length).toBeGreaterThan(0);
    expect(fake.callsTo('rates')).toHaveLength(1);
  });
});
