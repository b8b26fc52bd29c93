import type { CurrencyCode } from '../../../core/currencies';

/**
 * Fixed units of each currency per US dollar. The sandbox prices in dollars and converts with these, so a price
 * never moves with a live rate; roughly the market in 2025.
 */
export const unitsPerUsd: Readonly<Record<CurrencyCode, number>> = {
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

/** A dollar amount in `currency`, rounded to whole cents (in minor units: 12.34 → 1234). */
export function usdToMinorUnits(amountUsd: number, currency: CurrencyCode): number {
  return Math.round(amountUsd * unitsPerUsd[currency] * 100);
}

/** Minor units as the decimal string offers carry: 1234 → '12.34'. */
export function formatMinorUnits(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}
