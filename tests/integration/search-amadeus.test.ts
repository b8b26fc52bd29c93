import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Deal } from '../../src/core/deal';
import { startFakeAmadeus, type FakeAmadeus } from '../fakes/amadeus-server';
import { createPostgresDatabase, databaseBackends, testDatabaseUrl, testRedisUrl } from './helpers/backends';
import { daysFromNow } from '../support/dates';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

const search = {
  budget: 6000,
  currency: 'EUR',
  from: 'LON',
  to: 'PAR',
  toName: 'Paris (PAR)',
  departureDate: daysFromNow(30),
  returnDate: daysFromNow(37),
  flightAdults: 2,
  hotelAdults: 2,
  where: 'Paris',
};

const post = (server: TestServer, body: unknown, client = '203.0.113.50') =>
  server.fetch('/api/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });

const amadeusEnv = (fake: FakeAmadeus) => ({
  TRAVEL_PROVIDER: 'amadeus',
  AMADEUS_BASE_URL: fake.url,
  AMADEUS_CLIENT_ID: fake.clientId,
  AMADEUS_CLIENT_SECRET: fake.clientSecret,
  TRUST_PROXY: 'true',
});

describe('travel API on the Amadeus adapter (fake Amadeus over HTTP)', () => {
  let fake: FakeAmadeus;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeAmadeus();
    server = await startTestServer(pglite, amadeusEnv(fake));
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
  });
  // Faults only; reset() would also forget the adapter's token and add 401 round trips to the counts.
  afterEach(() => {
    fake.setFault('hotelsByCity', undefined);
    fake.setFault('hotelOffers', undefined);
  });

  it('finds deals through the provider, with the provider holding the credentials', async () => {
    const response = await post(server, search);
    expect(response.status).toBe(200);
    const { deals } = (await response.json()) as { deals: Deal[] };
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.every((deal) => deal.totalPrice <= search.budget)).toBe(true);
    expect(fake.callsTo('flightOffers')[0]?.query).toMatchObject({
      originLocationCode: 'LON',
      destinationLocationCode: 'PAR',
      adults: '2',
      currencyCode: 'EUR',
      max: '50',
    });
    expect(fake.callsTo('hotelsByCity')[0]?.query).toMatchObject({
      cityCode: 'PAR',
      radius: '5',
      radiusUnit: 'KM',
    });
  });

  it('answers a second identical location lookup from its cache', async () => {
    const first = await server.fetch('/api/locations?keyword=lon');
    const second = await server.fetch('/api/locations?keyword=LON');
    expect(first.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(fake.callsTo('locations').filter((call) => call.query.keyword === 'lon')).toHaveLength(1);
  });

  it("shows the provider's hotel-list 404 text", async () => {
    fake.setFault('hotelsByCity', { kind: 'status', status: 404 });
    const response = await post(server, { ...search, to: 'MAD', toName: 'Madrid (MAD)', where: 'Madrid' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'provider_not_found', message: 'No hotels found in MAD. Please try a different city.' },
    });
  });

  it("shows the provider's hotel-offer 400 text", async () => {
    fake.setFault('hotelOffers', { kind: 'status', status: 400 });
    const response = await post(server, {
      ...search,
      to: 'BCN',
      toName: 'Barcelona (BCN)',
      where: 'Barcelona',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'provider_invalid_request',
        message: 'Invalid search parameters. Please check your dates and guest count.',
      },
    });
  });
});

describe.runIf(testRedisUrl && testDatabaseUrl)('two instances sharing PostgreSQL and Redis', () => {
  let fake: FakeAmadeus;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    fake = await startFakeAmadeus();
    database = await createPostgresDatabase();
    const shared = { ...amadeusEnv(fake), DATABASE_URL: database.value, REDIS_URL: testRedisUrl ?? '' };
    [a, b] = await Promise.all([startTestServer(pglite, shared), startTestServer(pglite, shared)]);
  });
  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    await database.cleanup();
    await fake.close();
  });

  it('serves a lookup cached by one instance from the other without a provider call', async () => {
    // A keyword no earlier run cached in this Redis.
    const keyword = `par${randomUUID().slice(0, 6)}`;
    expect((await a.fetch(`/api/locations?keyword=${keyword}`)).status).toBe(200);
    expect((await b.fetch(`/api/locations?keyword=${keyword}`)).status).toBe(200);
    expect(fake.callsTo('locations').filter((call) => call.query.keyword === keyword)).toHaveLength(1);
  });

  it("counts one visitor's searches across both instances", async () => {
    const visitor = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const tooSmall = { ...search, budget: 1 };
    for (let index = 0; index < 20; index++) {
      expect((await post(index % 2 === 0 ? a : b, tooSmall, visitor)).status).toBe(404);
    }
    const refused = await post(b, tooSmall, visitor);
    expect(refused.status).toBe(429);
  });
});
