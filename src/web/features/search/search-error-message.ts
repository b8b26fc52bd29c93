import type { TFunction } from 'i18next';
import { SearchFailedError } from '../../lib/search-api';

/** Server error codes whose product.md §8 text the web has in every language. */
const translatedCodes = new Set([
  'no_flights',
  'no_hotels',
  'no_deals',
  'rate_limited',
  'search_timeout',
  'provider_rate_limited',
  'fx_unavailable',
  'stay_not_found',
  'flights_unreachable',
  'hotels_unreachable',
  'flights_busy',
  'hotels_busy',
  'flights_failed',
  'hotels_failed',
  'flights_unusable',
  'hotels_unusable',
]);

/** "in 3 minutes" in the visitor's language (Intl writes the plural), from a wait in seconds. */
function inMinutes(seconds: number | undefined, language: string): string {
  const minutes = Math.max(1, Math.ceil((seconds ?? 60) / 60));
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(minutes, 'minute');
}

/**
 * What to tell the visitor about a failed search: our translation of a known failure, else the server's own
 * message (product.md §8: "the error's own message is shown when present"), else product.md's fallback. Some texts name
 * the search's currency or the stay it could not find.
 */
export function searchErrorMessage(
  error: unknown,
  t: TFunction,
  search: { currency: string; where: string; language?: string },
): string {
  if (error instanceof SearchFailedError) {
    if (translatedCodes.has(error.code))
      return t(`searchErrors.${error.code}`, {
        defaultValue: error.message,
        currency: search.currency,
        where: search.where,
        when: inMinutes(error.retryAfterSeconds, search.language ?? 'en'),
      });
    return error.message;
  }
  return t('searchErrors.failed');
}
