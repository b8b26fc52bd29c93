import type { Cache } from '../../infra/cache';
import { CACHE_TTL_MS, type CachedLoader } from '../amadeus/cached';

const KEY_PREFIX = 'liteapi:';

/** SPEC §9's 5-minute cache under LiteAPI's own keys; failures are never stored. */
export function createCachedLoader(cache: Cache): CachedLoader {
  return async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const hit = await cache.get<T>(KEY_PREFIX + key);
    if (hit !== undefined) return hit;
    const value = await load();
    await cache.set(KEY_PREFIX + key, value, CACHE_TTL_MS);
    return value;
  };
}
