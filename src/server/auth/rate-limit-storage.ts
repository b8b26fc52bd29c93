import { serviceUnavailable } from '../http/api-error';
import type { RateLimiterFactory } from '../infra/rate-limit';

/** Better Auth's custom rate-limit storage contract: one atomic check-and-count per request. */
export interface AuthRateLimitStorage {
  consume(
    key: string,
    rule: { window: number; max: number },
  ): Promise<{ allowed: boolean; retryAfter: number | null }>;
}

/**
 * Counts Better Auth's requests with our limiters: in memory, or in Redis when configured, so every instance
 * counts against the same limits. One limiter per rule (window and max); Better Auth's key names the client
 * and the path.
 */
export function createAuthRateLimitStorage(rateLimiters: RateLimiterFactory): AuthRateLimitStorage {
  return {
    consume: async (key, rule) => {
      const limiter = rateLimiters({
        name: `auth:${rule.window}s:${rule.max}`,
        points: rule.max,
        durationSeconds: rule.window,
      });
      const decision = await limiter.consume(key).catch(() => {
        // The shared store (Redis) is away: refuse clearly rather than let guesses through unmetered.
        throw serviceUnavailable();
      });
      return decision.allowed
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: Math.max(1, Math.ceil(decision.retryAfterMs / 1000)) };
    },
  };
}
