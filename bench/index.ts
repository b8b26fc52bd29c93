/**
 * `npm run bench`: every DESIGN.md budget in one run — deal engine, location search in process, location search
 * over HTTP, search pipeline on the Amadeus adapter and on the Duffel and LiteAPI adapters, the flexible-dates
 * grid beside one search, explore from a warm and a cold index, liveness while 25 uncached explores arrive at once —
 * recording price observations and the history lookup over a million of them,
 * one section each, then a summary table. Benchmarks print figures; they do not pass or fail, so the exit code is 0
 * unless a bench could not run at all.
 */
import os from 'node:os';
import * as dateGrid from './date-grid.bench';
import * as dealEngine from './deal-engine.bench';
import * as exploreCold from './explore-cold.bench';
import * as explore from './explore.bench';
import * as locationsHttp from './locations-http.bench';
import * as locations from './locations.bench';
import { ms } from './percentile';
import * as pipelineLive from './pipeline-live.bench';
import * as pipeline from './pipeline.bench';
import * as priceHistory from './price-history.bench';
import { summaryTable, verdict } from './summary-table';

/**
 * The suite takes about 40 s, plus the price history's seeding of a million rows in PGlite (half a minute to two on a
 * busy machine); a bench that hangs past this ends the run instead of holding it.
 */
const suiteTimeLimitMs = 330_000;
const watchdog = setTimeout(() => {
  console.error(`bench: still running after ${suiteTimeLimitMs / 1000} s, stopping`);
  process.exit(1);
}, suiteTimeLimitMs);
watchdog.unref();

const section = (index: number, title: string) => `\n=== ${index}/9 ${title} ===`;

console.log(
  `TripFit benchmarks, ${new Date().toISOString()} — node ${process.version}, ` +
    `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown CPU'})`,
);

console.log(section(1, 'deal engine'));
const dealFigures = dealEngine.run();
console.log(dealEngine.report(dealFigures));

console.log(section(2, 'location search, in process'));
const locationFigures = locations.run();
console.log(locations.report(locationFigures));

console.log(section(3, 'location search, over HTTP'));
const httpFigures = await locationsHttp.run();
console.log(locationsHttp.report(httpFigures));

console.log(section(4, 'search pipeline'));
const pipelineFigures = await pipeline.run();
console.log(pipeline.report(pipelineFigures));

console.log(section(5, 'search pipeline on the live adapters (Duffel, LiteAPI)'));
const liveFigures = await pipelineLive.run();
console.log(pipelineLive.report(liveFigures));

console.log(section(6, 'flexible-dates grid beside one search'));
const gridFigures = await dateGrid.run();
console.log(dateGrid.report(gridFigures));

console.log(section(7, 'explore by budget (sandbox)'));
const exploreFigures = await explore.run();
console.log(explore.report(exploreFigures));

console.log(section(8, 'liveness while uncached explores run (sandbox, server in its own process)'));
const coldFigures = await exploreCold.run();
console.log(exploreCold.report(coldFigures));

console.log(section(9, 'price history: recording and the lookup with 1,000,000 observations (PGlite)'));
const historyFigures = await priceHistory.run();
console.log(priceHistory.report(historyFigures));

const { serverTime } = httpFigures;
console.log('\n=== summary ===');
console.log(
  summaryTable([
    {
      budget: `Deal engine ${dealFigures.flights} × ${dealFigures.hotels} → top 10, p95 ≤ ${ms(dealFigures.budgetMs)}`,
      measured: `p95 ${ms(dealFigures.p95Ms)}`,
      result: verdict(dealFigures.p95Ms <= dealFigures.budgetMs),
    },
    {
      budget: `Location search server time, p95 ≤ ${ms(locationFigures.budgetMs)} (${locationFigures.keywords} keywords)`,
      measured: `p95 ${ms(locationFigures.p95Ms)}`,
      result: verdict(locationFigures.p95Ms <= locationFigures.budgetMs),
    },
    {
      budget: `Location search server time, p95 ≤ ${ms(serverTime.budgetMs)} ('lon', as the HTTP route)`,
      measured: `p95 ${ms(serverTime.p95Ms)}`,
      result: verdict(serverTime.p95Ms <= serverTime.budgetMs),
    },
    {
      budget:
        `Search ≤ 1.05 × ${pipelineFigures.concurrentLimitMs} + 20 = ${pipelineFigures.budgetMs} ms ` +
        `(slowest of ${pipelineFigures.runs}; sequential ${pipelineFigures.sequentialBaselineMs} ms)`,
      measured: `max ${ms(pipelineFigures.maxMs)}, p50 ${ms(pipelineFigures.p50Ms)}`,
      result: verdict(pipelineFigures.met),
    },
    {
      budget:
        'Search on Duffel + LiteAPI fakes ≤ 1.05 × 900 + 20 = 965 ms (slowest of 5, GBP flights converted)',
      measured: `max ${ms(liveFigures.maxMs)}, p50 ${ms(liveFigures.p50Ms)}`,
      result: verdict(liveFigures.met),
    },
    {
      budget: `Date grid (${gridFigures.cells} cells, none cached) appears ≤ ${gridFigures.budgetRatio} × one search's time (p50, HTTP)`,
      measured:
        `${ms(gridFigures.page.gridMs.p50Ms)} vs ${ms(gridFigures.page.searchMs.p50Ms)} (${gridFigures.page.ratio.toFixed(2)} ×); ` +
        `in process ${gridFigures.ratio.toFixed(2)} × (cold ${ms(gridFigures.coldGrid.p50Ms)})`,
      result: verdict(gridFigures.met),
    },
    {
      budget: `Explore, warm index, ${exploreFigures.destinations} destinations: p95 ≤ ${ms(exploreFigures.budgetMs)}`,
      measured:
        `p95 ${ms(exploreFigures.warmP95Ms)}, p50 ${ms(exploreFigures.warmP50Ms)}; ` +
        `cold first answer ${ms(exploreFigures.coldMs)} (a month of 2–4 nights ${ms(exploreFigures.coldMonthMs)})`,
      result: verdict(exploreFigures.warmP95Ms <= exploreFigures.budgetMs),
    },
    {
      budget: `/api/health p95 ≤ ${ms(coldFigures.budgetMs)} while ${coldFigures.burst.explores} different uncached explores run at once`,
      measured:
        `p95 ${ms(coldFigures.burst.healthP95Ms)} (${coldFigures.burst.statuses}); ` +
        `cold explore alone p50 ${ms(coldFigures.coldAlone.p50Ms)}`,
      result: verdict(coldFigures.burst.healthP95Ms <= coldFigures.budgetMs),
    },
    {
      budget: `Recording a search's price observation adds p95 < ${ms(historyFigures.recordBudgetMs)}`,
      measured: `p95 ${ms(historyFigures.recordP95Ms)}`,
      result: verdict(historyFigures.recordP95Ms < historyFigures.recordBudgetMs),
    },
    {
      budget: `History lookup, ${historyFigures.observations.toLocaleString('en')} observations (PGlite): p95 < ${ms(historyFigures.lookupBudgetMs)}`,
      measured: `p95 ${ms(historyFigures.lookupP95Ms)}, p50 ${ms(historyFigures.lookupP50Ms)}; ${historyFigures.batchKeys} keys at once p95 ${ms(historyFigures.batchP95Ms)}`,
      result: verdict(historyFigures.lookupP95Ms < historyFigures.lookupBudgetMs),
    },
    {
      budget: 'Locations over HTTP beside bare node:http (requests/s)',
      measured:
        `${Math.round(httpFigures.tripfit.requestsPerSecond)} vs ${Math.round(httpFigures.bare.requestsPerSecond)} ` +
        `(${(httpFigures.tripfit.requestsPerSecond / httpFigures.bare.requestsPerSecond).toFixed(3)} ×)`,
      result: 'no budget: figure only',
    },
  ]),
);
