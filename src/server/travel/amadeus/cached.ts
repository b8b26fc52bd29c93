import type { Cache } from '../../infra/cache';

/** SPEC §9: locations, hotel lists and offers are cached 5 minutes; flights and sentiments follow the same rule. */
export const CACHE_TTL_MS = 5 * 60_000;

const KEY_PREFIX = 'amadeus:';

export type CachedLoader = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/** Answers from the cache, or loads and stores the answer; failures are never stored. */
export function createCachedLoader(cache: Cache): CachedLoader {
  return async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = await cache.get<T>(KEY_PREFIX + key);
    if (hit !== undefined) return hit;
    const value = await load();
    await cache.set(KEY_PREFIX + key, value, CACHE_TTL_MS);
    return value;
  };
}
