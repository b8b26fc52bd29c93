import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatAge,
  formatAmount,
  formatDuration,
  formatTripDate,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatShortDate,
  formatTime,
} from './formats';

describe('formatAmount', () => {
  it.each([
    [412.3, '412.30'],
    [412.35, '412.35'],
    [1234567.891, '1,234,567.89'],
    [88000, '88,000'],
  ])('writes %d as %s: grouped, no decimals when whole, else always two', (amount, text) => {
    expect(formatAmount(amount)).toBe(text);
  });
});

describe('formatMoney', () => {
  it.each([
    [1500, 'USD', '$1,500'],
    [1234.5, 'USD', '$1,234.50'],
    [2944.4, 'USD', '$2,944.40'],
    [99.99, 'EUR', '€99.99'],
    [1234567.891, 'GBP', '£1,234,567.89'],
    [0.3, 'CNY', '¥0.30'],
    [0, 'USD', '$0'],
    [19.999, 'USD', '$20'],
  ])('shows %d %s as %s', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });

  it('sets a symbol that ends in a letter apart from the digits', () => {
    expect(formatMoney(2500, 'SEK')).toBe('kr 2,500');
    expect(formatMoney(99.5, 'PLN')).toBe('zł 99.50');
  });

  it("falls back to '$' for an unknown currency", () => {
    expect(formatMoney(10, 'XYZ')).toBe('$10');
  });

  it('puts a minus sign before the symbol', () => {
    expect(formatMoney(-12.5, 'USD')).toBe('-$12.50');
  });

  it("groups digits the locale's way when given one, and en-US's for a tag Intl refuses", () => {
    expect(formatMoney(1234.5, 'EUR', 'de-DE')).toBe('€1.234,50');
    expect(formatMoney(1234.5, 'USD', 'not a locale!')).toBe('$1,234.50');
  });
});

describe('formatTripDate', () => {
  it.each([
    ['en-US', 'Tue, Dec 1'],
    ['de', 'Di., 1. Dez.'],
    ['zh', '12月1日周二'],
  ])('writes a flight date with its weekday in %s: %s', (locale, text) => {
    expect(formatTripDate('2026-12-01T08:30:00', locale)).toBe(text);
  });
});

describe('formatDuration', () => {
  it.each([
    [455, '7h 35m'],
    [45, '0h 45m'],
    [300, '5h 0m'],
    [0, '0h 0m'],
    [1560, '26h 0m'],
  ])('shows %i minutes as %s, always with both parts', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });

  it.each([
    // German's short hour is 'h' in older CLDR data (Node 20 and 22), 'Std.' in CLDR 46+ (Node 24, browsers).
    ['de', /^7 ?(h|Std\.) 35 Min\.$/],
    ['ru', /^7 ч 35 мин$/],
    ['zh', /^7小时 35分钟$/],
    ['cimode', /^7h 35m$/],
  ])('writes the units of %s: %s', (locale, text) => {
    expect(formatDuration(455, locale)).toMatch(text);
  });

  it('refuses negative and non-finite minutes', () => {
    expect(() => formatDuration(-1)).toThrow(RangeError);
    expect(() => formatDuration(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it('shows the local time as written, 24-hour', () => {
    expect(formatTime('2026-12-01T08:30:00')).toBe('08:30');
    expect(formatTime('2026-12-01T23:05')).toBe('23:05');
    expect(formatTime('2026-12-01T00:00:00')).toBe('00:00');
  });

  it.each(['08:30', '2026-12-01', '2026-12-01T24:00:00', ''])('refuses %j', (text) => {
    expect(() => formatTime(text)).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("shows 'Mon D' and 'MMM d, yyyy'", () => {
    expect(formatShortDate('2026-12-01')).toBe('Dec 1');
    expect(formatLongDate('2026-12-01')).toBe('Dec 1, 2026');
  });

  it('reads the date of a local date-time', () => {
    expect(formatShortDate('2026-12-31T23:59:00')).toBe('Dec 31');
    expect(formatLongDate('2027-01-01T00:15:00')).toBe('Jan 1, 2027');
  });

  it.each(['Pacific/Honolulu', 'Pacific/Kiritimati'])(
    'shows the same calendar date in time zone %s',
    (zone) => {
      vi.stubEnv('TZ', zone);
      // The stub really moves the machine's zone, or this test would prove nothing.
      expect(new Date('2026-12-01T00:00:00Z').getTimezoneOffset()).not.toBe(0);
      expect(formatShortDate('2026-12-01')).toBe('Dec 1');
      expect(formatLongDate('2026-12-01T00:30:00')).toBe('Dec 1, 2026');
    },
  );

  it('follows the locale', () => {
    expect(formatShortDate('2026-12-01', 'de-DE')).toBe('1. Dez.');
    expect(formatLongDate('2026-12-01', 'fr-FR')).toBe('1 déc. 2026');
  });

  it.each(['2026-02-30', '2026-13-01', 'Dec 1', '', '2026-12-1'])('refuses %j', (text) => {
    expect(() => formatShortDate(text)).toThrow(RangeError);
    expect(() => formatLongDate(text)).toThrow(RangeError);
  });
});

describe('formatMonth and formatAge', () => {
  it('names a month in the language', () => {
    expect(formatMonth('2027-03', 'en')).toBe('March 2027');
    expect(formatMonth('2027-03', 'de')).toBe('März 2027');
  });

  it('tells an age in its largest whole unit', () => {
    expect(formatAge(30_000, 'en')).toBe('this minute');
    expect(formatAge(5 * 60_000, 'en')).toBe('5 minutes ago');
    expect(formatAge(3 * 3_600_000 + 59 * 60_000, 'en')).toBe('3 hours ago');
    expect(formatAge(26 * 3_600_000, 'en')).toBe('yesterday');
    expect(formatAge(3 * 3_600_000, 'de')).toBe('vor 3 Stunden');
  });
});
