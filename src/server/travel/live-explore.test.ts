import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { ExchangeRates } from '../../core/exchange-rates';
import type { HotelOffers, HotelSentiment } from '../../core/travel-data';
import { createMemoryCache, type Cache } from '../infra/cache';
import { ExploreCabinNotOfferedError, type ExploreTripQuery } from './explore-port';
import type { Fare, FareFeed, FareQuery } from './fare-feed';
import { createLiveExploreSource } from './live-explore';
import { TravelProviderError, type HotelOfferQuery, type HotelProvider } from './port';

/** Live explore over stub fares and hotels: what is priced, in what order, and what is left out. */

const signal = new AbortController().signal;

const query: ExploreTripQuery = {
  origin: 'MAD',
  window: { firstDeparture: '2027-03-01', lastDeparture: '2027-03-31', lastReturn: '2027-12-31' },
  minNights: 2,
  maxNights: 4,
  weekend: false,
  adults: 2,
  children: 1,
  childrenAges: [7],
  rooms: 1,
  level: 'budget',
  cabin: 'ECONOMY',
  directOnly: false,
  bags: 'cabin',
  currency: 'EUR',
  budget: 2000,
};

const fare = (destination: string, price: number, changes: Partial<Fare> = {}): Fare => ({
  destination,
  price,
  currency: 'EUR',
  departureDate: '2027-03-12',
  returnDate: '2027-03-14',
  transfers: 0,
  returnTransfers: 0,
  fetchedAt: '2027-01-10T08:00:00.000Z',
  ...changes,
});

function stubFares(fares: Fare[] | Error): FareFeed & { queries: FareQuery[] } {
  const queries: FareQuery[] = [];
  return {
    queries,
    findFares: async (fareQuery) => {
      queries.push(fareQuery);
      if (fares instanceof Error) throw fares;
      return fares;
    },
  };
}

/** A hotel of the stub: its first offer's total (none: no offer), currency and guest rating (0–100). */
interface StubHotel {
  id: string;
  total?: string;
  currency?: string;
  rating?: number;
}

/** Hotels per city code; a city whose value is an Error fails its hotel list. */
function stubHotels(cities: Record<string, StubHotel[] | Error>) {
  const calls = { list: [] as string[], offers: [] as HotelOfferQuery[], sentiments: [] as string[][] };
  let active = 0;
  let mostActive = 0;
  const hotelsOf = (ids: string[]) =>
    Object.values(cities)
      .flatMap((hotels) => (hotels instanceof Error ? [] : hotels))
      .filter((hotel) => ids.includes(hotel.id));
  const provider: HotelProvider = {
    listHotelsByCity: async (cityCode) => {
      calls.list.push(cityCode);
      active += 1;
      mostActive = Math.max(mostActive, active);
      // Lets the other destinations start before this one ends.
      await new Promise((resolve) => setImmediate(resolve));
      active -= 1;
      const hotels = cities[cityCode] ?? [];
      if (hotels instanceof Error) throw hotels;
      return hotels.map((hotel) => ({ hotelId: hotel.id, name: hotel.id, cityCode }));
    },
    searchHotelOffers: async (offerQuery) => {
      calls.offers.push(offerQuery);
      return hotelsOf(offerQuery.hotelIds).map((hotel): HotelOffers => ({
        hotel: { hotelId: hotel.id, name: hotel.id, cityCode: offerQuery.cityCode ?? '' },
        offers: hotel.total
          ? [
              { id: `${hotel.id}-1`, price: { total: hotel.total, currency: hotel.currency ?? 'EUR' } },
              { id: `${hotel.id}-2`, price: { total: '1.00', currency: hotel.currency ?? 'EUR' } },
            ]
          : [],
      }));
    },
    getHotelSentiments: async (hotelIds) => {
      calls.sentiments.push(hotelIds);
      return hotelsOf(hotelIds).flatMap((hotel): HotelSentiment[] =>
        hotel.rating === undefined
          ? []
          : [{ hotelId: hotel.id, overallRating: hotel.rating, numberOfReviews: 10 }],
      );
    },
  };
  return { provider, calls, mostActive: () => mostActive };
}

const euroRates: ExchangeRates = { base: 'EUR', date: '2027-01-10', rates: { GBP: 0.85, USD: 1.1 } };

function explore(
  fares: FareFeed,
  hotels: HotelProvider,
  options: { rates?: ExchangeRates; cache?: Cache } = {},
) {
  const lines: { msg: string; destination?: string; reason?: string }[] = [];
  const rateAsks: number[] = [];
  const source = createLiveExploreSource({
    fares,
    hotels,
    exchangeRates: {
      current: async () => {
        rateAsks.push(1);
        return options.rates;
      },
    },
    cache: options.cache ?? createMemoryCache(),
    logger: pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) }),
  });
  return { source, lines, rateAsks };
}

const hotel = (id: string, total: string, rating?: number): StubHotel => ({ id, total, rating });

describe('live explore', () => {
  it("prices each destination's cheapest fare for every traveller, with its cheapest hotel", async () => {
    const fares = stubFares([
      fare('LIS', 90, { departureDate: '2027-03-03', returnDate: '2027-03-06' }),
      fare('LIS', 80.5, { transfers: 1, returnTransfers: 2 }),
      fare('PAR', 120),
    ]);
    const hotels = stubHotels({
      LIS: [hotel('lis1', '300.10'), hotel('lis2', '250.55'), { id: 'lis3' }],
      PAR: [hotel('par1', '410.00')],
    });
    const { source, rateAsks } = explore(fares, hotels.provider);
    const trips = await source.findTrips(query, signal);
    expect(trips).toEqual([
      {
        destination: 'LIS',
        // Travelpayouts prices one passenger: 80.50 for each of 3 travellers.
        flightPrice: 241.5,
        hotelPrice: 250.55,
        departureDate: '2027-03-12',
        returnDate: '2027-03-14',
        stops: 1,
        pricedAt: '2027-01-10T08:00:00.000Z',
        estimate: true,
      },
      expect.objectContaining({ destination: 'PAR', flightPrice: 360, hotelPrice: 410 }),
    ]);
    expect(fares.queries).toEqual([
      {
        origin: 'MAD',
        window: query.window,
        minNights: 2,
        maxNights: 4,
        weekend: false,
        directOnly: false,
        currency: 'EUR',
      },
    ]);
    expect(hotels.calls.offers[0]).toEqual({
      hotelIds: ['lis1', 'lis2', 'lis3'],
      checkInDate: '2027-03-12',
      checkOutDate: '2027-03-14',
      adults: 2,
      childrenAges: [7],
      roomQuantity: 1,
      currency: 'EUR',
      cityCode: 'LIS',
    });
    // A budget stay takes every hotel: no ratings asked; every price was in euros: no rates asked.
    expect(hotels.calls.sentiments).toEqual([]);
    expect(rateAsks).toEqual([]);
  });

  it('refuses another cabin than economy: the cached fares are economy’s, and are never passed off as business', async () => {
    const fares = stubFares([fare('LIS', 50)]);
    const { source } = explore(fares, stubHotels({ LIS: [hotel('lis', '200')] }).provider);
    await expect(source.findTrips({ ...query, cabin: 'BUSINESS' }, signal)).rejects.toBeInstanceOf(
      ExploreCabinNotOfferedError,
    );
    expect(fares.queries).toEqual([]);
  });

  it('asks for the first 20 hotels of a city only', async () => {
    const many = Array.from({ length: 30 }, (_, index) => hotel(`lis${index}`, String(500 - index)));
    const hotels = stubHotels({ LIS: many });
    const { source } = explore(stubFares([fare('LIS', 50)]), hotels.provider);
    const [trip] = await source.findTrips(query, signal);
    expect(hotels.calls.offers[0]?.hotelIds).toHaveLength(20);
    expect(trip?.hotelPrice).toBe(481);
  });

  it('does not price destinations whose flights alone exceed the budget', async () => {
    const hotels = stubHotels({ LIS: [hotel('lis1', '100')], NYC: [hotel('nyc1', '100')] });
    const { source } = explore(stubFares([fare('LIS', 200), fare('NYC', 200.01)]), hotels.provider);
    // 3 travellers: 600 fits a budget of 600, 600.03 does not.
    const trips = await source.findTrips({ ...query, budget: 600 }, signal);
    expect(trips.map((trip) => trip.destination)).toEqual(['LIS']);
    expect(hotels.calls.list).toEqual(['LIS']);
  });

  it('prices the 40 cheapest destinations by flight, 4 at a time', async () => {
    const codes = Array.from({ length: 50 }, (_, index) => `C${String(index).padStart(2, '0')}`);
    const hotels = stubHotels(Object.fromEntries(codes.map((code) => [code, [hotel(code, '100')]])));
    // Dearest first in the feed, so the order is the source's own.
    const fares = codes.map((code, index) => fare(code, 100 - index)).reverse();
    const { source } = explore(stubFares(fares), hotels.provider);
    const trips = await source.findTrips({ ...query, budget: 100_000 }, signal);
    expect(trips).toHaveLength(40);
    expect(new Set(hotels.calls.list)).toEqual(new Set(codes.slice(10)));
    expect(trips[0]?.destination).toBe('C49');
    expect(hotels.mostActive()).toBe(4);
  });

  // Mid-range wants a rating of 70 or more (the 'good' hotel), comfort 80 or more (the 'great' one).
  it.each([
    ['mid', 80],
    ['comfort', 120],
  ] as const)(
    'a %s stay takes the cheapest hotel rated for it, never an unrated one',
    async (level, price) => {
      const hotels = stubHotels({
        LIS: [
          hotel('unrated', '50'),
          hotel('poor', '60', 69),
          hotel('good', '80', 70),
          hotel('great', '120', 80),
        ],
      });
      const { source } = explore(stubFares([fare('LIS', 50)]), hotels.provider);
      const [trip] = await source.findTrips({ ...query, level }, signal);
      expect(trip?.hotelPrice).toBe(price);
      expect(hotels.calls.sentiments).toEqual([['unrated', 'poor', 'good', 'great']]);
    },
  );

  it('a budget stay takes the cheapest hotel, rated or not', async () => {
    const hotels = stubHotels({ LIS: [hotel('unrated', '50'), hotel('great', '120', 90)] });
    const { source } = explore(stubFares([fare('LIS', 50)]), hotels.provider);
    const [trip] = await source.findTrips(query, signal);
    expect(trip?.hotelPrice).toBe(50);
  });

  it('leaves out destinations without hotels, without offers, or without a hotel fit for the level', async () => {
    const hotels = stubHotels({
      LIS: [],
      PAR: [{ id: 'par1' }],
      LON: [hotel('lon1', '90', 50)],
      ROM: [hotel('rom1', '95', 85)],
    });
    const fares = ['LIS', 'PAR', 'LON', 'ROM'].map((code) => fare(code, 50));
    const { source, lines } = explore(stubFares(fares), hotels.provider);
    const trips = await source.findTrips({ ...query, level: 'comfort' }, signal);
    expect(trips.map((trip) => trip.destination)).toEqual(['ROM']);
    expect(lines).toEqual([]);
  });

  it('leaves out a destination whose hotels fail, logs why, and prices the others', async () => {
    const hotels = stubHotels({
      LIS: [hotel('lis1', '100')],
      PAR: new TravelProviderError('rate_limited', 'Too many requests. Please wait a moment and try again.'),
      LON: [hotel('lon1', '100')],
    });
    const fares = ['LIS', 'PAR', 'LON'].map((code) => fare(code, 50));
    const { source, lines } = explore(stubFares(fares), hotels.provider);
    const trips = await source.findTrips(query, signal);
    expect(trips.map((trip) => trip.destination)).toEqual(['LIS', 'LON']);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'explore destination left out: hotels failed',
        destination: 'PAR',
        reason: 'Too many requests. Please wait a moment and try again.',
      }),
    ]);
  });

  it('fails with the fare source: no fares, no explore', async () => {
    const failure = new TravelProviderError('unavailable', 'Search failed. Please try again.');
    const hotels = stubHotels({});
    const { source } = explore(stubFares(failure), hotels.provider);
    await expect(source.findTrips(query, signal)).rejects.toBe(failure);
    expect(hotels.calls.list).toEqual([]);
  });

  it("rejects with the caller's reason when aborted while hotels are asked for, and keeps nothing", async () => {
    const controller = new AbortController();
    const reason = new Error('visitor left');
    const hotels = stubHotels({ LIS: [hotel('lis1', '100')] });
    const aborting: HotelProvider = {
      ...hotels.provider,
      // As the LiteAPI adapter does, a cancelled offer search answers an empty list.
      searchHotelOffers: async () => {
        controller.abort(reason);
        return [];
      },
    };
    const cache = createMemoryCache();
    const { source } = explore(stubFares([fare('LIS', 50)]), aborting, { cache });
    await expect(source.findTrips(query, controller.signal)).rejects.toBe(reason);
    const again = explore(stubFares([fare('LIS', 50)]), hotels.provider, { cache });
    await expect(again.source.findTrips(query, signal)).resolves.toHaveLength(1);
  });

  describe('currencies', () => {
    it('converts fares and hotels priced in another currency, asking for rates once', async () => {
      const hotels = stubHotels({
        LIS: [{ id: 'lis1', total: '85.00', currency: 'GBP' }],
        PAR: [hotel('par1', '120')],
      });
      const fares = [fare('LIS', 110, { currency: 'USD' }), fare('PAR', 100)];
      const { source, rateAsks } = explore(stubFares(fares), hotels.provider, { rates: euroRates });
      const trips = await source.findTrips(query, signal);
      // 3 × 110 USD = 330 USD = 300 EUR; 85 GBP = 100 EUR.
      expect(trips).toEqual([
        expect.objectContaining({ destination: 'LIS', flightPrice: 300, hotelPrice: 100 }),
        expect.objectContaining({ destination: 'PAR', flightPrice: 300, hotelPrice: 120 }),
      ]);
      expect(rateAsks).toEqual([1]);
    });

    it('leaves out what it cannot convert, never showing a price in the wrong currency', async () => {
      const hotels = stubHotels({
        LIS: [{ id: 'lis1', total: '85.00', currency: 'GBP' }],
        PAR: [hotel('par1', '120')],
        LON: [hotel('lon1', '90')],
      });
      const fares = [fare('LIS', 100), fare('PAR', 110, { currency: 'USD' }), fare('LON', 100)];
      const { source } = explore(stubFares(fares), hotels.provider);
      const trips = await source.findTrips(query, signal);
      expect(trips.map((trip) => trip.destination)).toEqual(['LON']);
      // A hotel in a currency without rates is left out, the hotel priced in the query's currency kept.
      const mixed = stubHotels({
        LIS: [{ id: 'lis1', total: '85.00', currency: 'GBP' }, hotel('lis2', '150')],
      });
      const [trip] = await explore(stubFares([fare('LIS', 100)]), mixed.provider).source.findTrips(
        query,
        signal,
      );
      expect(trip?.hotelPrice).toBe(150);
    });
  });

  describe('the hotel cache', () => {
    it("keeps each destination's stay for the same dates, guests, level and currency", async () => {
      const cache = createMemoryCache();
      const hotels = stubHotels({ LIS: [hotel('lis1', '100')], PAR: [] });
      const { source } = explore(stubFares([fare('LIS', 50), fare('PAR', 50)]), hotels.provider, {
        cache,
        rates: euroRates,
      });
      const first = await source.findTrips(query, signal);
      expect(await source.findTrips(query, signal)).toEqual(first);
      // A destination without hotels is an answer too.
      expect(hotels.calls.list).toEqual(['LIS', 'PAR']);
      await source.findTrips({ ...query, level: 'mid' }, signal);
      await source.findTrips({ ...query, adults: 3 }, signal);
      await source.findTrips({ ...query, childrenAges: [8] }, signal);
      await source.findTrips({ ...query, rooms: 2 }, signal);
      await source.findTrips({ ...query, currency: 'GBP' }, signal);
      expect(hotels.calls.list).toHaveLength(12);
    });

    it('never keeps a failure', async () => {
      const cache = createMemoryCache();
      const failing = stubHotels({ LIS: new TravelProviderError('unavailable', 'Search failed.') });
      await explore(stubFares([fare('LIS', 50)]), failing.provider, { cache }).source.findTrips(
        query,
        signal,
      );
      const working = stubHotels({ LIS: [hotel('lis1', '100')] });
      const { source } = explore(stubFares([fare('LIS', 50)]), working.provider, { cache });
      await expect(source.findTrips(query, signal)).resolves.toHaveLength(1);
      expect(working.calls.list).toEqual(['LIS']);
    });
  });
});
