import { randomBytes, randomInt } from 'node:crypto';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAmadeus, type FakeAmadeus } from '../fakes/amadeus-server';
import { daysFromNow } from '../support/dates';
import {
  createPostgresDatabase,
  createTempDir,
  testDatabaseUrl,
  testRedisUrl,
  type Resource,
} from './helpers/backends';
import { CookieJar } from './helpers/cookie-jar';
import { grantTimes, mostWithin, recordSlotDecisions } from './helpers/redis-throttle-log';
import { savedSearchInput } from './helpers/saved-search-input';
import { collect, exitOf, startProcess, waitForPort } from './helpers/server-process';
import { mailedLink } from '../support/mailed-link';

/** Both instances sit behind one public address, as behind a load balancer. */
const PUBLIC_URL = 'http://tripfit.test';

interface Instance {
  url: string;
  child: ChildProcessWithoutNullStreams;
  dataDir: Resource<string>;
}

/** One visitor: its own address and cookies, whichever instance the load balancer sends it to. */
class Visitor {
  readonly jar = new CookieJar();
  readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  async request(instance: Instance, path: string, init: { method?: string; json?: unknown } = {}) {
    const method = init.method ?? (init.json === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, origin: PUBLIC_URL };
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    const response = await fetch(instance.url + path, {
      method,
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      redirect: 'manual',
    });
    this.jar.store(response);
    return response;
  }
}

const uniqueTrip = () => {
  // Dates no other test uses, so the shared cache starts cold for this search.
  const departure = randomInt(40, 300);
  return {
    budget: 4000,
    currency: 'EUR',
    from: 'LON',
    to: 'PAR',
    departureDate: daysFromNow(departure),
    returnDate: daysFromNow(departure + randomInt(2, 9)),
  };
};

describe.runIf(testDatabaseUrl && testRedisUrl)('two server processes on one PostgreSQL and Redis', () => {
  let fake: FakeAmadeus;
  let database: Resource<string> | undefined;
  let a: Instance;
  let b: Instance;
  let redis: Redis;

  async function startInstance(): Promise<Instance> {
    const dataDir = await createTempDir();
    const child = startProcess({
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir.value,
      DATABASE_URL: database?.value ?? '',
      REDIS_URL: testRedisUrl ?? '',
      PUBLIC_URL,
      TRUST_PROXY: 'true',
      AUTH_SECRET: sharedSecret,
      TRAVEL_PROVIDER: 'amadeus',
      AMADEUS_BASE_URL: fake.url,
      AMADEUS_CLIENT_ID: fake.clientId,
      AMADEUS_CLIENT_SECRET: fake.clientSecret,
    });
    const port = await waitForPort(collect(child.stdout));
    return { url: `http://127.0.0.1:${port}`, child, dataDir };
  }
  const sharedSecret = randomBytes(32).toString('hex');

  async function stopInstance(instance: Instance | undefined) {
    if (!instance) return;
    if (instance.child.exitCode === null && instance.child.signalCode === null)
      instance.child.kill('SIGKILL');
    await exitOf(instance.child);
    await instance.dataDir.cleanup();
  }

  beforeAll(async () => {
    fake = await startFakeAmadeus();
    database = await createPostgresDatabase();
    redis = new Redis(testRedisUrl ?? '');
    [a, b] = await Promise.all([startInstance(), startInstance()]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await fake?.close();
    await database?.cleanup();
    redis?.disconnect();
  });

  /** A verified user signed in on A; the mailed link is followed on B. */
  async function signedInOnA(): Promise<Visitor> {
    const visitor = new Visitor();
    const email = `scale-${randomBytes(6).toString('hex')}@example.com`;
    const password = 'correct horse battery';
    const signUp = await visitor.request(a, '/api/auth/sign-up/email', {
      json: { email, password, name: 'Ana Traveller', callbackURL: '/auth?verified=1' },
    });
    expect(signUp.status).toBe(200);
    const link = await mailedLink(a.url, email, PUBLIC_URL);
    expect((await new Visitor().request(b, link.slice(PUBLIC_URL.length))).status).toBe(302);
    expect((await visitor.request(a, '/api/auth/sign-in/email', { json: { email, password } })).status).toBe(
      200,
    );
    return visitor;
  }

  it('keeps a session made on A valid on B, and a search saved on A visible and deletable on B', async () => {
    const visitor = await signedInOnA();
    const profileOnB = await visitor.request(b, '/api/profile');
    expect(profileOnB.status).toBe(200);

    const saved = await visitor.request(a, '/api/saved-searches', { json: savedSearchInput() });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const listOnB = (await (await visitor.request(b, '/api/saved-searches')).json()) as {
      data: { id: string }[];
    };
    expect(listOnB.data.map((search) => search.id)).toEqual([id]);

    expect((await visitor.request(b, `/api/saved-searches/${id}`, { method: 'DELETE' })).status).toBe(204);
    const listOnA = (await (await visitor.request(a, '/api/saved-searches')).json()) as { data: unknown[] };
    expect(listOnA.data).toEqual([]);
  });

  it('serves from B a search A cached, without calling the provider again', async () => {
    const trip = uniqueTrip();
    const first = await new Visitor().request(a, '/api/search', { json: trip });
    expect(first.status).toBe(200);
    const callsAfterA = fake.calls.length;
    expect(callsAfterA).toBeGreaterThan(0);

    const second = await new Visitor().request(b, '/api/search', { json: trip });
    expect(second.status).toBe(200);
    expect(((await second.json()) as { deals: unknown[] }).deals).toEqual(
      ((await first.json()) as { deals: unknown[] }).deals,
    );
    expect(fake.calls.length).toBe(callsAfterA);
  });

  it('shares the provider rate limit: both instances together stay within 10 airport lookups a second', async () => {
    const before = fake.callsTo('locations').length;
    // The instances' airport-search throttle, checked on the clock it keeps: Redis's.
    const decisions = await recordSlotDecisions(redis, 'tripfit:throttle:amadeus:locations');
    // Thirty lookups no cache has seen, half on each instance, all at once.
    const keywords = Array.from({ length: 30 }, (_, index) => `zq${randomBytes(3).toString('hex')}${index}`);
    const answers = await Promise.all(
      keywords.map((keyword, index) =>
        new Visitor().request(index % 2 ? a : b, `/api/locations?keyword=${keyword}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(keywords.map(() => 200));

    expect(fake.callsTo('locations').slice(before)).toHaveLength(30);

    // Every lookup took its slot from the one shared budget (other test files on this Redis may too), and never
    // more than 10 went out within a second.
    const granted = grantTimes(await decisions.stop());
    expect(granted.length).toBeGreaterThanOrEqual(30);
    expect(mostWithin(granted, 1000)).toBeLessThanOrEqual(10);
  });

  it('keeps every save A acknowledged before it was killed mid-request', async () => {
    const visitor = await signedInOnA();
    const acknowledged: string[] = [];
    const saves = Array.from({ length: 100 }, (_, index) =>
      visitor
        .request(a, '/api/saved-searches', { json: savedSearchInput({ searchName: `Trip ${index}` }) })
        .then(async (response) => {
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        })
        .catch(() => undefined),
    );
    // Kill A without warning as soon as the first save is acknowledged, with the others in flight.
    while (acknowledged.length === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    a.child.kill('SIGKILL');
    await Promise.all(saves);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(100);

    const listOnB = (await (await visitor.request(b, '/api/saved-searches?limit=100')).json()) as {
      data: { id: string }[];
    };
    const stored = new Set(listOnB.data.map((search) => search.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});
