import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { noDailyBests, type DailyBestTotals } from '../../core/price-history';
import { createSearchParamsSchema } from '../../core/search-params';
import type { ExchangeRateSource } from '../exchange-rates/source';
import { createLogger } from '../infra/logger';
import { createSandboxProvider } from '../travel/sandbox';
import { testQuoteDay, testSandboxClock } from '../travel/sandbox/sandbox-clock.test-helpers';
import { runSearch } from '../travel/search-pipeline';
import { createObservationRecorder } from './observation-recorder';
import { createPriceHistoryService } from './price-history-service';

const never = new AbortController().signal;
const noRates: ExchangeRateSource = { current: () => Promise.resolve(undefined) };
const travel = createSandboxProvider(testSandboxClock);
const params = createSearchParamsSchema(testQuoteDay).parse({
  budget: 50_000,
  currency: 'USD',
  from: 'LHR',
  to: 'CDG',
  departureDate: '2027-03-10',
  returnDate: '2027-03-14',
  where: 'Paris',
});

/** A price history whose database answers `lookup` and takes writes with `write`. */
function history(lookup: () => Promise<DailyBestTotals>, write: () => Promise<void>) {
  const rows = new Counter({
    name: 'rows',
    help: 'rows',
    labelNames: ['outcome'],
    registers: [new Registry()],
  });
  const logger = createLogger('silent');
  const recorder = createObservationRecorder({
    write,
    prune: () => Promise.resolve(),
    rates: () => Promise.resolve(undefined),
    now: testSandboxClock,
    logger,
    rows,
  });
  const service = createPriceHistoryService({
    recorder,
    lookupOne: lookup,
    lookupMany: () => Promise.reject(new Error('a search looks up one key')),
    rates: noRates.current,
    now: testSandboxClock,
    logger,
  });
  return { service, rows };
}

describe("a search's price history", () => {
  it('never fails the search when the database fails: the deals come without a history', async () => {
    const down = () => Promise.reject(new Error('database down'));
    const { service, rows } = history(down, down);
    const result = await runSearch({ travel, exchangeRates: noRates, priceHistory: service }, params, never);
    expect(result.deals.length).toBeGreaterThan(0);
    expect(result.priceHistory).toBeUndefined();
    await service.recorder.flush();
    expect((await rows.get()).values).toEqual([
      expect.objectContaining({ labels: { outcome: 'dropped' }, value: 1 }),
    ]);
  });

  it("records the search's cheapest total under the key of its cities, nights and party", async () => {
    const written: unknown[] = [];
    const { service } = history(
      () => Promise.resolve(noDailyBests),
      () => Promise.resolve(),
    );
    const recorder = {
      record: (totals: Parameters<typeof service.recorder.record>[0]) => void written.push(...totals),
      flush: () => Promise.resolve(),
    };
    const result = await runSearch(
      { travel, exchangeRates: noRates, priceHistory: { ...service, recorder } },
      params,
      never,
    );
    const cheapest = Math.min(...result.deals.map((deal) => deal.totalPrice));
    expect(written).toEqual([
      {
        fromCity: 'LON',
        toCity: 'PAR',
        month: '2027-03',
        nights: 4,
        adults: 1,
        children: 0,
        rooms: 1,
        cabin: 'ECONOMY',
        bags: 'cabin',
        hotelLevel: 'budget',
        total: cheapest,
        currency: 'USD',
        source: 'search',
      },
    ]);
    expect(result.priceHistory).toEqual({ status: 'tooFew', daysObserved: 1, daysNeeded: 7 });
  });
  it("records a watch's check as such and reads no history for it", async () => {
    const sources: string[] = [];
    let lookups = 0;
    const { service } = history(
      () => {
        lookups++;
        return Promise.resolve(noDailyBests);
      },
      () => Promise.resolve(),
    );
    const recorder = {
      record: (totals: Parameters<typeof service.recorder.record>[0]) =>
        void sources.push(...totals.map((total) => total.source)),
      flush: () => Promise.resolve(),
    };
    const result = await runSearch(
      { travel, exchangeRates: noRates, priceHistory: { ...service, recorder } },
      params,
      never,
      { source: 'watch' },
    );
    expect(sources).toEqual(['watch']);
    expect(lookups).toBe(0);
    expect(result.priceHistory).toBeUndefined();
  });
});
