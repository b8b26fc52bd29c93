/**
 * The search latency budget on the live adapters: Duffel flights and LiteAPI hotels, each against its fake server
 * with fixed latencies, Duffel pricing in pounds so the conversion runs too. Same budget as pipeline.bench.ts:
 * ≤ 1.05 × the slowest provider chain + 20 ms. Prints figures; it does not pass or fail.
 * Run with `npx tsx bench/pipeline-live.bench.ts`; bench/index.ts imports `run()`.
 */
import { pathToFileURL } from 'node:url';
import { createSearchParamsSchema } from '../src/core/search-params';
import { createMemoryCache } from '../src/server/infra/cache';
import { createLogger } from '../src/server/infra/logger';
import { createThrottleFactory } from '../src/server/infra/throttle';
import { createDuffelFlightProvider } from '../src/server/travel/duffel';
import { createLiteApiHotelProvider } from '../src/server/travel/liteapi';
import { createSandboxProvider } from '../src/server/travel/sandbox';
import { cityLocation } from '../src/server/travel/sandbox/airport-data';
import { runSearch } from '../src/server/travel/search-pipeline';
import { startFakeDuffel, type FakeDuffel } from '../tests/fakes/duffel-server';
import { startFakeLiteApi, type FakeLiteApi } from '../tests/fakes/liteapi-server';
import { daysFromNow } from '../tests/support/dates';
import { ms, percentile } from './percentile';

/** Fake answer times: Duffel's offer request and one offers page make the flights; LiteAPI's list, then rates. */
const latencyMs = { offerRequests: 500, offers: 300, hotels: 300, rates: 600 } as const;
const flightsMs = latencyMs.offerRequests + latencyMs.offers;
/** Ratings come from a second hotel-data call, alongside the rates. */
const hotelChainMs = latencyMs.hotels + Math.max(latencyMs.rates, latencyMs.hotels);
const concurrentLimitMs = Math.max(flightsMs, hotelChainMs);
const budgetMs = 1.05 * concurrentLimitMs + 20;
const rates = { base: 'EUR', date: '2026-11-20', rates: { GBP: 0.8523, USD: 1.0712 } };

const warmUpRuns = 1;
const timedRuns = 5;
const searchTimeoutMs = 10_000;

export interface LivePipelineFigures {
  timingsMs: number[];
  p50Ms: number;
  maxMs: number;
  deals: number;
  convertedDeals: number;
  met: boolean;
}

/** New adapters, caches and throttles per search, so no search is a cache hit or waits on another's slots. */
function freshSources(duffel: FakeDuffel, liteApi: FakeLiteApi) {
  const live = {
    cache: createMemoryCache(),
    throttles: createThrottleFactory(),
    logger: createLogger('silent'),
  };
  const flights = createDuffelFlightProvider({
    ...live,
    accessToken: duffel.accessToken,
    apiUrl: duffel.url,
  });
  const hotels = createLiteApiHotelProvider({
    ...live,
    apiKey: liteApi.apiKey,
    baseUrl: liteApi.url,
    locateCity: cityLocation,
  });
  return {
    travel: { ...createSandboxProvider(Date.now), ...flights, ...hotels },
    exchangeRates: { current: async () => rates },
  };
}

export async function run(): Promise<LivePipelineFigures> {
  const [duffel, liteApi] = await Promise.all([startFakeDuffel(), startFakeLiteApi()]);
  try {
    duffel.setOffers({ currency: 'GBP' });
    duffel.setLatency('offerRequests', latencyMs.offerRequests);
    duffel.setLatency('offers', latencyMs.offers);
    liteApi.setLatency('hotels', latencyMs.hotels);
    liteApi.setLatency('rates', latencyMs.rates);
    const params = createSearchParamsSchema(daysFromNow(0)).parse({
      from: 'LHR',
      to: 'CDG',
      toName: 'Paris (CDG)',
      departureDate: daysFromNow(30),
      returnDate: daysFromNow(37),
      flightAdults: 2,
      hotelAdults: 2,
      budget: 9000,
      currency: 'EUR',
      where: 'Paris',
    });
    const timings: number[] = [];
    let deals = 0;
    let convertedDeals = 0;
    for (let round = 0; round < warmUpRuns + timedRuns; round += 1) {
      const sources = freshSources(duffel, liteApi);
      const started = performance.now();
      const result = await runSearch(sources, params, AbortSignal.timeout(searchTimeoutMs));
      const elapsedMs = performance.now() - started;
      if (round < warmUpRuns) continue;
      timings.push(elapsedMs);
      deals = result.deals.length;
      convertedDeals = result.deals.filter((deal) => deal.flight.convertedFrom).length;
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const maxMs = sorted.at(-1) ?? Number.NaN;
    return {
      timingsMs: timings,
      p50Ms: percentile(sorted, 0.5),
      maxMs,
      deals,
      convertedDeals,
      met: maxMs <= budgetMs,
    };
  } finally {
    await Promise.all([duffel.close(), liteApi.close()]);
  }
}

export function report(figures: LivePipelineFigures): string {
  const latencies = Object.entries(latencyMs)
    .map(([endpoint, latency]) => `${endpoint} ${latency}`)
    .join(', ');
  return [
    'search pipeline (Duffel adapter → fake Duffel in GBP, LiteAPI adapter → fake LiteAPI, EUR search)',
    `  fake latencies (ms): ${latencies}; fresh adapters and caches per search`,
    `  ${timedRuns} timed after ${warmUpRuns} warm-up: ${figures.deals} deals, ${figures.convertedDeals} converted from GBP`,
    `  runs: ${figures.timingsMs.map((value) => value.toFixed(1)).join(', ')} ms`,
    `  measured p50 ${ms(figures.p50Ms)}   max ${ms(figures.maxMs)}`,
    `  concurrent limit ${concurrentLimitMs} ms (max(flights ${flightsMs}, hotel chain ${hotelChainMs}))`,
    `  budget 1.05 × ${concurrentLimitMs} + 20 = ${budgetMs} ms: ${figures.met ? 'met' : 'NOT met'} ` +
      `(slowest run ${ms(figures.maxMs)})`,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(report(await run()));
}
