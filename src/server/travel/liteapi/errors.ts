import { travelErrorForStatus } from '../http-status-errors';
import { TravelProviderError } from '../port';
import { messages } from '../provider-messages';
import { parseJsonAs, TransportError } from '../provider-transport-error';
import { MAX_RATE_LIMIT_WAIT_MS } from '../retry-policy';
import { errorBody } from './wire';

/** LiteAPI's two APIs this adapter calls: Hotel data (GET /data/hotels) and Search (POST /hotels/rates). */
export type LiteApiEndpoint = 'hotelData' | 'hotelRates';

/** What LiteAPI said about a failure, from `{"error": {...}}`. */
export interface ProviderErrorDetails {
  code?: number;
  /** `description` when present (the specific part: "countryCode is required"), else `message`. */
  detail?: string;
}

/** A non-2xx answer from LiteAPI. */
export class LiteApiHttpError extends Error {
  constructor(
    readonly endpoint: LiteApiEndpoint,
    readonly status: number,
    readonly details: ProviderErrorDetails,
    /** From a 429's Retry-After header. */
    readonly retryAfterMs?: number,
  ) {
    super(`${endpoint} answered ${status}`);
    this.name = 'LiteApiHttpError';
  }
}

/** No usable answer: network failure, timeout, or a body that is not what the API promises. */
export class LiteApiTransportError extends TransportError<LiteApiEndpoint> {
  override name = 'LiteApiTransportError';
}

export function parseErrorDetails(text: string): ProviderErrorDetails {
  const body = parseJsonAs(text, errorBody);
  if (!body) return {};
  const { code, description, message } = body.error;
  return { code, detail: description || message };
}

/**
 * product.md §8: 429, 5xx, timeouts, network failures and malformed bodies are retried; other answers are final. A 429
 * asking for a longer wait than a search can afford is final too.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof LiteApiTransportError) return true;
  if (!(error instanceof LiteApiHttpError)) return false;
  if (error.status === 429) return (error.retryAfterMs ?? 0) <= MAX_RATE_LIMIT_WAIT_MS;
  return error.status >= 500;
}

/** LiteAPI is down for us: no answer, or a server error (the circuit breaker counts these). */
export const isOutage = (error: unknown) =>
  error instanceof LiteApiTransportError || (error instanceof LiteApiHttpError && error.status >= 500);

/** The generic product.md §8 mapping, used when an endpoint has no text of its own for a failure. */
export function toTravelProviderError(error: unknown): TravelProviderError {
  if (error instanceof TravelProviderError) return error;
  if (!(error instanceof LiteApiHttpError))
    return new TravelProviderError('unavailable', messages.searchFailed);
  // The API key is ours: a refusal is our configuration's fault, never the user's request.
  if (error.status === 401 || error.status === 403) {
    return new TravelProviderError('unavailable', messages.credentialsInvalid);
  }
  return travelErrorForStatus(error.status, error.details.detail);
}
