import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import type { ExchangeRates } from '../../core/exchange-rates';
import { exchangeRatesSchema } from './rates-schema';

export const RATES_FILE_EXPECTED =
  'a JSON file of exchange rates such as {"base":"EUR","date":"2026-11-20","rates":{"USD":1.0712,"GBP":0.8523}}';

export type RatesFileReading = { rates: ExchangeRates } | { problem: string };

/** What is wrong with the first bad field, named by its path: 'rates.USD should be a positive number'. */
function firstProblem(issues: readonly z.core.$ZodIssue[]): string {
  const issue = issues[0];
  const field = issue?.path.map(String).join('.') || 'the file';
  if (issue?.code === 'invalid_key') return `${field} is not a three-letter currency code such as USD`;
  return `${field} should be ${issue?.message ?? 'valid'}`;
}

/** Reads and checks FX_RATES_FILE once at start: the rates, or the one problem to report. */
export function readRatesFile(path: string): RatesFileReading {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { problem: `it cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: 'it is not JSON' };
  }
  const parsed = exchangeRatesSchema.safeParse(json);
  return parsed.success ? { rates: parsed.data } : { problem: firstProblem(parsed.error.issues) };
}
