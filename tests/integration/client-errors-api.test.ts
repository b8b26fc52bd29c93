import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorLimits } from '../../src/core/client-error-limits';
import { createLogger } from '../../src/server/infra/logger';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

const report = {
  message: 'Cannot read properties of undefined (reading "totalPrice")',
  stack: 'TypeError: Cannot read properties of undefined\n    at DealCard (deal-card.tsx:42:17)',
  path: '/results?from=BEG&to=CDG',
  release: 'test-build',
};

describe('POST /api/client-errors', () => {
  let server: TestServer;
  const lines: { level: number; msg: string; reqId?: string; clientError?: Record<string, string> }[] = [];
  let clients = 0;
  /** Each report from its own client address, unless a test is about the per-client limit. */
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    server.fetch('/api/client-errors', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        'user-agent': 'Mozilla/5.0 (TripFit test)',
        'x-forwarded-for': `198.51.100.${++clients % 250}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const logger = createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line)) });
    server = await startTestServer(pglite, { TRUST_PROXY: 'true' }, {}, logger);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers 204 and logs the report at warn with the request id, the user agent and a counted metric', async () => {
    const response = await send(report);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const logged = lines.filter((line) => line.msg === 'client error');
    expect(logged).toEqual([
      expect.objectContaining({
        level: 40,
        reqId: response.headers.get('x-request-id'),
        clientError: { ...report, userAgent: 'Mozilla/5.0 (TripFit test)' },
      }),
    ]);
    const metrics = await (await server.fetch('/metrics')).text();
    expect(metrics).toMatch(/^tripfit_client_errors_total 1$/m);
  });

  it('masks a token or an address the page or the error carries, as every log line does', async () => {
    const response = await send({
      message: 'No account for ana@example.com',
      path: '/reset-password?token=secret-reset-token',
    });
    expect(response.status).toBe(204);
    const logged = lines.filter((line) => line.msg === 'client error').at(-1)?.clientError;
    expect(JSON.stringify(logged)).not.toMatch(/ana@example\.com|secret-reset-token/);
  });

  it('refuses what is not a report with a 400 naming the field', async () => {
    const refusals = [
      {},
      { ...report, message: '' },
      { ...report, path: 'results' },
      { ...report, stack: 'x'.repeat(clientErrorLimits.stack + 1) },
      { ...report, cookie: 'session=1' },
    ];
    for (const body of refusals) {
      const response = await send(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });

  it('answers a client over its limit 429 with Retry-After', async () => {
    const client = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let sent = 0; sent < 10; sent += 1) statuses.push((await send(report, client)).status);
    expect(statuses).toEqual(Array(10).fill(204));
    const refused = await send(report, client);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('refuses a report another site’s page sends', async () => {
    const response = await send(report, { origin: 'https://elsewhere.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'forbidden_origin' } });
  });
});
