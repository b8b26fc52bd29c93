import { ExchangeRatesUnavailableError } from '../exchange-rates/source';
import { ApiError } from '../http/api-error';
import { ExploreBusyError, ExploreCabinNotOfferedError, ExploreNotConfiguredError } from './explore-port';
import { TravelProviderError, type TravelProviderErrorKind, type TravelSide } from './port';
import { messages } from './provider-messages';
import { EmptySearchError } from './search-pipeline';
import { StayNotFoundError } from './stay-city';

const statusByKind: Record<TravelProviderErrorKind, 400 | 404 | 429 | 502 | 503> = {
  invalid_request: 400,
  not_found: 404,
  rate_limited: 429,
  unavailable: 503,
  unusable_offers: 502,
};

/**
 * A live partner's failure in product words (issue 28): an outage or a long rate limit asks the visitor to come
 * back later (503, with Retry-After when the partner said how long); a complaint about our request is our bug
 * (502), never the visitor's 400; the partner's own text is never shown.
 */
function partnerFailure(error: TravelProviderError, side: TravelSide): ApiError {
  const { retryAfterSeconds } = error.details;
  switch (error.kind) {
    case 'unavailable':
      return new ApiError(503, `${side}_unreachable`, messages.partnerUnreachable(side));
    case 'rate_limited':
      if (retryAfterSeconds === undefined) {
        return new ApiError(503, `${side}_unreachable`, messages.partnerUnreachable(side));
      }
      return new ApiError(
        503,
        `${side}_busy`,
        messages.partnerBusyFor(side, Math.max(1, Math.ceil(retryAfterSeconds / 60))),
        { 'Retry-After': String(retryAfterSeconds) },
      );
    case 'invalid_request':
      return new ApiError(502, `${side}_failed`, messages.partnerFailed(side));
    case 'unusable_offers':
      return new ApiError(502, `${side}_unusable`, messages.unusableOffers(side));
    case 'not_found':
      return new ApiError(404, 'provider_not_found', error.message);
  }
}

/** Search failures become API errors carrying product.md §8's message; anything unexpected stays a real error. */
export function toApiError(error: unknown): unknown {
  if (error instanceof EmptySearchError) return new ApiError(404, error.code, error.message);
  if (error instanceof StayNotFoundError) return new ApiError(400, error.code, error.message);
  // Never a total that adds two currencies: without rates the search fails, and can succeed once they are back.
  if (error instanceof ExchangeRatesUnavailableError)
    return new ApiError(503, 'fx_unavailable', error.message);
  if (error instanceof ExploreNotConfiguredError) {
    return new ApiError(503, 'explore_not_configured', 'Explore is not available: no fare source is set up.');
  }
  if (error instanceof ExploreCabinNotOfferedError) {
    return new ApiError(400, 'explore_cabin_unavailable', `cabin: ${error.message}`);
  }
  if (error instanceof ExploreBusyError) {
    return new ApiError(503, 'explore_busy', error.message, {
      'Retry-After': String(error.retryAfterSeconds),
    });
  }
  if (error instanceof TravelProviderError) {
    if (error.details.side) return partnerFailure(error, error.details.side);
    return new ApiError(statusByKind[error.kind], `provider_${error.kind}`, error.message);
  }
  return error;
}
