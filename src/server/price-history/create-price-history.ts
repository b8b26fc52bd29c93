import type { Counter } from 'prom-client';
import type { ExchangeRates } from '../../core/exchange-rates';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { Logger } from '../infra/logger';
import { createObservationRecorder } from './observation-recorder';
import {
  insertObservations,
  lookupDailyBest,
  lookupDailyBests,
  pruneObservations,
} from './observation-store';
import { createPriceHistoryService, type PriceHistoryService } from './price-history-service';

export interface PriceHistoryDeps {
  database: Database;
  /** The day's rates the searches convert with (services' exchangeRates). */
  rates: () => Promise<ExchangeRates | undefined>;
  now: Clock;
  logger: Logger;
  rows: Counter<'outcome'>;
}

/** The price history on the server's database, built once in services.ts. */
export function createPriceHistory(deps: PriceHistoryDeps): PriceHistoryService {
  const { database, rates, now, logger } = deps;
  const recorder = createObservationRecorder({
    write: (observations) => insertObservations(database, observations),
    prune: (at) => pruneObservations(database, at),
    rates,
    now,
    logger,
    rows: deps.rows,
  });
  return createPriceHistoryService({
    recorder,
    lookupOne: (key, at) => lookupDailyBest(database, key, at),
    lookupMany: (keys, at) => lookupDailyBests(database, keys, at),
    rates,
    now,
    logger,
  });
}
