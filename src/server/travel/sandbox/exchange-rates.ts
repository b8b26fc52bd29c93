import type { CurrencyCode } from '../../../core/currencies';
import { referenceUnitsPerUsd } from '../../../core/reference-rates';

/** A dollar amount in `currency` at the fixed reference rate (so a sandbox price never moves), rounded to whole cents (in minor units: 12.34 → 1234). */
export function usdToMinorUnits(amountUsd: number, currency: CurrencyCode): number {
  return Math.round(amountUsd * referenceUnitsPerUsd[currency] * 100);
}

/** Minor units as the decimal string offers carry: 1234 → '12.34'. */
export function formatMinorUnits(minorUnits: number): string {
  return (minorUnits / 100).toFixed(2);
}

/** A euro amount (a price list in euros) in `currency` at the fixed reference rates, in minor units. */
export function eurToMinorUnits(amountEur: number, currency: CurrencyCode): number {
  if (currency === 'EUR') return Math.round(amountEur * 100);
  return usdToMinorUnits(amountEur / referenceUnitsPerUsd.EUR, currency);
}
