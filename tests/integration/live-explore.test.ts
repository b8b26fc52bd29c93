import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { convertCents, type ExchangeRates } from '../../src/core/exchange-rates';
import type { ExploreAnswer } from '../../src/core/explore';
import { priceToCents } from '../../src/core/money';
import { loadConfig } from '../../src/server/config';
import { createBackgroundTasks } from '../../src/server/infra/background-tasks';
import { createMemoryCache } from '../../src/server/infra/cache';
import { createExploreSource } from '../../src/server/travel/create-explore-source';
import { ExploreNotConfiguredError, type ExploreTripQuery } from '../../src/server/travel/explore-port';
import { TravelProviderError, type HotelProvider } from '../../src/server/travel/port';
import { cityLocation } from '../../src/server/travel/sandbox/airport-data';
import { startFakeLiteApi, type FakeLiteApi } from '../fakes/liteapi-server';
import { startFakeLiveProviders, type FakeLiveProviders } from '../fakes/live-providers';
import { startFakeTravelpayouts, type FakeTravelpayouts } from '../fakes/travelpayouts-server';
import { daysFromNow } from '../support/dates';
import { databaseBackends } from './helpers/backends';
import { liteApiProviderFor } from './helpers/liteapi-provider';
import { startTestServer, type TestServer } from './helpers/test-server';
import { march2027, testClock } from './helpers/travelpayouts-feed';

/**
 * Live explore as the app builds it (createExploreSource): fares from the fake Travelpayouts, stays from the real
 * LiteAPI adapter on the fake LiteAPI, whose hotels are in Lisbon, Paris, London and New York only.
 */

const signal = new AbortController().signal;
const HOUR = 60 * 60_000;

/** Two adults from Madrid, 2 to 4 nights in March 2027. */
const query: ExploreTripQuery = {
  origin: 'MAD',
  window: march2027,
  minNights: 2,
  maxNights: 4,
  weekend: false,
  adults: 2,
  children: 0,
  childrenAges: [],
  rooms: 1,
  level: 'budget',
  cabin: 'ECONOMY',
  directOnly: false,
  bags: 'cabin',
  currency: 'EUR',
  budget: 3000,
};

/**
 * The fake's cheapest fare of 2 to 4 nights (its trip 2: out on the 12th, back on the 14th, a change each way)
 * for one passenger in euros: the city's base in dollars at the reference rate.
 */
const cheapestFare = { LIS: 87, LON: 101, PAR: 110, NYC: 396 } as const;

const liveEnv = (travelpayouts: FakeTravelpayouts, liteApi: FakeLiteApi) => ({
  FLIGHT_PROVIDER: 'duffel',
  DUFFEL_ACCESS_TOKEN: 'duffel_test_unused',
  HOTEL_PROVIDER: 'liteapi',
  LITEAPI_API_KEY: liteApi.apiKey,
  TRAVELPAYOUTS_TOKEN: travelpayouts.token,
  TRAVELPAYOUTS_API_URL: travelpayouts.url,
});

describe('live explore on fake Travelpayouts and fake LiteAPI', () => {
  let travelpayouts: FakeTravelpayouts;
  let liteApi: FakeLiteApi;

  beforeAll(async () => {
    [travelpayouts, liteApi] = await Promise.all([startFakeTravelpayouts(), startFakeLiteApi()]);
  });
  afterEach(() => {
    travelpayouts.reset();
    liteApi.reset();
  });
  afterAll(() => Promise.all([travelpayouts.close(), liteApi.close()]));

  /** The source the app would build, on a clock the test moves, with its log lines at warn. */
  function setup(env: Record<string, string> = liveEnv(travelpayouts, liteApi), rates?: ExchangeRates) {
    const clock = testClock();
    const cache = createMemoryCache();
    const lines: { msg: string; destination?: string; reason?: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const backgroundTasks = createBackgroundTasks(logger);
    const hotels = liteApiProviderFor(liteApi, { cache, logger, locateCity: cityLocation });
    const source = createExploreSource(loadConfig(env), {
      hotels,
      exchangeRates: { current: async () => rates },
      cache,
      logger,
      backgroundTasks,
      now: clock.now,
    });
    // The adapters' own warnings (offers they skip, failed calls) are theirs to test.
    const exploreLines = () => lines.filter((line) => line.msg.startsWith('explore'));
    return { source, clock, exploreLines, backgroundTasks };
  }

  /** The cheapest first offer the LiteAPI adapter finds for a city's first 20 hotels, and the calls it took. */
  async function cheapestStay(
    cityCode: string,
    minimumRating = 0,
    stay = { checkIn: '2027-03-12', checkOut: '2027-03-14' },
  ): Promise<number> {
    const hotels: HotelProvider = liteApiProviderFor(liteApi, { locateCity: cityLocation });
    const ids = (await hotels.listHotelsByCity(cityCode, signal)).slice(0, 20).map((hotel) => hotel.hotelId);
    const offers = await hotels.searchHotelOffers(
      {
        hotelIds: ids,
        checkInDate: stay.checkIn,
        checkOutDate: stay.checkOut,
        adults: 2,
        roomQuantity: 1,
        currency: 'EUR',
        childrenAges: [],
        cityCode,
      },
      signal,
    );
    const ratings = new Map(
      (await hotels.getHotelSentiments(ids, signal)).map((sentiment) => [
        sentiment.hotelId,
        sentiment.overallRating,
      ]),
    );
    const cents = offers
      .filter(({ hotel }) => minimumRating === 0 || (ratings.get(hotel.hotelId) ?? 0) >= minimumRating)
      .map(({ offers: [first] }) => priceToCents(first?.price.total ?? '') ?? Infinity);
    liteApi.reset();
    return Math.min(...cents) / 100;
  }

  const hotelListCities = () =>
    liteApi.callsTo('hotels').flatMap((call) => (call.query.cityName ? [call.query.cityName] : []));

  it("prices the fake LiteAPI's four cities, cheapest flight first; the others have no hotels", async () => {
    const expected = {
      LIS: await cheapestStay('LIS'),
      LON: await cheapestStay('LON'),
      PAR: await cheapestStay('PAR'),
      NYC: await cheapestStay('NYC'),
    };
    const { source, exploreLines } = setup();
    const trips = await source.findTrips(query, signal);
    expect(trips).toEqual(
      (['LIS', 'LON', 'PAR', 'NYC'] as const).map((code) => ({
        destination: code,
        // Travelpayouts prices one passenger: two adults pay twice the fare.
        flightPrice: 2 * cheapestFare[code],
        hotelPrice: expected[code],
        departureDate: '2027-03-12',
        returnDate: '2027-03-14',
        stops: 1,
        pricedAt: '2027-01-10T08:00:00.000Z',
        estimate: true,
      })),
    );
    expect(travelpayouts.calls).toEqual([
      expect.objectContaining({
        query: expect.objectContaining({ origin: 'MAD', departure_at: '2027-03', currency: 'eur' }),
        accessToken: travelpayouts.token,
      }),
    ]);
    // All twelve destinations were looked up; a city without hotels is no failure.
    expect(new Set(hotelListCities())).toEqual(
      new Set([
        ...['Lisbon', 'London', 'Paris', 'New York', 'Rome', 'Barcelona'],
        ...['Amsterdam', 'Prague', 'Vienna', 'Athens', 'Dublin', 'Istanbul'],
      ]),
    );
    expect(exploreLines()).toEqual([]);
  });

  it('asks no hotels where the flights alone exceed the budget', async () => {
    const { source } = setup();
    // New York's two fares (792) do not fit 700; the others do.
    const trips = await source.findTrips({ ...query, budget: 700 }, signal);
    expect(trips.map((trip) => trip.destination)).toEqual(['LIS', 'LON', 'PAR']);
    expect(hotelListCities()).not.toContain('New York');
  });

  it('takes direct fares only when asked', async () => {
    const { source } = setup();
    const trips = await source.findTrips({ ...query, directOnly: true }, signal);
    // The fake's trip 0: 3 nights, no change, 10% dearer than its base.
    expect(trips.find((trip) => trip.destination === 'LIS')).toMatchObject({
      flightPrice: 2 * 96,
      departureDate: '2027-03-03',
      returnDate: '2027-03-06',
      stops: 0,
    });
    expect(trips.every((trip) => trip.stops === 0)).toBe(true);
  });

  it('a comfort stay is priced from hotels guests rated 8 or more, with their ratings asked', async () => {
    const comfortLisbon = await cheapestStay('LIS', 80);
    const budgetLisbon = await cheapestStay('LIS');
    const { source } = setup();
    const [lisbon] = await source.findTrips({ ...query, level: 'comfort', budget: 400 }, signal);
    expect(lisbon).toMatchObject({ destination: 'LIS', hotelPrice: comfortLisbon });
    expect(comfortLisbon).toBeGreaterThan(budgetLisbon);
    expect(liteApi.callsTo('hotels').some((call) => call.query.hotelIds !== undefined)).toBe(true);
  });

  it('leaves out a destination whose hotel offers fail, and logs it', async () => {
    const { source, exploreLines } = setup();
    liteApi.setFault('rates', { kind: 'status', status: 400, times: 1 });
    const trips = await source.findTrips(query, signal);
    expect(trips).toHaveLength(3);
    const missing = ['LIS', 'LON', 'PAR', 'NYC'].filter(
      (code) => !trips.some((trip) => trip.destination === code),
    );
    expect(exploreLines()).toEqual([
      expect.objectContaining({
        msg: 'explore destination left out: hotels failed',
        destination: missing[0],
        reason: 'Invalid search parameters. Please check your dates and guest count.',
      }),
    ]);
  });

  it("converts fares and stays priced in another currency with the day's rates", async () => {
    const rates: ExchangeRates = { base: 'EUR', date: '2027-01-09', rates: { USD: 1.0712, GBP: 0.8523 } };
    liteApi.setFault('rates', { kind: 'currency', currency: 'GBP' });
    const lisbonInPounds = await cheapestStay('LIS');
    const { source } = setup(liveEnv(travelpayouts, liteApi), rates);
    travelpayouts.setFault({ kind: 'currency', currency: 'USD' });
    liteApi.setFault('rates', { kind: 'currency', currency: 'GBP' });
    const trips = await source.findTrips(query, signal);
    const lisbon = trips.find((trip) => trip.destination === 'LIS');
    const inEuros = (cents: number, currency: string) =>
      (convertCents(cents, currency, 'EUR', rates) ?? 0) / 100;
    // Lisbon's cheapest fare is 95 dollars a passenger.
    expect(lisbon).toMatchObject({
      flightPrice: inEuros(2 * 9500, 'USD'),
      hotelPrice: inEuros(Math.round(lisbonInPounds * 100), 'GBP'),
    });
    expect(liteApi.callsTo('rates').every((call) => call.body?.currency === 'EUR')).toBe(true);
  });

  it('answers a second explore from the cache, asking neither provider', async () => {
    const { source } = setup();
    const first = await source.findTrips(query, signal);
    const calls = { fares: travelpayouts.calls.length, hotels: liteApi.calls.length };
    expect(await source.findTrips(query, signal)).toEqual(first);
    expect({ fares: travelpayouts.calls.length, hotels: liteApi.calls.length }).toEqual(calls);
  });

  it('answers from fares older than 6 hours at once and refreshes them in the background', async () => {
    const { source, clock, backgroundTasks } = setup();
    await source.findTrips(query, signal);
    clock.advance(7 * HOUR);
    const stale = await source.findTrips(query, signal);
    expect(stale[0]?.pricedAt).toBe('2027-01-10T08:00:00.000Z');
    await backgroundTasks.drain();
    expect(travelpayouts.calls).toHaveLength(2);
    const fresh = await source.findTrips(query, signal);
    expect(fresh[0]?.pricedAt).toBe('2027-01-10T15:00:00.000Z');
    expect(travelpayouts.calls).toHaveLength(2);
  });

  it('fails with the fare source: a refused token is the credentials text', async () => {
    const { source } = setup({ ...liveEnv(travelpayouts, liteApi), TRAVELPAYOUTS_TOKEN: 'not-the-token' });
    await expect(source.findTrips(query, signal)).rejects.toEqual(
      new TravelProviderError(
        'unavailable',
        'The travel provider rejected our credentials. Please try again later.',
      ),
    );
    expect(liteApi.calls).toEqual([]);
  });

  it('without TRAVELPAYOUTS_TOKEN, live flights have no explore', async () => {
    const { source } = setup({ ...liveEnv(travelpayouts, liteApi), TRAVELPAYOUTS_TOKEN: '' });
    await expect(source.findTrips(query, signal)).rejects.toBeInstanceOf(ExploreNotConfiguredError);
    expect(travelpayouts.calls).toEqual([]);
  });

  it("with sandbox flights, explore is the sandbox's own, whatever else is set", async () => {
    const { source } = setup({ ...liveEnv(travelpayouts, liteApi), FLIGHT_PROVIDER: 'sandbox' });
    const trips = await source.findTrips(query, signal);
    expect(trips.length).toBeGreaterThan(0);
    expect(trips.every((trip) => !trip.estimate)).toBe(true);
    expect(travelpayouts.calls).toEqual([]);
    expect(liteApi.calls).toEqual([]);
  });
});

describe('GET /api/explore with the live fakes (npm run start:fakes)', () => {
  const [pglite] = databaseBackends;
  if (!pglite) throw new Error('the PGlite backend is always available');
  let fakes: FakeLiveProviders;
  let server: TestServer;

  beforeAll(async () => {
    fakes = await startFakeLiveProviders();
    server = await startTestServer(pglite, fakes.env);
  });
  afterAll(async () => {
    await server.stop();
    await fakes.close();
  });

  it("answers the fake LiteAPI's cities as estimates from Travelpayouts' fares", async () => {
    const month = daysFromNow(60).slice(0, 7);
    const response = await server.fetch(
      `/api/explore?from=MAD&budget=3000&currency=EUR&month=${month}&nights=2-4&adults=2&level=budget`,
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ExploreAnswer;
    expect(answer.destinations.map((destination) => destination.code).sort()).toEqual([
      'LIS',
      'LON',
      'NYC',
      'PAR',
    ]);
    expect(answer.destinations.every((destination) => destination.estimate)).toBe(true);
    expect(fakes.travelpayouts.calls).toEqual([
      expect.objectContaining({ query: expect.objectContaining({ origin: 'MAD', departure_at: month }) }),
    ]);
  });
});
