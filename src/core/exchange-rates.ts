import { amountToCents, centsToAmount } from './money';

/**
 * Converting prices between currencies with daily reference rates. Pure: the server fetches the rates, this
 * only does the arithmetic, exactly, so a converted price is the true product rounded once to the cent.
 */

/** Reference rates of one day: units of each currency per one unit of `base` (the base itself is 1). */
export interface ExchangeRates {
  /** ISO 4217 code, e.g. 'EUR'. */
  base: string;
  /** The day the rates are for, 'YYYY-MM-DD'. */
  date: string;
  rates: Record<string, number>;
}

interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/** A rate as the exact decimal it was written as (1.0712 → 10712/10000), not its binary approximation. */
function decimalFraction(value: number): Fraction {
  const [mantissa = '0', exponentText = '0'] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(whole + fraction);
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) };
}

/** Units of `currency` per base unit; undefined when the rates do not have a usable one. */
function perBase(rates: ExchangeRates, currency: string): number | undefined {
  if (currency === rates.base) return 1;
  const rate = rates.rates[currency];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/** Whether `rates` can convert `from` into `to` (both known, or the same currency). */
export function canConvert(rates: ExchangeRates, from: string, to: string): boolean {
  return from === to || (perBase(rates, from) !== undefined && perBase(rates, to) !== undefined);
}

/**
 * `cents` of `from` in cents of `to`, crossed through the base (to per base ÷ from per base), rounded half up
 * once at the end. Undefined when the rates lack either currency.
 */
export function convertCents(
  cents: number,
  from: string,
  to: string,
  rates: ExchangeRates,
): number | undefined {
  if (from === to) return cents;
  const fromRate = perBase(rates, from);
  const toRate = perBase(rates, to);
  if (fromRate === undefined || toRate === undefined) return undefined;
  const target = decimalFraction(toRate);
  const source = decimalFraction(fromRate);
  const numerator = BigInt(cents) * target.numerator * source.denominator;
  const denominator = target.denominator * source.numerator;
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * `amount` of `from` in `to`, exact to the cent (convertCents on whole cents); the same currency needs no rates.
 * Undefined when the rates are missing or lack either currency.
 */
export function convertAmount(
  amount: number,
  from: string,
  to: string,
  rates: ExchangeRates | undefined,
): number | undefined {
  const cents =
    from === to ? amountToCents(amount) : rates && convertCents(amountToCents(amount), from, to, rates);
  return cents === undefined ? undefined : centsToAmount(cents);
}
