/**
 * Price history budgets (issue 30): what recording a search's total adds to the search (its key and the buffer
 * push; the write happens later, off the request path), p95 < 2 ms; and the history lookup of one key with
 * 1,000,000 observations in PGlite (about 2,000 keys, seeded with one INSERT … SELECT generate_series), p95 < 20 ms.
 * Also explore's batched lookup of 100 keys, as a figure. Prints figures; it does not pass or fail. Run with
 * `npx tsx bench/price-history.bench.ts`; the bench index imports `run()`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Counter, Registry } from 'prom-client';
import type { PriceObservationKey } from '../src/core/price-history';
import { createSearchParamsSchema } from '../src/core/search-params';
import { openDatabase } from '../src/server/db/client';
import { createLogger } from '../src/server/infra/logger';
import { searchObservationKey } from '../src/server/price-history/observation-keys';
import { createObservationRecorder } from '../src/server/price-history/observation-recorder';
import { lookupDailyBest, lookupDailyBests } from '../src/server/price-history/observation-store';
import { ms, percentile } from './percentile';
import { sampleObservationKey } from '../src/core/price-history.fixtures';

export interface PriceHistoryBenchFigures {
  recordP95Ms: number;
  recordBudgetMs: number;
  observations: number;
  keys: number;
  seedMs: number;
  lookupP50Ms: number;
  lookupP95Ms: number;
  lookupBudgetMs: number;
  batchKeys: number;
  batchP95Ms: number;
}

const observations = 1_000_000;
const keyCount = 2_000;
const now = new Date('2027-01-20T12:00:00Z');

const p95 = (timings: number[]) =>
  percentile(
    [...timings].sort((a, b) => a - b),
    0.95,
  );
const p50 = (timings: number[]) =>
  percentile(
    [...timings].sort((a, b) => a - b),
    0.5,
  );

/** The seeded keys: key i flies from city F<i / 50> to city T<i mod 50>, everything else alike. */
const seededKey = (index: number): PriceObservationKey => ({
  ...sampleObservationKey,
  fromCity: `F${String(Math.floor(index / 50)).padStart(2, '0')}`,
  toCity: `T${String(index % 50).padStart(2, '0')}`,
  month: '2027-03',
});

/** Observation g of key g mod 2,000, a total of 500–1,500 dollars, some second of the 90 days before `now`. */
const seedSql = `
insert into price_observations
  (from_city, to_city, month, nights, adults, children, rooms, cabin, bags, hotel_level, total_usd, source, observed_at)
select 'F' || lpad(((g % ${keyCount}) / 50)::text, 2, '0'), 'T' || lpad((g % 50)::text, 2, '0'), '2027-03', 4, 2, 0,
  1, 'ECONOMY', 'cabin', 'budget', 500 + (g::bigint * 7919 % 100000) / 100.0, 'search',
  timestamptz '${now.toISOString()}' - ((g::bigint * 104729) % (90 * 86400)) * interval '1 second'
from generate_series(0, ${observations - 1}) g`;

/** The search side: a search's key and the buffer push, as runSearch does them, on a recorder that never writes. */
function timeRecording(): number {
  const recorder = createObservationRecorder({
    write: () => Promise.resolve(),
    prune: () => Promise.resolve(),
    rates: () => Promise.resolve(undefined),
    now: () => now.getTime(),
    logger: createLogger('silent'),
    rows: new Counter({ name: 'rows', help: 'rows', labelNames: ['outcome'], registers: [new Registry()] }),
    delayMs: 60_000,
    maxRows: Number.MAX_SAFE_INTEGER,
  });
  const params = createSearchParamsSchema('2027-01-20').parse({
    budget: 3000,
    currency: 'EUR',
    from: 'LHR',
    to: 'CDG',
    departureDate: '2027-03-10',
    returnDate: '2027-03-14',
    where: 'Paris',
  });
  const timings: number[] = [];
  for (let run = 0; run < 20_000; run++) {
    const started = performance.now();
    recorder.record([
      { ...searchObservationKey(params), total: 812.4, currency: params.currency, source: 'search' },
    ]);
    timings.push(performance.now() - started);
  }
  return p95(timings.slice(1_000));
}

export async function run(): Promise<PriceHistoryBenchFigures> {
  const recordP95Ms = timeRecording();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tripfit-bench-history-'));
  const database = openDatabase({ dataDir });
  try {
    await database.migrate();
    const seedStarted = performance.now();
    await database.executeSql(seedSql);
    // As autovacuum leaves a live table: hint bits set, statistics current.
    await database.executeSql('vacuum analyze price_observations');
    const seedMs = performance.now() - seedStarted;

    const lookups: number[] = [];
    for (let run = 0; run < 220; run++) {
      const started = performance.now();
      await lookupDailyBest(database, seededKey((run * 37) % keyCount), now);
      if (run >= 20) lookups.push(performance.now() - started);
    }
    const batchKeys = 100;
    const batches: number[] = [];
    for (let run = 0; run < 25; run++) {
      const keys = Array.from({ length: batchKeys }, (_, index) =>
        seededKey((run * 131 + index * 17) % keyCount),
      );
      const started = performance.now();
      await lookupDailyBests(database, keys, now);
      if (run >= 5) batches.push(performance.now() - started);
    }
    return {
      recordP95Ms,
      recordBudgetMs: 2,
      observations,
      keys: keyCount,
      seedMs,
      lookupP50Ms: p50(lookups),
      lookupP95Ms: p95(lookups),
      lookupBudgetMs: 20,
      batchKeys,
      batchP95Ms: p95(batches),
    };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function report(figures: PriceHistoryBenchFigures): string {
  return [
    `Recording a search's total (key + buffer push): p95 ${ms(figures.recordP95Ms)} (budget < ${ms(figures.recordBudgetMs)})`,
    `Seeded ${figures.observations.toLocaleString('en')} observations over ${figures.keys} keys in PGlite in ${ms(figures.seedMs)}`,
    `History lookup of one key (60 days, daily minima, p25/p75 in SQL): p50 ${ms(figures.lookupP50Ms)}, ` +
      `p95 ${ms(figures.lookupP95Ms)} (budget < ${ms(figures.lookupBudgetMs)})`,
    `Explore's batched lookup of ${figures.batchKeys} keys: p95 ${ms(figures.batchP95Ms)} (figure only)`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(report(await run()));
}
