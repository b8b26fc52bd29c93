import type { MiddlewareHandler } from 'hono';
import type { RateLimiter } from '../infra/rate-limit';
import { ApiError, serviceUnavailable } from './api-error';
import { clientIp } from './client-ip';
import type { TrustProxy } from './trust-proxy';

/** Refuses a client over its limit with a 429 in the error shape and a Retry-After header. */
export function rateLimitPerClient(
  limiter: RateLimiter,
  trustProxy: TrustProxy,
  message: string,
): MiddlewareHandler {
  return async (c, next) => {
    const decision = await limiter.consume(clientIp(c, trustProxy)).catch(() => {
      // The shared store (Redis) is away: refuse clearly rather than let requests through unmetered.
      throw serviceUnavailable();
    });
    if (!decision.allowed) {
      const seconds = String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
      throw new ApiError(429, 'rate_limited', message, { 'Retry-After': seconds });
    }
    await next();
  };
}
