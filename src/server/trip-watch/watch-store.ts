import { and, asc, count, eq, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { unsubscribeTripSchema } from '../../core/api/trip-watches';
import { fallbackLanguage, languages, type LanguageCode } from '../../core/languages';
import type { SavedSearch } from '../../core/saved-search';
import { hasDeparted, watchRules, type WatchFailures, type WatchMemory } from '../../core/trip-watch';
import { lockOwner } from '../accounts/owner-lock';
import { toSavedSearch, withHistories, type TripWatchRow } from '../accounts/saved-searches';
import type { Db } from '../db/client';
import { readWatchHistories } from './watch-history';
import { profiles, savedSearches, tripWatchChecks, tripWatches, user } from '../db/schema';

/** Every query that starts from a user takes the owner's id: nobody reaches someone else's watch. */

export type SetWatchingOutcome =
  | { kind: 'set'; search: SavedSearch; jobId: string | null }
  | { kind: 'missing' }
  | { kind: 'departed' }
  | { kind: 'limit' };

/** A watch whose last check went well, or that starts afresh. */
const noFailures = { failedChecks: 0, failingSince: null, retryAt: null } as const;

/**
 * Turns the owner's watch on or off. On: refused once the owner watches `watchRules.watchedTripsPerAccount`
 * other trips, and otherwise afresh, clearing an earlier end or pause.
 */
export async function setWatching(
  db: Db,
  userId: string,
  savedSearchId: string,
  watching: boolean,
  context: { today: string; language?: LanguageCode },
): Promise<SetWatchingOutcome> {
  const [owned] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, userId)));
  if (!owned) return { kind: 'missing' };
  if (!watching) {
    const [watch] = await db
      .update(tripWatches)
      .set({ watching })
      .where(eq(tripWatches.savedSearchId, savedSearchId))
      .returning();
    return { kind: 'set', search: await withHistory(db, owned, watch), jobId: watch?.jobId ?? null };
  }
  if (hasDeparted(owned.departureDate, context.today)) return { kind: 'departed' };
  const watch = await db.transaction(async (tx): Promise<TripWatchRow | 'limit' | undefined> => {
    await lockOwner(tx, userId);
    const [others] = await tx
      .select({ total: count() })
      .from(tripWatches)
      .innerJoin(savedSearches, eq(savedSearches.id, tripWatches.savedSearchId))
      .where(
        and(
          eq(savedSearches.userId, userId),
          eq(tripWatches.watching, true),
          ne(tripWatches.savedSearchId, savedSearchId),
        ),
      );
    if ((others?.total ?? 0) >= watchRules.watchedTripsPerAccount) return 'limit';
    const [row] = await tx
      .insert(tripWatches)
      .values({ savedSearchId, watching, language: context.language })
      .onConflictDoUpdate({
        target: tripWatches.savedSearchId,
        // A job queued before it was turned off was removed then; the next sweep queues a fresh one.
        set: {
          watching,
          ended: null,
          ...noFailures,
          jobId: null,
          queuedAt: null,
          ...(context.language ? { language: context.language } : {}),
        },
      })
      .returning();
    return row;
  });
  if (watch === 'limit') return { kind: 'limit' };
  // Watched again, the card keeps the checks it had.
  return { kind: 'set', search: await withHistory(db, owned, watch), jobId: null };
}

/** One saved search with its watch and that watch's history (the answer to turning it on or off). */
async function withHistory(
  db: Db,
  search: typeof savedSearches.$inferSelect,
  watch: TripWatchRow | undefined,
): Promise<SavedSearch> {
  const histories = watch ? await readWatchHistories(db, [search.id]) : undefined;
  return toSavedSearch(search, watch, histories?.get(search.id));
}

/** The owner's trips that are or were watched, departure soonest first (the profile's list). */
export async function listWatchedTrips(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select({ search: savedSearches, watch: tripWatches })
    .from(tripWatches)
    .innerJoin(savedSearches, eq(savedSearches.id, tripWatches.savedSearchId))
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.departureDate), asc(savedSearches.id));
  return withHistories(db, rows);
}

export interface UnwatchedTrip {
  flightFromName: string;
  flightToName: string;
  departureDate: string;
}

export type UnsubscribeTrip = z.infer<typeof unsubscribeTripSchema>['trip'];

/** What the unsubscribe link is about, changing nothing: the trip and whether it is watched; null when gone. */
export async function unsubscribeTrip(db: Db, savedSearchId: string): Promise<UnsubscribeTrip> {
  const [row] = await db
    .select({ search: savedSearches, watching: tripWatches.watching })
    .from(savedSearches)
    .leftJoin(tripWatches, eq(tripWatches.savedSearchId, savedSearches.id))
    .where(eq(savedSearches.id, savedSearchId));
  if (!row) return null;
  const { search } = row;
  return {
    ...(search.searchName ? { searchName: search.searchName } : {}),
    flightFromName: search.flightFromName,
    flightToName: search.flightToName,
    departureDate: search.departureDate,
    ...(search.returnDate ? { returnDate: search.returnDate } : {}),
    isOneWay: search.isOneWay,
    watching: row.watching ?? false,
  };
}

/** The unsubscribe link's action: that watch off, whoever follows the link. Null when the search is gone. */
export async function stopWatching(db: Db, savedSearchId: string): Promise<UnwatchedTrip | null> {
  await db.update(tripWatches).set({ watching: false }).where(eq(tripWatches.savedSearchId, savedSearchId));
  const [trip] = await db
    .select({
      flightFromName: savedSearches.flightFromName,
      flightToName: savedSearches.flightToName,
      departureDate: savedSearches.departureDate,
    })
    .from(savedSearches)
    .where(eq(savedSearches.id, savedSearchId));
  return trip ?? null;
}

/** The queued jobs of these saved searches' watches (read before the searches go, to remove the jobs too). */
export async function watchJobIds(
  db: Db,
  where: { userId: string; savedSearchId?: string },
): Promise<string[]> {
  const rows = await db
    .select({ jobId: tripWatches.jobId })
    .from(tripWatches)
    .innerJoin(savedSearches, eq(savedSearches.id, tripWatches.savedSearchId))
    .where(
      and(
        eq(savedSearches.userId, where.userId),
        where.savedSearchId ? eq(savedSearches.id, where.savedSearchId) : undefined,
        isNotNull(tripWatches.jobId),
      ),
    );
  return rows.flatMap((row) => (row.jobId ? [row.jobId] : []));
}

export interface WatchTiming {
  /** Epoch milliseconds of this pass. */
  now: number;
  /** How long after a finished check the next one is due. */
  intervalMs: number;
  /** How long a started check keeps others off before it counts as abandoned. */
  leaseMs: number;
}

const dueAndFree = (timing: WatchTiming) =>
  and(
    eq(tripWatches.watching, true),
    // After a failed check the backoff's moment decides; otherwise ALERTS_INTERVAL after the last good check.
    or(
      and(isNotNull(tripWatches.retryAt), lte(tripWatches.retryAt, new Date(timing.now))),
      and(
        isNull(tripWatches.retryAt),
        or(
          isNull(tripWatches.checkedAt),
          lte(tripWatches.checkedAt, new Date(timing.now - timing.intervalMs)),
        ),
      ),
    ),
    or(
      isNull(tripWatches.checkStartedAt),
      lt(tripWatches.checkStartedAt, new Date(timing.now - timing.leaseMs)),
    ),
  );

/**
 * A queued check outlives its retries (five, from a minute, doubling) well within this; a watch whose job is
 * older was lost with it (an expired or dead job) and is queued again.
 */
const QUEUED_JOB_HORIZON_MS = 2 * 3_600_000;

/**
 * Watches due for a check that no one is checking and no job waits for, owner by owner: each owner's longest
 * waiting first, then each one's second, and so on, so one account's many watches never hold back another's.
 */
export async function dueWatchIds(db: Db, timing: WatchTiming, limit: number): Promise<string[]> {
  const longestWaitingFirst = sql`${tripWatches.checkedAt} asc nulls first`;
  const due = db
    .select({
      id: tripWatches.savedSearchId,
      checkedAt: tripWatches.checkedAt,
      turn: sql<number>`row_number() over (partition by ${savedSearches.userId} order by ${longestWaitingFirst}, ${tripWatches.savedSearchId})`.as(
        'turn',
      ),
    })
    .from(tripWatches)
    .innerJoin(savedSearches, eq(savedSearches.id, tripWatches.savedSearchId))
    .where(
      and(
        dueAndFree(timing),
        or(
          isNull(tripWatches.queuedAt),
          lt(tripWatches.queuedAt, new Date(timing.now - QUEUED_JOB_HORIZON_MS)),
        ),
      ),
    )
    .as('due');
  const rows = await db
    .select({ id: due.id })
    .from(due)
    .orderBy(asc(due.turn), sql`${due.checkedAt} asc nulls first`, asc(due.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function rememberJob(db: Db, savedSearchId: string, jobId: string, now: number): Promise<void> {
  await db
    .update(tripWatches)
    .set({ jobId, queuedAt: new Date(now) })
    .where(eq(tripWatches.savedSearchId, savedSearchId));
}

/**
 * A watch one check holds: the search, where and in which language to mail, what the last mail said, and the
 * checks that failed in a row before this one.
 */
export interface ClaimedWatch {
  search: SavedSearch;
  email: string;
  language: LanguageCode;
  memory: WatchMemory;
  failures: WatchFailures;
}

const isLanguage = (code: string | null | undefined): code is LanguageCode =>
  languages.some((language) => language.code === code);

/**
 * Takes the lease of a due watch in one statement, so of several instances (or a retried job) exactly one
 * checks it this period; undefined when it is not due, not watched, gone, or someone else holds it.
 */
export async function claimWatch(
  db: Db,
  savedSearchId: string,
  timing: WatchTiming,
): Promise<ClaimedWatch | undefined> {
  const [claimed] = await db
    .update(tripWatches)
    .set({ checkStartedAt: new Date(timing.now) })
    .where(and(eq(tripWatches.savedSearchId, savedSearchId), dueAndFree(timing)))
    .returning();
  if (!claimed) return undefined;
  const [row] = await db
    .select({ search: savedSearches, email: user.email, language: profiles.preferredLanguage })
    .from(savedSearches)
    .innerJoin(user, eq(user.id, savedSearches.userId))
    .leftJoin(profiles, eq(profiles.id, savedSearches.userId))
    .where(eq(savedSearches.id, savedSearchId));
  if (!row) return undefined;
  return {
    search: toSavedSearch(row.search, claimed),
    email: row.email,
    language: [claimed.language, row.language].find(isLanguage) ?? fallbackLanguage,
    memory: { lastMailedTotal: claimed.lastMailedTotal, lastMailedDay: claimed.lastMailedDay },
    failures: { failedChecks: claimed.failedChecks, failingSince: claimed.failingSince?.getTime() ?? null },
  };
}

/** A check has ended one way or another: its lease is given back and its job is over. */
export const leaseAndJobDone = { checkStartedAt: null, jobId: null, queuedAt: null } as const;

/**
 * The check is done: what it found, no failures in a row any more, and the lease given back; the same moment and
 * total join the watch's history (a retried check at the same moment writes it once).
 */
export async function finishCheck(
  db: Db,
  savedSearchId: string,
  outcome: { checkedAt: number; bestTotal: number | null },
): Promise<void> {
  const checkedAt = new Date(outcome.checkedAt);
  await db.transaction(async (tx) => {
    await tx
      .update(tripWatches)
      .set({ checkedAt, bestTotal: outcome.bestTotal, ...noFailures, ...leaseAndJobDone })
      .where(eq(tripWatches.savedSearchId, savedSearchId));
    await tx
      .insert(tripWatchChecks)
      .values({ savedSearchId, checkedAt, bestTotal: outcome.bestTotal })
      .onConflictDoUpdate({
        target: [tripWatchChecks.savedSearchId, tripWatchChecks.checkedAt],
        set: { bestTotal: outcome.bestTotal },
      });
  });
}

/** The check failed: the lease goes back so the job's retry (or the next pass) can take it. */
export async function releaseWatch(db: Db, savedSearchId: string): Promise<void> {
  await db
    .update(tripWatches)
    .set({ checkStartedAt: null })
    .where(eq(tripWatches.savedSearchId, savedSearchId));
}

/** The trip has left: watching stops by itself, and the card says why. */
export async function endWatch(db: Db, savedSearchId: string): Promise<void> {
  await db
    .update(tripWatches)
    .set({ watching: false, ended: 'departed', ...leaseAndJobDone })
    .where(eq(tripWatches.savedSearchId, savedSearchId));
}

/**
 * Books today's mail before sending it: true for the one caller that may send. A retried job, or another
 * instance, finds today's mail taken and sends nothing.
 */
export async function takeMailSlot(
  db: Db,
  savedSearchId: string,
  today: string,
  total: number,
): Promise<boolean> {
  const taken = await db
    .update(tripWatches)
    .set({ lastMailedDay: today, lastMailedTotal: total })
    .where(
      and(
        eq(tripWatches.savedSearchId, savedSearchId),
        or(isNull(tripWatches.lastMailedDay), lt(tripWatches.lastMailedDay, today)),
      ),
    )
    .returning({ id: tripWatches.savedSearchId });
  return taken.length > 0;
}

/** The mail could not be sent: today's slot goes back to what it was, so a retry may send it. */
export async function returnMailSlot(db: Db, savedSearchId: string, memory: WatchMemory): Promise<void> {
  await db
    .update(tripWatches)
    .set({ lastMailedDay: memory.lastMailedDay, lastMailedTotal: memory.lastMailedTotal })
    .where(eq(tripWatches.savedSearchId, savedSearchId));
}
