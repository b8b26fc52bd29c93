import { asc, inArray, lte, sql } from 'drizzle-orm';
import { watchHistoryLength, type WatchCheckPoint } from '../../core/price-history';
import type { Db } from '../db/client';
import { tripWatchChecks } from '../db/schema';

/** Each saved search's history, by id: its latest `watchHistoryLength` checks, oldest first. */
export type WatchHistories = ReadonlyMap<string, WatchCheckPoint[]>;

/**
 * The latest checks of these saved searches in one query (a list of cards asks once, not once per watch). The
 * caller has already limited the ids to the owner's; a search without checks is absent from the map.
 */
export async function readWatchHistories(db: Db, savedSearchIds: readonly string[]): Promise<WatchHistories> {
  const histories = new Map<string, WatchCheckPoint[]>();
  if (savedSearchIds.length === 0) return histories;
  const latest = db
    .select({
      savedSearchId: tripWatchChecks.savedSearchId,
      checkedAt: tripWatchChecks.checkedAt,
      bestTotal: tripWatchChecks.bestTotal,
      recency:
        sql<number>`row_number() over (partition by ${tripWatchChecks.savedSearchId} order by ${tripWatchChecks.checkedAt} desc)`.as(
          'recency',
        ),
    })
    .from(tripWatchChecks)
    .where(inArray(tripWatchChecks.savedSearchId, [...savedSearchIds]))
    .as('latest');
  const rows = await db
    .select({ savedSearchId: latest.savedSearchId, checkedAt: latest.checkedAt, bestTotal: latest.bestTotal })
    .from(latest)
    .where(lte(latest.recency, watchHistoryLength))
    .orderBy(asc(latest.savedSearchId), asc(latest.checkedAt));
  for (const row of rows) {
    const history = histories.get(row.savedSearchId) ?? [];
    history.push({ checkedAt: row.checkedAt.toISOString(), bestTotal: row.bestTotal });
    histories.set(row.savedSearchId, history);
  }
  return histories;
}
