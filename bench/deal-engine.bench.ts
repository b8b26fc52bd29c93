/**
 * Deal engine budget (DESIGN.md): 250 flights × 100 hotels → top 10 in ≤ 5 ms. Prints figures; it does not pass
 * or fail. Run with `npx tsx bench/deal-engine.bench.ts`; a bench index can import `run()`.
 */
import { pathToFileURL } from 'node:url';
import { combineDeals, type DealEngineInput } from '../src/core/deal-engine';
import { flightOffer, hotelOffers, partnerLinks, sentiment } from '../src/core/deal-engine.fixtures';

export interface DealEngineBenchFigures {
  flights: number;
  hotels: number;
  runs: number;
  deals: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  budgetMs: number;
}

const flightCount = 250;
const hotelCount = 100;
const warmUpRuns = 200;
const timedRuns = 1000;
const budgetMs = 5;

/** mulberry32: a small seeded generator, so every run benches the same offers. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function isoDuration(minutes: number): string {
  return `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;
}

function benchInput(seed = 20261201): DealEngineInput {
  const random = seededRandom(seed);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const flights = Array.from({ length: flightCount }, (_, index) =>
    flightOffer(`F${index}`, (between(15_000, 180_000) / 100).toFixed(2), [
      { duration: isoDuration(between(300, 1200)), stops: between(0, 2) },
      { duration: isoDuration(between(300, 1200)), stops: between(0, 2) },
    ]),
  );
  const hotels = Array.from({ length: hotelCount }, (_, index) =>
    hotelOffers(`H${index}`, [(between(8_000, 250_000) / 100).toFixed(2)]),
  );
  const sentiments = hotels
    .filter(() => random() < 0.8)
    .map((hotel) => sentiment(hotel.hotel.hotelId, between(40, 98), between(0, 3000)));
  // About 9,000 of the 25,000 combinations fit this budget, so the top-10 list is busy.
  return { flights, hotels, sentiments, budget: 2000, currency: 'USD', links: partnerLinks };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export function run(): DealEngineBenchFigures {
  const input = benchInput();
  let deals = 0;
  for (let round = 0; round < warmUpRuns; round += 1) deals = combineDeals(input).length;
  const timings: number[] = [];
  for (let round = 0; round < timedRuns; round += 1) {
    const started = performance.now();
    combineDeals(input);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return {
    flights: flightCount,
    hotels: hotelCount,
    runs: timedRuns,
    deals,
    p50Ms: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    maxMs: timings.at(-1) ?? Number.NaN,
    budgetMs,
  };
}

export function report(figures: DealEngineBenchFigures): string {
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  return [
    `deal engine: ${figures.flights} flights × ${figures.hotels} hotels → top ${figures.deals}, ${figures.runs} runs`,
    `  p50 ${ms(figures.p50Ms)}   p95 ${ms(figures.p95Ms)}   max ${ms(figures.maxMs)}   budget ${ms(figures.budgetMs)}`,
    `  p95 is ${(figures.p95Ms / figures.budgetMs).toFixed(3)} × the budget`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(report(run()));
}
