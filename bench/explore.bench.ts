/**
 * Explore's budget (issue 14): server time p95 ≤ 150 ms from a warm index for 300+ destinations, and the cold
 * first answer (the index an origin's window needs). Times the sandbox source and the answer the route builds,
 * with the index built in this thread: the build's own time, which the server spends in a worker thread
 * (explore-cold.bench.ts times it there). Run with `npx tsx bench/explore.bench.ts`; the bench index imports `run()`.
 */
import { pathToFileURL } from 'node:url';
import { exploreWindow, nightRange, type ExploreNightRange } from '../src/core/explore';
import type { HotelLevel } from '../src/core/hotel-levels';
import { exploreAnswer, exploreOrigin } from '../src/server/travel/explore-answer';
import type { ExploreTripQuery } from '../src/server/travel/explore-port';
import { createSandboxExploreSource } from '../src/server/travel/sandbox/explore';
import { ms, percentile } from './percentile';
import { bagChoices } from '../src/core/bag-choices';

export interface ExploreBenchFigures {
  /** The heaviest window: the next three months, 8 to 14 nights. */
  window: string;
  destinations: number;
  coldMs: number;
  warmRuns: number;
  warmP50Ms: number;
  warmP95Ms: number;
  budgetMs: number;
  /** A month of 2–4-night trips, the lightest window, cold. */
  coldMonthMs: number;
}

const budgetMs = 150;
const warmRuns = 60;
const today = new Date().toISOString().slice(0, 10);

function query(month: string, nights: ExploreNightRange, variant: number): ExploreTripQuery {
  const window = exploreWindow(month, nights, today);
  if (!window) throw new Error(`no dates in ${month}`);
  const { min, max } = nightRange(nights);
  const levels: HotelLevel[] = ['budget', 'mid', 'comfort'];
  return {
    origin: 'BEG',
    window,
    minNights: min,
    maxNights: max,
    weekend: false,
    adults: 1 + (variant % 3),
    children: variant % 2,
    childrenAges: variant % 2 ? [8] : [],
    rooms: 1,
    level: levels[variant % 3] ?? 'mid',
    cabin: 'ECONOMY',
    directOnly: variant % 5 === 0,
    bags: bagChoices[variant % 3] ?? 'cabin',
    currency: variant % 2 ? 'EUR' : 'USD',
    // No budget cut: every destination is priced and answered, the most work a query can be.
    budget: 10_000_000,
  };
}

async function timed(source: ReturnType<typeof createSandboxExploreSource>, request: ExploreTripQuery) {
  const origin = exploreOrigin(request.origin);
  if (!origin) throw new Error('BEG is in the index');
  const started = performance.now();
  const trips = await source.findTrips(request, new AbortController().signal);
  // With the party, as the route answers: each destination's CO₂e is part of the answer's time.
  const answer = exploreAnswer(origin, trips, request.budget, request.currency, false, {
    cabin: request.cabin,
    travellers: request.adults + request.children,
    guests: request.adults + request.children,
  });
  return { ms: performance.now() - started, destinations: answer.destinations.length };
}

export async function run(): Promise<ExploreBenchFigures> {
  const source = createSandboxExploreSource(() => new Date(), Date.now);
  const inTwoMonths = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 7);
  const coldMonth = await timed(source, query(inTwoMonths, '2-4', 1));
  const cold = await timed(source, query('next3', '8-14', 1));
  const warm: number[] = [];
  for (let run = 0; run < warmRuns; run += 1)
    warm.push((await timed(source, query('next3', '8-14', run))).ms);
  warm.sort((left, right) => left - right);
  return {
    window: 'next 3 months, 8–14 nights',
    destinations: cold.destinations,
    coldMs: cold.ms,
    warmRuns,
    warmP50Ms: percentile(warm, 0.5),
    warmP95Ms: percentile(warm, 0.95),
    budgetMs,
    coldMonthMs: coldMonth.ms,
  };
}

export function report(figures: ExploreBenchFigures): string {
  return [
    `sandbox explore from BEG, ${figures.window}: ${figures.destinations} destinations`,
    `cold first answer (builds the window's index): ${ms(figures.coldMs)}; a month of 2–4 nights: ${ms(figures.coldMonthMs)}`,
    `warm, ${figures.warmRuns} queries (travellers, level, currency, direct vary): p50 ${ms(figures.warmP50Ms)}, ` +
      `p95 ${ms(figures.warmP95Ms)} (budget ${ms(figures.budgetMs)})`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(report(await run()));
}
