import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRatesFile } from './rates-file';

const folder = mkdtempSync(path.join(tmpdir(), 'tripfit-rates-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
function ratesFile(content: string): string {
  const file = path.join(folder, `rates-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, content);
  return file;
}

describe('readRatesFile', () => {
  it('reads rates in the documented shape', () => {
    const file = ratesFile(
      '{ "base": "EUR", "date": "2026-11-20", "rates": { "USD": 1.0712, "GBP": 0.8523 } }',
    );
    expect(readRatesFile(file)).toEqual({
      rates: { base: 'EUR', date: '2026-11-20', rates: { USD: 1.0712, GBP: 0.8523 } },
    });
  });

  it.each([
    ['{"base":"EUR","date":"2026-11-20","rates":{"USD":0}}', 'rates.USD should be a positive number'],
    ['{"base":"EUR","date":"2026-11-20","rates":{"USD":"1.07"}}', 'rates.USD should be a positive number'],
    [
      '{"base":"EUR","date":"2026-11-20","rates":{"usd":1.07}}',
      'rates.usd is not a three-letter currency code such as USD',
    ],
    [
      '{"base":"euro","date":"2026-11-20","rates":{}}',
      'base should be a three-letter currency code such as EUR',
    ],
    ['{"base":"EUR","date":"20.11.2026","rates":{}}', 'date should be a date such as 2026-11-20'],
    ['{"base":"EUR","date":"2026-11-20"}', 'rates should be an object of rates such as {"USD":1.0712}'],
    ['[1.07]', 'the file should be a JSON object'],
    ['{"base": "EUR",', 'it is not JSON'],
  ])('names the problem in %s', (content, problem) => {
    expect(readRatesFile(ratesFile(content))).toEqual({ problem });
  });

  it('says when the file cannot be read', () => {
    expect(readRatesFile(path.join(folder, 'missing.json'))).toEqual({
      problem: 'it cannot be read (ENOENT)',
    });
  });
});
