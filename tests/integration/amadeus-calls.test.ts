import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache, createRedisCache, type Cache } from '../../src/server/infra/cache';
import { type AmadeusProviderOptions } from '../../src/server/travel/amadeus';
import type { FlightOfferQuery, HotelOfferQuery } from '../../src/server/travel/port';
import { hotelId } from '../fakes/amadeus-data';
import { startFakeAmadeus, type FakeAmadeus } from '../fakes/amadeus-server';
import { testRedisUrl } from './helpers/backends';
import { amadeusProviderFor } from './helpers/amadeus-provider';

/** product.md §7 calls and their parameters, the mapping onto src/core/travel-data.ts, and product.md §9's caches. */

const signal = new AbortController().signal;

const flight: FlightOfferQuery = {
  originLocationCode: 'LON',
  destinationLocationCode: 'PAR',
  departureDate: '2026-12-01',
  returnDate: '2026-12-05',
  adults: 2,
  children: 1,
  travelClass: 'BUSINESS',
  nonStop: true,
  currencyCode: 'EUR',
  max: 50,
};

const hotelQuery: HotelOfferQuery = {
  hotelIds: [hotelId('PAR', 0), hotelId('PAR', 1), hotelId('PAR', 3)],
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-05',
  adults: 2,
  roomQuantity: 1,
  currency: 'USD',
};

/** A cache on a clock the test moves, to see entries expire. */
function createClockCache(clock: { now: number }): Cache & { ttls: number[] } {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const ttls: number[] = [];
  return {
    ttls,
    get: async <T>(key: string) => {
      const entry = entries.get(key);
      if (!entry || entry.expiresAt <= clock.now) return undefined;
      return entry.value as T;
    },
    set: async (key, value, ttlMs) => {
      ttls.push(ttlMs);
      entries.set(key, { value, expiresAt: clock.now + ttlMs });
    },
    delete: async (key) => {
      entries.delete(key);
    },
  };
}

describe('Amadeus adapter: calls, mapping and caching', () => {
  let fake: FakeAmadeus;
  const redis = testRedisUrl ? new Redis(testRedisUrl, { lazyConnect: true }) : undefined;

  beforeAll(async () => {
    fake = await startFakeAmadeus();
    await redis?.connect();
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await fake.close();
    redis?.disconnect();
  });

  const provider = (overrides: Partial<AmadeusProviderOptions> = {}) => amadeusProviderFor(fake, overrides);

  it('asks for a token with form-encoded client credentials and sends it as a bearer token', async () => {
    await provider().searchLocations('par', signal);
    const [token, search] = fake.calls;
    expect(token).toMatchObject({
      method: 'POST',
      path: '/v1/security/oauth2/token',
      form: { grant_type: 'client_credentials', client_id: fake.clientId, client_secret: fake.clientSecret },
    });
    expect(search?.token).toEqual(expect.any(String));
  });

  it('searches locations with exactly the product.md parameters and maps airports and cities', async () => {
    const locations = await provider().searchLocations('Lon', signal);
    expect(fake.callsTo('locations').map((call) => call.query)).toEqual([
      {
        subType: 'AIRPORT,CITY',
        keyword: 'lon',
        'page[limit]': '10',
        view: 'LIGHT',
        sort: 'analytics.travelers.score',
      },
    ]);
    expect(locations[0]).toEqual({
      name: 'LONDON',
      iataCode: 'LON',
      subType: 'CITY',
      address: { cityName: 'LONDON', countryName: 'UNITED KINGDOM' },
    });
    expect(locations.map((location) => location.iataCode)).toContain('LHR');
    expect(locations.length).toBeLessThanOrEqual(10);
  });

  it('sends every flight parameter that is set', async () => {
    await provider().searchFlightOffers(flight, signal);
    expect(fake.callsTo('flightOffers').map((call) => call.query)).toEqual([
      {
        originLocationCode: 'LON',
        destinationLocationCode: 'PAR',
        departureDate: '2026-12-01',
        returnDate: '2026-12-05',
        adults: '2',
        children: '1',
        travelClass: 'BUSINESS',
        nonStop: 'true',
        currencyCode: 'EUR',
        max: '50',
      },
    ]);
  });

  it('omits children when 0, nonStop unless true, and returnDate for one-way trips', async () => {
    const oneWay = { ...flight, returnDate: undefined, children: 0, nonStop: false };
    await provider().searchFlightOffers(oneWay, signal);
    expect(fake.callsTo('flightOffers').map((call) => call.query)).toEqual([
      {
        originLocationCode: 'LON',
        destinationLocationCode: 'PAR',
        departureDate: '2026-12-01',
        adults: '2',
        travelClass: 'BUSINESS',
        currencyCode: 'EUR',
        max: '50',
      },
    ]);
  });

  it('maps flight offers with price, itineraries, segments and validating airlines', async () => {
    const offers = await provider().searchFlightOffers({ ...flight, nonStop: false, max: 3 }, signal);
    expect(offers).toHaveLength(3);
    const offer = offers[0];
    expect(offer).toEqual({
      id: '1',
      price: { total: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'EUR' },
      itineraries: [
        { duration: expect.stringMatching(/^PT/), segments: [expect.any(Object)] },
        { duration: expect.stringMatching(/^PT/), segments: expect.any(Array) },
      ],
      validatingAirlineCodes: [expect.stringMatching(/^[A-Z]{2}$/)],
    });
    expect(offer?.itineraries[0]?.segments[0]).toEqual({
      departure: { iataCode: 'LON', at: expect.stringMatching(/^2026-12-01T\d\d:\d\d:00$/) },
      arrival: { iataCode: 'PAR', at: expect.stringMatching(/^2026-12-01T/) },
      carrierCode: expect.stringMatching(/^[A-Z]{2}$/),
      number: expect.any(String),
      duration: expect.stringMatching(/^PT/),
    });
    expect(offers[1]?.itineraries[0]?.segments).toHaveLength(2);
  });

  it('lists hotels by city with the product.md parameters and keeps the first 100', async () => {
    const hotels = await provider().listHotelsByCity('lon', signal);
    expect(fake.callsTo('hotelsByCity').map((call) => call.query)).toEqual([
      { cityCode: 'LON', radius: '5', radiusUnit: 'KM', hotelSource: 'ALL' },
    ]);
    expect(hotels).toHaveLength(100);
    expect(hotels[0]).toEqual({ hotelId: hotelId('LON', 0), name: 'GRAND HOTEL LONDON 1', cityCode: 'LON' });
  });

  it('searches hotel offers with the product.md parameters and drops hotels without an offer', async () => {
    const offers = await provider().searchHotelOffers(hotelQuery, signal);
    expect(fake.callsTo('hotelOffers').map((call) => call.query)).toEqual([
      {
        hotelIds: hotelQuery.hotelIds.join(','),
        checkInDate: '2026-12-01',
        checkOutDate: '2026-12-05',
        adults: '2',
        roomQuantity: '1',
        currency: 'USD',
        paymentPolicy: 'NONE',
        bestRateOnly: 'true',
      },
    ]);
    // The fake has no availability at every 7th hotel from index 3.
    expect(offers.map((entry) => entry.hotel.hotelId)).toEqual([hotelId('PAR', 0), hotelId('PAR', 1)]);
    expect(offers[0]).toEqual({
      hotel: { hotelId: hotelId('PAR', 0), name: expect.stringContaining('PARIS'), cityCode: 'PAR' },
      offers: [
        { id: expect.any(String), price: { total: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'USD' } },
      ],
    });
  });

  it('asks for sentiments 3 ids at a time, all chunks in parallel', async () => {
    const ids = Array.from({ length: 8 }, (_, index) => hotelId('NYC', index));
    let open = 0;
    let mostOpen = 0;
    // Counts the sentiment requests sent and not yet answered: sequential chunks would never have two open.
    const countingFetch: typeof fetch = async (input, init) => {
      const counted = String(input).includes('/hotel-sentiments');
      if (counted) {
        open += 1;
        mostOpen = Math.max(mostOpen, open);
      }
      try {
        return await fetch(input, init);
      } finally {
        if (counted) open -= 1;
      }
    };
    const sentiments = await provider({ fetch: countingFetch }).getHotelSentiments(ids, signal);
    expect(fake.callsTo('sentiments').map((call) => call.query.hotelIds)).toEqual([
      ids.slice(0, 3).join(','),
      ids.slice(3, 6).join(','),
      ids.slice(6).join(','),
    ]);
    expect(mostOpen).toBe(3);
    // The fake has no reviews for every 5th hotel from index 4: it answers a warning instead.
    expect(sentiments.map((sentiment) => sentiment.hotelId).sort()).toEqual(
      ids.filter((_, index) => index !== 4).sort(),
    );
    expect(sentiments[0]).toEqual({
      hotelId: ids[0],
      overallRating: expect.any(Number),
      numberOfReviews: expect.any(Number),
    });
  });

  it('asks for no sentiments when there are no hotels', async () => {
    expect(await provider().getHotelSentiments([], signal)).toEqual([]);
    expect(fake.callsTo('sentiments')).toEqual([]);
  });

  const caches: [string, () => Cache][] = [['memory', () => createMemoryCache()]];
  if (redis) caches.push(['redis', () => createRedisCache(redis, `tripfit-test:${randomUUID()}:`)]);

  describe.each(caches)('with the %s cache', (_name, createCache) => {
    it('answers a repeated request from the cache without calling the provider', async () => {
      const travel = provider({ cache: createCache() });
      const first = {
        locations: await travel.searchLocations('par', signal),
        flights: await travel.searchFlightOffers(flight, signal),
        hotels: await travel.listHotelsByCity('PAR', signal),
        offers: await travel.searchHotelOffers(hotelQuery, signal),
        sentiments: await travel.getHotelSentiments(hotelQuery.hotelIds, signal),
      };
      const apiCalls = fake.calls.filter((call) => call.endpoint !== 'token').length;
      expect(apiCalls).toBe(4 + Math.ceil(hotelQuery.hotelIds.length / 3));
      const again = {
        // The same keyword in another case, the same city in lower case, the same hotels in another order.
        locations: await travel.searchLocations('PAR ', signal),
        flights: await travel.searchFlightOffers({ ...flight }, signal),
        hotels: await travel.listHotelsByCity('par', signal),
        offers: await travel.searchHotelOffers(
          { ...hotelQuery, hotelIds: [...hotelQuery.hotelIds].reverse() },
          signal,
        ),
        sentiments: await travel.getHotelSentiments(hotelQuery.hotelIds, signal),
      };
      expect(again).toEqual(first);
      expect(fake.calls.filter((call) => call.endpoint !== 'token')).toHaveLength(apiCalls);
    });
  });

  it('keeps entries 5 minutes and asks the provider again once one expired', async () => {
    const clock = { now: 0 };
    const cache = createClockCache(clock);
    const travel = provider({ cache });
    await travel.searchLocations('mad', signal);
    clock.now += 5 * 60_000 - 1;
    await travel.searchLocations('mad', signal);
    expect(fake.callsTo('locations')).toHaveLength(1);
    clock.now += 1;
    await travel.searchLocations('mad', signal);
    expect(fake.callsTo('locations')).toHaveLength(2);
    expect(cache.ttls).toEqual([300_000, 300_000]);
  });

  it('never caches a failure', async () => {
    const travel = provider();
    fake.setFault('hotelsByCity', { kind: 'status', status: 400, times: 1 });
    await expect(travel.listHotelsByCity('BCN', signal)).rejects.toThrow();
    expect(await travel.listHotelsByCity('BCN', signal)).toHaveLength(10);
    expect(fake.callsTo('hotelsByCity')).toHaveLength(2);
  });
});
