import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { databaseBackends } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** Headers a remote client could send to pass for this machine; none of them may count. */
const forgedLoopback = {
  'x-forwarded-for': '127.0.0.1',
  forwarded: 'for=127.0.0.1',
  'x-real-ip': '127.0.0.1',
};

/**
 * A request from another machine, without sending traffic off this one: the real app called in process with
 * the socket @hono/node-server would hand it (getConnInfo reads `incoming.socket`).
 */
function fromRemote(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const socket = { remoteAddress: '203.0.113.9', remotePort: 51000, remoteFamily: 'IPv4' };
  return createApp(server.services).request(path, { headers }, { incoming: { socket } });
}

describe('with the defaults (outbox on, no METRICS_TOKEN) and TRUST_PROXY set', () => {
  let server: TestServer;
  let ipv6: TestServer;
  beforeAll(async () => {
    [server, ipv6] = await Promise.all([
      startTestServer(pglite, { TRUST_PROXY: 'true' }),
      startTestServer(pglite, { HOST: '::1', TRUST_PROXY: 'true' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server.stop(), ipv6.stop()]);
  });

  it('shows the outbox and metrics to this machine over 127.0.0.1', async () => {
    const outbox = await server.fetch('/api/dev/outbox');
    expect(outbox.status).toBe(200);
    expect(await outbox.json()).toEqual({ data: [] });
    const metrics = await server.fetch('/metrics');
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('tripfit_http_requests_total');
  });

  it('shows the outbox and metrics to this machine over ::1', async () => {
    expect(ipv6.url).toMatch(/^http:\/\/\[::1\]:\d+$/);
    expect((await ipv6.fetch('/api/dev/outbox')).status).toBe(200);
    expect((await ipv6.fetch('/metrics')).status).toBe(200);
  });

  it('hides the outbox from another machine, as if the route did not exist, whatever it forwards', async () => {
    for (const headers of [{}, forgedLoopback]) {
      const response = await fromRemote(server, '/api/dev/outbox', headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'No API route for GET /api/dev/outbox.' },
      });
    }
  });

  it('refuses metrics to another machine, whatever it forwards', async () => {
    for (const headers of [{}, forgedLoopback]) {
      const response = await fromRemote(server, '/metrics', headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    }
  });

  it('still serves another machine what it may see', async () => {
    expect((await fromRemote(server, '/api/health')).status).toBe(200);
  });
});

describe('in production with METRICS_TOKEN set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(pglite, { NODE_ENV: 'production', METRICS_TOKEN });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('has no outbox, not even for this machine', async () => {
    const response = await server.fetch('/api/dev/outbox');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('lets the bearer token decide who sees metrics, from any address', async () => {
    const bearer = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await fromRemote(server, '/metrics', bearer)).status).toBe(200);
    expect((await fromRemote(server, '/metrics')).status).toBe(401);
    expect((await server.fetch('/metrics')).status).toBe(401);
  });
});
