import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache, createRedisCache, type Cache } from '../../src/server/infra/cache';
import { createLogger } from '../../src/server/infra/logger';
import { createRateLimiterFactory, type RateLimiterFactory } from '../../src/server/infra/rate-limit';
import { connectRedis } from '../../src/server/infra/redis';
import { testRedisUrl } from './helpers/backends';

interface StoreKind {
  name: string;
  /** Two handles on the same store, as two server instances would hold. */
  open(): {
    caches: [Cache, Cache];
    limiters: [RateLimiterFactory, RateLimiterFactory];
    /** Returns once the entry just set under `key` for `ttlMs` has expired, on the clock the store keeps. */
    outlive(key: string, ttlMs: number): Promise<void>;
  };
}

let redisA: Redis | undefined;
let redisB: Redis | undefined;
const prefix = `tripfit-test:${randomUUID()}:`;

beforeAll(async () => {
  if (!testRedisUrl) return;
  const logger = createLogger('silent');
  redisA = await connectRedis(testRedisUrl, logger);
  redisB = await connectRedis(testRedisUrl, logger);
});
afterAll(async () => {
  if (redisA) {
    const keys = await redisA.keys(`${prefix}*`);
    if (keys.length > 0) await redisA.del(...keys);
  }
  redisA?.disconnect();
  redisB?.disconnect();
});

/** Redis's clock in milliseconds, the one its expiries follow. */
async function redisNow(client: Redis): Promise<number> {
  const [seconds = '0', micros = '0'] = await client.time();
  return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
}

const memory: StoreKind = {
  name: 'memory',
  open: () => {
    // Not 0: lru-cache takes an entry stamped 0 for one without a time, which never expires.
    let now = 1;
    const cache = createMemoryCache(undefined, () => now);
    const limiters = createRateLimiterFactory();
    return {
      caches: [cache, cache],
      limiters: [limiters, limiters],
      // An entry is stale once more than its TTL has passed.
      outlive: async (_key, ttlMs) => {
        now += ttlMs + 1;
      },
    };
  },
};

const redis: StoreKind = {
  name: 'redis',
  open: () => {
    if (!redisA || !redisB) throw new Error('Redis is not connected');
    return {
      caches: [createRedisCache(redisA, `${prefix}cache:`), createRedisCache(redisB, `${prefix}cache:`)],
      limiters: [
        createRateLimiterFactory(redisA, { prefix: `${prefix}rl:` }),
        createRateLimiterFactory(redisB, { prefix: `${prefix}rl:` }),
      ],
      // Redis drops a key once its clock is past the key's expiry time.
      outlive: async (key) => {
        if (!redisA) throw new Error('Redis is not connected');
        const expiresAt = Number(await redisA.call('PEXPIRETIME', `${prefix}cache:${key}`));
        expect(expiresAt).toBeGreaterThan(0);
        while ((await redisNow(redisA)) <= expiresAt) await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
  },
};

const kinds = testRedisUrl ? [memory, redis] : [memory];

describe.each(kinds)('$name stores', (kind) => {
  it('returns what was cached, to every instance, until it expires', async () => {
    const { caches, outlive } = kind.open();
    const [a, b] = caches;
    const key = `offers:${randomUUID()}`;
    const offer = { total: 1499.5, airline: 'LH' };
    // Longer than the test may run, so nothing expires before it is read.
    await a.set(key, offer, 60_000);
    expect(await a.get(key)).toEqual(offer);
    expect(await b.get(key)).toEqual(offer);
    await a.set(key, offer, 300);
    await outlive(key, 300);
    expect(await a.get(key)).toBeUndefined();
    expect(await b.get(key)).toBeUndefined();
  });

  it('forgets a deleted entry', async () => {
    const [a, b] = kind.open().caches;
    const key = `locations:${randomUUID()}`;
    await a.set(key, ['LON'], 60_000);
    await b.delete(key);
    expect(await a.get(key)).toBeUndefined();
  });

  it('counts a client across instances and refuses past the limit with a wait time', async () => {
    const [factoryA, factoryB] = kind.open().limiters;
    const rule = { name: `search-${randomUUID()}`, points: 3, durationSeconds: 60 };
    const limiterA = factoryA(rule);
    const limiterB = factoryB(rule);
    expect(await limiterA.consume('203.0.113.7')).toEqual({ allowed: true, remaining: 2 });
    expect(await limiterB.consume('203.0.113.7')).toEqual({ allowed: true, remaining: 1 });
    expect(await limiterA.consume('203.0.113.7')).toEqual({ allowed: true, remaining: 0 });
    const refused = await limiterB.consume('203.0.113.7');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterMs).toBeGreaterThan(0);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
    expect(await limiterA.consume('198.51.100.1')).toEqual({ allowed: true, remaining: 2 });
  });
});
