/**
 * Intl formatters, each built once per locale and options. Building one costs far more than formatting with it,
 * and a results page formats hundreds of amounts, dates and distances at once: built per call they were a large
 * share of a phone's blocking time on that page (issue 31). The keys are few (the site's languages × the formats
 * the code asks for), so the caches stay small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: string, options: object, build: () => T): T {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (formatter === undefined) {
    // A locale Intl refuses throws here, as `new Intl.…` does, and nothing is kept.
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat(locale, options)`, the same instance for the same arguments. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, the same instance for the same arguments. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}
