import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { popularPlacesSchema } from '../../src/core/api/locations';
import { startFakeAmadeus, type FakeAmadeus } from '../fakes/amadeus-server';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

/** The answer's bytes as sent, before any decoding (fetch would gunzip them unseen). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('GET /api/locations/popular', () => {
  let server: TestServer;
  let fake: FakeAmadeus;
  let amadeusServer: TestServer;

  beforeAll(async () => {
    server = await startTestServer(pglite, { TRUST_PROXY: 'true' });
    fake = await startFakeAmadeus();
    amadeusServer = await startTestServer(pglite, {
      TRAVEL_PROVIDER: 'amadeus',
      AMADEUS_BASE_URL: fake.url,
      AMADEUS_CLIENT_ID: fake.clientId,
      AMADEUS_CLIENT_SECRET: fake.clientSecret,
    });
  });
  afterAll(async () => {
    await server.stop();
    await amadeusServer.stop();
    await fake.close();
  });

  it('answers the busiest places as JSON, cacheable for a day', async () => {
    const response = await server.fetch('/api/locations/popular');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const body = popularPlacesSchema.parse(await response.json());
    expect(body.places.length).toBeGreaterThanOrEqual(300);
    const codes = body.places.map(({ location }) => `${location.subType} ${location.iataCode}`);
    expect(codes).toEqual(expect.arrayContaining(['CITY LON', 'AIRPORT LHR', 'AIRPORT CDG', 'AIRPORT BEG']));
  });

  it('goes out gzipped to clients that accept it', async () => {
    const answer = await rawGet(`${server.url}/api/locations/popular`, { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toContain('Accept-Encoding');
    // Each place also comes as named in the asked language (English airports: 'London Heathrow').
    expect(answer.body.length).toBeLessThan(50_000);
    const text = gunzipSync(answer.body).toString('utf8');
    expect(text.length).toBeGreaterThan(answer.body.length * 3);
    expect(popularPlacesSchema.safeParse(JSON.parse(text)).success).toBe(true);
  });

  it('shows the places in the asked language, ranked by the same texts', async () => {
    const body = popularPlacesSchema.parse(
      await (await server.fetch('/api/locations/popular?lang=ru')).json(),
    );
    const moscow = body.places.find(
      ({ location }) => location.subType === 'CITY' && location.iataCode === 'MOW',
    );
    expect(moscow?.location.name).toBe('Moscow');
    expect(moscow?.shown).toEqual({ name: 'Москва', cityName: '', countryName: 'Россия' });
  });

  it('is the same whichever provider answers lookups', async () => {
    const sandbox = await (await server.fetch('/api/locations/popular')).text();
    const amadeus = await amadeusServer.fetch('/api/locations/popular');
    expect(amadeus.status).toBe(200);
    expect(await amadeus.text()).toBe(sandbox);
  });

  it('limits each client to 30 a minute, apart from the lookups', async () => {
    const client = { 'X-Forwarded-For': '203.0.113.77' };
    const statuses: number[] = [];
    for (let count = 0; count < 31; count += 1) {
      const response = await server.fetch('/api/locations/popular', { headers: client });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const lookup = await server.fetch('/api/locations?keyword=bel', { headers: client });
    expect(lookup.status).toBe(200);
  });
});
