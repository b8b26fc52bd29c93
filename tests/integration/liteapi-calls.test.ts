import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HotelOfferQuery } from '../../src/server/travel/port';
import { TravelProviderError } from '../../src/server/travel/port';
import { ratesResponse } from '../../src/server/travel/liteapi/wire';
import { fakeHotel, hotelId, hotelsOf } from '../fakes/liteapi-data';
import { startFakeLiteApi, type FakeLiteApi } from '../fakes/liteapi-server';
import { liteApiProviderFor } from './helpers/liteapi-provider';

/** The LiteAPI adapter's requests, its mapping onto src/core/travel-data.ts, its totals and its caches. */

const signal = new AbortController().signal;

/** 3 adults and 2 children (4 and 9) in 2 rooms, 3 nights. */
const familyStay: HotelOfferQuery = {
  hotelIds: [hotelId('lis', 0), hotelId('lis', 1), hotelId('lis', 2)],
  checkInDate: '2026-12-01',
  checkOutDate: '2026-12-04',
  adults: 3,
  roomQuantity: 2,
  currency: 'EUR',
  childrenAges: [4, 9],
  cityCode: 'LIS',
};

/** One room of a rates answer, as search.json writes it. */
const room = (
  total: number,
  fees: { included: boolean; amount: number; currency?: string }[] = [],
  tag = 'RFN',
) => ({
  rateId: `rate-${total}`,
  retailRate: {
    total: [{ amount: total, currency: 'USD' }],
    taxesAndFees: fees.map((fee) => ({ description: 'tax', currency: 'USD', ...fee })),
  },
  cancellationPolicies: { refundableTag: tag },
});

const ratesAnswer = (roomTypes: unknown[], hotelId = 'lp1897') => ({
  data: [{ hotelId, roomTypes }],
  hotels: [
    {
      id: hotelId,
      name: 'Hotel Example NYC',
      address: '123 Example Street',
      main_photo: 'https://x.test/a.jpg',
    },
  ],
});

describe('LiteAPI adapter: calls, mapping and caching', () => {
  let fake: FakeLiteApi;
  beforeAll(async () => {
    fake = await startFakeLiteApi();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  const provider = liteApiProviderFor;

  describe('hotel list', () => {
    it('asks GET /data/hotels by city name and country, with the API key and a limit of 100', async () => {
      const hotels = await provider(fake).listHotelsByCity(' lis ', signal);
      expect(fake.calls).toEqual([
        expect.objectContaining({
          method: 'GET',
          path: '/v3.0/data/hotels',
          query: { countryCode: 'PT', cityName: 'Lisbon', limit: '100' },
          apiKey: fake.apiKey,
        }),
      ]);
      expect(hotels.map((hotel) => hotel.hotelId)).toEqual(hotelsOf('lis').map((hotel) => hotel.id));
    });

    it('keeps name, address, https photos and stars', async () => {
      const [first, second, third, , , , , , , tenth] = await provider(fake).listHotelsByCity('LIS', signal);
      const source = (index: number) => fakeHotel(hotelId('lis', index));
      expect(first).toEqual({
        hotelId: hotelId('lis', 0),
        name: source(0)?.name,
        cityCode: 'LIS',
        address: '1 Example Street, Lisbon',
        photoUrl: source(0)?.photo,
        stars: source(0)?.stars,
      });
      expect(source(1)?.photo).toMatch(/^http:/);
      expect(second).not.toHaveProperty('photoUrl');
      expect(third).not.toHaveProperty('photoUrl');
      expect(tenth).not.toHaveProperty('address');
    });

    it('leaves out hotels LiteAPI has deleted', async () => {
      const hotel = (id: string, deletedAt?: string) => ({
        id,
        name: id,
        country: 'pt',
        city: 'Lisbon',
        deletedAt,
      });
      fake.setFault('hotels', {
        kind: 'body',
        body: { data: [hotel('kept'), hotel('gone', '2026-10-01T00:00:00Z')] },
      });
      const hotels = await provider(fake).listHotelsByCity('LIS', signal);
      expect(hotels.map((summary) => summary.hotelId)).toEqual(['kept']);
    });

    it('keeps the first 100 hotels', async () => {
      const hotels = await provider(fake).listHotelsByCity('NYC', signal);
      expect(hotelsOf('nyc').length).toBeGreaterThan(100);
      expect(hotels).toHaveLength(100);
    });

    it('searches around the coordinates when LiteAPI does not know the city name', async () => {
      const hotels = await provider(fake).listHotelsByCity('XLS', signal);
      expect(fake.calls.map((call) => call.query)).toEqual([
        { countryCode: 'PT', cityName: 'Lisboa', limit: '100' },
        { latitude: '38.7223', longitude: '-9.1393', radius: '5000', limit: '100' },
      ]);
      expect(hotels.map((hotel) => hotel.hotelId).sort()).toEqual(hotelsOf('lis').map((hotel) => hotel.id));
      expect(hotels[0]?.cityCode).toBe('XLS');
    });

    it('searches around the coordinates when the city has no name', async () => {
      const hotels = await provider(fake).listHotelsByCity('XPA', signal);
      expect(fake.calls.map((call) => call.query)).toEqual([
        { latitude: '48.8566', longitude: '2.3522', radius: '5000', limit: '100' },
      ]);
      expect(hotels).toHaveLength(hotelsOf('par').length);
    });

    it('names the city in product.md §8 text when TripFit does not know where it is, without calling', async () => {
      await expect(provider(fake).listHotelsByCity('zzz', signal)).rejects.toEqual(
        new TravelProviderError('not_found', 'No hotels found in ZZZ. Please try a different city.'),
      );
      expect(fake.calls).toEqual([]);
    });

    it('answers a repeated list from the cache', async () => {
      const travel = provider(fake);
      const first = await travel.listHotelsByCity('PAR', signal);
      expect(await travel.listHotelsByCity('par', signal)).toEqual(first);
      expect(fake.calls).toHaveLength(1);
    });
  });

  describe('hotel rates', () => {
    it('posts ids, one occupancy per room, currency, dates and nationality', async () => {
      await provider(fake, { guestNationality: 'PT' }).searchHotelOffers(familyStay, signal);
      const [call] = fake.calls;
      expect(call).toMatchObject({ method: 'POST', path: '/v3.0/hotels/rates', apiKey: fake.apiKey });
      expect(call?.body).toEqual({
        hotelIds: familyStay.hotelIds,
        // 3 adults as 2 + 1; the first child joins the room with fewer guests, the second the first room.
        occupancies: [
          { adults: 2, children: [9] },
          { adults: 1, children: [4] },
        ],
        currency: 'EUR',
        guestNationality: 'PT',
        checkin: '2026-12-01',
        checkout: '2026-12-04',
        maxRatesPerHotel: 5,
        timeout: 8,
        includeHotelData: true,
      });
    });

    it('prices for US guests unless told otherwise, and leaves children out when there are none', async () => {
      await provider(fake).searchHotelOffers(
        { ...familyStay, adults: 2, roomQuantity: 1, childrenAges: [] },
        signal,
      );
      expect(fake.calls[0]?.body).toMatchObject({ guestNationality: 'US', occupancies: [{ adults: 2 }] });
    });

    it('counts every room plus what is paid at the hotel, cheapest offer first, in the answer currency', async () => {
      const hotels = await provider(fake).searchHotelOffers(familyStay, signal);
      expect(hotels.map((hotel) => hotel.hotel.hotelId)).toEqual(familyStay.hotelIds);
      // Hotel 1 charges a city tax of 2 EUR per guest and night at the hotel: (3 + 2) guests × 3 nights × 2.
      const withCityTax = hotels[1];
      const answered = ratesResponse.parse(fake.calls[0]?.answer).data[1]?.roomTypes[0]?.rates ?? [];
      const retail = answered.reduce((sum, rate) => sum + (rate.retailRate?.total?.[0]?.amount ?? 0), 0);
      expect(withCityTax?.offers[0]).toMatchObject({
        price: { total: (retail + 30).toFixed(2), currency: 'EUR' },
        paidAtHotel: { amount: 30, currency: 'EUR' },
      });
      for (const hotel of hotels) {
        const totals = hotel.offers.map((offer) => Number(offer.price.total));
        expect(totals).toEqual([...totals].sort((left, right) => left - right));
      }
      expect(hotels[0]?.offers[0]).not.toHaveProperty('paidAtHotel');
    });

    it("adds LiteAPI's example facility fee paid at the hotel to the retail total", async () => {
      const facilityFee = { included: false, amount: 43.61 };
      fake.setFault('rates', {
        kind: 'body',
        body: ratesAnswer([
          {
            offerId: 'example',
            rates: [room(163.66, [{ included: true, amount: 11.88 }, facilityFee])],
          },
        ]),
      });
      const [hotel] = await provider(fake).searchHotelOffers(
        { ...familyStay, hotelIds: ['lp1897'], adults: 2, roomQuantity: 1, childrenAges: [] },
        signal,
      );
      expect(hotel?.offers).toEqual([
        {
          id: 'example',
          price: { total: '207.27', currency: 'USD' },
          refundable: true,
          paidAtHotel: { amount: 43.61, currency: 'USD' },
        },
      ]);
    });

    it('sums one rate per room; refundable only when every room is', async () => {
      fake.setFault('rates', {
        kind: 'body',
        body: ratesAnswer([
          {
            offerId: 'mixed',
            rates: [room(100.1, [{ included: false, amount: 5.05 }]), room(80.2, [], 'NRFN')],
          },
          { offerId: 'flexible', rates: [room(120, []), room(95.5, [{ included: false, amount: 4.5 }])] },
          { offerId: 'untagged', rates: [room(150, []), { ...room(150, []), cancellationPolicies: null }] },
        ]),
      });
      const [hotel] = await provider(fake).searchHotelOffers({ ...familyStay, hotelIds: ['lp1897'] }, signal);
      expect(hotel?.offers).toEqual([
        {
          id: 'mixed',
          price: { total: '185.35', currency: 'USD' },
          refundable: false,
          paidAtHotel: { amount: 5.05, currency: 'USD' },
        },
        {
          id: 'flexible',
          price: { total: '220.00', currency: 'USD' },
          refundable: true,
          paidAtHotel: { amount: 4.5, currency: 'USD' },
        },
        { id: 'untagged', price: { total: '300.00', currency: 'USD' } },
      ]);
      expect(hotel?.hotel).toEqual({
        hotelId: 'lp1897',
        name: 'Hotel Example NYC',
        cityCode: 'LIS',
        address: '123 Example Street',
        photoUrl: 'https://x.test/a.jpg',
      });
    });

    it('skips and logs offers it cannot price in one currency, or that miss a room', async () => {
      const lines: { msg: string; skipped?: unknown[] }[] = [];
      const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
      fake.setFault('rates', {
        kind: 'body',
        body: ratesAnswer([
          {
            offerId: 'local-tax',
            rates: [room(90, [{ included: false, amount: 3, currency: 'EUR' }]), room(90)],
          },
          { offerId: 'one-room', rates: [room(95)] },
          {
            offerId: 'usable',
            rates: [room(100), room(100, [{ included: true, amount: 9, currency: 'EUR' }])],
          },
        ]),
      });
      const [hotel] = await provider(fake, { logger }).searchHotelOffers(
        { ...familyStay, hotelIds: ['lp1897'] },
        signal,
      );
      expect(hotel?.offers.map((offer) => offer.id)).toEqual(['usable']);
      expect(lines).toEqual([
        expect.objectContaining({
          msg: 'liteapi offers left out',
          skipped: [
            {
              hotelId: 'lp1897',
              offerId: 'local-tax',
              reason: 'a fee paid at the hotel is in EUR, the total in USD',
            },
          ],
        }),
        // An offer that prices one room of the two asked does not answer the stay.
        expect.objectContaining({
          msg: 'offers that do not answer the search were dropped',
          dropped: { occupancy: 1 },
        }),
      ]);
    });

    it('drops hotels without availability or without a usable offer', async () => {
      const ids = [hotelId('lis', 1), hotelId('lis', 3), hotelId('lis', 7)];
      // In USD, hotel 1's city tax (in EUR) cannot be added; hotel 7 has no availability.
      const hotels = await provider(fake).searchHotelOffers(
        { ...familyStay, hotelIds: ids, currency: 'USD' },
        signal,
      );
      expect(hotels.map((hotel) => hotel.hotel.hotelId)).toEqual([hotelId('lis', 3)]);
      expect(hotels[0]?.offers[0]?.price.currency).toBe('USD');
    });

    it('keeps prices in the currency LiteAPI answered in', async () => {
      fake.setFault('rates', { kind: 'currency', currency: 'GBP' });
      const hotels = await provider(fake).searchHotelOffers(familyStay, signal);
      // Hotel 1's city tax is in EUR while its rooms are now in GBP: unusable.
      expect(hotels.map((hotel) => hotel.hotel.hotelId)).toEqual([hotelId('lis', 0), hotelId('lis', 2)]);
      expect(new Set(hotels.flatMap((hotel) => hotel.offers.map((offer) => offer.price.currency)))).toEqual(
        new Set(['GBP']),
      );
    });

    it('answers "no availability" (204, or code 2001 in a 200 body) with no offers', async () => {
      fake.setFault('rates', { kind: 'noContent', times: 1 });
      expect(await provider(fake).searchHotelOffers(familyStay, signal)).toEqual([]);
      fake.setFault('rates', {
        kind: 'body',
        body: { error: { code: 2001, message: 'no availability found' } },
      });
      expect(await provider(fake).searchHotelOffers(familyStay, signal)).toEqual([]);
      expect(fake.callsTo('rates')).toHaveLength(2);
    });

    it('refuses queries LiteAPI cannot take, without calling', async () => {
      const travel = provider(fake);
      await expect(travel.searchHotelOffers({ ...familyStay, hotelIds: [] }, signal)).rejects.toEqual(
        new TravelProviderError('invalid_request', 'No hotel IDs provided'),
      );
      const many = Array.from({ length: 21 }, (_, index) => hotelId('nyc', index));
      await expect(travel.searchHotelOffers({ ...familyStay, hotelIds: many }, signal)).rejects.toEqual(
        new TravelProviderError('invalid_request', 'Too many hotel IDs. Maximum 20 allowed, received 21'),
      );
      await expect(travel.searchHotelOffers({ ...familyStay, adults: 1 }, signal)).rejects.toEqual(
        new TravelProviderError(
          'invalid_request',
          'Invalid search parameters. Please check your dates and guest count.',
        ),
      );
      expect(fake.calls).toEqual([]);
    });

    it('caches a search whatever the order of its ids, but not another stay', async () => {
      const travel = provider(fake);
      const first = await travel.searchHotelOffers(familyStay, signal);
      const reordered = { ...familyStay, hotelIds: [...familyStay.hotelIds].reverse() };
      expect(await travel.searchHotelOffers(reordered, signal)).toEqual(first);
      await travel.searchHotelOffers({ ...familyStay, childrenAges: [4, 10] }, signal);
      expect(fake.callsTo('rates')).toHaveLength(2);
    });
  });

  describe('rates checked against the stay', () => {
    const lisbonStay = { ...familyStay, hotelIds: ['lp1897'] };
    const twoRooms = [{ offerId: 'two-rooms', rates: [room(100), room(100)] }];
    const describedAs = (fields: Record<string, unknown>) => {
      const answer = ratesAnswer(twoRooms);
      return { ...answer, hotels: answer.hotels.map((hotel) => ({ ...hotel, ...fields })) };
    };

    it('keeps the rating and review count the rates answer carries', async () => {
      fake.setFault('rates', { kind: 'body', body: describedAs({ rating: 8.5, review_count: 321 }) });
      const [hotel] = await provider(fake).searchHotelOffers(lisbonStay, signal);
      expect(hotel?.sentiment).toEqual({ overallRating: 85, numberOfReviews: 321 });
    });

    it('drops a hotel in another country or far from the stay’s city: nothing usable is its own failure', async () => {
      for (const where of [{ country_code: 'us' }, { latitude: 40.75, longitude: -73.99 }]) {
        fake.setFault('rates', { kind: 'body', body: describedAs(where) });
        await expect(
          provider(fake).searchHotelOffers({ ...lisbonStay, checkInDate: '2026-12-02' }, signal),
        ).rejects.toMatchObject({ kind: 'unusable_offers', details: { side: 'hotels' } });
      }
    });

    it('keeps a hotel the answer places in the stay’s city', async () => {
      fake.setFault('rates', {
        kind: 'body',
        body: describedAs({ country_code: 'pt', latitude: 38.72, longitude: -9.14 }),
      });
      const hotels = await provider(fake).searchHotelOffers(lisbonStay, signal);
      expect(hotels.map(({ hotel }) => hotel.hotelId)).toEqual(['lp1897']);
    });
  });

  describe('ratings', () => {
    it("turns LiteAPI's 0–10 rating and review count into sentiments; unrated hotels have none", async () => {
      const ids = [0, 1, 4, 5].map((index) => hotelId('par', index));
      const sentiments = await provider(fake).getHotelSentiments([...ids, ids[0] ?? ''], signal);
      expect(fake.calls.map((call) => call.query)).toEqual([
        { hotelIds: [...ids].sort().join(','), limit: '4' },
      ]);
      const expected = [0, 1, 5].map((index) => {
        const hotel = fakeHotel(hotelId('par', index));
        return {
          hotelId: hotel?.id,
          overallRating: Math.round((hotel?.rating ?? 0) * 10),
          numberOfReviews: hotel?.reviewCount,
        };
      });
      expect(sentiments).toEqual(expected);
      expect(
        expected.every((sentiment) => sentiment.overallRating >= 60 && sentiment.overallRating <= 100),
      ).toBe(true);
    });

    it('returns nothing rather than failing when LiteAPI refuses', async () => {
      fake.setFault('hotels', { kind: 'status', status: 400 });
      expect(await provider(fake).getHotelSentiments([hotelId('par', 0)], signal)).toEqual([]);
    });

    it('answers repeated ratings from the cache', async () => {
      const travel = provider(fake);
      await travel.getHotelSentiments([hotelId('par', 0), hotelId('par', 1)], signal);
      await travel.getHotelSentiments([hotelId('par', 1), hotelId('par', 0)], signal);
      expect(fake.calls).toHaveLength(1);
    });
  });
});
