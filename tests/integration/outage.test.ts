import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow } from '../support/dates';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { signedInUser, signIn, startAccountsServer, type Browser } from './helpers/accounts';
import {
  createPostgresDatabase,
  createTempDir,
  testDatabaseUrl,
  testRedisUrl,
  type DatabaseBackend,
} from './helpers/backends';
import { savedSearchInput } from './helpers/saved-search-input';
import type { TestServer } from './helpers/test-server';

const trip = {
  budget: 2500,
  currency: 'EUR',
  from: 'BEG',
  to: 'CDG',
  departureDate: daysFromNow(20),
  returnDate: daysFromNow(25),
};

/** The URL with its host and port replaced by a proxy's. */
function through(proxy: TcpProxy, url: string): string {
  const proxied = new URL(url);
  proxied.host = proxy.address;
  return proxied.toString();
}

async function proxyFor(url: string, defaultPort: number): Promise<TcpProxy> {
  const { hostname, port } = new URL(url);
  return startTcpProxy(hostname, Number(port) || defaultPort);
}

describe.runIf(testDatabaseUrl && testRedisUrl)('when PostgreSQL or Redis goes away', () => {
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let server: TestServer;
  let visitor: Browser;
  let credentials: { email: string; password: string };

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    pgProxy = await proxyFor(database.value, 5432);
    redisProxy = await proxyFor(testRedisUrl ?? '', 6379);
    const behindProxies: DatabaseBackend = {
      name: 'postgres',
      setup: async () => {
        const dir = await createTempDir();
        return {
          value: {
            DATA_DIR: dir.value,
            DATABASE_URL: through(pgProxy, database.value),
            REDIS_URL: through(redisProxy, testRedisUrl ?? ''),
          },
          cleanup: async () => {
            await database.cleanup();
            await dir.cleanup();
          },
        };
      },
    };
    server = await startAccountsServer(behindProxies);
    const account = await signedInUser(server);
    visitor = account.browser;
    credentials = account.user;
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([pgProxy?.close(), redisProxy?.close()]);
  });

  const expectServiceUnavailable = async (response: Response) => {
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'service_unavailable', message: 'The service is busy. Please try again in a moment.' },
    });
  };

  it('Redis: readiness fails, requests get a clear 503 quickly, and it recovers without a restart', async () => {
    redisProxy.cut();
    const ready = await server.fetch('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      error: { code: 'not_ready', message: expect.stringMatching(/^redis/) },
    });

    await expectServiceUnavailable(await visitor.request('/api/search', { json: trip }));
    await expectServiceUnavailable(await visitor.request('/api/locations?keyword=paris'));
    await expectServiceUnavailable(await signIn(visitor.clone(), credentials));
    // All answered while Redis was still away: with no offline queue a command fails at once, nothing waits.
    const redis = server.services.redis;
    expect(redis?.options.enableOfflineQueue).toBe(false);
    expect(redis?.status).not.toBe('ready');
    // Nothing that needs only the database is refused.
    expect((await visitor.request('/api/profile')).status).toBe(200);

    redisProxy.restore();
    // The client reconnects by itself, and readiness is green from its next probe on.
    if (redis && redis.status !== 'ready') await once(redis, 'ready');
    expect((await server.fetch('/api/ready')).status).toBe(200);
    expect((await visitor.request('/api/search', { json: trip })).status).toBe(200);
  });

  it('PostgreSQL: readiness fails, requests get a clear 503 quickly, and it recovers without a restart', async () => {
    pgProxy.cut();
    const ready = await server.fetch('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      error: { code: 'not_ready', message: expect.stringMatching(/^database/) },
    });

    await expectServiceUnavailable(await visitor.request('/api/profile'));
    await expectServiceUnavailable(
      await visitor.request('/api/saved-searches', { json: savedSearchInput() }),
    );
    await expectServiceUnavailable(await signIn(visitor.clone(), credentials));
    // All answered while PostgreSQL was still away: none of them waited for it to come back.
    expect((await server.fetch('/api/ready')).status).toBe(503);

    pgProxy.restore();
    // The pool opens a fresh connection for the next query: readiness is green from the next probe on.
    expect((await server.fetch('/api/ready')).status).toBe(200);
    expect((await visitor.request('/api/profile')).status).toBe(200);
    expect((await visitor.request('/api/saved-searches', { json: savedSearchInput() })).status).toBe(201);
  });
});
