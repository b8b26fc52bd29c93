import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  historyWindowStart,
  type PriceObservation,
  type PriceObservationKey,
} from '../../src/core/price-history';
import { openDatabase, type Database } from '../../src/server/db/client';
import { priceObservations } from '../../src/server/db/schema';
import {
  insertObservations,
  lookupDailyBest,
  lookupDailyBests,
  oneKeyQuery,
  pruneObservations,
} from '../../src/server/price-history/observation-store';
import { databaseBackends, testDatabaseUrl, type Resource } from './helpers/backends';
import { sampleObservationKey } from '../../src/core/price-history.fixtures';

const dayMs = 86_400_000;
const hourMs = 3_600_000;
/** The injected clock: midday, so every seeded hour of "today" is already past. */
const now = new Date('2026-06-30T12:00:00Z');

const lisbon: PriceObservationKey = { ...sampleObservationKey, toCity: 'LIS', month: '2026-09' };
const porto: PriceObservationKey = { ...lisbon, toCity: 'OPO' };
const madrid: PriceObservationKey = { ...lisbon, toCity: 'MAD' };

const observation = (key: PriceObservationKey, totalUsd: number, observedAt: Date): PriceObservation => ({
  ...key,
  totalUsd,
  observedAt,
  source: 'search',
});

/** 30 days back from today, three totals a day; day i's lowest is 1000 + 10 × i dollars. */
function thirtyDays(key: PriceObservationKey, offsetUsd = 0): PriceObservation[] {
  return Array.from({ length: 30 }, (_, daysAgo) => {
    const midnight = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`) - daysAgo * dayMs;
    const best = 1000 + 10 * daysAgo + offsetUsd;
    return [
      observation(key, best + 50, new Date(midnight + hourMs)),
      observation(key, best, new Date(midnight + 5 * hourMs)),
      observation(key, 2000 + offsetUsd, new Date(midnight + 11 * hourMs)),
    ];
  }).flat();
}

describe.each(databaseBackends)('price observations on $name', (backend) => {
  let resources: Resource<Record<string, string>>;
  let database: Database;

  // One database per backend (migrating is the slow part); each test starts from an empty table.
  beforeAll(async () => {
    resources = await backend.setup();
    database = openDatabase({
      databaseUrl: resources.value.DATABASE_URL,
      dataDir: resources.value.DATA_DIR ?? '',
    });
    await database.migrate();
  });
  beforeEach(async () => {
    await database.db.delete(priceObservations);
  });
  afterAll(async () => {
    await database.close();
    await resources.cleanup();
  });

  it("answers each day's lowest total and the 25th and 75th percentiles of those daily minima", async () => {
    await insertObservations(database, thirtyDays(lisbon));
    const history = await lookupDailyBest(database, lisbon, now);
    expect(history.days).toHaveLength(30);
    expect(history.days[0]).toEqual({ day: '2026-06-01', bestUsd: 1290 });
    expect(history.days.at(-1)).toEqual({ day: '2026-06-30', bestUsd: 1000 });
    // The 30 daily minima sorted are 1000, 1010, …, 1290. percentile_cont interpolates at p × (n − 1):
    // 0.25 × 29 = 7.25 → 1070 + 0.25 × 10 = 1072.5; 0.75 × 29 = 21.75 → 1210 + 0.75 × 10 = 1217.5.
    expect(history.lowUsd).toBe(1072.5);
    expect(history.highUsd).toBe(1217.5);
  });

  it('counts the oldest day of the 60-day window from its midnight, and nothing before it', async () => {
    const start = historyWindowStart(now);
    expect(start.toISOString()).toBe('2026-05-02T00:00:00.000Z');
    await insertObservations(database, [
      observation(lisbon, 500, start),
      observation(lisbon, 100, new Date(start.getTime() - 1)),
      observation(lisbon, 700, now),
      // Later than the clock's now: not observed yet.
      observation(lisbon, 50, new Date(now.getTime() + 1)),
    ]);
    const history = await lookupDailyBest(database, lisbon, now);
    expect(history.days).toEqual([
      { day: '2026-05-02', bestUsd: 500 },
      { day: '2026-06-30', bestUsd: 700 },
    ]);
    // Two values: 500 + 0.25 × 200 and 500 + 0.75 × 200.
    expect(history.lowUsd).toBe(550);
    expect(history.highUsd).toBe(650);
  });

  it('keeps keys apart and answers many keys in one lookup, a key without observations with no days', async () => {
    await insertObservations(database, [...thirtyDays(lisbon), ...thirtyDays(porto, -500)]);
    const answers = await lookupDailyBests(database, [porto, madrid, lisbon], now);
    const lisbonAnswer = answers.get('LON|LIS|2026-09|4|2|0|1|ECONOMY|cabin|budget');
    expect(lisbonAnswer).toMatchObject({ lowUsd: 1072.5, highUsd: 1217.5 });
    expect(answers.get('LON|OPO|2026-09|4|2|0|1|ECONOMY|cabin|budget')).toMatchObject({
      lowUsd: 572.5,
      highUsd: 717.5,
    });
    expect(answers.get('LON|MAD|2026-09|4|2|0|1|ECONOMY|cabin|budget')).toEqual({
      days: [],
      lowUsd: null,
      highUsd: null,
    });
    const otherParty = await lookupDailyBest(database, { ...lisbon, adults: 1 }, now);
    expect(otherParty.days).toEqual([]);
  });

  it.runIf(backend.name === 'postgres' && testDatabaseUrl)(
    "reads a key's window through price_observations_lookup_idx",
    async () => {
      // 200 keys of 100 observations: enough rows that a sequential scan would cost more than the index.
      await database.executeSql(`
        insert into price_observations
          (from_city, to_city, month, nights, adults, children, rooms, cabin, bags, hotel_level, total_usd, source,
           observed_at)
        select 'LON', 'C' || (g % 200), '2026-09', 4, 2, 0, 1, 'ECONOMY', 'cabin', 'budget', 500 + g % 97, 'search',
          timestamptz '2026-06-30T12:00:00Z' - (g % 90) * interval '1 day'
        from generate_series(1, 20000) g`);
      await database.executeSql('analyze price_observations');
      const { text, values } = oneKeyQuery({ ...lisbon, toCity: 'C7' }, now);
      const { rows } = await database.executeSql(`explain ${text}`, values);
      const plan = (rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index (Only )?Scan (using|on) price_observations_lookup_idx/);
      expect(plan).not.toMatch(/Seq Scan/);
    },
  );

  it('prunes what is older than 13 months and keeps the rest', async () => {
    const thirteenMonthsAgo = new Date('2025-05-30T12:00:00Z');
    await insertObservations(database, [
      observation(lisbon, 900, new Date(thirteenMonthsAgo.getTime() - 1)),
      observation(lisbon, 901, thirteenMonthsAgo),
      observation(lisbon, 902, now),
    ]);
    expect(await pruneObservations(database, now)).toBe(1);
    const left = await database.db.select({ total: priceObservations.totalUsd }).from(priceObservations);
    expect(left.map((row) => row.total).sort()).toEqual([901, 902]);
  });
});
