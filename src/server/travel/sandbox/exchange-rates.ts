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
