import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { runsFromSource, serverModulePath } from '../app-root';
import type { Logger } from './logger';

/** A function a worker module exports as its default: one task in, its result out (both structured-cloneable). */
type WorkerTask = (task: never) => unknown;

/** CPU-heavy work on worker threads (piscina), so the request thread keeps answering while it runs. */
export interface WorkerPool<Work extends WorkerTask> {
  run(task: Parameters<Work>[0]): Promise<Awaited<ReturnType<Work>>>;
  /** Threads alive now: none before the first task, after `idleTimeoutMs` without one, and after close. */
  threadCount(): number;
  /** Ends every thread at once (tasks still running reject); later runs reject. */
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** The worker's module under src/server, without extension, e.g. 'travel/sandbox/explore-worker'. */
  module: string;
  logger: Logger;
  maxThreads?: number;
  /** How long an idle thread is kept for the next task (starting one costs its module's load). */
  idleTimeoutMs?: number;
}

/** Every core but one: the request thread keeps a core of its own for answering while workers are busy. */
export const workerThreadsFor = (cores: number): number => Math.max(1, cores - 1);

/**
 * Workers run at a lower priority than the request thread (Linux, through piscina's optional @napi-rs/nice), so
 * when they and the request thread want the same core, the request thread gets it.
 */
const WORKER_NICENESS = 10;

export function createWorkerPool<Work extends WorkerTask>({
  module,
  logger,
  maxThreads = workerThreadsFor(availableParallelism()),
  idleTimeoutMs = 5 * 60_000,
}: WorkerPoolOptions): WorkerPool<Work> {
  const pool = new Piscina({
    filename: serverModulePath(module),
    // From source the module is TypeScript: the worker loads it through tsx, as `npm run dev` and the tests do.
    ...(runsFromSource ? { execArgv: ['--import', 'tsx'] } : {}),
    minThreads: 0,
    maxThreads,
    idleTimeout: idleTimeoutMs,
    niceIncrement: WORKER_NICENESS,
  });
  // A worker that fails outside a task: logged, never an unhandled 'error' that would end the process.
  pool.on('error', (error: unknown) => logger.error({ err: error, module }, 'worker thread failed'));
  let closed = false;
  return {
    run: (task) =>
      closed
        ? Promise.reject(new Error(`The ${module} worker pool is closed`))
        : (pool.run(task) as Promise<Awaited<ReturnType<Work>>>),
    threadCount: () => pool.threads.length,
    close: async () => {
      closed = true;
      await pool.destroy();
    },
  };
}
