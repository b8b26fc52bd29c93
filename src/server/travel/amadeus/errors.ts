import { travelErrorForStatus } from '../http-status-errors';
import { TravelProviderError } from '../port';
import { parseJsonAs, TransportError } from '../provider-transport-error';
import { messages } from '../provider-messages';
import { errorResponse } from './schemas';

export type AmadeusEndpoint =
  'token' | 'locations' | 'flightOffers' | 'hotelsByCity' | 'hotelOffers' | 'sentiments';

/** What the provider said about a failure: `errors[0]` of an API body or the token endpoint's description. */
export interface ProviderErrorDetails {
  code?: number;
  detail?: string;
}

/** A non-2xx answer from Amadeus. */
export class ProviderHttpError extends Error {
  constructor(
    readonly endpoint: AmadeusEndpoint,
    readonly status: number,
    readonly details: ProviderErrorDetails,
  ) {
    super(`${endpoint} answered ${status}`);
    this.name = 'ProviderHttpError';
  }
}

/** No usable answer from Amadeus: network failure, timeout, or a body that is not what the API promises. */
export class ProviderTransportError extends TransportError<AmadeusEndpoint> {
  override name = 'ProviderTransportError';
}

/** Reads `errors[0]` or `error_description` from a body when it is JSON in the documented shape. */
export function parseErrorDetails(text: string): ProviderErrorDetails {
  const body = parseJsonAs(text, errorResponse);
  if (!body) return {};
  const first = body.errors?.[0];
  return { code: first?.code, detail: first?.detail ?? body.error_description };
}

/** product.md §8: 429 and other failures are retried; other 4xx answers and aborts are not. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ProviderTransportError) return true;
  return error instanceof ProviderHttpError && (error.status === 429 || error.status >= 500);
}

/** A 401 from an API call (not from the token endpoint): the token is refreshed and the call retried once. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ProviderHttpError && error.status === 401 && error.endpoint !== 'token';
}

/** The generic product.md §8 mapping, used when an endpoint has no text of its own for a failure. */
export function toTravelProviderError(error: unknown): TravelProviderError {
  if (error instanceof TravelProviderError) return error;
  if (!(error instanceof ProviderHttpError))
    return new TravelProviderError('unavailable', messages.searchFailed);
  const { status, details, endpoint } = error;
  // A refused token request is our configuration's fault, never the user's request.
  if (endpoint === 'token' && status < 500 && status !== 429) {
    return new TravelProviderError('unavailable', details.detail ?? messages.credentialsInvalid);
  }
  return travelErrorForStatus(status, details.detail);
}
