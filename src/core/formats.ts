import { currencySymbol } from './currencies';
import { dateTimeFormat, numberFormat } from './intl-formatters';

/**
 * Display formats of product.md §9. Dates and times are read from the strings as calendar values and never pass through
 * the machine's time zone: '2026-12-01' is Dec 1 everywhere, and '08:30' in a local flight time stays 08:30.
 */

export const defaultFormatLocale = 'en-US';

/** The locale if Intl accepts it, else en-US, so a stray language tag (i18next's 'cimode') cannot throw. */
function usableLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? defaultFormatLocale;
  } catch {
    return defaultFormatLocale;
  }
}

/** A symbol that ends in a letter ('kr', 'zł', 'lei') is set apart from the digits; '$' and '€' are not. */
const endsWithLetter = /\p{L}$/u;

/**
 * '1,500', '1,234.50', '412.30', '99.99': an amount's digits without the currency. Whole amounts show no decimals
 * (product.md §9: no trailing zeros), others always two, never one: '$2,944.4' reads as a typo for a price.
 */
export function formatAmount(amount: number, locale = defaultFormatLocale): string {
  const whole = Math.round(amount * 100) % 100 === 0;
  return numberFormat(usableLocale(locale), {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** '$1,500', '$1,234.50', '€99.99', 'kr 250': the currency's symbol, the locale's digit grouping, cents when any. */
export function formatMoney(amount: number, currency: string, locale = defaultFormatLocale): string {
  const digits = formatAmount(Math.abs(amount), locale);
  const symbol = currencySymbol(currency);
  const separator = endsWithLetter.test(symbol) ? ' ' : '';
  const sign = amount < 0 && digits !== '0' ? '-' : '';
  return `${sign}${symbol}${separator}${digits}`;
}

/**
 * '7h 35m', '0h 45m', '5h 0m' (product.md §9 in English): always both parts, so durations line up on the cards. Other
 * languages write their own units ('7h 35 Min.', '7 ч 35 мин', '7小时 35分钟').
 */
export function formatDuration(minutes: number, locale = defaultFormatLocale): string {
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new RangeError(`A duration must be a non-negative number of minutes, got ${minutes}.`);
  }
  const whole = Math.round(minutes);
  const part = (value: number, unit: 'hour' | 'minute') =>
    numberFormat(usableLocale(locale), { style: 'unit', unit, unitDisplay: 'narrow' }).format(value);
  return `${part(Math.floor(whole / 60), 'hour')} ${part(whole % 60, 'minute')}`;
}

const localTimePattern = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})/;

/** '08:30' from a local date-time such as '2026-12-01T08:30:00', as written, with no time-zone conversion. */
export function formatTime(isoLocal: string): string {
  const match = localTimePattern.exec(isoLocal);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) {
    throw new RangeError(
      `Expected a local date-time like '2026-12-01T08:30:00', got ${JSON.stringify(isoLocal)}.`,
    );
  }
  return `${match[1]}:${match[2]}`;
}

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T|$)/;

/** The calendar date at the start of 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM:SS', as a UTC instant. */
function calendarDate(isoDate: string): Date {
  const match = calendarDatePattern.exec(isoDate);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  const date = new Date(Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN));
  // Date.UTC rolls '2026-02-30' over into March; a real date survives the round trip.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate.slice(0, 10)) {
    throw new RangeError(`Expected a date like '2026-12-01', got ${JSON.stringify(isoDate)}.`);
  }
  return date;
}

function formatCalendarDate(isoDate: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(usableLocale(locale), { ...options, timeZone: 'UTC' }).format(calendarDate(isoDate));
}

/** 'Dec 1' (product.md §9 'Mon D' / 'MMM d') from 'YYYY-MM-DD' or a local date-time. */
export function formatShortDate(isoDate: string, locale = defaultFormatLocale): string {
  return formatCalendarDate(isoDate, locale, { month: 'short', day: 'numeric' });
}

/** 'Tue, Dec 1': a flight's date with its weekday, as travel sites write it, in the locale's own order. */
export function formatTripDate(isoDate: string, locale = defaultFormatLocale): string {
  return formatCalendarDate(isoDate, locale, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** 'Mar 10 – 15', '10.–15. März': a stay's first and last day, in the locale's own way of writing a span. */
export function formatDateRange(from: string, to: string, locale = defaultFormatLocale): string {
  const format = dateTimeFormat(usableLocale(locale), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(calendarDate(from), calendarDate(to));
}

/** 'Dec 1, 2026' (product.md §9 'MMM d, yyyy') from 'YYYY-MM-DD' or a local date-time. */
export function formatLongDate(isoDate: string, locale = defaultFormatLocale): string {
  return formatCalendarDate(isoDate, locale, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** 'March 2027', 'März 2027': a month as 'YYYY-MM', for choosing when to travel. */
export function formatMonth(month: string, locale = defaultFormatLocale): string {
  return formatCalendarDate(`${month}-01`, locale, { month: 'long', year: 'numeric' });
}

const ageUnits: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** '3 hours ago', 'vor 3 Stunden', 'yesterday': how long ago an instant was, in its largest whole unit. */
export function formatAge(ageMs: number, locale = defaultFormatLocale): string {
  const [unit, size] = ageUnits.find(([, length]) => ageMs >= length) ?? ['minute', 60_000];
  return new Intl.RelativeTimeFormat(usableLocale(locale), { numeric: 'auto' }).format(
    -Math.floor(Math.max(0, ageMs) / size),
    unit,
  );
}
