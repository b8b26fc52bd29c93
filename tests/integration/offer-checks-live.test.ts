import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { searchResultSchema } from '../../src/core/api/search';
import { publishedExampleOffer } from '../fakes/duffel-data';
import { startFakeLiveProviders, type FakeLiveProviders } from '../fakes/live-providers';
import { daysFromNow } from '../support/dates';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

/** London → Split, a return trip for two: what Duffel's and LiteAPI's examples were shown for. */
const trip = {
  budget: 20_000,
  currency: 'EUR',
  from: 'LHR',
  to: 'SPU',
  toName: 'Split (SPU)',
  flightAdults: 2,
  hotelAdults: 2,
  rooms: 1,
  where: 'Split',
};

const splitHotel = {
  id: 'lpspu001',
  name: 'Hotel Riva Split',
  address: 'Obala 1, Split',
  country_code: 'hr',
  latitude: 43.5081,
  longitude: 16.4402,
};

/** LiteAPI's published example hotel of the rates answer (search.json), a New York hotel nobody asked for. */
const exampleNyc = {
  id: 'lp1897',
  name: 'Hotel Example NYC',
  main_photo: 'https://static.cupid.travel/123456/123456a_hb_a_001.jpg',
  address: '123 Example Street, New York, NY 10001',
  rating: 8.5,
};

/** One room type of one rate for two adults, as search.json writes it. */
const roomTypes = (hotelId: string, amount: number) => [
  {
    offerId: `offer-${hotelId}`,
    roomTypeId: `room-${hotelId}`,
    rates: [
      {
        rateId: `rate-${hotelId}`,
        occupancyNumber: 1,
        adultCount: 2,
        childCount: 0,
        childrenAges: [],
        retailRate: { total: [{ amount, currency: 'EUR' }], taxesAndFees: [] },
        cancellationPolicies: { refundableTag: 'RFN' },
      },
    ],
  },
];

const splitList = { data: [{ id: splitHotel.id, name: splitHotel.name, address: splitHotel.address }] };

describe('provider answers checked against the search, through the fake Duffel and LiteAPI', () => {
  let fakes: FakeLiveProviders;
  let server: TestServer;

  // Each test its own dates: the adapters cache what they answered for a search.
  const search = (departureInDays: number) =>
    server.fetch('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...trip,
        departureDate: daysFromNow(departureInDays),
        returnDate: daysFromNow(departureInDays + 7),
      }),
    });
  const droppedCount = async (provider: string, reason: string) => {
    const text = await (await server.fetch('/metrics')).text();
    const line = text
      .split('\n')
      .find((row) =>
        row.startsWith(`tripfit_provider_offers_dropped_total{provider="${provider}",reason="${reason}"}`),
      );
    return line ? Number(line.split(' ').at(-1)) : 0;
  };

  beforeAll(async () => {
    fakes = await startFakeLiveProviders();
    server = await startTestServer(pglite, fakes.env);
  });
  afterEach(() => {
    fakes.duffel.reset();
    fakes.duffel.setOffers({ currency: 'GBP' });
    fakes.liteApi.reset();
  });
  afterAll(async () => {
    await server.stop();
    await fakes.close();
  });

  it("never makes a deal of Duffel's example offer or LiteAPI's example hotel, and shows the rates answer's rating", async () => {
    fakes.duffel.setFault('offers', { kind: 'offers', offers: [publishedExampleOffer()] });
    fakes.liteApi.setFault('hotels', { kind: 'body', body: splitList });
    fakes.liteApi.setFault('rates', {
      kind: 'body',
      body: {
        data: [
          { hotelId: exampleNyc.id, roomTypes: roomTypes(exampleNyc.id, 40) },
          { hotelId: splitHotel.id, roomTypes: roomTypes(splitHotel.id, 700) },
        ],
        hotels: [exampleNyc, { ...splitHotel, rating: 8.5, review_count: 1234 }],
      },
    });
    const droppedBefore = await droppedCount('duffel', 'trip_type');
    const notAskedBefore = await droppedCount('liteapi', 'hotel_not_asked');

    const response = await search(60);
    expect(response.status, await response.clone().text()).toBe(200);
    const { deals } = searchResultSchema.parse(await response.json());
    expect(deals.length).toBeGreaterThan(0);
    for (const deal of deals) {
      expect(deal.id.startsWith(publishedExampleOffer().id)).toBe(false);
      expect(deal.hotel.name).toBe(splitHotel.name);
      // The rating came with the rates; the hotel list carried none.
      expect(deal.hotel.rating).toBe(8.5);
      expect(deal.hotel.numberOfReviews).toBe(1234);
    }
    // One way for a return trip is the first check the example fails; the NYC hotel was never asked for.
    expect(await droppedCount('duffel', 'trip_type')).toBe(droppedBefore + 1);
    expect(await droppedCount('liteapi', 'hotel_not_asked')).toBeGreaterThan(notAskedBefore);
  });

  it('answers that it could not get usable flight offers when every offer fails, not a 5xx of ours', async () => {
    fakes.duffel.setFault('offers', { kind: 'offers', offers: [publishedExampleOffer()], only: true });
    const response = await search(70);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: {
        code: 'flights_unusable',
        message: "We couldn't get usable flight offers for this search. Please try again later.",
      },
    });
  });

  it('answers that it could not get usable hotel offers when every hotel fails', async () => {
    fakes.liteApi.setFault('hotels', { kind: 'body', body: splitList });
    fakes.liteApi.setFault('rates', {
      kind: 'body',
      body: {
        data: [{ hotelId: exampleNyc.id, roomTypes: roomTypes(exampleNyc.id, 40) }],
        hotels: [exampleNyc],
      },
    });
    const response = await search(80);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: {
        code: 'hotels_unusable',
        message: "We couldn't get usable hotel offers for this search. Please try again later.",
      },
    });
  });
});
