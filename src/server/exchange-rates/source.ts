import type { ExchangeRates } from '../../core/exchange-rates';

/** Where a search gets today's exchange rates (DESIGN.md "Currencies"). */
export interface ExchangeRateSource {
  /** Today's rates, the last good ones while the source fails, or undefined when there are none. */
  current(): Promise<ExchangeRates | undefined>;
}

/** A search needed rates to convert prices into its currency and had none that could. */
export class ExchangeRatesUnavailableError extends Error {
  constructor(readonly currency: string) {
    super(`We could not convert prices into ${currency} right now. Please try again later.`);
    this.name = 'ExchangeRatesUnavailableError';
  }
}
