import { z } from 'zod';
import type { ExchangeRates } from '../../core/exchange-rates';

/**
 * fawazahmed0/exchange-api: free, keyless, CC0 daily rates for 200+ currencies, every one of product.md §3 included
 * (ECB-based sources such as Frankfurter lack RUB, UAH, SAR and RSD). Its maintainer asks clients to fall back to
 * the Cloudflare Pages mirror when jsDelivr fails.
 */
export const currencyApiUrls = [
  'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/eur.json',
  'https://latest.currency-api.pages.dev/v1/currencies/eur.json',
];

/** One fetch of the rates, by where it went and how it ended. */
export type RatesFetchOutcome = 'ok' | 'http_error' | 'invalid' | 'timeout' | 'network';
export type RatesFetchObserver = (source: 'primary' | 'fallback', outcome: RatesFetchOutcome) => void;

const lowerIsoCode = /^[a-z]{3}$/;
const answerSchema = z.looseObject({ date: z.iso.date() });
const tableSchema = z.record(z.string(), z.unknown());

/**
 * The rates in an answer such as `{ "date": "2026-11-20", "eur": { "usd": 1.0712, "1inch": 4.2, … } }`: the one
 * table keyed by a currency code is the base's; tokens and metals that are not three-letter codes are left out.
 */
export function readCurrencyApiAnswer(json: unknown): ExchangeRates | undefined {
  const answer = answerSchema.safeParse(json);
  if (!answer.success) return undefined;
  const { date, ...tables } = answer.data;
  const bases = Object.keys(tables).filter((key) => lowerIsoCode.test(key));
  const base = bases.length === 1 ? bases[0] : undefined;
  const table = base === undefined ? undefined : tableSchema.safeParse(tables[base]);
  if (base === undefined || !table?.success) return undefined;
  const rates = Object.fromEntries(
    Object.entries(table.data)
      .filter(
        (entry): entry is [string, number] =>
          lowerIsoCode.test(entry[0]) &&
          typeof entry[1] === 'number' &&
          Number.isFinite(entry[1]) &&
          entry[1] > 0,
      )
      .map(([code, rate]) => [code.toUpperCase(), rate]),
  );
  return Object.keys(rates).length > 0 ? { base: base.toUpperCase(), date, rates } : undefined;
}

export interface CurrencyApiOptions {
  /** Tried in order until one answers usable rates. */
  urls: string[];
  timeoutMs?: number;
  observe?: RatesFetchObserver;
  fetchFn?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 5_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function fetchOne(url: string, fetchFn: typeof fetch, timeoutMs: number) {
  try {
    const response = await fetchFn(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { outcome: 'http_error' } as const;
    const rates = readCurrencyApiAnswer(parseJson(await response.text()));
    return rates ? ({ outcome: 'ok', rates } as const) : ({ outcome: 'invalid' } as const);
  } catch (error) {
    return {
      outcome: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network',
    } as const;
  }
}

/** Today's rates from the first URL that answers them; rejects when none does. */
export async function fetchCurrencyApiRates(options: CurrencyApiOptions): Promise<ExchangeRates> {
  const { urls, timeoutMs = DEFAULT_TIMEOUT_MS, observe = () => undefined, fetchFn = fetch } = options;
  const failures: string[] = [];
  for (const [index, url] of urls.entries()) {
    const result = await fetchOne(url, fetchFn, timeoutMs);
    observe(index === 0 ? 'primary' : 'fallback', result.outcome);
    if (result.outcome === 'ok') return result.rates;
    failures.push(`${new URL(url).host}: ${result.outcome}`);
  }
  throw new Error(`no exchange rates (${failures.join(', ')})`);
}
