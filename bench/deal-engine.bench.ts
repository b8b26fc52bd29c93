/**
 * Deal engine budget (DESIGN.md): 250 flights × 100 hotels → top 10 in ≤ 5 ms. Prints figures; it does not pass
 * or fail. Run with `npx tsx bench/deal-engine.bench.ts`; a bench index can import `run()`.
 */
import { pathToFileURL } from 'node:url';
import { combineDeals, type DealEngineInput } from '../src/core/deal-engine';
import { flightOffer, hotelOffers, partnerLinks, sentiment, oneStay } from '../src/core/deal-engine.fixtures';
import { createRandom } from '../src/core/seeded-random';
import { percentile } from './percentile';

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

function isoDuration(minutes: number): string {
  return `PT${Math.floor(minutes / 60)}H${minutes % 60}M`;
}

function benchInput(seed = 20261201): DealEngineInput {
  // Seeded, so every run benches the same offers.
  const random = createRandom(seed);
  const flights = Array.from({ length: flightCount }, (_, index) =>
    flightOffer(`F${index}`, (random.integer(15_000, 180_000) / 100).toFixed(2), [
      { duration: isoDuration(random.integer(300, 1200)), stops: random.integer(0, 2) },
      { duration: isoDuration(random.integer(300, 1200)), stops: random.integer(0, 2) },
    ]),
  );
  const hotels = Array.from({ length: hotelCount }, (_, index) =>
    hotelOffers(`H${index}`, [(random.integer(8_000, 250_000) / 100).toFixed(2)]),
  );
  const sentiments = hotels
    .filter(() => random.chance(0.8))
    .map((hotel) => sentiment(hotel.hotel.hotelId, random.integer(40, 98), random.integer(0, 3000)));
  // About 9,000 of the 25,000 combinations fit this budget, so the top-10 list is busy.
  return { flights, ...oneStay(hotels), sentiments, budget: 2000, currency: 'USD', links: partnerLinks };
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
