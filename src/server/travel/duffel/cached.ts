import type { Cache } from '../../infra/cache';
import { CACHE_TTL_MS } from '../cached-loader';

const KEY_PREFIX = 'duffel:';

/** A loaded value and the epoch milliseconds after which it must not be served (undefined: no limit of its own). */
export interface Expiring<T> {
  value: T;
  expiresAt: number | undefined;
}

export type ExpiringLoader = <T>(key: string, load: () => Promise<Expiring<T>>) => Promise<T>;

/**
 * Answers from the cache, or loads and stores the answer until it expires, never longer than product.md §9's 5 minutes:
 * an offer past its expires_at can no longer be booked. Failures are never stored.
 */
export function createExpiringLoader(cache: Cache, now: () => number): ExpiringLoader {
  return async <T>(key: string, load: () => Promise<Expiring<T>>): Promise<T> => {
    const hit = await cache.get<T>(KEY_PREFIX + key);
    if (hit !== undefined) return hit;
    const { value, expiresAt } = await load();
    const ttlMs = Math.min(CACHE_TTL_MS, (expiresAt ?? Infinity) - now());
    if (ttlMs > 0) await cache.set(KEY_PREFIX + key, value, ttlMs);
    return value;
  };
}
