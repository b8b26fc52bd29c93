import type { CurrencyCode } from '../../core/currencies';
import { convertAmount, type ExchangeRates } from '../../core/exchange-rates';
import type { ExplorePriceHistory } from '../../core/explore';
import {
  observationDay,
  observationKeyId,
  priceHistoryOf,
  type DailyBestTotals,
  type PriceHistory,
  type PriceObservationKey,
} from '../../core/price-history';
import type { Clock } from '../clock';
import type { Logger } from '../infra/logger';
import type { ObservationRecorder } from './observation-recorder';

/** The history lookups answers wait for at most; past it they go without (the deals never wait on history). */
export const HISTORY_TIMEOUT_MS = 250;

export interface PriceHistoryService {
  readonly recorder: ObservationRecorder;
  /**
   * Starts reading a key's stored days; the answer is built later from the search's own total, so the lookup
   * runs beside the search instead of after it. Never rejects: undefined when the read failed.
   */
  readDays(key: PriceObservationKey): Promise<DailyBestTotals | undefined>;
  /** The results' history for `total`, given the stored days; undefined on failure or after the timeout. */
  answer(
    stored: Promise<DailyBestTotals | undefined>,
    current: { total: number; currency: CurrencyCode },
  ): Promise<PriceHistory | undefined>;
  /** Explore's verdicts for many destinations, one lookup; only those with enough days, by observationKeyId. */
  forExplore(
    trips: readonly { key: PriceObservationKey; total: number }[],
    currency: CurrencyCode,
  ): Promise<Map<string, ExplorePriceHistory>>;
}

export interface PriceHistoryParts {
  recorder: ObservationRecorder;
  lookupOne(key: PriceObservationKey, now: Date): Promise<DailyBestTotals>;
  lookupMany(keys: readonly PriceObservationKey[], now: Date): Promise<Map<string, DailyBestTotals>>;
  rates(): Promise<ExchangeRates | undefined>;
  now: Clock;
  logger: Logger;
  timeoutMs?: number;
}

/** Settles with `work`, or with undefined once `ms` pass first. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Dollars into `currency` at `rates`, to the cent; undefined when the rates cannot. */
const fromUsdWith =
  (currency: CurrencyCode, rates: ExchangeRates | undefined) =>
  (usd: number): number | undefined =>
    convertAmount(usd, 'USD', currency, rates);

export function createPriceHistoryService(parts: PriceHistoryParts): PriceHistoryService {
  const { logger, timeoutMs = HISTORY_TIMEOUT_MS } = parts;
  const ratesFor = (currency: CurrencyCode) =>
    currency === 'USD' ? Promise.resolve(undefined) : parts.rates();

  return {
    recorder: parts.recorder,
    readDays: (key) =>
      parts.lookupOne(key, new Date(parts.now())).catch((error: unknown) => {
        logger.warn({ err: error }, 'price history unavailable: the lookup failed');
        return undefined;
      }),
    answer: async (stored, current) => {
      const today = observationDay(new Date(parts.now()));
      const built = within(
        Promise.all([stored, ratesFor(current.currency)]).then(([days, rates]) =>
          days
            ? priceHistoryOf(days, { ...current, today }, fromUsdWith(current.currency, rates))
            : undefined,
        ),
        timeoutMs,
      );
      return built.catch((error: unknown) => {
        logger.warn({ err: error }, 'price history unavailable');
        return undefined;
      });
    },
    forExplore: async (trips, currency) => {
      const verdicts = new Map<string, ExplorePriceHistory>();
      if (trips.length === 0) return verdicts;
      const now = new Date(parts.now());
      const today = observationDay(now);
      try {
        const read = await within(
          Promise.all([
            parts.lookupMany(
              trips.map((trip) => trip.key),
              now,
            ),
            ratesFor(currency),
          ]),
          timeoutMs,
        );
        if (!read) {
          logger.warn('explore price history skipped: the lookup took too long');
          return verdicts;
        }
        const [stored, rates] = read;
        const fromUsd = fromUsdWith(currency, rates);
        for (const { key, total } of trips) {
          const id = observationKeyId(key);
          const days = stored.get(id);
          const history = days && priceHistoryOf(days, { total, currency, today }, fromUsd);
          if (history?.status === 'enough') {
            const { verdict, typicalLow, typicalHigh } = history;
            verdicts.set(id, { verdict, typicalLow, typicalHigh });
          }
        }
      } catch (error) {
        logger.warn({ err: error }, 'explore price history unavailable');
      }
      return verdicts;
    },
  };
}
