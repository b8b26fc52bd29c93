import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface BackoffRule {
  /** Distinguishes backoffs that share a store. */
  name: string;
  /** Failures allowed before each further try must wait. */
  freeFailures: number;
  /** The wait after the first failure that is not free; it doubles with each further failure. */
  firstDelaySeconds: number;
  /** Failures older than this are forgotten. */
  windowSeconds: number;
  /** The longest wait, so whoever fails on purpose cannot keep the owner out for longer. */
  maxDelaySeconds: number;
}

/** The wait after the `failures`-th failure in a row: none while free, then doubling up to the cap. */
export function backoffDelaySeconds(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.firstDelaySeconds * 2 ** (failures - rule.freeFailures), rule.maxDelaySeconds);
}

export interface AttemptBackoff {
  /** Milliseconds `key` must still wait before its next try; 0 when it may try now. */
  waitMs(key: string): Promise<number>;
  failed(key: string): Promise<void>;
  /** A success forgets the failures. */
  succeeded(key: string): Promise<void>;
}

const KEY_PREFIX = 'tripfit:backoff:';

/** Failures in a row per key, and the wait they impose, in memory or in Redis so every instance sees them. */
export function createAttemptBackoff(redis: Redis | undefined, rule: BackoffRule): AttemptBackoff {
  const store = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const options = { keyPrefix: `${KEY_PREFIX}${rule.name}:${name}`, points, duration };
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
  };
  // A counter that never refuses: only the number of failures within the window matters.
  const failures = store('failures', Number.MAX_SAFE_INTEGER, rule.windowSeconds);
  // One point, spent by block(): while blocked, get() reports more consumed points than it has.
  const waits = store('waits', 1, rule.maxDelaySeconds);
  return {
    waitMs: async (key) => {
      const state = await waits.get(key);
      return state && state.consumedPoints > 1 ? state.msBeforeNext : 0;
    },
    failed: async (key) => {
      const { consumedPoints } = await failures.penalty(key, 1);
      const delay = backoffDelaySeconds(consumedPoints, rule);
      if (delay > 0) await waits.block(key, delay);
    },
    succeeded: async (key) => {
      await Promise.all([failures.delete(key), waits.delete(key)]);
    },
  };
}
