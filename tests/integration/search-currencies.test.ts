import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/core/deal';
import { convertCents, type ExchangeRates } from '../../src/core/exchange-rates';
import { amountToCents, centsToAmount, priceToCents } from '../../src/core/money';
import { searchResultSchema } from '../../src/core/api/search';
import { flightOffersAnswer } from '../fakes/amadeus-data';
import { startFakeAmadeus, type FakeAmadeus } from '../fakes/amadeus-server';
import { startFakeFxRates, type FakeFxRates } from '../fakes/fx-rates-server';
import { daysFromNow } from '../support/dates';
import { createTempDir, databaseBackends, testRedisUrl, type Resource } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

/** The Amadeus fake prices flights in pounds; the visitor searches in euros. */
const rates: ExchangeRates = {
  base: 'EUR',
  date: '2026-11-20',
  rates: { USD: 1.0712, GBP: 0.8523, RSD: 117.12 },
};
const search = {
  budget: 6000,
  currency: 'EUR',
  from: 'LON',
  to: 'PAR',
  toName: 'Paris (PAR)',
  // Dates no other test searches: with Redis, the provider cache is shared by every test file.
  departureDate: daysFromNow(45),
  returnDate: daysFromNow(52),
  flightAdults: 2,
  hotelAdults: 2,
  where: 'Paris',
};
const DAY_MS = 24 * 60 * 60 * 1000;
const fxUnavailable = {
  error: {
    code: 'fx_unavailable',
    message: 'We could not convert prices into EUR right now. Please try again later.',
  },
};

let clients = 0;
const post = (server: TestServer, body: unknown = search, accept = 'application/json') =>
  server.fetch('/api/search', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept,
      'x-forwarded-for': `198.51.100.${++clients % 250}`,
    },
    body: JSON.stringify(body),
  });

const amadeusEnv = (fake: FakeAmadeus) => ({
  TRAVEL_PROVIDER: 'amadeus',
  AMADEUS_BASE_URL: fake.url,
  AMADEUS_CLIENT_ID: fake.clientId,
  AMADEUS_CLIENT_SECRET: fake.clientSecret,
  TRUST_PROXY: 'true',
});

/** The pound prices the fake answers for the search's flights, by offer id. */
function poundPrices(): Map<string, number> {
  const query = {
    originLocationCode: search.from,
    destinationLocationCode: search.to,
    departureDate: search.departureDate,
    returnDate: search.returnDate,
    adults: String(search.flightAdults),
    currencyCode: 'GBP',
  };
  const body = flightOffersAnswer(query, '').body as {
    data: { id: string; price: { total: string; currency: string } }[];
  };
  return new Map(body.data.map((offer) => [offer.id, Number(offer.price.total)]));
}

/** Each deal's flight is the fake's pound price converted at `rates`, and its total the sum in euro cents. */
async function expectConvertedDeals(response: Response): Promise<Deal[]> {
  expect(response.status).toBe(200);
  const { deals, currency } = searchResultSchema.parse(await response.json());
  expect(currency).toBe('EUR');
  expect(deals.length).toBeGreaterThan(0);
  const pounds = poundPrices();
  for (const deal of deals) {
    const offerId = deal.id.slice(0, deal.id.indexOf('-'));
    const asked = pounds.get(offerId);
    expect(deal.flight.convertedFrom).toEqual({ amount: asked, currency: 'GBP' });
    const poundCents = priceToCents((asked ?? 0).toFixed(2)) ?? 0;
    expect(deal.flight.price).toBe(centsToAmount(convertCents(poundCents, 'GBP', 'EUR', rates) ?? 0));
    // The hotels were asked for in euros: nothing to convert.
    expect(deal.hotel.convertedFrom).toBeUndefined();
    expect(amountToCents(deal.totalPrice)).toBe(
      amountToCents(deal.flight.price) + amountToCents(deal.hotel.price),
    );
    expect(deal.totalPrice).toBeLessThanOrEqual(search.budget);
    expect(deal.currency).toBe('EUR');
  }
  return deals;
}

/** A counter's value in /metrics (this machine may read it without a token). */
async function metric(server: TestServer, labels: string): Promise<number> {
  const text = await (await server.fetch('/metrics')).text();
  const line = text.split('\n').find((row) => row.startsWith(`tripfit_fx_rate_fetches_total{${labels}}`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('offers priced in another currency than the search', () => {
  let amadeus: FakeAmadeus;
  let folder: Resource<string>;
  beforeAll(async () => {
    amadeus = await startFakeAmadeus({ flightCurrency: 'GBP' });
    folder = await createTempDir();
  });
  afterAll(async () => {
    await amadeus.close();
    await folder.cleanup();
  });

  it('are converted with the rates of FX_RATES_FILE, and the source is never asked', async () => {
    const file = path.join(folder.value, 'rates.json');
    await writeFile(file, JSON.stringify(rates));
    const source = await startFakeFxRates(rates);
    const server = await startTestServer(pglite, {
      ...amadeusEnv(amadeus),
      FX_RATES_FILE: file,
      FX_RATES_URL: source.url,
    });
    try {
      await expectConvertedDeals(await post(server));
      expect(source.requests()).toBe(0);
    } finally {
      await server.stop();
      await source.close();
    }
  });

  describe('with rates from the source at FX_RATES_URL', () => {
    let source: FakeFxRates;
    let server: TestServer;
    // The server's clock, moved by the tests: a day passes without waiting one.
    const clock = { now: Date.parse('2026-11-24T09:00:00Z') };
    beforeAll(async () => {
      source = await startFakeFxRates(rates);
      server = await startTestServer(
        pglite,
        { ...amadeusEnv(amadeus), FX_RATES_URL: source.url },
        { now: () => clock.now },
      );
    });
    afterAll(async () => {
      await server.stop();
      await source.close();
    });

    it('converts them, fetching the rates once for the day', async () => {
      const deals = await expectConvertedDeals(await post(server));
      expect(await expectConvertedDeals(await post(server))).toEqual(deals);
      expect(source.requests()).toBe(1);
      expect(await metric(server, 'source="primary",outcome="ok"')).toBe(1);
    });

    it('keeps using the last good rates when the source fails the next day', async () => {
      source.setFailing(true);
      clock.now += DAY_MS + 1;
      const before = source.requests();
      await expectConvertedDeals(await post(server));
      expect(source.requests()).toBe(before + 1);
      expect(await metric(server, 'source="primary",outcome="http_error"')).toBe(1);
    });
  });

  describe('with no rates ever', () => {
    let source: FakeFxRates;
    let server: TestServer;
    beforeAll(async () => {
      source = await startFakeFxRates(rates, { failing: true });
      server = await startTestServer(pglite, { ...amadeusEnv(amadeus), FX_RATES_URL: source.url });
    });
    afterAll(async () => {
      await server.stop();
      await source.close();
    });

    it('answers a clear 503 instead of a total in two currencies', async () => {
      const response = await post(server);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(fxUnavailable);
    });

    it('ends a streamed search with the same error', async () => {
      const response = await post(server, search, 'application/x-ndjson');
      const lines = (await response.text()).trim().split('\n');
      expect(JSON.parse(lines.at(-1) ?? '{}')).toEqual({ type: 'error', status: 503, ...fxUnavailable });
    });
  });

  it('needs no rates and makes no call for them when every offer is in the search currency', async () => {
    const source = await startFakeFxRates(rates);
    const server = await startTestServer(pglite, { TRUST_PROXY: 'true', FX_RATES_URL: source.url });
    try {
      const response = await post(server, {
        ...search,
        from: 'BEG',
        to: 'CDG',
        toName: 'Paris Charles de Gaulle Airport (CDG)',
      });
      expect(response.status).toBe(200);
      const { deals } = searchResultSchema.parse(await response.json());
      expect(deals.length).toBeGreaterThan(0);
      expect(deals.every((deal) => !deal.flight.convertedFrom && !deal.hotel.convertedFrom)).toBe(true);
      expect(source.requests()).toBe(0);
    } finally {
      await server.stop();
      await source.close();
    }
  });
});

describe.runIf(testRedisUrl)('two instances sharing Redis', () => {
  let amadeus: FakeAmadeus;
  let source: FakeFxRates;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    amadeus = await startFakeAmadeus({ flightCurrency: 'GBP' });
    // A source on a new port each run: its cache entry is this run's alone.
    source = await startFakeFxRates(rates);
    const shared = { ...amadeusEnv(amadeus), FX_RATES_URL: source.url, REDIS_URL: testRedisUrl ?? '' };
    [a, b] = await Promise.all([startTestServer(pglite, shared), startTestServer(pglite, shared)]);
  });
  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await source.close();
    await amadeus.close();
  });

  it('share one fetch of the rates', async () => {
    await expectConvertedDeals(await post(a));
    await expectConvertedDeals(await post(b));
    expect(source.requests()).toBe(1);
  });
});
