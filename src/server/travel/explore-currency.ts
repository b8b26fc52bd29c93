import { convertCents, type ExchangeRates } from '../../core/exchange-rates';
import { abortable } from './abort';
import type { ExchangeRateSource } from '../exchange-rates/source';

/** Today's rates, asked for once and only when a price needs them (so same-currency answers never ask). */
export type RatesOnDemand = () => Promise<ExchangeRates | undefined>;

export function ratesOnDemand(source: ExchangeRateSource, signal: AbortSignal): RatesOnDemand {
  let rates: Promise<ExchangeRates | undefined> | undefined;
  return () => (rates ??= abortable(source.current(), signal));
}

/**
 * `cents` of `from` in cents of `to`, exactly as a search converts (core/exchange-rates.ts, rounded once);
 * undefined when there are no rates for the pair, and the price is then left out, never shown in the wrong
 * currency.
 */
export async function centsIn(
  cents: number,
  from: string,
  to: string,
  rates: RatesOnDemand,
): Promise<number | undefined> {
  if (from === to) return cents;
  const current = await rates();
  return current && convertCents(cents, from, to, current);
}
