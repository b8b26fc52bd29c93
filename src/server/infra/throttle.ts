import type { Redis } from 'ioredis';
import { setTimeout as delay } from 'node:timers/promises';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** A client-side request budget: callers wait for a free slot instead of being refused. */
export interface Throttle {
  /** Resolves once a slot is taken; rejects with the signal's reason when aborted while waiting. */
  acquire(signal: AbortSignal): Promise<void>;
}

export interface ThrottleRule {
  /** Distinguishes throttles that share a store. */
  name: string;
  perSecond: number;
}

export type ThrottleFactory = (rule: ThrottleRule) => Throttle;

const KEY_PREFIX = 'tripfit:throttle:';
const KEY = 'all';

interface Waiter {
  grant(): void;
  fail(error: unknown): void;
}

/** Milliseconds until a slot frees up, or 0 when one was just taken. */
async function tryConsume(limiter: RateLimiterAbstract): Promise<number> {
  try {
    await limiter.consume(KEY);
    return 0;
  } catch (rejection) {
    // The library rejects with RateLimiterRes when over the limit, and with an Error when the store fails.
    if (rejection instanceof RateLimiterRes) return Math.max(1, rejection.msBeforeNext);
    throw rejection;
  }
}

/**
 * A first-come first-served queue in front of a rate-limiter-flexible limiter. Unlike the library's
 * RateLimiterQueue, a caller that gives up leaves the queue at once, so cancelled searches do not spend slots
 * that live requests are waiting for.
 */
function createThrottle(limiter: RateLimiterAbstract): Throttle {
  const waiters: Waiter[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (waiters.length > 0) {
        const waitMs = await tryConsume(limiter);
        if (waitMs === 0) waiters.shift()?.grant();
        else await delay(waitMs);
      }
    } catch (error) {
      for (const waiter of waiters.splice(0)) waiter.fail(error);
    } finally {
      draining = false;
    }
  }

  return {
    acquire: (signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal.aborted) {
          reject(signal.reason);
          return;
        }
        const onAbort = () => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(signal.reason);
        };
        const waiter: Waiter = {
          grant: () => {
            signal.removeEventListener('abort', onAbort);
            resolve();
          },
          fail: (error) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
          },
        };
        signal.addEventListener('abort', onAbort, { once: true });
        waiters.push(waiter);
        if (!draining) void drain();
      }),
  };
}

/**
 * Throttles counted in this process, or in Redis so that several instances share one budget. Each rule gets a
 * fixed one-second window of `perSecond` slots; one throttle per rule name, so every caller shares it.
 */
export function createThrottleFactory(redis?: Redis, prefix = KEY_PREFIX): ThrottleFactory {
  const throttles = new Map<string, Throttle>();
  return (rule) => {
    const existing = throttles.get(rule.name);
    if (existing) return existing;
    const options = { keyPrefix: prefix + rule.name, points: rule.perSecond, duration: 1 };
    const throttle = createThrottle(
      redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options),
    );
    throttles.set(rule.name, throttle);
    return throttle;
  };
}
