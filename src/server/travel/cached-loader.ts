import type { Cache } from '../infra/cache';

/** product.md §9: locations, hotel lists and offers are cached 5 minutes; flights and sentiments follow suit. */
export const CACHE_TTL_MS = 5 * 60_000;

export type CachedLoader = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/**
 * Answers from the cache, or loads and stores the answer for product.md §9's 5 minutes; failures are never stored.
 * `keyPrefix` ('amadeus:') keeps each provider's answers apart.
 */
export function createCachedLoader(cache: Cache, keyPrefix: string): CachedLoader {
  return async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = await cache.get<T>(keyPrefix + key);
    if (hit !== undefined) return hit;
    const value = await load();
    await cache.set(keyPrefix + key, value, CACHE_TTL_MS);
    return value;
  };
}
