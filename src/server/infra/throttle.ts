import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';

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

/** The time a throttle keeps; injectable so that tests move it instead of waiting. */
export interface ThrottleClock {
  /** Milliseconds on a monotonic clock. Redis throttles read Redis's own clock instead. */
  now(): number;
  /** Waits until a slot may be free. */
  sleep(ms: number): Promise<void>;
}

const realClock: ThrottleClock = { now: () => performance.now(), sleep: (ms) => delay(ms) };

const KEY_PREFIX = 'tripfit:throttle:';
const WINDOW_MS = 1_000;

/**
 * The times slots were taken over the last window. A sliding log rather than fixed windows: fixed windows let
 * a full window's calls at the end of one second and another full window at the start of the next go out
 * within a few milliseconds, twice the provider's rate.
 */
interface SlotLog {
  /** Takes a slot and answers 0, or answers the milliseconds until the oldest slot leaves the window. */
  tryTake(): Promise<number>;
}

function memorySlotLog(limit: number, clock: ThrottleClock): SlotLog {
  const taken: number[] = [];
  return {
    tryTake: async () => {
      const now = clock.now();
      while ((taken[0] ?? Infinity) <= now - WINDOW_MS) taken.shift();
      if (taken.length < limit) {
        taken.push(now);
        return 0;
      }
      return Math.max(1, Math.ceil((taken[0] ?? now) + WINDOW_MS - now));
    },
  };
}

/** The sliding log in one Redis sorted set, checked and updated atomically on Redis's own clock. */
const TAKE_SLOT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return 0
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return math.max(1, tonumber(oldest[2]) + window - now)
`;

function redisSlotLog(redis: Redis, key: string, limit: number): SlotLog {
  return {
    tryTake: async () => Number(await redis.eval(TAKE_SLOT_SCRIPT, 1, key, limit, WINDOW_MS, randomUUID())),
  };
}

interface Waiter {
  grant(): void;
  fail(error: unknown): void;
}

/**
 * A first-come first-served queue in front of a slot log. A caller that gives up leaves the queue at once, so
 * cancelled searches do not spend slots that live requests are waiting for.
 */
function createThrottle(log: SlotLog, clock: ThrottleClock): Throttle {
  const waiters: Waiter[] = [];
  let draining = false;

  async function drain(): Promise<void> {
    draining = true;
    try {
      while (waiters.length > 0) {
        const waitMs = await log.tryTake();
        if (waitMs === 0) waiters.shift()?.grant();
        else await clock.sleep(waitMs);
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
 * Throttles counted in this process, or in Redis so that several instances share one budget. Each rule allows
 * `perSecond` slots in any one second; one throttle per rule name, so every caller shares it.
 */
export function createThrottleFactory(
  redis?: Redis,
  { prefix = KEY_PREFIX, clock = realClock }: { prefix?: string; clock?: ThrottleClock } = {},
): ThrottleFactory {
  const throttles = new Map<string, Throttle>();
  return (rule) => {
    const existing = throttles.get(rule.name);
    if (existing) return existing;
    const throttle = createThrottle(
      redis ? redisSlotLog(redis, prefix + rule.name, rule.perSecond) : memorySlotLog(rule.perSecond, clock),
      clock,
    );
    throttles.set(rule.name, throttle);
    return throttle;
  };
}
