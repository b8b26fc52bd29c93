import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/core/deal';
import { searchResultSchema } from '../../src/core/api/search';
import { startFakeDuffel, type FakeDuffel } from '../fakes/duffel-server';
import { hotelsOf } from '../fakes/liteapi-data';
import { startFakeLiteApi, type FakeLiteApi } from '../fakes/liteapi-server';
import { daysFromNow } from '../support/dates';
import { createTempDir, databaseBackends, type Resource } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

/** Duffel sells in pounds here; the visitor searches in euros. */
const rates = { base: 'EUR', date: '2026-11-20', rates: { USD: 1.0712, GBP: 0.8523 } };
const trip = {
  budget: 9000,
  currency: 'EUR',
  from: 'LHR',
  to: 'CDG',
  toName: 'Paris (CDG)',
  departureDate: daysFromNow(60),
  returnDate: daysFromNow(64),
  flightAdults: 2,
  flightChildren: 1,
  hotelAdults: 2,
  hotelChildren: 1,
  childrenAges: [9],
  rooms: 1,
  where: 'Paris',
};

describe('a search with FLIGHT_PROVIDER=duffel and HOTEL_PROVIDER=liteapi, through their fakes', () => {
  let duffel: FakeDuffel;
  let liteApi: FakeLiteApi;
  let folder: Resource<string>;
  let server: TestServer;

  beforeAll(async () => {
    [duffel, liteApi, folder] = await Promise.all([startFakeDuffel(), startFakeLiteApi(), createTempDir()]);
    duffel.setOffers({ currency: 'GBP' });
    const ratesFile = path.join(folder.value, 'rates.json');
    await writeFile(ratesFile, JSON.stringify(rates));
    server = await startTestServer(pglite, {
      FLIGHT_PROVIDER: 'duffel',
      DUFFEL_API_URL: duffel.url,
      DUFFEL_ACCESS_TOKEN: duffel.accessToken,
      HOTEL_PROVIDER: 'liteapi',
      LITEAPI_BASE_URL: liteApi.url,
      LITEAPI_API_KEY: liteApi.apiKey,
      FX_RATES_FILE: ratesFile,
    });
  });
  afterAll(async () => {
    await server.stop();
    await Promise.all([duffel.close(), liteApi.close(), folder.cleanup()]);
  });

  it('asks both providers for the real travellers and answers converted deals within budget', async () => {
    const response = await server.fetch('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(trip),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const result = searchResultSchema.parse(await response.json());
    expect(result.currency).toBe('EUR');
    expect(result.deals.length).toBeGreaterThan(0);

    const [offerRequest] = duffel.callsTo('offerRequests');
    expect(offerRequest?.body).toMatchObject({
      slices: [
        { origin: 'LHR', destination: 'CDG', departure_date: trip.departureDate },
        { origin: 'CDG', destination: 'LHR', departure_date: trip.returnDate },
      ],
      passengers: [{ type: 'adult' }, { type: 'adult' }, { age: 9 }],
      cabin_class: 'economy',
    });
    const [rateRequest] = liteApi.callsTo('rates');
    expect(rateRequest?.body).toMatchObject({
      occupancies: [{ adults: 2, children: [9] }],
      currency: 'EUR',
      checkin: trip.departureDate,
      checkout: trip.returnDate,
    });

    for (const deal of result.deals as Deal[]) {
      expect(deal.totalPrice).toBeLessThanOrEqual(trip.budget);
      expect(deal.currency).toBe('EUR');
      expect(deal.flight.convertedFrom?.currency).toBe('GBP');
      const pounds = deal.flight.convertedFrom?.amount ?? 0;
      expect(deal.flight.price).toBeCloseTo(pounds / rates.rates.GBP, 1);
      // The fake leaves some hotels without a photo or address, and gives some an http photo: never shown.
      if (deal.hotel.photoUrl) expect(deal.hotel.photoUrl).toMatch(/^https:\/\/static\.cupid\.travel\//);
    }
    const deals = result.deals as Deal[];
    expect(deals.some((deal) => deal.hotel.photoUrl)).toBe(true);
    expect(deals.some((deal) => deal.hotel.address?.includes('Example Street, Paris'))).toBe(true);
  });

  it('says in /api/config that both sides are live, so the site shows no sample-data badge', async () => {
    const config = await (await server.fetch('/api/config')).json();
    expect(config).toMatchObject({ liveFlights: true, liveHotels: true });
  });

  it("carries LiteAPI's example fee paid at the hotel (USD 43.61 on 163.66) into the deal, converted, within the total", async () => {
    const [hotel] = hotelsOf('nyc');
    if (!hotel) throw new Error('the fake has New York hotels');
    // search.json's example rate, for a hotel the search asked about: 163.66 with 43.61 more paid at the hotel.
    const exampleRate = {
      rateId: 'example-rate',
      retailRate: {
        total: [{ amount: 163.66, currency: 'USD' }],
        taxesAndFees: [
          { included: true, description: 'tax', amount: 11.88, currency: 'USD' },
          { included: false, description: 'facility fee', amount: 43.61, currency: 'USD' },
        ],
      },
      cancellationPolicies: { refundableTag: 'RFN' },
    };
    liteApi.setFault('rates', {
      kind: 'body',
      body: {
        data: [{ hotelId: hotel.id, roomTypes: [{ offerId: 'example', rates: [exampleRate] }] }],
        hotels: [{ id: hotel.id, name: hotel.name, address: hotel.address }],
      },
    });
    try {
      const response = await server.fetch('/api/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...trip,
          to: 'JFK',
          toName: 'New York (JFK)',
          where: 'New York',
          flightAdults: 2,
          flightChildren: 0,
          hotelAdults: 2,
          hotelChildren: 0,
          childrenAges: [],
        }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const deals = searchResultSchema.parse(await response.json()).deals as Deal[];
      expect(deals.length).toBeGreaterThan(0);
      for (const deal of deals) {
        // 207.27 USD (163.66 + 43.61) is 193.49 EUR; the 43.61 paid at the hotel is 40.71 EUR.
        expect(deal.hotel).toMatchObject({
          hotelId: hotel.id,
          price: 193.49,
          paidAtHotel: 40.71,
          convertedFrom: { amount: 207.27, currency: 'USD' },
        });
        expect(Math.round(deal.flight.price * 100) + Math.round(deal.hotel.price * 100)).toBe(
          Math.round(deal.totalPrice * 100),
        );
      }
    } finally {
      liteApi.setFault('rates', undefined);
    }
  });

  it('lets the hotel photos through the content security policy', async () => {
    const csp = (await server.fetch('/api/health')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src [^;]*https:\/\/static\.cupid\.travel/);
  });
});

describe('HOTEL_PHOTO_ORIGINS', () => {
  it("replaces the provider's photo hosts in the content security policy's img-src", async () => {
    const server = await startTestServer(pglite, {
      HOTEL_PROVIDER: 'liteapi',
      LITEAPI_API_KEY: 'sand_key',
      HOTEL_PHOTO_ORIGINS: 'https://photos.example.com, https://127.0.0.1:8443',
    });
    try {
      for (const route of ['/api/health', '/']) {
        const csp = (await server.fetch(route)).headers.get('content-security-policy') ?? '';
        expect(csp.split('; ')).toContain(
          "img-src 'self' data: blob: https://photos.example.com https://127.0.0.1:8443",
        );
      }
    } finally {
      await server.stop();
    }
  });
});
