/**
 * Location search budget (DESIGN.md): ≤ 5 ms p95 per lookup, server time. Times the sandbox's searchLocations over
 * a fixed keyword list after a warm-up; prints figures, it does not pass or fail. Run with
 * `npx tsx bench/locations.bench.ts`; a bench index can import `run()`.
 */
import { pathToFileURL } from 'node:url';
import { searchLocations } from '../src/server/travel/sandbox/locations';
import { percentile } from './percentile';

export interface LocationsBenchFigures {
  keywords: number;
  lookups: number;
  /** The first lookup, which builds the in-memory index. */
  firstLookupMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  lookupsPerSecond: number;
  budgetMs: number;
}

/** What people type: codes, city prefixes, whole names, accents, several words, and a few misses. */
const keywords = [
  'lon',
  'par',
  'new york',
  'nyc',
  'bel',
  'belgrade',
  'beg',
  'jfk',
  'lhr',
  'cdg',
  'ber',
  'mad',
  'bar',
  'rom',
  'mil',
  'ams',
  'fra',
  'mun',
  'vie',
  'zur',
  'tok',
  'osa',
  'sin',
  'hong kong',
  'dub',
  'ist',
  'ath',
  'pra',
  'bud',
  'war',
  'são paulo',
  'sao',
  'rio',
  'bue',
  'mex',
  'los angeles',
  'san',
  'chi',
  'tor',
  'mon',
  'kraków',
  'zürich',
  'reykjavik',
  'heathrow',
  'charles de gaulle',
  'york new',
  'airport',
  'international',
  'xyzzy',
  'qqq',
] as const;

const warmUpRounds = 20;
const timedRounds = 40;
const budgetMs = 5;

export function run(): LocationsBenchFigures {
  const firstStarted = performance.now();
  searchLocations(keywords[0]);
  const firstLookupMs = performance.now() - firstStarted;

  for (let round = 0; round < warmUpRounds; round += 1)
    for (const keyword of keywords) searchLocations(keyword);

  const timings: number[] = [];
  for (let round = 0; round < timedRounds; round += 1) {
    for (const keyword of keywords) {
      const started = performance.now();
      searchLocations(keyword);
      timings.push(performance.now() - started);
    }
  }
  const totalMs = timings.reduce((sum, timing) => sum + timing, 0);
  timings.sort((a, b) => a - b);
  return {
    keywords: keywords.length,
    lookups: timings.length,
    firstLookupMs,
    p50Ms: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    maxMs: timings.at(-1) ?? Number.NaN,
    lookupsPerSecond: timings.length / (totalMs / 1000),
    budgetMs,
  };
}

export function report(figures: LocationsBenchFigures): string {
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  return [
    `location search (sandbox): ${figures.keywords} keywords, ${figures.lookups} timed lookups`,
    `  first lookup (builds the index) ${ms(figures.firstLookupMs)}`,
    `  p50 ${ms(figures.p50Ms)}   p95 ${ms(figures.p95Ms)}   max ${ms(figures.maxMs)}   budget ${ms(figures.budgetMs)}`,
    `  ${Math.round(figures.lookupsPerSecond)} lookups/s; p95 is ${(figures.p95Ms / figures.budgetMs).toFixed(3)} × the budget`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(report(run()));
}
