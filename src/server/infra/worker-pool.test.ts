import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type double from './worker-pool.fixture';
import { createLogger } from './logger';
import { createWorkerPool, workerThreadsFor } from './worker-pool';

describe('worker pools', () => {
  it('keeps one core for the request thread, and gives a one-core machine one worker', () => {
    expect([1, 2, 4, 16].map(workerThreadsFor)).toEqual([1, 1, 3, 15]);
  });

  it('runs tasks on another thread, starting threads only when needed and ending them on close', async () => {
    const pool = createWorkerPool<typeof double>({
      module: 'infra/worker-pool.fixture',
      logger: createLogger('silent'),
      maxThreads: 1,
    });
    expect(pool.threadCount()).toBe(0);
    const answer = await pool.run({ value: 21 });
    expect(answer.doubled).toBe(42);
    expect(answer.threadId).not.toBe(threadId);
    expect(pool.threadCount()).toBe(1);

    await pool.close();
    expect(pool.threadCount()).toBe(0);
    await expect(pool.run({ value: 1 })).rejects.toThrow(
      'The infra/worker-pool.fixture worker pool is closed',
    );
  });
});
