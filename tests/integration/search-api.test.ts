import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../src/core/deal';
import { resultsView } from '../../src/core/results-view';
import { resultFacets } from '../../src/core/results-view-facets';
import { noFilters } from '../../src/core/results-view-filters';
import { databaseBackends } from './helpers/backends';
import { daysFromNow } from '../support/dates';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

interface SearchAnswer {
  deals: Deal[];
  currency: string;
  timings: { flightsMs: number; hotelsMs: number; combineMs: number; totalMs: number };
}

const roundTrip = (overrides: Record<string, unknown> = {}) => ({
  budget: 3000,
  currency: 'EUR',
  from: 'BEG',
  fromName: 'Belgrade Nikola Tesla Airport (BEG)',
  to: 'CDG',
  toName: 'Paris Charles de Gaulle Airport (CDG)',
  departureDate: daysFromNow(30),
  returnDate: daysFromNow(37),
  flightAdults: 2,
  flightChildren: 0,
  cabinClass: 'ECONOMY',
  directFlights: false,
  isOneWay: false,
  where: 'Paris',
  hotelAdults: 2,
  hotelChildren: 0,
  childrenAges: [],
  rooms: 1,
  ...overrides,
});

describe('travel API on the sandbox provider', () => {
  let server: TestServer;
  let clients = 0;
  // Each request comes from its own client address, so the per-client limit is not what these tests measure.
  const post = (body: unknown) =>
    server.fetch('/api/search', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `192.0.2.${++clients % 250}, 10.${clients}.0.1`,
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer(pglite, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server.stop();
  });

  describe('GET /api/locations', () => {
    it('answers airports and cities, the obvious one first', async () => {
      const response = await server.fetch('/api/locations?keyword=lon');
      expect(response.status).toBe(200);
      const { data } = (await response.json()) as { data: { iataCode: string; subType: string }[] };
      expect(data.length).toBeGreaterThan(0);
      expect(data.length).toBeLessThanOrEqual(10);
      expect(data.slice(0, 3).map((location) => location.iataCode)).toContain('LON');
      expect(data.slice(0, 3).map((location) => location.iataCode)).toContain('LHR');
    });

    it('keeps only cities for type=city', async () => {
      const response = await server.fetch('/api/locations?keyword=par&type=city');
      const { data } = (await response.json()) as { data: { iataCode: string; subType: string }[] };
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((location) => location.subType === 'CITY')).toBe(true);
      expect(data[0]?.iataCode).toBe('PAR');
    });

    it('refuses fewer than 3 characters with the product.md message', async () => {
      for (const keyword of ['', 'lo', '  l ']) {
        const response = await server.fetch(`/api/locations?keyword=${encodeURIComponent(keyword)}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: { code: 'keyword_too_short', message: 'Type at least 3 characters to search' },
        });
      }
    });

    it('refuses an unknown type', async () => {
      const response = await server.fetch('/api/locations?keyword=lon&type=hotel');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
    });
  });

  describe('POST /api/search', () => {
    it('answers up to 50 deals within budget, best first, with partner links', async () => {
      const response = await post(roundTrip());
      expect(response.status).toBe(200);
      const answer = (await response.json()) as SearchAnswer;
      expect(answer.currency).toBe('EUR');
      expect(answer.deals.length).toBeGreaterThan(0);
      expect(answer.deals.length).toBeLessThanOrEqual(50);
      for (const deal of answer.deals) {
        expect(deal.totalPrice).toBeLessThanOrEqual(3000);
        expect(deal.totalPrice).toBeCloseTo(deal.flight.price + deal.hotel.price, 2);
        expect(deal.currency).toBe('EUR');
        expect(new URL(deal.links.flight.url).protocol).toBe('https:');
        expect(new URL(deal.links.hotel.url).protocol).toBe('https:');
      }
      const scores = answer.deals.map((deal) => deal.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(answer.timings.totalMs).toBeGreaterThanOrEqual(0);
    });

    it('says which sandbox rates and fares are refundable, so the free-cancellation filter has hotels to keep', async () => {
      const { deals } = (await (await post(roundTrip())).json()) as SearchAnswer;
      expect(deals.every((deal) => typeof deal.hotel.refundable === 'boolean')).toBe(true);
      expect(deals.every((deal) => typeof deal.flight.refundable === 'boolean')).toBe(true);
      const refundableOnly = { ...noFilters, refundableOnly: true };
      const kept = resultsView(deals, 'value', refundableOnly).groups;
      const hotels = new Set(deals.map((deal) => deal.hotel.hotelId));
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.length).toBeLessThan(hotels.size);
      expect(kept.every((group) => group.best.hotel.refundable)).toBe(true);
      expect(resultFacets(deals, noFilters).refundableOnly).toBe(kept.length);
      // Issue 30: every sandbox hotel stands somewhere around the centre, so the distance filter has hotels too.
      const distances = deals.map((deal) => deal.hotel.distanceFromCentreKm ?? Number.NaN);
      expect(distances.every((km) => km >= 0 && km < 50)).toBe(true);
      expect(resultFacets(deals, noFilters).maxDistanceKm?.map((option) => option.value)).toEqual([
        0, 1, 3, 5,
      ]);
    });

    it('gives the same deals for the same search', async () => {
      const first = (await (await post(roundTrip())).json()) as SearchAnswer;
      const second = (await (await post(roundTrip())).json()) as SearchAnswer;
      expect(second.deals).toEqual(first.deals);
    });

    it('answers a one-way search with the outbound reused as the return', async () => {
      const response = await post(roundTrip({ isOneWay: true, returnDate: undefined }));
      expect(response.status).toBe(200);
      const { deals } = (await response.json()) as SearchAnswer;
      expect(deals[0]?.flight.return).toEqual(deals[0]?.flight.outbound);
    });

    it('stops at the flight step on a route nobody flies (sandbox: BEG-PRN)', async () => {
      const response = await post(roundTrip({ to: 'PRN', toName: 'Pristina (PRN)', where: 'Pristina' }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'no_flights', message: 'No flights found for your search criteria' },
      });
    });

    it('searches hotels in a city typed but never chosen, not in the flight destination', async () => {
      const response = await post(
        roundTrip({ to: 'LYS', toName: 'Lyon Saint-Exupéry (LYS)', where: 'Marseille' }),
      );
      expect(response.status).toBe(200);
      const { deals } = (await response.json()) as SearchAnswer;
      expect(new Set(deals.map((deal) => deal.hotel.location))).toEqual(new Set(['MRS']));
    });

    it('keeps the destination when the stay field names its city, as the form fills it', async () => {
      const response = await post(roundTrip({ where: 'Paris' }));
      const { deals } = (await response.json()) as SearchAnswer;
      expect(deals.every((deal) => deal.hotel.location === 'CDG' || deal.hotel.location === 'PAR')).toBe(
        true,
      );
    });

    it('refuses a typed stay that names no place, instead of guessing one', async () => {
      const response = await post(roundTrip({ where: 'Qqqzzyville' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'stay_not_found',
          message:
            'We could not find “Qqqzzyville”. Please choose the city for your stay from the suggestions.',
        },
      });
    });

    it('stops at the hotel step in a city without hotels (sandbox: Stanley, MPN)', async () => {
      const response = await post(
        roundTrip({ from: 'LHR', to: 'MPN', toName: 'Mount Pleasant (MPN)', where: '' }),
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'no_hotels', message: 'No hotels found for your destination' },
      });
    });

    it('streams its steps in the order of product.md §4.1 and then the result, when asked for NDJSON', async () => {
      const response = await server.fetch('/api/search', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/x-ndjson',
          'x-forwarded-for': '192.0.2.251',
        },
        body: JSON.stringify(roundTrip()),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/x-ndjson');
      const events = (await response.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { type: string; step?: string; deals?: Deal[] });
      expect(events.slice(0, 3)).toEqual([
        { type: 'step', step: 'flights' },
        { type: 'step', step: 'hotels' },
        { type: 'step', step: 'combining' },
      ]);
      expect(events[3]?.type).toBe('result');
      expect(events[3]?.deals?.length).toBeGreaterThan(0);
      expect(events).toHaveLength(4);
    });

    it('ends a stream with the error event a plain answer would have given', async () => {
      const response = await server.fetch('/api/search', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/x-ndjson',
          'x-forwarded-for': '192.0.2.252',
        },
        body: JSON.stringify(roundTrip({ to: 'PRN', toName: 'Pristina (PRN)' })),
      });
      const lines = (await response.text()).trim().split('\n');
      expect(JSON.parse(lines.at(-1) ?? '')).toEqual({
        type: 'error',
        status: 404,
        error: { code: 'no_flights', message: 'No flights found for your search criteria' },
      });
    });

    it('answers invalid input to a stream request with plain JSON before streaming', async () => {
      const response = await server.fetch('/api/search', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/x-ndjson',
          'x-forwarded-for': '192.0.2.253',
        },
        body: JSON.stringify(roundTrip({ budget: 'lots' })),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation_failed', message: 'budget: a number' },
      });
    });

    it('tells the visitor when nothing fits the budget', async () => {
      const response = await post(roundTrip({ budget: 20 }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: {
          code: 'no_deals',
          message:
            'No combinations found within your budget. Try increasing your budget or adjusting your dates.',
        },
      });
    });

    it.each([
      [{ budget: undefined }, 'budget'],
      [{ from: 'B' }, 'from'],
      [{ returnDate: undefined }, 'returnDate'],
      [{ departureDate: '2020-01-01', returnDate: '2020-01-05' }, 'departureDate'],
      [{ returnDate: daysFromNow(29) }, 'returnDate'],
      [{ flightAdults: 5, flightChildren: 5 }, 'flightChildren'],
      [{ flightAdults: 0 }, 'flightAdults'],
      [{ hotelAdults: 31 }, 'hotelAdults'],
      [{ rooms: 9 }, 'rooms'],
      [{ hotelChildren: 1, childrenAges: [] }, 'childrenAges'],
      [{ hotelChildren: 1, childrenAges: [18] }, 'childrenAges.0'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ cabinClass: 'LUXURY' }, 'cabinClass'],
      [{ budget: -5 }, 'budget'],
      [{ checkIn: daysFromNow(31), checkOut: daysFromNow(31) }, 'checkOut'],
    ])('rejects %o with a 400 naming %s', async (overrides, field) => {
      const response = await post(roundTrip(overrides));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.message.startsWith(`${field}: `)).toBe(true);
    });

    it.each(['flightAdults', 'flightChildren', 'hotelAdults', 'rooms'])(
      'takes %s as a JSON integer only',
      async (field) => {
        for (const count of [true, [1], '2', 1.5, null]) {
          const response = await post(roundTrip({ [field]: count }));
          expect(response.status, JSON.stringify(count)).toBe(400);
          expect(await response.json()).toEqual({
            error: { code: 'validation_failed', message: `${field}: a whole number` },
          });
        }
      },
    );

    it('takes the hotel children and their ages as JSON integers only', async () => {
      for (const [overrides, message] of [
        [{ hotelChildren: '1', childrenAges: [7] }, 'hotelChildren: a whole number'],
        [{ hotelChildren: 1, childrenAges: ['7'] }, 'childrenAges.0: a whole number'],
        [{ hotelChildren: 1, childrenAges: [true] }, 'childrenAges.0: a whole number'],
        [{ hotelChildren: 1, childrenAges: [7.5] }, 'childrenAges.0: a whole number'],
      ] as const) {
        const response = await post(roundTrip(overrides));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
      }
    });

    it('takes the budget as a JSON number only', async () => {
      for (const budget of ['3000', true, [3000], null]) {
        const response = await post(roundTrip({ budget }));
        expect(response.status, JSON.stringify(budget)).toBe(400);
        expect(await response.json()).toEqual({
          error: { code: 'validation_failed', message: 'budget: a number' },
        });
      }
    });

    describe("at most 360 days ahead of the server's today", () => {
      // The server dates its rules by the clock of this process, which the test sets: 10 March 2030 (UTC).
      beforeEach(() => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date('2030-03-10T12:00:00Z'));
      });
      afterEach(() => {
        vi.useRealTimers();
      });
      // 2030-03-10 + 360 days = 2031-03-05.
      const lastDay = { departureDate: '2031-03-03', returnDate: '2031-03-05' };

      it('searches up to the 360th day', async () => {
        const response = await post(roundTrip({ ...lastDay, checkIn: '2031-03-04', checkOut: '2031-03-05' }));
        expect(response.status).toBe(200);
      });

      it.each([
        [{ departureDate: '2031-03-06', returnDate: '2031-03-08' }, 'departureDate'],
        [{ ...lastDay, returnDate: '2031-03-06' }, 'returnDate'],
        [{ ...lastDay, checkIn: '2031-03-06', checkOut: '2031-03-07' }, 'checkIn'],
        [{ ...lastDay, checkIn: '2031-03-04', checkOut: '2031-03-06' }, 'checkOut'],
        [{ departureDate: '2099-01-01', returnDate: '2099-01-08' }, 'departureDate'],
      ])('refuses %o, naming %s', async (overrides, field) => {
        const response = await post(roundTrip(overrides));
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: { code: 'validation_failed', message: `${field}: must be within 360 days from today` },
        });
      });
    });

    it('never answers 5xx, and every error has the JSON shape, whatever the body', async () => {
      const anyValue = fc.oneof(
        fc.string(),
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.date().map(String),
      );
      const bodies = fc.oneof(
        fc.jsonValue(),
        fc.record(Object.fromEntries(Object.keys(roundTrip()).map((key) => [key, anyValue])), {
          requiredKeys: [],
        }),
      );
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const response = await post(body);
          expect(response.status).toBeLessThan(500);
          if (response.status !== 200) {
            const error = (await response.json()) as { error: { code: unknown; message: unknown } };
            expect(typeof error.error.code).toBe('string');
            expect(typeof error.error.message).toBe('string');
          } else {
            await response.body?.cancel();
          }
        }),
        { numRuns: 60 },
      );
    });

    it('keeps every deal within budget, sorted and at most 10, for any budget and party', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 200, max: 20_000 }),
          fc.integer({ min: 1, max: 4 }),
          fc.integer({ min: 1, max: 3 }),
          fc.constantFrom('ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'),
          async (budget, adults, rooms, cabinClass) => {
            const response = await post(
              roundTrip({ budget, flightAdults: adults, hotelAdults: adults, rooms, cabinClass }),
            );
            expect([200, 404]).toContain(response.status);
            if (response.status !== 200) return;
            const { deals } = (await response.json()) as SearchAnswer;
            expect(deals.length).toBeGreaterThan(0);
            expect(deals.length).toBeLessThanOrEqual(50);
            expect(deals.every((deal) => deal.totalPrice <= budget)).toBe(true);
            for (let index = 1; index < deals.length; index++) {
              const [previous, current] = [deals[index - 1], deals[index]];
              if (!previous || !current) continue;
              expect(
                previous.score > current.score ||
                  (previous.score === current.score && previous.totalPrice <= current.totalPrice),
              ).toBe(true);
            }
          },
        ),
        { numRuns: 15 },
      );
    });
  });
});

describe('per-client search limit', () => {
  it('refuses the 21st search in a minute with a 429, Retry-After and the product.md text, per client', async () => {
    const server = await startTestServer(pglite, { TRUST_PROXY: 'true' });
    try {
      const search = (client: string) =>
        server.fetch('/api/search', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.1, ${client}` },
          body: JSON.stringify(roundTrip({ budget: 20 })),
        });
      for (let attempt = 0; attempt < 20; attempt++) expect((await search('203.0.113.9')).status).toBe(404);
      const refused = await search('203.0.113.9');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        error: { code: 'rate_limited', message: 'Too many searches. Please wait a moment and try again.' },
      });
      expect((await search('198.51.100.4')).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
