import type { Redis } from 'ioredis';
import type { Counter } from 'prom-client';
import { LRUCache } from 'lru-cache';
import type { Logger } from './logger';

/** A small key-value cache with per-entry expiry; values are JSON-serialisable. */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

const KEY_PREFIX = 'tripfit:cache:';

/**
 * In-process cache; an expired entry is dropped when it is looked up. `now` (milliseconds) lets a test move the
 * cache's time instead of waiting.
 */
export function createMemoryCache(maxEntries = 5_000, now?: () => number): Cache {
  const store = new LRUCache<string, { value: unknown }>({
    max: maxEntries,
    allowStale: false,
    // lru-cache reuses a reading of its clock for a millisecond of real time; a moved clock must be read each time.
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  return {
    get: async <T>(key: string) => store.get(key)?.value as T | undefined,
    set: async (key, value, ttlMs) => {
      store.set(key, { value }, { ttl: ttlMs });
    },
    delete: async (key) => {
      store.delete(key);
    },
  };
}

/** Cache shared by every instance through Redis; Redis expires entries itself. */
export function createRedisCache(redis: Redis, prefix = KEY_PREFIX): Cache {
  return {
    get: async <T>(key: string) => {
      const raw = await redis.get(prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    set: async (key, value, ttlMs) => {
      await redis.set(prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
    },
    delete: async (key) => {
      await redis.del(prefix + key);
    },
  };
}

/** A cache whose store failures become misses (logged), so a Redis outage slows requests instead of failing them. */
export function withCacheFailuresAsMisses(cache: Cache, logger: Logger): Cache {
  const warn = (operation: string, key: string) => (error: unknown) => {
    logger.warn(
      { operation, key, err: error instanceof Error ? error.message : String(error) },
      'cache unavailable',
    );
    return undefined;
  };
  return {
    get: <T>(key: string) => cache.get<T>(key).catch(warn('get', key)),
    set: (key, value, ttlMs) => cache.set(key, value, ttlMs).catch(warn('set', key)),
    delete: (key) => cache.delete(key).catch(warn('delete', key)),
  };
}

/** The family of a key such as 'amadeus:locations:par' ('amadeus:locations'): few values, fit for a label. */
const cacheFamily = (key: string) => key.split(':').slice(0, 2).join(':');

/** A cache that counts its lookups as hits and misses per key family. */
export function withCacheMetrics(cache: Cache, lookups: Counter<'cache' | 'result'>): Cache {
  return {
    get: async <T>(key: string) => {
      const value = await cache.get<T>(key);
      lookups.inc({ cache: cacheFamily(key), result: value === undefined ? 'miss' : 'hit' });
      return value;
    },
    set: (key, value, ttlMs) => cache.set(key, value, ttlMs),
    delete: (key) => cache.delete(key),
  };
}

/**
 * A cache that is never read but still written: whoever uses it sees fresh data, and what they fetched serves
 * everyone else (trip-watch checks want today's prices, and refresh the visitors' cache as they go).
 */
export function withReadsSkipped(cache: Cache): Cache {
  return {
    get: async () => undefined,
    set: (key, value, ttlMs) => cache.set(key, value, ttlMs),
    delete: (key) => cache.delete(key),
  };
}
