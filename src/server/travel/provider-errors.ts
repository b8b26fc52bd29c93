import { ExchangeRatesUnavailableError } from '../exchange-rates/source';
import { ApiError } from '../http/api-error';
import { ExploreBusyError, ExploreNotConfiguredError } from './explore-port';
import { TravelProviderError, type TravelProviderErrorKind } from './port';
import { EmptySearchError } from './search-pipeline';
import { StayNotFoundError } from './stay-city';

const statusByKind: Record<TravelProviderErrorKind, 400 | 404 | 429 | 503> = {
  invalid_request: 400,
  not_found: 404,
  rate_limited: 429,
  unavailable: 503,
};

/** Search failures become API errors carrying SPEC §8's message; anything unexpected stays a real error. */
export function toApiError(error: unknown): unknown {
  if (error instanceof EmptySearchError) return new ApiError(404, error.code, error.message);
  if (error instanceof StayNotFoundError) return new ApiError(400, error.code, error.message);
  // Never a total that adds two currencies: without rates the search fails, and can succeed once they are back.
  if (error instanceof ExchangeRatesUnavailableError)
    return new ApiError(503, 'fx_unavailable', error.message);
  if (error instanceof ExploreNotConfiguredError) {
    return new ApiError(503, 'explore_not_configured', 'Explore is not available: no fare source is set up.');
  }
  if (error instanceof ExploreBusyError) {
    return new ApiError(503, 'explore_busy', error.message, {
      'Retry-After': String(error.retryAfterSeconds),
    });
  }
  if (error instanceof TravelProviderError) {
    return new ApiError(statusByKind[error.kind], `provider_${error.kind}`, error.message);
  }
  return error;
}
