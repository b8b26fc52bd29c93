import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLiveProviders, type FakeLiveProviders } from '../fakes/live-providers';
import { daysFromNow } from '../support/dates';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

const trip = {
  budget: 9000,
  currency: 'EUR',
  from: 'LHR',
  to: 'CDG',
  toName: 'Paris (CDG)',
  flightAdults: 2,
  hotelAdults: 2,
  rooms: 1,
  where: 'Paris',
};

/** Issue 28: what the visitor is told when a partner fails, through the fakes' fault modes. */
describe('partner trouble in product words', () => {
  let fakes: FakeLiveProviders;
  let server: TestServer;
  let day = 40;

  // Each search its own dates, so no answer comes from the cache.
  const search = (accept = 'application/json') => {
    day += 1;
    return server.fetch('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept },
      body: JSON.stringify({ ...trip, departureDate: daysFromNow(day), returnDate: daysFromNow(day + 4) }),
    });
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

  it('an outage: "we couldn\'t reach our flight partner", never its own text', async () => {
    fakes.duffel.setFault('offerRequests', {
      kind: 'status',
      status: 500,
      message: 'Airline systems exploded',
    });
    const response = await search();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: 'flights_unreachable',
        message: "We couldn't reach our flight partner. Please try again in a few minutes.",
      },
    });
  });

  it('a complaint about our request is our bug: a 502 with a clean message, not the visitor’s 400', async () => {
    fakes.duffel.setFault('offerRequests', {
      kind: 'status',
      status: 422,
      message: "Field 'departure_date' must be after today",
    });
    const response = await search();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: {
        code: 'flights_failed',
        message: 'Something went wrong on our side while asking our flight partner. Please try again later.',
      },
    });
  });

  it('a long rate limit says how long, with Retry-After, and the stream carries the wait', async () => {
    fakes.duffel.setFault('offerRequests', { kind: 'status', status: 429, resetInSeconds: 150 });
    const response = await search();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('150');
    expect(await response.json()).toEqual({
      error: {
        code: 'flights_busy',
        message: 'Our flight partner is busy right now. Please try again in 3 minutes.',
      },
    });

    const streamed = await search('application/x-ndjson');
    const lines = (await streamed.text()).trim().split('\n');
    expect(JSON.parse(lines.at(-1) ?? '{}')).toEqual({
      type: 'error',
      status: 503,
      error: {
        code: 'flights_busy',
        message: 'Our flight partner is busy right now. Please try again in 3 minutes.',
      },
      retryAfterSeconds: 150,
    });
  });

  it('the hotel partner’s twin: its complaint about our rates request is our bug too', async () => {
    fakes.liteApi.setFault('rates', { kind: 'status', status: 422, description: 'occupancies invalid' });
    const response = await search();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: {
        code: 'hotels_failed',
        message: 'Something went wrong on our side while asking our hotel partner. Please try again later.',
      },
    });
  });
});
