import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateGridSchema } from '../../src/core/api/search';
import type { DateGrid } from '../../src/core/date-grid';
import type { Deal } from '../../src/core/deal';
import { createSandboxProvider } from '../../src/server/travel/sandbox';
import { isLowCost } from '../../src/server/travel/sandbox/airlines-by-region';
import { daysFromNow } from '../support/dates';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

/** A family of four (children 9 and 4) flying Barcelona → London Gatwick direct, where low-cost carriers fly. */
const family = (overrides: Record<string, unknown> = {}) => ({
  budget: 20_000,
  currency: 'EUR',
  from: 'BCN',
  to: 'LGW',
  where: 'London',
  departureDate: daysFromNow(30),
  returnDate: daysFromNow(37),
  flightAdults: 2,
  flightChildren: 2,
  directFlights: true,
  hotelAdults: 2,
  hotelChildren: 2,
  childrenAges: [9, 4],
  rooms: 1,
  bags: 'checked',
  ...overrides,
});

let clients = 0;
function post(server: TestServer, path: string, body: unknown) {
  return server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++clients % 250}` },
    body: JSON.stringify(body),
  });
}

async function deals(server: TestServer, body: unknown): Promise<Deal[]> {
  const response = await post(server, '/api/search', body);
  expect(response.status).toBe(200);
  return ((await response.json()) as { deals: Deal[] }).deals;
}

async function grid(server: TestServer, body: unknown): Promise<DateGrid> {
  const response = await post(server, '/api/search/date-grid', body);
  expect(response.status).toBe(200);
  return dateGridSchema.strict().parse(await response.json());
}

/** The sandbox's own offer behind a deal's flight: the fare and bag fees the search started from. */
async function sandboxOffer(deal: Deal) {
  // The server prices on its own clock, the wall clock, as the trip's dates are days from today.
  const offers = await createSandboxProvider(Date.now).searchFlightOffers(
    {
      originLocationCode: 'BCN',
      destinationLocationCode: 'LGW',
      departureDate: daysFromNow(30),
      returnDate: daysFromNow(37),
      adults: 2,
      children: 2,
      childrenAges: [9, 4],
      travelClass: 'ECONOMY',
      nonStop: true,
      currencyCode: 'EUR',
      max: 50,
      bags: 'checked',
    },
    new AbortController().signal,
  );
  const firstSegment = (leg: Deal['flight']['outbound']) => leg.segments[0];
  return offers.find((offer) =>
    [deal.flight.outbound, deal.flight.return].every((leg, index) => {
      const segment = offer.itineraries[index]?.segments[0];
      const expected = firstSegment(leg);
      return (
        segment?.departure.at === expected?.departureAt &&
        segment?.carrierCode === expected?.carrierCode &&
        segment?.number === expected?.number
      );
    }),
  );
}

const cents = (amount: number) => Math.round(amount * 100);

describe('bags in the total, through the sandbox API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(pglite, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('a family with checked bags on a low-cost route pays fare + 4 × the bag fee, and the total adds up', async () => {
    const found = await deals(server, family());
    const lowCost = found.find((deal) => isLowCost(deal.flight.airlineCode));
    if (!lowCost) throw new Error('no low-cost deal BCN → LGW');
    const offer = await sandboxOffer(lowCost);
    const fee = offer?.bagFees?.checked;
    if (!offer || typeof fee !== 'number')
      throw new Error('the sandbox offer behind the deal has no checked-bag fee');
    // Two flights, each with a cabin bag (€10–30) and a checked bag (€20–45) per traveller.
    expect(fee).toBeGreaterThanOrEqual(60);
    expect(lowCost.flight.bags).toEqual({
      choice: 'checked',
      count: 4,
      amount: (cents(fee) * 4) / 100,
      known: true,
    });
    expect(cents(lowCost.flight.price)).toBe(cents(Number(offer.price.total)) + 4 * cents(fee));
    expect(cents(lowCost.totalPrice)).toBe(cents(lowCost.flight.price) + cents(lowCost.hotel.price));
  });

  it('counts no bag for a lap infant under 2', async () => {
    const [deal] = await deals(server, family({ childrenAges: [9, 1] }));
    expect(deal?.flight.bags).toMatchObject({ choice: 'checked', count: 3, known: true });
  });

  it('notes cabin bags a full-service fare includes at no cost', async () => {
    const found = await deals(server, family({ bags: 'cabin' }));
    const fullService = found.find((deal) => !isLowCost(deal.flight.airlineCode));
    expect(fullService?.flight.bags).toEqual({ choice: 'cabin', count: 4, amount: 0, known: true });
  });

  it('the date grid prices the bags: each cell dearer with checked bags than with a personal item', async () => {
    const [checked, personal] = await Promise.all([
      grid(server, family()),
      grid(server, family({ bags: 'personal' })),
    ]);
    let compared = 0;
    checked.cells.forEach((cell, index) => {
      const without = personal.cells[index]?.totalPrice;
      if (cell.totalPrice === null || without === null || without === undefined) return;
      expect(cell.totalPrice).toBeGreaterThan(without);
      compared += 1;
    });
    expect(compared).toBeGreaterThanOrEqual(40);
    const searched = checked.cells.find((cell) => cell.departureOffset === 0 && cell.returnOffset === 0);
    const cheapest = Math.min(...(await deals(server, family())).map((deal) => deal.totalPrice));
    expect(searched?.totalPrice).toBe(cheapest);
  });
});
