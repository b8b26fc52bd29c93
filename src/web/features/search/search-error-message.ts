import type { TFunction } from 'i18next';
import { SearchFailedError } from '../../lib/search-api';

/** Server error codes whose SPEC §8 text the web has in every language. */
const translatedCodes = new Set([
  'no_flights',
  'no_hotels',
  'no_deals',
  'rate_limited',
  'search_timeout',
  'provider_rate_limited',
  'fx_unavailable',
]);

/**
 * What to tell the visitor about a failed search: our translation of a known failure, else the server's own
 * message (SPEC §8: "the error's own message is shown when present"), else SPEC's fallback. `currency` is the
 * search's, which some texts name.
 */
export function searchErrorMessage(error: unknown, t: TFunction, currency: string): string {
  if (error instanceof SearchFailedError) {
    if (translatedCodes.has(error.code))
      return t(`searchErrors.${error.code}`, { defaultValue: error.message, currency });
    return error.message;
  }
  return t('searchErrors.failed');
}
