import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSemaphore, type Semaphore, type SemaphoreRule } from '../../src/server/infra/semaphore';
import { testRedisUrl } from './helpers/backends';

const rule: SemaphoreRule = { name: 'work', permits: 2, leaseMs: 60_000 };

/** Asks for `count` permits at once: whether each was given. */
async function takeAll(semaphore: Semaphore, count: number) {
  const permits = await Promise.all(Array.from({ length: count }, () => semaphore.tryAcquire()));
  return permits.map((permit) => permit !== undefined);
}

describe('semaphore (memory)', () => {
  it('hands out its permits, refuses the next at once, and takes a permit back once however often released', async () => {
    const semaphore = createSemaphore(undefined, rule);
    const first = await semaphore.tryAcquire();
    expect(await takeAll(semaphore, 2)).toEqual([true, false]);
    await first?.release();
    await first?.release();
    expect(await takeAll(semaphore, 2)).toEqual([true, false]);
  });
});

describe.skipIf(!testRedisUrl)('semaphore (Redis)', () => {
  const redis = new Redis(testRedisUrl ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  beforeAll(() => redis.connect());
  afterAll(() => redis.quit());
  /** Redis's own clock in milliseconds, which leases are read against. */
  const redisNowMs = async () => {
    const [seconds = 0, micros = 0] = (await redis.time()).map(Number);
    return seconds * 1000 + Math.floor(micros / 1000);
  };

  it('shares its permits between instances, and takes a permit back once however often released', async () => {
    const prefix = `tripfit-test:${randomUUID()}:`;
    const one = createSemaphore(redis, rule, { prefix });
    const other = createSemaphore(redis, rule, { prefix });
    const first = await one.tryAcquire();
    expect(await takeAll(other, 1)).toEqual([true]);
    expect(await takeAll(one, 1)).toEqual([false]);
    await first?.release();
    await first?.release();
    expect(await takeAll(other, 2)).toEqual([true, false]);
  });

  it("frees the permits of an instance that died holding them once their leases end on Redis's clock", async () => {
    const prefix = `tripfit-test:${randomUUID()}:`;
    const key = `${prefix}${rule.name}`;
    const died = createSemaphore(redis, rule, { prefix });
    expect(await takeAll(died, 2)).toEqual([true, true]);
    const alive = createSemaphore(redis, rule, { prefix });
    expect(await takeAll(alive, 1)).toEqual([false]);
    // The leases ran out: each holder's end moved to a moment Redis's clock has passed.
    const passed = String((await redisNowMs()) - 1);
    for (const holder of await redis.zrange(key, '0', '-1')) await redis.zadd(key, passed, holder);
    expect(await takeAll(alive, 3)).toEqual([true, true, false]);
  });

  it('gives every permit a lease that ends after leaseMs', async () => {
    const prefix = `tripfit-test:${randomUUID()}:`;
    const semaphore = createSemaphore(redis, rule, { prefix });
    const before = await redisNowMs();
    await semaphore.tryAcquire();
    const after = await redisNowMs();
    const [, end] = await redis.zrange(`${prefix}${rule.name}`, '0', '0', 'WITHSCORES');
    expect(Number(end)).toBeGreaterThanOrEqual(before + rule.leaseMs);
    expect(Number(end)).toBeLessThanOrEqual(after + rule.leaseMs);
  });
});
