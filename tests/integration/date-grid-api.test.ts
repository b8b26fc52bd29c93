import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DateGrid, DateGridCell } from '../../src/core/date-grid';
import type { Deal } from '../../src/core/deal';
import { dateGridSchema } from '../../src/core/api/search';
import { startFakeAmadeus, type FakeAmadeus } from '../fakes/amadeus-server';
import { daysFromNow } from '../support/dates';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

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
  hotelAdults: 2,
  where: 'Paris',
  ...overrides,
});
const oneWay = (overrides: Record<string, unknown> = {}) =>
  roundTrip({ isOneWay: true, returnDate: undefined, ...overrides });

let clients = 0;
/** Each request from its own client address, so the per-client limits are not what these tests measure. */
function post(server: TestServer, path: string, body: unknown, client = `192.0.2.${++clients % 250}`) {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });
}

async function grid(server: TestServer, body: unknown): Promise<DateGrid> {
  const response = await post(server, '/api/search/date-grid', body);
  expect(response.status).toBe(200);
  return dateGridSchema.strict().parse(await response.json());
}

async function cheapestDealTotal(server: TestServer, body: unknown): Promise<number> {
  const response = await post(server, '/api/search', body);
  expect(response.status).toBe(200);
  const { deals } = (await response.json()) as { deals: Deal[] };
  return Math.min(...deals.map((deal) => deal.totalPrice));
}

const searchedCell = (answer: DateGrid) =>
  answer.cells.find((cell) => cell.departureOffset === 0 && (cell.returnOffset ?? 0) === 0);
const priced = (answer: DateGrid) => answer.cells.filter((cell) => cell.totalPrice !== null);
const totalOf = (cell: DateGridCell) => cell.totalPrice ?? Number.NaN;

describe('POST /api/search/date-grid on the sandbox provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(pglite, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers 7 × 7 cells for a round trip, row by row, the searched one equal to the cheapest deal', async () => {
    const answer = await grid(server, roundTrip());
    expect(answer).toMatchObject({ currency: 'EUR', budget: 3000 });
    expect(answer.cells).toHaveLength(49);
    expect(answer.cells.slice(0, 7).map((cell) => cell.returnDate)).toEqual(
      [34, 35, 36, 37, 38, 39, 40].map(daysFromNow),
    );
    expect(answer.cells.filter((_, index) => index % 7 === 0).map((cell) => cell.departureDate)).toEqual(
      [27, 28, 29, 30, 31, 32, 33].map(daysFromNow),
    );
    expect(priced(answer)).toHaveLength(49);
    const searched = searchedCell(answer);
    expect(searched).toMatchObject({ departureDate: daysFromNow(30), returnDate: daysFromNow(37) });
    // The search keeps its cheapest combination among its deals, so the two agree to the cent.
    expect(searched?.totalPrice).toBe(await cheapestDealTotal(server, roundTrip()));
  });

  it('answers one row of 7 departures for a one-way trip, the searched one equal to the cheapest deal', async () => {
    const answer = await grid(server, oneWay());
    expect(answer.cells.map((cell) => cell.departureDate)).toEqual(
      [27, 28, 29, 30, 31, 32, 33].map(daysFromNow),
    );
    expect(answer.cells.every((cell) => cell.returnDate === undefined)).toBe(true);
    expect(searchedCell(answer)?.totalPrice).toBe(await cheapestDealTotal(server, oneWay()));
  });

  it("prices a search with its own stay dates, moved with the trip's", async () => {
    const body = roundTrip({ checkIn: daysFromNow(31), checkOut: daysFromNow(35) });
    const answer = await grid(server, body);
    expect(searchedCell(answer)?.totalPrice).toBe(await cheapestDealTotal(server, body));
    // Check-in three days later while check-out is three days earlier leaves no stay.
    const noStay = answer.cells.find((cell) => cell.departureOffset === 3 && cell.returnOffset === -3);
    expect(noStay?.totalPrice).toBeNull();
  });

  it("marks the lowest total of the search's nights, and cells over the budget still show their price", async () => {
    const wide = await grid(server, roundTrip({ budget: 100_000 }));
    expect(wide.nights).toBe(7);
    for (const cell of wide.cells) {
      expect(cell.nights).toBe(7 + (cell.returnOffset ?? 0) - cell.departureOffset);
    }
    const sameNights = priced(wide)
      .filter((cell) => cell.nights === 7)
      .map(totalOf);
    const lowest = Math.min(...sameNights);
    expect(wide.cells.filter((cell) => cell.cheapest).map(totalOf)).toEqual(
      sameNights.filter((total) => total === lowest),
    );
    const totals = priced(wide).map(totalOf);
    const budget = searchedCell(wide)?.totalPrice ?? 0;
    expect(totals.some((total) => total > budget)).toBe(true);

    const tight = await grid(server, roundTrip({ budget }));
    expect(tight.cells.map(totalOf)).toEqual(wide.cells.map(totalOf));
    for (const cell of tight.cells) expect(cell.withinBudget).toBe(totalOf(cell) <= budget);
    expect(searchedCell(tight)?.withinBudget).toBe(true);
  });

  it('shows nothing for a route nobody flies, rather than failing (sandbox: BEG-PRN)', async () => {
    const answer = await grid(server, roundTrip({ to: 'PRN', toName: 'Pristina (PRN)', where: 'Pristina' }));
    expect(priced(answer)).toEqual([]);
    expect(answer.cells.some((cell) => cell.cheapest)).toBe(false);
  });

  describe("dated by the server's today", () => {
    // The server dates its rules by the clock of this process, which the test sets: 10 March 2030 (UTC).
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2030-03-10T12:00:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('has no total for past departures, nor for returns on or before the departure', async () => {
      const answer = await grid(server, roundTrip({ departureDate: '2030-03-11', returnDate: '2030-03-13' }));
      for (const cell of answer.cells) {
        const searchable = cell.departureDate >= '2030-03-10' && (cell.returnDate ?? '') > cell.departureDate;
        expect(cell.totalPrice !== null, `${cell.departureDate}/${cell.returnDate}`).toBe(searchable);
      }
      expect(priced(answer)).toHaveLength(6 + 5 + 4 + 3 + 2);
    });

    it('has no total past the last searchable day, 360 days ahead', async () => {
      const answer = await grid(server, roundTrip({ departureDate: '2031-03-01', returnDate: '2031-03-04' }));
      expect(answer.cells.filter((cell) => (cell.returnDate ?? '') > '2031-03-05').map(totalOf)).toEqual(
        Array(7 * 2).fill(Number.NaN),
      );
      expect(answer.cells.find((cell) => cell.returnDate === '2031-03-05')?.totalPrice).not.toBeNull();
    });
  });

  it('refuses a body the search would refuse, with the same message', async () => {
    for (const [body, message] of [
      [roundTrip({ budget: '3000' }), 'budget: a number'],
      [roundTrip({ returnDate: undefined }), 'returnDate: Please select a return date'],
      [roundTrip({ departureDate: '2020-01-01' }), 'departureDate: cannot be in the past'],
    ] as const) {
      const response = await post(server, '/api/search/date-grid', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'validation_failed', message } });
    }
  });

  it('allows 20 grids a minute per client, apart from searches', async () => {
    const client = '198.51.100.20';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push((await post(server, '/api/search/date-grid', oneWay(), client)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await post(server, '/api/search', oneWay(), client)).status).toBe(200);
  });
});

describe('POST /api/search/date-grid through a provider that fails (fake Amadeus)', () => {
  let fake: FakeAmadeus;
  let server: TestServer;
  // One way, so a grid asks for 7 hotel offers: the adapter paces them at 5 a second.
  const search = {
    budget: 6000,
    currency: 'EUR',
    from: 'LON',
    to: 'PAR',
    toName: 'Paris (PAR)',
    where: 'Paris',
    departureDate: daysFromNow(30),
    isOneWay: true,
  };
  beforeAll(async () => {
    fake = await startFakeAmadeus();
    server = await startTestServer(pglite, {
      TRAVEL_PROVIDER: 'amadeus',
      AMADEUS_BASE_URL: fake.url,
      AMADEUS_CLIENT_ID: fake.clientId,
      AMADEUS_CLIENT_SECRET: fake.clientSecret,
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
  });
  afterEach(() => {
    fake.setFault('flightOffers', undefined);
  });

  it('leaves a cell whose provider call fails without a total, and asks again next time', async () => {
    const failing = daysFromNow(28);
    fake.setFault('flightOffers', {
      kind: 'status',
      status: 400,
      when: (query) => query.departureDate === failing,
    });
    const first = await grid(server, { ...search, departureDate: daysFromNow(30) });
    expect(first.cells.filter((cell) => cell.totalPrice === null).map((cell) => cell.departureDate)).toEqual([
      failing,
    ]);
    expect(searchedCell(first)?.totalPrice).toBe(await cheapestDealTotal(server, search));

    fake.setFault('flightOffers', undefined);
    const flightCalls = fake.callsTo('flightOffers').length;
    const second = await grid(server, search);
    // The six cells priced before come from the cache; the failed one was not kept and is asked again.
    expect(
      fake
        .callsTo('flightOffers')
        .slice(flightCalls)
        .map((call) => call.query.departureDate),
    ).toEqual([failing]);
    expect(priced(second)).toHaveLength(7);
  });

  it('answers the error /api/search would when every cell fails', async () => {
    fake.setFault('flightOffers', { kind: 'status', status: 400 });
    const body = { ...search, departureDate: daysFromNow(60) };
    const gridAnswer = await post(server, '/api/search/date-grid', body);
    const searchAnswer = await post(server, '/api/search', body);
    expect(gridAnswer.status).toBe(400);
    expect(searchAnswer.status).toBe(400);
    expect(await gridAnswer.json()).toEqual(await searchAnswer.json());
  });
});
