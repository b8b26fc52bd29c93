import type { ExchangeRates } from './exchange-rates';
import type { CurrencyCode } from './currencies';

/**
 * Fixed units of each product.md §3 currency per US dollar, roughly the market in 2025. Two uses that need a rate that
 * never moves: the sandbox prices in dollars and converts with these, and the deal score reads every total in
 * dollars, so the same trip ranks the same whichever currency it is shown in. Totals shown to a traveller are
 * never converted with these.
 */
export const referenceUnitsPerUsd: Readonly<Record<CurrencyCode, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  CNY: 7.2,
  SAR: 3.75,
  RUB: 90,
  UAH: 41,
  SEK: 10.5,
  NOK: 10.7,
  PLN: 3.95,
  RON: 4.6,
  RSD: 108,
};

/** An amount of `currency` in US dollars at the reference rate. */
export function referenceUsd(amount: number, currency: CurrencyCode): number {
  return amount / referenceUnitsPerUsd[currency];
}

/** The reference rates as a day's exchange rates: what the sandbox's own prices were converted with on `date`. */
export function referenceExchangeRates(date: string): ExchangeRates {
  return { base: 'USD', date, rates: { ...referenceUnitsPerUsd } };
}
