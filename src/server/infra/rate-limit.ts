import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type RateLimitDecision =
  { allowed: true; remaining: number } | { allowed: false; retryAfterMs: number };

export interface RateLimiter {
  /** Takes one point for `key`; refused once `points` were taken within `durationSeconds`. */
  consume(key: string): Promise<RateLimitDecision>;
}

export interface RateLimitRule {
  /** Distinguishes limiters that share a store. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type RateLimiterFactory = (rule: RateLimitRule) => RateLimiter;

const KEY_PREFIX = 'tripfit:rl:';

export interface RateLimiterFactoryOptions {
  prefix?: string;
  /** Told each time a limiter refuses, with the rule's name (for metrics). */
  onReject?: (name: string) => void;
}

/** Limiters live in this process, or in Redis so that several instances count together. */
export function createRateLimiterFactory(
  redis?: Redis,
  { prefix = KEY_PREFIX, onReject }: RateLimiterFactoryOptions = {},
): RateLimiterFactory {
  // One limiter per rule name, so every caller in this process counts against the same points.
  const limiters = new Map<string, RateLimiter>();
  return (rule) => {
    const existing = limiters.get(rule.name);
    if (existing) return existing;
    const options = { keyPrefix: prefix + rule.name, points: rule.points, duration: rule.durationSeconds };
    const limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis })
      : new RateLimiterMemory(options);
    const rateLimiter: RateLimiter = {
      consume: async (key) => {
        try {
          const result = await limiter.consume(key);
          return { allowed: true, remaining: result.remainingPoints };
        } catch (rejection) {
          // The library rejects with RateLimiterRes when over the limit, and with an Error when the store fails.
          if (rejection instanceof RateLimiterRes) {
            onReject?.(rule.name);
            return { allowed: false, retryAfterMs: rejection.msBeforeNext };
          }
          throw rejection;
        }
      },
    };
    limiters.set(rule.name, rateLimiter);
    return rateLimiter;
  };
}
