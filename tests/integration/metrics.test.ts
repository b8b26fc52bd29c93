import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAmadeus, type FakeAmadeus } from '../fakes/amadeus-server';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** The value of one sample line such as `tripfit_http_requests_total{method="GET",...} 3`, or 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && wanted.every((label) => row.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('GET /metrics', () => {
  let fake: FakeAmadeus;
  let server: TestServer;
  const scrape = async () => {
    const response = await server.fetch('/metrics', {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };
  beforeAll(async () => {
    fake = await startFakeAmadeus();
    server = await startTestServer(pglite, {
      TRAVEL_PROVIDER: 'amadeus',
      AMADEUS_BASE_URL: fake.url,
      AMADEUS_CLIENT_ID: fake.clientId,
      AMADEUS_CLIENT_SECRET: fake.clientSecret,
      METRICS_TOKEN,
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
  });

  it('refuses a scraper without the token', async () => {
    expect((await server.fetch('/metrics')).status).toBe(401);
    const wrong = await server.fetch('/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
  });

  it('counts requests by route pattern and status, with latency', async () => {
    await server.fetch('/api/health');
    await server.fetch('/api/saved-searches/123', { method: 'DELETE', headers: { origin: server.url } });
    await server.fetch('/api/no-such-route');
    const text = await scrape();
    const health = { method: 'GET', route: '/api/health', status: '200' };
    expect(sample(text, 'tripfit_http_requests_total', health)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'tripfit_http_request_duration_seconds_count', health)).toBeGreaterThanOrEqual(1);
    // The id is not a label: the pattern is.
    expect(
      sample(text, 'tripfit_http_requests_total', { route: '/api/saved-searches/:id', status: '401' }),
    ).toBe(1);
    expect(text).not.toContain('/api/saved-searches/123');
    expect(sample(text, 'tripfit_http_requests_total', { route: '/api/*', status: '404' })).toBe(1);
    expect(text).not.toContain('no-such-route');
  });

  it('counts provider calls by endpoint and outcome, and cache hits and misses', async () => {
    const lookup = () => server.fetch('/api/locations?keyword=paris');
    expect((await lookup()).status).toBe(200);
    expect((await lookup()).status).toBe(200);
    fake.setFault('locations', { kind: 'status', status: 500, times: 1 });
    expect((await server.fetch('/api/locations?keyword=london')).status).toBe(200);

    const text = await scrape();
    expect(sample(text, 'tripfit_provider_calls_total', { endpoint: 'token', outcome: '2xx' })).toBe(1);
    expect(sample(text, 'tripfit_provider_calls_total', { endpoint: 'locations', outcome: '2xx' })).toBe(2);
    expect(sample(text, 'tripfit_provider_calls_total', { endpoint: 'locations', outcome: '5xx' })).toBe(1);
    expect(sample(text, 'tripfit_cache_lookups_total', { cache: 'amadeus:locations', result: 'miss' })).toBe(
      2,
    );
    expect(sample(text, 'tripfit_cache_lookups_total', { cache: 'amadeus:locations', result: 'hit' })).toBe(
      1,
    );
  });

  it('counts rate-limit rejections by limiter', async () => {
    // Location lookups allow 120 a minute per client; the 121st is refused.
    const client = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 121; attempt++) {
      statuses.push((await server.fetch('/api/locations?keyword=rome', { headers: client })).status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    const text = await scrape();
    expect(sample(text, 'tripfit_rate_limit_rejections_total', { limiter: 'locations' })).toBe(1);
  });
});
