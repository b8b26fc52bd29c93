/**
 * Location search over HTTP: `GET /api/locations?keyword=lon` on a real TripFit server in this process, beside a
 * bare node:http server answering a fixed small JSON body, both loaded by autocannon over loopback. The ratio
 * says what TripFit's routing, middleware and lookup cost on top of Node's own HTTP floor. Also times the
 * endpoint's lookup in process (server time, DESIGN.md budget ≤ 5 ms p95). Prints figures; it does not pass or
 * fail. Run with `npx tsx bench/locations-http.bench.ts`; a bench index can import `run()`.
 */
import { pathToFileURL } from 'node:url';
import { startBareServer } from './bare-http-server';
import { loadHttp, type HttpLoadFigures } from './http-load';
import { ms, percentile } from './percentile';
import { startTripFitServer } from './tripfit-server';

export interface LocationsHttpBenchFigures {
  path: string;
  connections: number;
  durationSeconds: number;
  clientAddresses: string;
  tripfit: HttpLoadFigures;
  bare: HttpLoadFigures;
  firstResult: string;
  /** The endpoint's own lookup, timed in process: the server time of one request without HTTP. */
  serverTime: { lookups: number; p50Ms: number; p95Ms: number; maxMs: number; budgetMs: number };
}

const keyword = 'lon';
const path = `/api/locations?keyword=${keyword}`;
const connections = 10;
const warmUpSeconds = 1;
const durationSeconds = 5;
const serverTimeWarmUps = 100;
const serverTimeLookups = 1_000;
const serverTimeLimitMs = 5_000;
const budgetMs = 5;

/**
 * The route allows 120 lookups a minute per client, so one address would be refused after 120 requests and the
 * bench would time 429s. The server trusts X-Forwarded-For (TRUST_PROXY=true, as behind a load balancer) and
 * each request names a different loopback address, so every request is a first one and runs the whole route,
 * rate-limit check included.
 */
const clientAddresses =
  'a distinct X-Forwarded-For loopback address per request, TRUST_PROXY=true (limit is 120/min per client)';

function distinctClientAddresses(): () => Record<string, string> {
  let next = 0;
  return () => {
    next += 1;
    return { 'x-forwarded-for': `127.${(next >>> 16) & 255}.${(next >>> 8) & 255}.${next & 255}` };
  };
}

/** One request first: a load test of 4xx answers would measure nothing useful. */
async function firstResult(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url + path, { headers, signal: AbortSignal.timeout(5_000) });
  const body = (await response.json()) as { data?: { name?: string; iataCode?: string }[] };
  const first = body.data?.[0];
  if (response.status !== 200 || !first) {
    throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return `${first.name ?? '?'} (${first.iataCode ?? '?'}), ${body.data?.length ?? 0} results`;
}

async function timeLoadAfterWarmUp(
  url: string,
  headersPerRequest: () => Record<string, string>,
): Promise<HttpLoadFigures> {
  const load = { url, path, connections, headersPerRequest };
  await loadHttp({ ...load, durationSeconds: warmUpSeconds });
  return loadHttp({ ...load, durationSeconds });
}

async function timeServerLookups(
  searchLocations: (keyword: string, signal: AbortSignal) => Promise<unknown>,
): Promise<LocationsHttpBenchFigures['serverTime']> {
  const signal = new AbortController().signal;
  for (let round = 0; round < serverTimeWarmUps; round += 1) await searchLocations(keyword, signal);
  const timings: number[] = [];
  const deadline = performance.now() + serverTimeLimitMs;
  while (timings.length < serverTimeLookups && performance.now() < deadline) {
    const started = performance.now();
    await searchLocations(keyword, signal);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return {
    lookups: timings.length,
    p50Ms: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    maxMs: timings.at(-1) ?? Number.NaN,
    budgetMs,
  };
}

export async function run(): Promise<LocationsHttpBenchFigures> {
  const tripfitServer = await startTripFitServer({ TRUST_PROXY: 'true' });
  try {
    const bareServer = await startBareServer();
    try {
      const headersPerRequest = distinctClientAddresses();
      const first = await firstResult(tripfitServer.url, headersPerRequest());
      // The same per-request header work on both sides, so the client's cost does not tilt the ratio.
      const tripfit = await timeLoadAfterWarmUp(tripfitServer.url, headersPerRequest);
      const bare = await timeLoadAfterWarmUp(bareServer.url, headersPerRequest);
      const serverTime = await timeServerLookups((word, signal) =>
        tripfitServer.services.travel.searchLocations(word, signal),
      );
      return {
        path,
        connections,
        durationSeconds,
        clientAddresses,
        tripfit,
        bare,
        firstResult: first,
        serverTime,
      };
    } finally {
      await bareServer.close();
    }
  } finally {
    await tripfitServer.stop();
  }
}

function loadLine(label: string, figures: HttpLoadFigures): string {
  return (
    `  ${label.padEnd(22)} ${Math.round(figures.requestsPerSecond).toString().padStart(7)} req/s   ` +
    `p50 ${ms(figures.p50Ms)}   p95 ${ms(figures.p95Ms)}   p99 ${ms(figures.p99Ms)}   ` +
    `(${figures.responses} responses, ${figures.non2xx} non-2xx, ${figures.errors} errors)`
  );
}

export function report(figures: LocationsHttpBenchFigures): string {
  const { tripfit, bare, serverTime } = figures;
  return [
    `location search over HTTP: GET ${figures.path}, ${figures.connections} connections, ` +
      `${figures.durationSeconds} s each after a ${warmUpSeconds} s warm-up, loopback only`,
    `  clients: ${figures.clientAddresses}`,
    `  load generator and both servers share this one process and event loop; compare the ratio`,
    `  first answer: ${figures.firstResult}`,
    loadLine('TripFit /api/locations', tripfit),
    loadLine('bare node:http', bare),
    `  TripFit / bare: ${(tripfit.requestsPerSecond / bare.requestsPerSecond).toFixed(3)} × the requests/s, ` +
      `${(tripfit.p50Ms / bare.p50Ms).toFixed(2)} × the p50, ${(tripfit.p99Ms / bare.p99Ms).toFixed(2)} × the p99`,
    `  server time of the '${keyword}' lookup in process (${serverTime.lookups} lookups): ` +
      `p50 ${ms(serverTime.p50Ms)}   p95 ${ms(serverTime.p95Ms)}   max ${ms(serverTime.maxMs)}   ` +
      `budget ${ms(serverTime.budgetMs)} p95`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(report(await run()));
}
