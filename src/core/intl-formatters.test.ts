import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formatters';

describe('numberFormat', () => {
  it('formats as Intl.NumberFormat does, one instance per locale and options', () => {
    const options = { maximumFractionDigits: 1 };
    expect(numberFormat('de', options).format(1234.56)).toBe(
      new Intl.NumberFormat('de', options).format(1234.56),
    );
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(numberFormat('de', options));
    expect(numberFormat('fr', options)).not.toBe(numberFormat('de', options));
    expect(numberFormat('de', { maximumFractionDigits: 2 })).not.toBe(numberFormat('de', options));
  });

  it('throws for a locale Intl refuses, as the constructor does', () => {
    expect(() => numberFormat('cimode-')).toThrow(RangeError);
  });
});

describe('dateTimeFormat', () => {
  it('formats as Intl.DateTimeFormat does, one instance per locale and options', () => {
    const options = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
    const date = new Date(Date.UTC(2026, 11, 1));
    expect(dateTimeFormat('sr', options).format(date)).toBe(
      new Intl.DateTimeFormat('sr', options).format(date),
    );
    expect(dateTimeFormat('sr', { ...options })).toBe(dateTimeFormat('sr', options));
    expect(dateTimeFormat('en', options)).not.toBe(dateTimeFormat('sr', options));
  });
});
