import type { Counter } from 'prom-client';
import type { Config } from '../config';
import type { Cache } from '../infra/cache';
import type { Logger } from '../infra/logger';
import { currencyApiUrls, fetchCurrencyApiRates } from './currency-api';
import { createDailyRates } from './daily-rates';
import type { ExchangeRateSource } from './source';

export interface ExchangeRateDeps {
  cache: Cache;
  logger: Logger;
  fetches: Counter<'source' | 'outcome'>;
  now?: () => number;
}

/** FX_RATES_FILE's fixed rates when set (offline use), else the daily rates of FX_RATES_URL or the public source. */
export function createExchangeRateSource(config: Config, deps: ExchangeRateDeps): ExchangeRateSource {
  const fileRates = config.FX_RATES_FILE;
  if (fileRates) return { current: async () => fileRates };
  // A URL of one's own replaces the source and its fallback: tests must never reach the real one.
  const urls = config.FX_RATES_URL ? [config.FX_RATES_URL] : currencyApiUrls;
  return createDailyRates({
    fetchRates: () =>
      fetchCurrencyApiRates({ urls, observe: (source, outcome) => deps.fetches.inc({ source, outcome }) }),
    cache: deps.cache,
    // Keyed by the source, so instances share what one fetched and different sources never mix.
    cacheKey: `fx:rates:${urls[0]}`,
    logger: deps.logger,
    now: deps.now,
  });
}
