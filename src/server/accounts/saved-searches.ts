import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { WatchCheckPoint } from '../../core/price-history';
import type { SavedSearch, SavedSearchInput, SavedSearchPage } from '../../core/saved-search';
import { savedSearchLimits } from '../../core/search-limits';
import { unwatched, type TripWatchState } from '../../core/trip-watch';
import type { Db } from '../db/client';
import { savedSearches, tripWatches } from '../db/schema';
import { readWatchHistories } from '../trip-watch/watch-history';
import { lockOwner } from './owner-lock';
import { encodeCursor, type SavedSearchPosition } from './saved-search-cursor';

type SavedSearchRow = typeof savedSearches.$inferSelect;
export type TripWatchRow = typeof tripWatches.$inferSelect;

/** A watch row and its checks as the API shows them; a search never watched is `unwatched`. */
function toWatchState(row: TripWatchRow | null | undefined, history: WatchCheckPoint[]): TripWatchState {
  if (!row) return unwatched;
  return {
    watching: row.watching,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    bestTotal: row.bestTotal,
    ended: row.ended,
    history,
  };
}

/**
 * A row in the API's camelCase shape: budget a number, createdAt an ISO string, absent optionals left out; the
 * watch's history as read by readWatchHistories (none where the caller has no use for it).
 */
export function toSavedSearch(
  row: SavedSearchRow,
  watch?: TripWatchRow | null,
  history: WatchCheckPoint[] = [],
): SavedSearch {
  return {
    id: row.id,
    ...(row.searchName ? { searchName: row.searchName } : {}),
    flightFrom: row.flightFrom,
    flightFromName: row.flightFromName,
    flightTo: row.flightTo,
    flightToName: row.flightToName,
    departureDate: row.departureDate,
    ...(row.returnDate ? { returnDate: row.returnDate } : {}),
    isOneWay: row.isOneWay,
    flightAdults: row.flightAdults,
    flightChildren: row.flightChildren,
    accommodationAdults: row.accommodationAdults,
    accommodationChildren: row.accommodationChildren,
    accommodationLocation: row.accommodationLocation,
    checkInDate: row.checkInDate,
    checkOutDate: row.checkOutDate,
    budget: row.budget,
    budgetPer: row.budgetPer,
    currency: row.currency,
    cabinClass: row.cabinClass,
    directFlights: row.directFlights,
    bags: row.bags,
    rooms: row.rooms,
    childrenAges: row.childrenAges,
    createdAt: row.createdAt.toISOString(),
    watch: toWatchState(watch, history),
  };
}

/** Saved searches with their watches, each with its history, read for all of them at once. */
export async function withHistories(
  db: Db,
  rows: readonly { search: SavedSearchRow; watch: TripWatchRow | null }[],
): Promise<SavedSearch[]> {
  const watched = rows.flatMap((row) => (row.watch ? [row.search.id] : []));
  const histories = await readWatchHistories(db, watched);
  return rows.map((row) => toSavedSearch(row.search, row.watch, histories.get(row.search.id)));
}

const newestFirst = [desc(savedSearches.createdAt), desc(savedSearches.id)];

/** Every query takes the owner's id: a user only ever reaches their own saved searches. All of them (export). */
export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select({ search: savedSearches, watch: tripWatches })
    .from(savedSearches)
    .leftJoin(tripWatches, eq(tripWatches.savedSearchId, savedSearches.id))
    .where(eq(savedSearches.userId, userId))
    .orderBy(...newestFirst);
  return withHistories(db, rows);
}

/** created_at in UTC to the microsecond, as text: the exact value the next page must start below. */
const exactCreatedAt = sql<string>`to_char(${savedSearches.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of the owner's saved searches, newest first, starting after `after` (keyset pagination). */
export async function listSavedSearchPage(
  db: Db,
  userId: string,
  page: { limit: number; after?: SavedSearchPosition },
): Promise<SavedSearchPage> {
  const { limit, after } = page;
  const rows = await db
    .select({ search: savedSearches, watch: tripWatches, createdAt: exactCreatedAt })
    .from(savedSearches)
    .leftJoin(tripWatches, eq(tripWatches.savedSearchId, savedSearches.id))
    .where(
      and(
        eq(savedSearches.userId, userId),
        after &&
          sql`(${savedSearches.createdAt}, ${savedSearches.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(...newestFirst)
    // One more than asked tells whether another page follows.
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    data: await withHistories(db, shown),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.search.id }) : null,
  };
}

/**
 * Saves a search unless the owner already keeps `savedSearchLimits.perAccount`; null then. Concurrent saves of
 * one owner take turns on a lock of their user row, so each counts the rows the ones before it committed.
 */
export async function createSavedSearch(
  db: Db,
  userId: string,
  input: SavedSearchInput,
): Promise<SavedSearch | null> {
  const { searchName, returnDate, ...fields } = input;
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [stored] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((stored?.total ?? 0) >= savedSearchLimits.perAccount) return null;
    const [row] = await tx
      .insert(savedSearches)
      .values({ ...fields, userId, searchName: searchName || null, returnDate: returnDate ?? null })
      .returning();
    if (!row) throw new Error('the saved search was not stored');
    return toSavedSearch(row);
  });
}

/** Deletes the owner's saved search; false when they have none with that id. */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}
