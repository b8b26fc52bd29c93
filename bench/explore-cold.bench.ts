/**
 * Explore without an index (issue 27): the server's liveness while 25 different uncached explores arrive at once
 * from one address, and the time to a cold explore's answer. Runs the real entry point in its own process
 * (sandbox data, in-process stores), so the probes and the explores are sent from an event loop the server does
 * not share. `/api/health` is asked back to back for as long as the explores run; the budget is its p95 ≤ 50 ms.
 * Prints figures; it does not pass or fail. Run with `npx tsx bench/explore-cold.bench.ts`; the bench index
 * imports `run()`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { collect, exitOf, startProcess } from '../tests/integration/helpers/server-process';
import { freePort } from '../tests/support/free-port';
import { ms, percentile } from './percentile';
import { waitUntilHealthy } from './server-child';
import { StatusTally } from './status-tally';

export interface ExploreColdBenchFigures {
  window: string;
  /** Cold explores answered one at a time on an idle server, each from a new origin. */
  coldAlone: { runs: number; p50Ms: number; maxMs: number };
  burst: {
    explores: number;
    statuses: string;
    /** Slowest explore of the burst, until its answer was read. */
    maxExploreMs: number;
    /** Explores of the burst answered 200, until their answers were read. */
    answeredP50Ms: number;
    /** How many, and their statuses. */
    probes: string;
    healthP50Ms: number;
    healthP95Ms: number;
    healthMaxMs: number;
  };
  budgetMs: number;
}

const budgetMs = 50;
const nights = '5-7';
/** 3 alone, then 25 at once: 28 explores from one address, under the route's 30 a minute per client. */
const aloneOrigins = ['BEG', 'VIE', 'ATH'];
const burstOrigins = [
  'NYC',
  'LON',
  'PAR',
  'FRA',
  'AMS',
  'MAD',
  'ROM',
  'IST',
  'DXB',
  'DOH',
  'SIN',
  'HKG',
  'TYO',
  'SEL',
  'SYD',
  'LAX',
  'CHI',
  'ATL',
  'YTO',
  'SAO',
  'MEX',
  'JNB',
  'CAI',
  'BKK',
  'DEL',
];
/** Long enough for any explore the old code served (the route's own limit is 30 s). */
const requestTimeoutMs = 120_000;

function nextMonth(): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 7);
}

async function timedGet(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function startSandboxServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tripfit-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startProcess({
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    TRAVEL_PROVIDER: 'sandbox',
  });
  const output = collect(child.stdout);
  const errors = collect(child.stderr);
  const stop = async () => {
    child.kill('SIGTERM');
    await exitOf(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(url, child, () => output() + errors());
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

export async function run(): Promise<ExploreColdBenchFigures> {
  const server = await startSandboxServer();
  const month = nextMonth();
  const explore = (origin: string) =>
    timedGet(
      `${server.url}/api/explore?from=${origin}&budget=1500&currency=EUR&month=${month}&nights=${nights}`,
    );
  try {
    const alone: number[] = [];
    for (const origin of aloneOrigins) {
      const answer = await explore(origin);
      if (answer.status !== 200) throw new Error(`explore from ${origin} answered ${answer.status}`);
      alone.push(answer.ms);
    }

    let exploring = true;
    const probes = new StatusTally();
    const probing = (async () => {
      while (exploring) {
        const probe = await timedGet(`${server.url}/api/health`);
        probes.record(probe.status, probe.ms);
      }
    })();
    const burst = new StatusTally();
    const answered = new StatusTally();
    await Promise.all(
      burstOrigins.map(async (origin) => {
        const answer = await explore(origin);
        burst.record(answer.status, answer.ms);
        if (answer.status === 200) answered.record(answer.status, answer.ms);
      }),
    );
    exploring = false;
    await probing;

    const sortedAlone = [...alone].sort((left, right) => left - right);
    const health = probes.latencies();
    return {
      window: `${month}, ${nights} nights`,
      coldAlone: { runs: alone.length, p50Ms: percentile(sortedAlone, 0.5), maxMs: Math.max(...alone) },
      burst: {
        explores: burst.count,
        statuses: burst.statusList(),
        maxExploreMs: burst.latencies().max,
        answeredP50Ms: answered.latencies().p50,
        probes: `${probes.count} (${probes.statusList()})`,
        healthP50Ms: health.p50,
        healthP95Ms: health.p95,
        healthMaxMs: health.max,
      },
      budgetMs,
    };
  } finally {
    await server.stop();
  }
}

export function report(figures: ExploreColdBenchFigures): string {
  const { coldAlone, burst } = figures;
  return [
    `sandbox explore, ${figures.window}, the server in its own process`,
    `cold answer alone (${coldAlone.runs} origins one after another): p50 ${ms(coldAlone.p50Ms)}, max ${ms(coldAlone.maxMs)}`,
    `${burst.explores} different uncached explores at once from one address: ${burst.statuses}; ` +
      `answered p50 ${ms(burst.answeredP50Ms)}, slowest ${ms(burst.maxExploreMs)}`,
    `/api/health meanwhile, ${burst.probes} probes back to back: p50 ${ms(burst.healthP50Ms)}, ` +
      `p95 ${ms(burst.healthP95Ms)}, max ${ms(burst.healthMaxMs)} (budget p95 ≤ ${ms(figures.budgetMs)})`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(report(await run()));
}
