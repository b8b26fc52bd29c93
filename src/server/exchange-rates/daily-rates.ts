import { z } from 'zod';
import type { ExchangeRates } from '../../core/exchange-rates';
import type { Cache } from '../infra/cache';
import type { Logger } from '../infra/logger';
import { exchangeRatesSchema } from './rates-schema';
import type { ExchangeRateSource } from './source';

const HOUR_MS = 60 * 60 * 1000;
/** The source publishes once a day. */
export const RATES_FRESH_MS = 24 * HOUR_MS;
/** While the source fails, the last good rates serve this long; older ones could be far off for RUB or UAH. */
export const RATES_KEPT_MS = 7 * 24 * HOUR_MS;
/** After a failed fetch, searches use the last good rates without asking the source again for this long. */
export const RATES_RETRY_MS = 5 * 60 * 1000;

const storedRatesSchema = z.object({ rates: exchangeRatesSchema, fetchedAt: z.number() });
type StoredRates = z.infer<typeof storedRatesSchema>;

export interface DailyRatesOptions {
  /** Fetches today's rates; rejects when the source fails. */
  fetchRates: () => Promise<ExchangeRates>;
  /** Shared by every instance when it lives in Redis, so one fetch a day serves them all. */
  cache: Cache;
  /** This source's entry in the cache. */
  cacheKey: string;
  logger: Logger;
  /** Epoch milliseconds; tests move it forward. */
  now?: () => number;
}

/**
 * Rates fetched at most once a day (per cache), shared through the cache, and kept for a week while the source
 * fails. Searches arriving together share one fetch.
 */
export function createDailyRates(options: DailyRatesOptions): ExchangeRateSource {
  const { fetchRates, cache, cacheKey, logger, now = Date.now } = options;
  let latest: StoredRates | undefined;
  let nextAttemptAt = 0;
  let refreshing: Promise<ExchangeRates | undefined> | undefined;

  const isFresh = (stored: StoredRates | undefined): stored is StoredRates =>
    stored !== undefined && now() - stored.fetchedAt < RATES_FRESH_MS;

  /** The newer of what this process holds and what the cache holds (another instance may have fetched). */
  async function readShared(): Promise<void> {
    const shared = storedRatesSchema.safeParse(await cache.get(cacheKey));
    if (shared.success && shared.data.fetchedAt > (latest?.fetchedAt ?? -Infinity)) latest = shared.data;
  }

  async function refresh(): Promise<ExchangeRates | undefined> {
    await readShared();
    if (isFresh(latest)) return latest.rates;
    if (now() >= nextAttemptAt) {
      try {
        latest = { rates: await fetchRates(), fetchedAt: now() };
        await cache.set(cacheKey, latest, RATES_KEPT_MS);
        return latest.rates;
      } catch (error) {
        nextAttemptAt = now() + RATES_RETRY_MS;
        logger.warn(
          {
            err: error instanceof Error ? error.message : String(error),
            lastGood: latest?.rates.date ?? null,
          },
          'exchange rates unavailable: using the last good rates, if any',
        );
      }
    }
    return latest && now() - latest.fetchedAt < RATES_KEPT_MS ? latest.rates : undefined;
  }

  return {
    current: () => {
      if (isFresh(latest)) return Promise.resolve(latest.rates);
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
  };
}
