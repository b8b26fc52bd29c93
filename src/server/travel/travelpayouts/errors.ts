import { travelErrorForStatus } from '../http-status-errors';
import { TravelProviderError } from '../port';
import { messages } from '../provider-messages';
import { parseJsonAs, TransportError } from '../provider-transport-error';
import { MAX_RATE_LIMIT_WAIT_MS } from '../retry-policy';
import { errorBody } from './wire';

/** The one Travelpayouts call explore makes, named as metrics and logs show it. */
export type TravelpayoutsEndpoint = 'travelpayouts:pricesForDates';

/** A non-2xx answer from Travelpayouts. */
export class TravelpayoutsHttpError extends Error {
  constructor(
    readonly endpoint: TravelpayoutsEndpoint,
    readonly status: number,
    /** The body's `error`, when it was Travelpayouts' JSON error. */
    readonly explanation: string | undefined,
    /** From a 429's Retry-After header. */
    readonly retryAfterMs?: number,
  ) {
    super(`${endpoint} answered ${status}`);
    this.name = 'TravelpayoutsHttpError';
  }
}

/** No usable answer: network failure, timeout, or a body that is not what the API promises. */
export class TravelpayoutsTransportError extends TransportError<TravelpayoutsEndpoint> {
  override name = 'TravelpayoutsTransportError';
}

export const explanationOf = (text: string) => parseJsonAs(text, errorBody)?.error || undefined;

/**
 * product.md §8: 429, 5xx, timeouts, network failures and malformed bodies are retried; other answers are final. A 429
 * asking for a longer wait than a search can afford is final too.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof TravelpayoutsTransportError) return true;
  if (!(error instanceof TravelpayoutsHttpError)) return false;
  if (error.status === 429) return (error.retryAfterMs ?? 0) <= MAX_RATE_LIMIT_WAIT_MS;
  return error.status >= 500;
}

/** product.md §8's texts for a failed call. */
export function toTravelProviderError(error: unknown): TravelProviderError {
  if (!(error instanceof TravelpayoutsHttpError)) {
    return new TravelProviderError('unavailable', messages.searchFailed);
  }
  // The token is ours: a refusal is our configuration's fault, never the user's request.
  if (error.status === 401 || error.status === 403) {
    return new TravelProviderError('unavailable', messages.credentialsInvalid);
  }
  return travelErrorForStatus(error.status, error.explanation);
}
