/**
 * Money in whole cents, so sums and budget checks are exact: 0.1 + 0.2 must fit a budget of 0.3.
 */

const decimalAmountPattern = /^\d+(?:\.\d+)?$/;

/**
 * Cents of a provider price such as '355.34', rounded half up from the third decimal. Undefined for anything that
 * is not a plain positive decimal ('', 'abc', '-5', '1e3', 'Infinity', '0'): such an offer cannot be priced.
 */
export function priceToCents(total: string): number | undefined {
  const text = String(total).trim();
  if (!decimalAmountPattern.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  const firstThree = fraction.padEnd(3, '0').slice(0, 3);
  const cents = Number(whole) * 100 + Number(firstThree.slice(0, 2)) + (Number(firstThree[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(cents) && cents > 0 ? cents : undefined;
}

/** Cents of an amount held as a number (a budget), rounded to the nearest cent. */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

export function centsToAmount(cents: number): number {
  return cents / 100;
}

/** A price as providers write it ('412.30') from whole cents: the inverse of priceToCents. */
export function centsToPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
