import { messages } from './provider-messages';
import { TravelProviderError } from './port';

/**
 * product.md §8's generic mapping of a provider's HTTP failure, for adapters whose endpoint has no text of its own:
 * `explanation` is what the provider said about it (Amadeus's errors[0].detail, Duffel's errors[0].message).
 */
export function travelErrorForStatus(status: number, explanation: string | undefined): TravelProviderError {
  if (status === 429) return new TravelProviderError('rate_limited', messages.rateLimited);
  if (status === 401) return new TravelProviderError('unavailable', messages.authFailed);
  const message = explanation ?? messages.searchFailed;
  if (status === 404) return new TravelProviderError('not_found', message);
  if (status >= 400 && status < 500) return new TravelProviderError('invalid_request', message);
  return new TravelProviderError('unavailable', message);
}
