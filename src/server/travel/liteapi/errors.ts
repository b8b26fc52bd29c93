import { messages } from '../amadeus/messages';
import { TravelProviderError } from '../port';
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
export class LiteApiTransportError extends Error {
  constructor(
    readonly endpoint: LiteApiEndpoint,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${endpoint}: ${message}`, options);
    this.name = 'LiteApiTransportError';
  }
}

export function parseErrorDetails(text: string): ProviderErrorDetails {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const parsed = errorBody.safeParse(json);
  if (!parsed.success) return {};
  const { code, description, message } = parsed.data.error;
  return { code, detail: description || message };
}

/** SPEC §8: 429, 5xx, timeouts, network failures and malformed bodies are retried; other answers are final. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof LiteApiTransportError) return true;
  return error instanceof LiteApiHttpError && (error.status === 429 || error.status >= 500);
}

/** The generic SPEC §8 mapping, used when an endpoint has no text of its own for a failure. */
export function toTravelProviderError(error: unknown): TravelProviderError {
  if (error instanceof TravelProviderError) return error;
  if (!(error instanceof LiteApiHttpError))
    return new TravelProviderError('unavailable', messages.searchFailed);
  const { status, details } = error;
  if (status === 429) return new TravelProviderError('rate_limited', messages.rateLimited);
  // The API key is ours: a refusal is our configuration's fault, never the user's request.
  if (status === 401 || status === 403)
    return new TravelProviderError('unavailable', messages.credentialsInvalid);
  const message = details.detail ?? messages.searchFailed;
  if (status === 404) return new TravelProviderError('not_found', message);
  if (status >= 400 && status < 500) return new TravelProviderError('invalid_request', message);
  return new TravelProviderError('unavailable', message);
}
