import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AmadeusProviderOptions } from '../../src/server/travel/amadeus';
import { TravelProviderError } from '../../src/server/travel/port';
import { startFakeAmadeus, type FakeAmadeus } from '../fakes/amadeus-server';
import { amadeusProviderFor } from './helpers/amadeus-provider';

/** product.md §7/§8 token handling: cached, refreshed 5 min early, shared by concurrent callers, 401 → retry once. */

const signal = new AbortController().signal;
const TOKEN_LIFETIME_MS = 1799 * 1000;
const FIVE_MINUTES_MS = 5 * 60_000;

describe('Amadeus adapter: access token', () => {
  let fake: FakeAmadeus;
  const clock = { now: 1_000_000 };
  const delays: number[] = [];

  beforeAll(async () => {
    fake = await startFakeAmadeus();
  });
  afterEach(() => {
    fake.reset();
    delays.length = 0;
  });
  afterAll(() => fake.close());

  // Distinct keywords below keep every call away from the cache.
  const provider = (overrides: Partial<AmadeusProviderOptions> = {}) =>
    amadeusProviderFor(fake, {
      now: () => clock.now,
      sleep: async (ms) => {
        delays.push(ms);
      },
      ...overrides,
    });

  it('reuses the token until less than 5 minutes remain, then asks for a new one', async () => {
    const travel = provider();
    await travel.searchLocations('lon', signal);
    clock.now += TOKEN_LIFETIME_MS - FIVE_MINUTES_MS;
    await travel.searchLocations('par', signal);
    expect(fake.callsTo('token')).toHaveLength(1);

    clock.now += 1;
    await travel.searchLocations('mad', signal);
    expect(fake.callsTo('token')).toHaveLength(2);
    const [first, second, third] = fake.callsTo('locations').map((call) => call.token);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('lets 20 concurrent callers share one token request', async () => {
    fake.setLatency('token', 50);
    const travel = provider();
    const keywords = Array.from({ length: 20 }, (_, index) => `k${index}x`);
    await Promise.all(keywords.map((keyword) => travel.searchLocations(keyword, signal)));
    expect(fake.callsTo('token')).toHaveLength(1);
    expect(fake.callsTo('locations')).toHaveLength(20);
  });

  it('makes exactly one token request for 20 concurrent calls once the token expired', async () => {
    const travel = provider();
    await travel.searchLocations('lon', signal);
    clock.now += TOKEN_LIFETIME_MS;
    fake.setLatency('token', 50);
    const keywords = Array.from({ length: 20 }, (_, index) => `e${index}x`);
    await Promise.all(keywords.map((keyword) => travel.searchLocations(keyword, signal)));
    expect(fake.callsTo('token')).toHaveLength(2);
    const tokens = new Set(
      fake
        .callsTo('locations')
        .slice(1)
        .map((call) => call.token),
    );
    expect(tokens.size).toBe(1);
  });

  it('keeps the shared token request going when one of its callers gives up', async () => {
    fake.setLatency('token', 100);
    const travel = provider();
    const controller = new AbortController();
    const cancelled = travel.searchLocations('lon', controller.signal);
    const kept = travel.searchLocations('par', signal);
    setTimeout(() => controller.abort(new Error('user left')), 20);
    expect(await cancelled).toEqual([]);
    expect((await kept)[0]?.iataCode).toBe('PAR');
    expect(fake.callsTo('token')).toHaveLength(1);
  });

  it('refreshes the token and retries once when the API answers 401', async () => {
    const travel = provider();
    await travel.searchLocations('lon', signal);
    fake.expireTokens();
    const locations = await travel.searchLocations('par', signal);
    expect(locations[0]?.iataCode).toBe('PAR');
    expect(fake.calls.map((call) => call.endpoint)).toEqual([
      'token',
      'locations',
      'locations',
      'token',
      'locations',
    ]);
    const [, expired, fresh] = fake.callsTo('locations').map((call) => call.token);
    expect(fresh).not.toBe(expired);
    expect(delays).toEqual([]);
  });

  it('fails with the auth message when the retried call is refused again', async () => {
    fake.setFault('flightOffers', { kind: 'status', status: 401 });
    const search = provider().searchFlightOffers(
      {
        originLocationCode: 'LON',
        destinationLocationCode: 'PAR',
        departureDate: '2026-12-01',
        adults: 1,
        children: 0,
        travelClass: 'ECONOMY',
        nonStop: false,
        currencyCode: 'USD',
        max: 50,
      },
      signal,
    );
    await expect(search).rejects.toEqual(
      new TravelProviderError(
        'unavailable',
        'Authentication with the travel provider failed. Please try again later.',
      ),
    );
    expect(fake.callsTo('flightOffers')).toHaveLength(2);
    expect(fake.callsTo('token')).toHaveLength(2);
    expect(delays).toEqual([]);
  });

  it("shows the token endpoint's error_description when the credentials are refused, without retrying", async () => {
    const search = provider({ clientSecret: 'wrong' }).searchLocations('lon', signal);
    await expect(search).rejects.toEqual(
      new TravelProviderError('unavailable', 'Client credentials are invalid'),
    );
    expect(fake.calls.map((call) => call.endpoint)).toEqual(['token']);
  });

  it('retries a failing token request like any other failure', async () => {
    fake.setFault('token', { kind: 'status', status: 500, times: 2 });
    const locations = await provider().searchLocations('lon', signal);
    expect(locations[0]?.iataCode).toBe('LON');
    expect(fake.callsTo('token')).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
  });
});
