import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { ExploreAnswer, ExploreDestination } from '../../core/explore';
import type { DailyBestTotals, PriceObservationKey } from '../../core/price-history';
import { createLogger } from '../infra/logger';
import { exploreWithHistory } from './explore-history';
import { createObservationRecorder, type ObservedTotal } from './observation-recorder';
import { createPriceHistoryService } from './price-history-service';

const now = Date.parse('2030-05-01T12:00:00Z');

const destination = (code: string, totalPrice: number): ExploreDestination => ({
  code,
  name: code,
  countryCode: 'FR',
  countryName: 'France',
  region: 'europe',
  latitude: 0,
  longitude: 0,
  totalPrice,
  flightPrice: totalPrice / 2,
  hotelPrice: totalPrice / 2,
  departureDate: '2030-06-05',
  returnDate: '2030-06-09',
  nights: 4,
  stops: 0,
  pricedAt: '2030-05-01T12:00:00Z',
  estimate: false,
});

const answer: ExploreAnswer = {
  currency: 'USD',
  origin: { code: 'LON', name: 'London', latitude: 0, longitude: 0 },
  destinations: [destination('PAR', 300), destination('NCE', 400)],
};

/** Seven days of Paris at 350–410 dollars (daily minima), nothing for Nice. */
const parisWeek: DailyBestTotals = {
  days: Array.from({ length: 7 }, (_, index) => ({
    day: `2030-04-${25 + index}`,
    bestUsd: 350 + 10 * index,
  })),
  lowUsd: 365,
  highUsd: 395,
};

describe("explore's price history", () => {
  it('records every destination served and gives a verdict only where enough days were observed', async () => {
    const recorded: ObservedTotal[] = [];
    const asked: PriceObservationKey[][] = [];
    const logger = createLogger('silent');
    const recorder = createObservationRecorder({
      write: () => Promise.resolve(),
      prune: () => Promise.resolve(),
      rates: () => Promise.resolve(undefined),
      now: () => now,
      logger,
      rows: new Counter({ name: 'rows', help: 'rows', labelNames: ['outcome'], registers: [new Registry()] }),
    });
    const service = createPriceHistoryService({
      recorder: { ...recorder, record: (totals) => void recorded.push(...totals) },
      lookupOne: () => Promise.reject(new Error('explore looks up all its keys at once')),
      lookupMany: (keys) => {
        asked.push([...keys]);
        return Promise.resolve(new Map([['LON|PAR|2030-06|4|2|0|1|BUSINESS|cabin|comfort', parisWeek]]));
      },
      rates: () => Promise.resolve(undefined),
      now: () => now,
      logger,
    });
    const query = {
      origin: 'LHR',
      adults: 2,
      children: 0,
      rooms: 1,
      bags: 'cabin',
      cabin: 'BUSINESS',
      level: 'comfort',
    } as const;

    const withHistory = await exploreWithHistory(service, answer, query);

    expect(asked).toHaveLength(1);
    expect(
      recorded.map(({ toCity, total, source, hotelLevel }) => [toCity, total, source, hotelLevel]),
    ).toEqual([
      ['PAR', 300, 'explore', 'comfort'],
      ['NCE', 400, 'explore', 'comfort'],
    ]);
    expect(withHistory.destinations.map((found) => found.history)).toEqual([
      { verdict: 'low', typicalLow: 365, typicalHigh: 395 },
      undefined,
    ]);
  });
});
