import { and, eq } from 'drizzle-orm';
import type { FailedCheck, WatchFailures } from '../../core/trip-watch';
import type { Db } from '../db/client';
import { tripWatches } from '../db/schema';
import { leaseAndJobDone } from './watch-store';

/** A watch's failed checks (core/trip-watch.ts afterFailedCheck): the backoff, the pause, and its undoing. */

/** The search failed: counted, the next check due when the backoff says, and the lease given back. */
export async function recordFailedCheck(
  db: Db,
  savedSearchId: string,
  failed: Extract<FailedCheck, { kind: 'retry' }>,
): Promise<void> {
  await db
    .update(tripWatches)
    .set({
      failedChecks: failed.failedChecks,
      failingSince: new Date(failed.failingSince),
      retryAt: new Date(failed.retryAt),
      ...leaseAndJobDone,
    })
    .where(eq(tripWatches.savedSearchId, savedSearchId));
}

/**
 * Its checks failed for days: the watch stops until its owner turns it on again. True for the one caller that
 * paused it (and so mails the owner); false when the owner turned it off meanwhile.
 */
export async function pauseWatch(
  db: Db,
  savedSearchId: string,
  failed: Extract<FailedCheck, { kind: 'pause' }>,
): Promise<boolean> {
  const paused = await db
    .update(tripWatches)
    .set({
      watching: false,
      ended: 'paused',
      failedChecks: failed.failedChecks,
      failingSince: new Date(failed.failingSince),
      retryAt: null,
      // The job stays noted: should the mail fail, its retry checks the watch again (turning on clears it).
      checkStartedAt: null,
    })
    .where(and(eq(tripWatches.savedSearchId, savedSearchId), eq(tripWatches.watching, true)))
    .returning({ id: tripWatches.savedSearchId });
  return paused.length > 0;
}

/**
 * The mail saying so could not be sent: the watch is on again as it was, due at once, so the job's retry checks
 * it and pauses it (and mails) then.
 */
export async function undoPause(
  db: Db,
  savedSearchId: string,
  before: { failures: WatchFailures; now: number },
): Promise<void> {
  const { failedChecks, failingSince } = before.failures;
  await db
    .update(tripWatches)
    .set({
      watching: true,
      ended: null,
      failedChecks,
      failingSince: failingSince === null ? null : new Date(failingSince),
      retryAt: new Date(before.now),
    })
    .where(eq(tripWatches.savedSearchId, savedSearchId));
}
