import { LRUCache } from 'lru-cache';
import { todayUtc, type Clock } from '../../clock';
import type { Semaphore } from '../../infra/semaphore';
import { abortable } from '../abort';
import { ExploreBusyError, type ExploreSource, type ExploreTripQuery } from '../explore-port';
import { TravelProviderError } from '../port';
import { findCity } from './airport-data';
import {
  buildExploreIndex,
  exploreIndexBytes,
  type ExploreIndex,
  type ExploreIndexKey,
} from './explore-index';
import { exploreTrips } from './explore-trips';

/**
 * Explore on the sandbox: for every city with a large airport, the cheapest flight plus hotel over a window of
 * dates, from the same generators the search prices with, so a search for a destination's code and dates finds
 * a deal at or below its explore total. An origin's window is indexed once (explore-index.ts, seconds of work:
 * on the server in a worker thread) and kept; each query only scales it to its travellers, rooms and currency
 * (explore-trips.ts, a few milliseconds, in the calling thread).
 */

/** Where indexes are built: worker threads on the server (infra/worker-pool.ts), this thread by default. */
export interface IndexBuilder {
  run(key: ExploreIndexKey): Promise<ExploreIndex>;
  /** Stops the builder's threads; builds asked for afterwards reject. */
  close(): Promise<void>;
}

const inThisThread: IndexBuilder = {
  run: async (key) => buildExploreIndex(key),
  close: async () => {},
};

const unlimited: Semaphore = { tryAcquire: async () => ({ release: async () => {} }) };

/**
 * 128 MB: a month's window of 5–7 nights takes 2 MB, the largest (three months of 8–14 nights) 13.4 MB, so from
 * 9 of the largest to 60 and more of the usual ones.
 */
const INDEX_CACHE_BYTES = 128 * 2 ** 20;

export interface SandboxExploreOptions {
  builder?: IndexBuilder;
  /** Builds allowed in flight at once (uncached explores); beyond them an explore is refused as busy. */
  builds?: Semaphore;
  /** Memory the kept indexes may take together; the least recently used go first. */
  cacheBytes?: number;
}

const indexKey = ({ quoteDay, origin, window, minNights, maxNights, weekend, cabin }: ExploreIndexKey) =>
  [
    quoteDay,
    origin,
    window.firstDeparture,
    window.lastDeparture,
    window.lastReturn,
    minNights,
    maxNights,
    weekend,
    cabin,
  ].join('|');

/**
 * The sandbox's explore. `now` stamps its figures (they are priced at the moment they are asked for); the
 * sandbox's clock (the provider's, SANDBOX_CLOCK_OFFSET_DAYS ahead) gives the day they are priced on, so each
 * day has its own indexes, as the search's prices change with the day.
 */
export function createSandboxExploreSource(
  now: () => Date,
  sandboxClock: Clock,
  { builder = inThisThread, builds = unlimited, cacheBytes = INDEX_CACHE_BYTES }: SandboxExploreOptions = {},
): ExploreSource {
  const indexes = new LRUCache<string, ExploreIndex>({
    maxSize: cacheBytes,
    sizeCalculation: exploreIndexBytes,
  });
  /** Builds under way, so that requests for the same window wait for one build instead of starting their own. */
  const building = new Map<string, Promise<ExploreIndex>>();

  const build = async (key: ExploreIndexKey, text: string) => {
    const permit = await builds.tryAcquire();
    if (!permit) throw new ExploreBusyError();
    try {
      const index = await builder.run(key);
      indexes.set(text, index);
      return index;
    } finally {
      await permit.release();
    }
  };

  const indexFor = (query: ExploreTripQuery): Promise<ExploreIndex> => {
    const { origin, window, minNights, maxNights, weekend, cabin } = query;
    const key = { quoteDay: todayUtc(sandboxClock()), origin, window, minNights, maxNights, weekend, cabin };
    const text = indexKey(key);
    const cached = indexes.get(text);
    if (cached) return Promise.resolve(cached);
    let pending = building.get(text);
    if (!pending) {
      pending = build(key, text).finally(() => building.delete(text));
      building.set(text, pending);
    }
    return pending;
  };

  return {
    findTrips: async (query, signal) => {
      signal.throwIfAborted();
      if (!findCity(query.origin)) {
        throw new TravelProviderError('not_found', `No airport or city found for ${query.origin}.`);
      }
      // A visitor who leaves stops waiting; the build goes on and is kept for the next one.
      const index = await abortable(indexFor(query), signal);
      return exploreTrips(index, query, now().toISOString());
    },
    close: async () => {
      await builder.close();
      // The builds it cut short have given their permits back once they have settled.
      await Promise.allSettled(building.values());
    },
  };
}
