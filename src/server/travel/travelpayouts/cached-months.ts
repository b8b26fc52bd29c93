import type { BackgroundTasks } from '../../infra/background-tasks';
import type { Cache } from '../../infra/cache';
import type { Logger } from '../../infra/logger';
import type { MonthFares } from './month-fares';
import type { PricesForDatesQuery } from './wire';

/** Travelpayouts refreshes its fares about once a day: a month's list is kept that long. */
export const FARES_TTL_MS = 24 * 60 * 60_000;
/** Older than this, a list is still served at once, and fetched again in the background for the next visitor. */
export const FARES_STALE_AFTER_MS = 6 * 60 * 60_000;

export type MonthFareLoader = (query: PricesForDatesQuery, signal: AbortSignal) => Promise<MonthFares>;

export interface CachedMonthsOptions {
  /** Shared (Redis when configured), so instances fetch a month once. */
  cache: Cache;
  /** Epoch milliseconds; the age of a list is measured with it. */
  now: () => number;
  backgroundTasks: BackgroundTasks;
  logger: Logger;
}

const keyOf = (query: PricesForDatesQuery) =>
  `explore:fares:${query.origin}:${query.month}:${query.currency}:${query.market}`;

/**
 * A month's fares from the cache, or fetched and kept 24 hours; a list older than 6 hours is answered at once and
 * refreshed in the background (once per process at a time). Failures are never stored: the next call asks again.
 */
export function createCachedMonths(options: CachedMonthsOptions, load: MonthFareLoader): MonthFareLoader {
  const { cache, now, backgroundTasks, logger } = options;
  const refreshing = new Set<string>();

  async function fetchAndStore(key: string, query: PricesForDatesQuery, signal: AbortSignal) {
    const fares = await load(query, signal);
    await cache.set(key, fares, FARES_TTL_MS);
    return fares;
  }

  function refreshInBackground(key: string, query: PricesForDatesQuery): void {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    // Its own signal: the visitor who found the list stale does not wait for the refresh, nor cancel it.
    const refresh = fetchAndStore(key, query, new AbortController().signal)
      .catch((error: unknown) => {
        // The stale list keeps serving until it expires; the next visitor after that asks again.
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn({ origin: query.origin, month: query.month, reason }, 'fare refresh failed');
      })
      .finally(() => refreshing.delete(key));
    backgroundTasks.run(refresh);
  }

  return async (query, signal) => {
    const key = keyOf(query);
    const hit = await cache.get<MonthFares>(key);
    const age = hit ? now() - hit.fetchedAt : Infinity;
    if (!hit || age >= FARES_TTL_MS) return fetchAndStore(key, query, signal);
    if (age >= FARES_STALE_AFTER_MS) refreshInBackground(key, query);
    return hit;
  };
}
