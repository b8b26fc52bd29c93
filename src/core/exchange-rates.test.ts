import { describe, expect, it } from 'vitest';
import { canConvert, convertAmount, convertCents, type ExchangeRates } from './exchange-rates';

const rates: ExchangeRates = {
  base: 'EUR',
  date: '2026-11-20',
  rates: { USD: 1.0712, GBP: 0.8523, RSD: 117.12, SEK: 11.5, NOK: 11.75, HALF: 0.5 },
};

describe('convertCents', () => {
  it('leaves an amount in its own currency alone, with or without rates for it', () => {
    expect(convertCents(41230, 'GBP', 'GBP', rates)).toBe(41230);
    expect(convertCents(41230, 'CHF', 'CHF', rates)).toBe(41230);
  });

  it('converts from the base by multiplying and into the base by dividing', () => {
    // 100 EUR × 1.0712 = 107.12 USD; 107.12 USD ÷ 1.0712 = 100 EUR exactly.
    expect(convertCents(10000, 'EUR', 'USD', rates)).toBe(10712);
    expect(convertCents(10712, 'USD', 'EUR', rates)).toBe(10000);
  });

  it('crosses two other currencies through the base', () => {
    // GBP 412.30 = 41230 ÷ 0.8523 = 48374.99 EUR cents; in USD 41230 × 1.0712 ÷ 0.8523 = 51819.28 cents.
    expect(convertCents(41230, 'GBP', 'USD', rates)).toBe(51819);
    expect(convertCents(41230, 'GBP', 'EUR', rates)).toBe(48375);
  });

  it('rounds half a cent up, exactly, where floating point would land just below it', () => {
    // 1 cent at 0.5 is exactly half a cent; 3 cents at 0.5 is 1.5.
    expect(convertCents(1, 'EUR', 'HALF', rates)).toBe(1);
    expect(convertCents(3, 'EUR', 'HALF', rates)).toBe(2);
    // NOK 47 × 11.5 ÷ 11.75 is SEK 46 exactly, with no float residue to round the wrong way.
    expect(convertCents(4700, 'NOK', 'SEK', rates)).toBe(4600);
    // Rates are read as the decimals they were written as, not as their binary approximations.
    const decimal: ExchangeRates = { base: 'EUR', date: '2026-11-20', rates: { XTS: 1.005 } };
    // 100 × 1.005 = 100.5 cents: half up to 101. In binary floating point 1.005 × 100 is 100.49999….
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(convertCents(100, 'EUR', 'XTS', decimal)).toBe(101);
  });

  it('reads rates written with an exponent', () => {
    const tiny: ExchangeRates = { base: 'EUR', date: '2026-11-20', rates: { XBT: 1.5e-7, XHI: 2e21 } };
    expect(convertCents(100_000_000_000, 'EUR', 'XBT', tiny)).toBe(15000);
    expect(convertCents(1, 'XHI', 'EUR', tiny)).toBe(0);
  });

  it('has no answer without a rate for either side, or with an unusable one', () => {
    expect(convertCents(100, 'CHF', 'EUR', rates)).toBeUndefined();
    expect(convertCents(100, 'EUR', 'CHF', rates)).toBeUndefined();
    const broken: ExchangeRates = { base: 'EUR', date: '2026-11-20', rates: { ZERO: 0, NEG: -1 } };
    expect(convertCents(100, 'EUR', 'ZERO', broken)).toBeUndefined();
    expect(convertCents(100, 'NEG', 'EUR', broken)).toBeUndefined();
  });
});

describe('canConvert', () => {
  it('needs a rate for both currencies, the base counting as 1', () => {
    expect(canConvert(rates, 'GBP', 'USD')).toBe(true);
    expect(canConvert(rates, 'GBP', 'EUR')).toBe(true);
    expect(canConvert(rates, 'CHF', 'EUR')).toBe(false);
    expect(canConvert(rates, 'CHF', 'CHF')).toBe(true);
  });
});

describe('convertAmount', () => {
  const rates: ExchangeRates = { base: 'USD', date: '2026-11-28', rates: { EUR: 0.92 } };

  it('converts an amount exactly to the cent, needs no rates within one currency, and says when it cannot', () => {
    expect(convertAmount(460, 'EUR', 'USD', rates)).toBe(500);
    expect(convertAmount(100, 'USD', 'EUR', rates)).toBe(92);
    expect(convertAmount(12.345, 'USD', 'USD', undefined)).toBe(12.35);
    expect(convertAmount(100, 'USD', 'EUR', undefined)).toBeUndefined();
    expect(convertAmount(100, 'USD', 'CHF', rates)).toBeUndefined();
  });
});
