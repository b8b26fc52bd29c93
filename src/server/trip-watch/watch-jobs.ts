import { PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import type { Logger } from '../infra/logger';
import type { WatchCheckOutcome } from './check-trip-watch';
import { dueWatchIds, rememberJob, type WatchTiming } from './watch-store';

/** The queues: one sweep finds the due watches, one job per watch checks it. */
export const watchQueues = { sweep: 'trip-watch-sweep', check: 'trip-watch-check' } as const;

/** The sweep runs every five minutes; ALERTS_INTERVAL decides which watches it finds due. */
const SWEEP_CRON = '*/5 * * * *';
/** At most this many checks are queued by one sweep; the rest wait for the next. */
const SWEEP_LIMIT = 500;

export interface WatchJobOptions {
  database: Database;
  logger: Logger;
  /** Whether this process sweeps on the schedule and works the checks (ALERTS_ENABLED). */
  enabled: boolean;
  intervalMs: number;
  /** One check: the watch's search and mail (checkTripWatch with its dependencies). */
  check(savedSearchId: string, timing: WatchTiming): Promise<WatchCheckOutcome>;
  now?: () => number;
  /** Seconds before a failed check's first retry; it doubles after each (pg-boss backoff). */
  retryDelaySeconds?: number;
  /** Told what each check did (metrics); 'failed' also for a check that threw. */
  onCheck?: (outcome: WatchCheckOutcome) => void;
}

export type PassSummary = Record<WatchCheckOutcome | 'queued', number>;

export interface WatchJobs {
  start(): Promise<void>;
  /** Queues a check for every due watch (what the schedule does); how many were queued. */
  queueDue(): Promise<number>;
  /** One pass: queue every due watch, work the checks until none is ready, then return what happened. */
  runOnce(): Promise<PassSummary>;
  /** Checks queued or waiting for a retry. */
  pendingChecks(): Promise<number>;
  /** Removes the queued checks of watches that were turned off or deleted. */
  forget(jobIds: readonly string[]): Promise<void>;
  stop(): Promise<void>;
}

interface CheckJob {
  savedSearchId: string;
}

/** A started check may run this long before another instance may take the watch over. */
export const CHECK_LEASE_MS = 5 * 60_000;

/**
 * pg-boss 12 cannot migrate the schema pg-boss 10 left ('pgboss', version 24; its oldest starting point is 25), so
 * it keeps its own. Nothing is lost: the queue holds only checks derived from trip_watches, and a watch whose
 * check was queued in the old schema is queued again here once QUEUED_JOB_HORIZON_MS has passed.
 */
const QUEUE_SCHEMA = 'pgboss_v12';
/** More checks than are ever queued at once (SWEEP_LIMIT per five minutes); findJobs stops at 1,000 by default. */
const PENDING_COUNT_LIMIT = 100_000;

/**
 * Trip watching on pg-boss, in the database TripFit already has (PostgreSQL, or the embedded one in this single
 * process): cron-like schedules shared by every instance, retries with backoff, and SKIP LOCKED fetching, so each
 * queued check runs in one place. A sweep queues only watches without a queued check (and the 'stately' policy
 * keyed by the saved search backs that up); the check's own lease makes a second check in a period a no-op.
 */
export function createWatchJobs(options: WatchJobOptions): WatchJobs {
  const { database, logger, enabled } = options;
  const now = options.now ?? Date.now;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: QUEUE_SCHEMA,
    schedule: enabled,
    supervise: enabled,
  });
  boss.on('error', (error) => logger.warn({ err: error }, 'trip-watch job queue error'));

  const timing = (): WatchTiming => ({ now: now(), intervalMs: options.intervalMs, leaseMs: CHECK_LEASE_MS });

  async function sweep(): Promise<number> {
    let queued = 0;
    const at = timing();
    for (const savedSearchId of await dueWatchIds(database.db, at, SWEEP_LIMIT)) {
      const jobId = await boss.send(watchQueues.check, { savedSearchId } satisfies CheckJob, {
        singletonKey: savedSearchId,
      });
      if (jobId) {
        await rememberJob(database.db, savedSearchId, jobId, at.now);
        queued++;
      }
    }
    return queued;
  }

  const check = async (job: CheckJob): Promise<WatchCheckOutcome> => {
    const outcome = await options.check(job.savedSearchId, timing()).catch((error: unknown) => {
      options.onCheck?.('failed');
      throw error;
    });
    options.onCheck?.(outcome);
    return outcome;
  };

  return {
    start: async () => {
      // pg-boss sets up its schema on a first start and a partition per queue; two instances doing either
      // together collide in PostgreSQL's catalog (a duplicate key, a deadlock), so they take turns as with
      // migrations.
      await database.exclusively(async () => {
        await boss.start();
        await boss.createQueue(watchQueues.sweep, { policy: 'short' });
        await boss.createQueue(watchQueues.check, {
          policy: 'stately',
          retryLimit: 5,
          retryDelay: options.retryDelaySeconds ?? 60,
          retryBackoff: true,
          expireInSeconds: Math.ceil(CHECK_LEASE_MS / 1000),
        });
        if (enabled) await boss.schedule(watchQueues.sweep, SWEEP_CRON);
      });
      if (!enabled) return;
      await boss.work(watchQueues.sweep, { pollingIntervalSeconds: 30 }, async () => {
        const queued = await sweep();
        if (queued > 0) logger.info({ queued }, 'trip watches queued for a check');
      });
      await boss.work<CheckJob>(
        watchQueues.check,
        { pollingIntervalSeconds: 5, batchSize: 1 },
        async (jobs) => {
          for (const job of jobs) {
            const outcome = await check(job.data).catch((error: unknown) => {
              logger.warn({ err: error }, 'a trip watch check failed; pg-boss retries it later');
              throw error;
            });
            logger.info({ outcome }, 'trip watch checked');
          }
        },
      );
      // Watches that fell due while no server ran are queued now, not at the next five-minute mark.
      await sweep();
    },
    queueDue: sweep,
    pendingChecks: async () =>
      (await boss.findJobs(watchQueues.check, { queued: true, limit: PENDING_COUNT_LIMIT })).length,
    runOnce: async () => {
      const summary: PassSummary = {
        queued: 0,
        skipped: 0,
        ended: 0,
        checked: 0,
        mailed: 0,
        failed: 0,
        paused: 0,
      };
      summary.queued = await sweep();
      for (;;) {
        const [job] = await boss.fetch<CheckJob>(watchQueues.check, { batchSize: 1 });
        if (!job) break;
        try {
          summary[await check(job.data)]++;
          await boss.complete(watchQueues.check, job.id);
        } catch (error) {
          summary.failed++;
          logger.warn({ err: error }, 'a trip watch check failed; it is retried later');
          await boss.fail(watchQueues.check, job.id, {
            error: error instanceof Error ? error.name : 'Error',
          });
        }
      }
      return summary;
    },
    forget: async (jobIds) => {
      if (jobIds.length > 0) await boss.deleteJob(watchQueues.check, [...jobIds]);
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
