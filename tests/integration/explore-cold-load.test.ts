import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { exploreWindow } from '../../src/core/explore';
import { todayUtc } from '../../src/server/clock';
import type { ExploreTripQuery } from '../../src/server/travel/explore-port';
import { daysFromNow } from '../support/dates';
import { databaseBackends, testRedisUrl } from './helpers/backends';
import { startTestServer, type TestServer } from './helpers/test-server';

const [pglite] = databaseBackends;
if (!pglite) throw new Error('the PGlite backend is always available');

/** Uncached explores allowed at once in these tests. */
const limit = 2;
/** An origin's window no earlier request asked for: its index must be built (about a second, the largest). */
const uncached = (origin: string) =>
  `/api/explore?from=${origin}&budget=900&currency=EUR&month=next3&nights=8-14`;
const cachedMonth = daysFromNow(60).slice(0, 7);
const small = (origin: string) =>
  `/api/explore?from=${origin}&budget=900&currency=EUR&month=${cachedMonth}&nights=2-4`;

/** Sends every request at once; `settled` lists each one's name as its answer arrives. */
function sendTogether(requests: Record<string, () => Promise<Response>>) {
  const settled: string[] = [];
  const answers = Object.entries(requests).map(async ([name, send]) => {
    const response = await send();
    settled.push(name);
    return { name, status: response.status, response };
  });
  return { settled, answers: Promise.all(answers) };
}

/**
 * Resolves once the server's explore has been asked `count` more times. Each uncached one has its permit by then:
 * the in-process limit is taken before findTrips returns.
 */
function explorationsStarted(server: TestServer, count: number): Promise<void> {
  const source = server.services.explore;
  const findTrips = source.findTrips.bind(source);
  let started = 0;
  return new Promise((resolve) => {
    const spy = vi.spyOn(source, 'findTrips').mockImplementation((query, signal) => {
      started += 1;
      if (started === count) {
        spy.mockRestore();
        resolve();
      }
      return findTrips(query, signal);
    });
  });
}

async function expectBusy(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(await response.json()).toEqual({
    error: { code: 'explore_busy', message: 'Explore is busy right now. Please try again in a few seconds.' },
  });
}

describe('explore builds its index off the request thread', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(pglite, { EXPLORE_COLD_LIMIT: String(limit) });
  });
  afterAll(async () => {
    await server.stop();
  });
  // Each test spies on the real explore, never on another test's spy.
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers /api/health while an uncached explore is being priced', async () => {
    const settled: string[] = [];
    const source = server.services.explore;
    const findTrips = source.findTrips.bind(source);
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    vi.spyOn(source, 'findTrips').mockImplementationOnce((query, signal) => {
      markStarted();
      return findTrips(query, signal).finally(() => settled.push('explore priced'));
    });

    const explore = server.fetch(uncached('BEG'));
    await started;
    const health = await server.fetch('/api/health');
    settled.push('health answered');

    expect(health.status).toBe(200);
    expect((await explore).status).toBe(200);
    expect(settled).toEqual(['health answered', 'explore priced']);
  });

  it('refuses the uncached explore beyond the limit at once with 503 and Retry-After, queueing none', async () => {
    const { settled, answers } = sendTogether({
      VIE: () => server.fetch(uncached('VIE')),
      ATH: () => server.fetch(uncached('ATH')),
      LIS: () => server.fetch(uncached('LIS')),
    });
    const answered = await answers;
    expect(answered.map(({ status }) => status).sort()).toEqual([200, 200, 503]);
    const refused = answered.find(({ status }) => status === 503);
    if (!refused) throw new Error('one explore is refused');
    await expectBusy(refused.response);
    // Refused at once, not after waiting for a build.
    expect(settled[0]).toBe(refused.name);
  });

  it('answers explores whose index is kept while the limit is taken', async () => {
    expect((await server.fetch(small('BEG'))).status).toBe(200);
    const exploring = explorationsStarted(server, 2);
    const { settled, answers } = sendTogether({
      PRG: () => server.fetch(uncached('PRG')),
      BUD: () => server.fetch(uncached('BUD')),
    });
    await exploring;
    await expectBusy(await server.fetch(uncached('WAW')));
    const cached = await server.fetch(small('BEG'));
    settled.push('cached');
    expect(cached.status).toBe(200);
    expect((await answers).map(({ status }) => status)).toEqual([200, 200]);
    expect(settled[0]).toBe('cached');
  });
});

describe('shutdown', () => {
  it("ends explore's worker threads: the stopped server's explore builds nothing more", async () => {
    const window = exploreWindow('next3', '8-14', todayUtc());
    if (!window) throw new Error('the next three months have dates');
    const query: ExploreTripQuery = {
      origin: 'VIE',
      window,
      minNights: 8,
      maxNights: 14,
      weekend: false,
      adults: 1,
      children: 0,
      childrenAges: [],
      rooms: 1,
      level: 'budget',
      cabin: 'ECONOMY',
      directOnly: false,
      bags: 'cabin',
      currency: 'EUR',
      budget: 900,
    };
    const server = await startTestServer(pglite);
    try {
      expect((await server.fetch(small('BEG'))).status).toBe(200);
      await server.stop();
      await expect(server.services.explore.findTrips(query, new AbortController().signal)).rejects.toThrow(
        'The travel/sandbox/explore-worker worker pool is closed',
      );
    } finally {
      await server.stop();
    }
  });
});

describe.skipIf(!testRedisUrl)('two servers sharing Redis', () => {
  const servers: TestServer[] = [];

  beforeAll(async () => {
    // No permit left from an earlier run that died: this test counts every one.
    const redis = new Redis(testRedisUrl ?? '');
    await redis.del('tripfit:semaphore:explore-cold');
    await redis.quit();
    const env = { REDIS_URL: testRedisUrl ?? '', EXPLORE_COLD_LIMIT: String(limit) };
    servers.push(await startTestServer(pglite, env), await startTestServer(pglite, env));
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  it('share one limit: the uncached explore beyond it is refused whichever instance it reaches', async () => {
    const [one, other] = servers;
    if (!one || !other) throw new Error('two servers');
    const { answers } = sendTogether({
      'DUB on one': () => one.fetch(uncached('DUB')),
      'OSL on one': () => one.fetch(uncached('OSL')),
      'HEL on the other': () => other.fetch(uncached('HEL')),
    });
    const answered = await answers;
    expect(answered.map(({ status }) => status).sort()).toEqual([200, 200, 503]);
    const refused = answered.find(({ status }) => status === 503);
    if (!refused) throw new Error('one explore is refused');
    await expectBusy(refused.response);
  });
});
