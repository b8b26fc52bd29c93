import { lt, sql } from 'drizzle-orm';
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

/** The days and both percentiles of `daily` (day, best), per `key_index`; a key without days has no row. */
const bandOfDaily = `
select key_index,
  json_agg(json_build_object('day', to_char(day, 'YYYY-MM-DD'), 'bestUsd', best) order by day) as days,
  percentile_cont(${priceHistoryRules.lowPercentile}) within group (order by best) as low,
  percentile_cont(${priceHistoryRules.highPercentile}) within group (order by best) as high
from daily
group by key_index`;

/** Each UTC day's lowest total of the observations `o` in the window. */
const dailyBest = `(o.observed_at at time zone 'UTC')::date as day, min(o.total_usd)::float8 as best`;

/** One key's days, its ten columns and the window as $1 … $12: the index's columns, in its order. */
const oneKeySql = `
with daily as (
  select 0 as key_index, ${dailyBest}
  from price_observations o
  where o.from_city = $1 and o.to_city = $2 and o.month = $3 and o.nights = $4 and o.adults = $5
    and o.children = $6 and o.rooms = $7 and o.cabin = $8 and o.bags = $9 and o.hotel_level = $10
    and o.observed_at >= $11::timestamptz and o.observed_at <= $12::timestamptz
  group by 2
)${bandOfDaily}`;

/** Many keys' days at once: the keys as JSON records, each joined laterally (its own index range scan). */
const manyKeysSql = (keysJson: string, start: string, end: string) => sql`
with keys as (
  select * from jsonb_to_recordset(${keysJson}::jsonb) as k(
    from_city text, to_city text, month text, nights smallint, adults smallint, children smallint,
    rooms smallint, cabin text, bags text, hotel_level text, key_index int)
),
daily as (
  select k.key_index, d.day, d.best
  from keys k
  cross join lateral (
    select ${sql.raw(dailyBest)}
    from price_observations o
    where o.from_city = k.from_city and o.to_city = k.to_city and o.month = k.month and o.nights = k.nights
      and o.adults = k.adults and o.children = k.children and o.rooms = k.rooms and o.cabin = k.cabin
      and o.bags = k.bags and o.hotel_level = k.hotel_level
      and o.observed_at >= ${start}::timestamptz and o.observed_at <= ${end}::timestamptz
    group by 1
  ) d
)${sql.raw(bandOfDaily)}`;

interface LookupRow {
  key_index: number;
  days: DailyBestTotals['days'] | string;
  low: number | string;
  high: number | string;
}

/** A row as both drivers give it: node-postgres parses json, PGlite may hand it over as text. */
function dailyBestsOf(row: LookupRow): DailyBestTotals {
  const days = typeof row.days === 'string' ? (JSON.parse(row.days) as DailyBestTotals['days']) : row.days;
  return { days, lowUsd: Number(row.low), highUsd: Number(row.high) };
}

/** The text and values of one key's lookup (exported for the test that EXPLAINs it on PostgreSQL). */
export function oneKeyQuery(key: PriceObservationKey, now: Date): { text: string; values: unknown[] } {
  return {
    text: oneKeySql,
    values: [
      key.fromCity,
      key.toCity,
      key.month,
      key.nights,
      key.adults,
      key.children,
      key.rooms,
      key.cabin,
      key.bags,
      key.hotelLevel,
      historyWindowStart(now).toISOString(),
      now.toISOString(),
    ],
  };
}

/** The daily best totals and band of one key (a search's), over the window ending `now`. */
export async function lookupDailyBest(
  store: Store,
  key: PriceObservationKey,
  now: Date,
): Promise<DailyBestTotals> {
  const { text, values } = oneKeyQuery(key, now);
  const { rows } = await store.executeSql(text, values);
  const [row] = rows as LookupRow[];
  return row ? dailyBestsOf(row) : noDailyBests;
}

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

/**
 * The daily best totals and their band for each key (explore's destinations: one query for all), keyed by
 * observationKeyId; a key with no observation in the window answers no days. PostgreSQL's JIT would compile this
 * query for its estimated cost (100 keys × hundreds of rows) and take longer doing so than the query takes: off.
 */
export async function lookupDailyBests(
  store: Store,
  keys: readonly PriceObservationKey[],
  now: Date,
): Promise<Map<string, DailyBestTotals>> {
  const answers = new Map(keys.map((key) => [observationKeyId(key), noDailyBests]));
  if (keys.length === 0) return answers;
  const query = manyKeysSql(
    JSON.stringify(keys.map(keyRecord)),
    historyWindowStart(now).toISOString(),
    now.toISOString(),
  );
  const result = await store.db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(query);
  });
  // Both drivers answer { rows }; drizzle's type for it is the driver's.
  for (const row of (result as { rows: LookupRow[] }).rows) {
    const key = keys[Number(row.key_index)];
    if (key) answers.set(observationKeyId(key), dailyBestsOf(row));
  }
  return answers;
}
