import type { Logger } from './logger';

export interface BackgroundTasks {
  /** Runs `task` without making the caller wait; a failure is logged, never thrown. */
  run(task: Promise<unknown>): void;
  /** Resolves when every task started so far has settled (graceful stop, tests). */
  drain(): Promise<void>;
}

/**
 * Work an answer should not wait for, such as mail after a sign-up: the answer then takes as long whether the
 * address was new or taken, so its timing does not tell who has an account.
 */
export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run: (task) => {
      const tracked = task.catch((error: unknown) => logger.error({ err: error }, 'background task failed'));
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
    drain: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
