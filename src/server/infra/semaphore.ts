import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

/** Held while work that counts against the limit runs; give it back once, when the work is done. */
export interface Permit {
  release(): Promise<void>;
}

/** A limit on work in flight that refuses instead of queueing: the caller answers "busy" and nothing waits. */
export interface Semaphore {
  /** A permit, or undefined when `permits` are already held. */
  tryAcquire(): Promise<Permit | undefined>;
}

export interface SemaphoreRule {
  /** Distinguishes semaphores that share a store. */
  name: string;
  permits: number;
  /**
   * With Redis: how long a permit lasts unless released first, so an instance that dies holding permits frees
   * them by itself. Longer than the work it guards ever takes.
   */
  leaseMs: number;
}

const KEY_PREFIX = 'tripfit:semaphore:';

function memorySemaphore(permits: number): Semaphore {
  let held = 0;
  return {
    tryAcquire: async () => {
      if (held >= permits) return undefined;
      held += 1;
      let released = false;
      return {
        release: async () => {
          if (released) return;
          released = true;
          held -= 1;
        },
      };
    },
  };
}

/**
 * The holders in one Redis sorted set, each scored with the moment its lease ends on Redis's own clock (instances'
 * clocks may differ): expired leases are dropped, then a permit is taken only while fewer than the limit remain.
 */
const ACQUIRE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local lease = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('ZADD', KEYS[1], now + lease, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], lease)
  return 1
end
return 0
`;

function redisSemaphore(redis: Redis, key: string, rule: SemaphoreRule): Semaphore {
  return {
    tryAcquire: async () => {
      const holder = randomUUID();
      const taken = Number(await redis.eval(ACQUIRE_SCRIPT, 1, key, rule.permits, rule.leaseMs, holder));
      if (taken !== 1) return undefined;
      let released = false;
      return {
        release: async () => {
          if (released) return;
          released = true;
          // Redis away: the lease ends by itself.
          await redis.zrem(key, holder).catch(() => undefined);
        },
      };
    },
  };
}

/** Counted in this process, or in Redis so that every instance shares one limit. */
export function createSemaphore(
  redis: Redis | undefined,
  rule: SemaphoreRule,
  { prefix = KEY_PREFIX }: { prefix?: string } = {},
): Semaphore {
  return redis ? redisSemaphore(redis, prefix + rule.name, rule) : memorySemaphore(rule.permits);
}
