/**
 * Flexible-dates grid budget (issue 14): the grid's server time within 1.5 × one search's for the same params.
 * Times `priceDateGrid` and `runSearch` in process on the sandbox provider, round after round, each grid once with
 * an empty cache (cold: 49 cells priced), once again on the same cache (warm: every cell a hit), and then the grid
 * of the next day's departure, as after choosing a neighbouring cell (42 of its 49 cells cached); then over HTTP
 * as the page asks (the search and the grid together), the budget's measure. Prints figures;
 * it does not pass or fail. Run with `npx tsx bench/date-grid.bench.ts`; the bench index imports `run()`.
 */
import { pathToFileURL } from 'node:url';
import { addDays } from '../src/core/iso-date';
import { createSearchParamsSchema } from '../src/core/search-params';
import { createMemoryCache } from '../src/server/infra/cache';
import { priceDateGrid } from '../src/server/travel/date-grid';
import { createSandboxProvider } from '../src/server/travel/sandbox';
import { runSearch } from '../src/server/travel/search-pipeline';
import { startTripFitServer } from './tripfit-server';
import { ms, percentile } from './percentile';

export interface Timings {
  p50Ms: number;
  p95Ms: number;
}

export interface DateGridBenchFigures {
  route: string;
  runs: number;
  cells: number;
  search: Timings;
  coldGrid: Timings;
  warmGrid: Timings;
  /** The grid one departure day later, on the same cache. */
  nextDayGrid: Timings;
  /** Cold grid p50 / search p50. */
  ratio: number;
  /** As the page asks over HTTP: the search and the grid sent together, each until its answer is read. */
  page: { searchMs: Timings; gridMs: Timings; ratio: number };
  budgetRatio: number;
  /** The grid appears within the budget ratio of the search's time on the page. */
  met: boolean;
}

const warmUpRuns = 3;
const timedRuns = 30;
const budgetRatio = 1.5;

function summary(timings: number[]): Timings {
  const sorted = [...timings].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * The page's view: on a wide screen the home page sends the grid beside the search (home-page.tsx), so the grid
 * appears when its answer arrives. Each round searches a week later than the last, so no cell is cached.
 */
async function overHttp(body: Record<string, unknown>, today: string) {
  const server = await startTripFitServer({ TRUST_PROXY: 'true' });
  const post = (path: string, round: number, payload: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      // A client per round: the per-client limits are not what is measured.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${round % 250}` },
      body: JSON.stringify(payload),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
      return performance.now();
    });
  const searches: number[] = [];
  const grids: number[] = [];
  try {
    for (let round = 0; round < warmUpRuns + timedRuns; round += 1) {
      const departureDate = addDays(today, 30 + 7 * round);
      const payload = { ...body, departureDate, returnDate: addDays(departureDate, 7) };
      const started = performance.now();
      const [searchDone, gridDone] = await Promise.all([
        post('/api/search', round, payload),
        post('/api/search/date-grid', round, payload),
      ]);
      if (round < warmUpRuns) continue;
      searches.push(searchDone - started);
      grids.push(gridDone - started);
    }
  } finally {
    await server.stop();
  }
  const searchMs = summary(searches);
  const gridMs = summary(grids);
  return { searchMs, gridMs, ratio: gridMs.p50Ms / searchMs.p50Ms };
}

export async function run(): Promise<DateGridBenchFigures> {
  const today = new Date().toISOString().slice(0, 10);
  const body = {
    from: 'BEG',
    to: 'CDG',
    toName: 'Paris Charles de Gaulle Airport (CDG)',
    where: 'Paris',
    departureDate: addDays(today, 30),
    returnDate: addDays(today, 37),
    flightAdults: 2,
    hotelAdults: 2,
    budget: 3000,
    currency: 'EUR',
  };
  const params = createSearchParamsSchema(today).parse(body);
  const travel = createSandboxProvider(Date.now);
  // Sandbox offers are priced in the search's currency: no rates are ever asked for.
  const exchangeRates = { current: async () => undefined };
  const nextDay = { ...params, departureDate: addDays(params.departureDate, 1) };
  const signal = new AbortController().signal;
  const search: number[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  const moved: number[] = [];
  let cells = 0;
  for (let round = 0; round < warmUpRuns + timedRuns; round += 1) {
    const sources = { travel, exchangeRates, cache: createMemoryCache() };
    const searchMs = await timed(() => runSearch(sources, params, signal));
    const coldMs = await timed(async () => {
      cells = (await priceDateGrid(sources, params, today, signal)).cells.length;
    });
    const warmMs = await timed(() => priceDateGrid(sources, params, today, signal));
    const movedMs = await timed(() => priceDateGrid(sources, nextDay, today, signal));
    if (round < warmUpRuns) continue;
    search.push(searchMs);
    cold.push(coldMs);
    warm.push(warmMs);
    moved.push(movedMs);
  }
  const figures = {
    search: summary(search),
    coldGrid: summary(cold),
    warmGrid: summary(warm),
    nextDayGrid: summary(moved),
  };
  const ratio = figures.coldGrid.p50Ms / figures.search.p50Ms;
  const page = await overHttp(body, today);
  return {
    route: `${params.from}→${params.to} ${params.departureDate}/${params.returnDate}, 2 adults, 3000 EUR`,
    runs: timedRuns,
    cells,
    ...figures,
    ratio,
    page,
    budgetRatio,
    met: page.ratio <= budgetRatio,
  };
}

const pair = (timings: Timings) => `p50 ${ms(timings.p50Ms)}   p95 ${ms(timings.p95Ms)}`;

export function report(figures: DateGridBenchFigures): string {
  return [
    `date grid (sandbox, in process): ${figures.route}; ${figures.cells} cells, ${figures.runs} timed runs`,
    `  one search (runSearch)           ${pair(figures.search)}`,
    `  grid, empty cache (cold)         ${pair(figures.coldGrid)}`,
    `  grid, every cell cached (warm)   ${pair(figures.warmGrid)}`,
    `  grid a day later (42/49 cached)  ${pair(figures.nextDayGrid)}`,
    `  cold grid p50 / search p50 in process = ${figures.ratio.toFixed(2)} × (49 cells' provider work against one)`,
    `as the page asks (search and grid sent together over HTTP, no cell cached), ${figures.runs} rounds:`,
    `  search answered  ${pair(figures.page.searchMs)}`,
    `  grid answered    ${pair(figures.page.gridMs)}`,
    `  grid p50 / search p50 = ${figures.page.ratio.toFixed(2)} × (budget ${figures.budgetRatio} ×): ` +
      (figures.met ? 'met' : 'NOT met'),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(report(await run()));
}
