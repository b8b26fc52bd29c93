import { lt } from 'drizzle-orm';
import {
  historyWindowStart,
  noDailyBests,
  observationKeyId,
  priceHistoryRules,
  retentionCutoff,
  type DailyBestTotals,
  type PriceObservation,
  type PriceObservationKey,
} from '../../core/price-history';
import type { Database } from '../db/client';
import { priceObservations } from '../db/schema';

/**
 * The price_observations table's queries (issue 30). The band is computed in SQL: each UTC day's lowest total of
 * the window, then the 25th and 75th percentiles of those daily minima (percentile_cont is an ordered-set
 * aggregate, so one aggregate query over the daily rows gives the days, the count and both percentiles). Every
 * lookup filters on the whole key and a range of observed_at: price_observations_lookup_idx's columns in order.
 */

type Store = Pick<Database, 'db' | 'executeSql'>;

/** Writes a batch in one multi-row INSERT. */
export async function insertObservations(store: Store, observations: readonly PriceObservation[]) {
  if (observations.length === 0) return;
  await store.db.insert(priceObservations).values(
    observations.map((observation) => ({
      ...observation,
      // numeric(12, 2): the dollars rounded to the cent here, so what is read back is what was meant.
      totalUsd: Math.round(observation.totalUsd * 100) / 100,
    })),
  );
}

/** Deletes the observations older than `retentionMonths` before `now`; answers how many went. */
export async function pruneObservations(store: Store, now: Date): Promise<number> {
  const deleted = await store.db
    .delete(priceObservations)
    .where(lt(priceObservations.observedAt, retentionCutoff(now)))
    .returning({ id: priceObservations.id });
  return deleted.length;
}

/** The key's columns in the index's order, as one JSON record per key for the batched lookup. */
const keyRecord = (key: PriceObservationKey, index: number) => ({
  from_city: key.fromCity,
  to_city: key.toCity,
  month: key.month,
  nights: key.nights,
  adults: key.adults,
  children: key.children,
  rooms: key.rooms,
  cabin: key.cabin,
  bags: key.bags,
  hotel_level: key.hotelLevel,
  key_index: index,
});

/** One row per key given: the daily minima (oldest first) with both percentiles, over the window ending `now`. */
const lookupSql = `
with keys as (
  select * from jsonb_to_recordset($1::jsonb) as k(
    from_city text, to_city text, month text, nights smallint, adults smallint, children smallint,
    rooms smallint, cabin text, bags text, hotel_level text, key_index int)
),
daily as (
  select k.key_index, (o.observed_at at time zone 'UTC')::date as day, min(o.total_usd)::float8 as best
  from keys k
  join price_observations o
    on o.from_city = k.from_city and o.to_city = k.to_city and o.month = k.month and o.nights = k.nights
   and o.adults = k.adults and o.children = k.children and o.rooms = k.rooms and o.cabin = k.cabin
   and o.bags = k.bags and o.hotel_level = k.hotel_level
   and o.observed_at >= $2::timestamptz and o.observed_at <= $3::timestamptz
  group by k.key_index, day
)
select key_index,
  json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'bestUsd', best) order by day) as days,
  percentile_cont(${priceHistoryRules.lowPercentile}) within group (order by best) as low,
  percentile_cont(${priceHistoryRules.highPercentile}) within group (order by best) as high
from daily
group by key_index`;

interface LookupRow {
  key_index: number;
  days: DailyBestTotals['days'] | string;
  low: number | string;
  high: number | string;
}

/**
 * The daily best totals and their band for each key (one query for all of them), keyed by observationKeyId; a key
 * with no observation in the window answers no days.
 */
export async function lookupDailyBests(
  store: Store,
  keys: readonly PriceObservationKey[],
  now: Date,
): Promise<Map<string, DailyBestTotals>> {
  const answers = new Map(keys.map((key) => [observationKeyId(key), noDailyBests]));
  if (keys.length === 0) return answers;
  const { rows } = await store.executeSql(lookupSql, [
    JSON.stringify(keys.map(keyRecord)),
    historyWindowStart(now).toISOString(),
    now.toISOString(),
  ]);
  for (const row of rows as LookupRow[]) {
    const key = keys[Number(row.key_index)];
    if (!key) continue;
    // node-postgres parses json; PGlite may hand it over as text.
    const days = typeof row.days === 'string' ? (JSON.parse(row.days) as DailyBestTotals['days']) : row.days;
    answers.set(observationKeyId(key), { days, lowUsd: Number(row.low), highUsd: Number(row.high) });
  }
  return answers;
}

/** The daily best totals and band of one key. */
export async function lookupDailyBest(
  store: Store,
  key: PriceObservationKey,
  now: Date,
): Promise<DailyBestTotals> {
  return (await lookupDailyBests(store, [key], now)).get(observationKeyId(key)) ?? noDailyBests;
}
