import { DuffelError } from '@duffel/api';
import { travelErrorForStatus } from '../http-status-errors';
import { TravelProviderError } from '../port';
import { messages } from '../provider-messages';
import { TransportError } from '../provider-transport-error';
import { MAX_RATE_LIMIT_WAIT_MS, waitFromHeader } from '../retry-policy';
import { errorsBody } from './schemas';

/** The Duffel calls of a flight search, named as metrics and logs show them; 'duffel:offer' asks one offer's bags. */
export type DuffelEndpoint = 'duffel:offerRequests' | 'duffel:offers' | 'duffel:offer';

/** A non-2xx answer from Duffel. */
export class DuffelHttpError extends Error {
  constructor(
    readonly endpoint: DuffelEndpoint,
    readonly status: number,
    /** errors[0].message, when the body was Duffel's JSON error. */
    readonly explanation: string | undefined,
    /** How long a 429 asks us to wait, from its headers. */
    readonly waitMs?: number,
  ) {
    super(`${endpoint} answered ${status}`);
    this.name = 'DuffelHttpError';
  }
}

/** No usable answer from Duffel: network failure, timeout, or a body that is not what the API promises. */
export class DuffelTransportError extends TransportError<DuffelEndpoint> {
  override name = 'DuffelTransportError';
}

interface HeaderReader {
  get(name: string): string | null;
}

/**
 * How long a 429 asks us to wait: Retry-After, or Duffel's ratelimit-reset (an HTTP date), the later of the two.
 * Both are measured from the answer's own Date header, so a skew between our clock and Duffel's does not count.
 */
function rateLimitWaitMs(headers: HeaderReader, now: number): number | undefined {
  const answeredAt = Date.parse(headers.get('date') ?? '');
  const from = Number.isNaN(answeredAt) ? now : answeredAt;
  const waits = [headers.get('retry-after'), headers.get('ratelimit-reset')]
    .map((value) => waitFromHeader(value, from))
    .filter((wait) => wait !== undefined);
  return waits.length > 0 ? Math.max(...waits) : undefined;
}

/**
 * The HTTP failure the SDK threw, as ours, with Duffel's explanation; undefined for anything else (node-fetch's
 * network errors, a body the SDK could not parse), which means no usable answer.
 */
export function httpFailureFromSdk(
  endpoint: DuffelEndpoint,
  error: unknown,
  now: number,
): DuffelHttpError | undefined {
  if (!(error instanceof DuffelError) || error.status === undefined) return undefined;
  // `errors` is missing when the body was not JSON (a gateway's page).
  const parsed = errorsBody.safeParse(error);
  const explanation = parsed.success ? parsed.data.errors[0]?.message : undefined;
  const waitMs = error.status === 429 ? rateLimitWaitMs(error.headers, now) : undefined;
  return new DuffelHttpError(endpoint, error.status, explanation, waitMs);
}

/** Duffel's own answer: "You should not retry this request" (https://duffel.com/docs/api/overview/errors). */
const NOT_RETRIED_SERVER_ERRORS = new Set([500, 502]);

/**
 * product.md §8: 429, 5xx and transport failures are retried, other answers are final; a 429 asking for a longer wait
 * than a search can afford is final too, and so are 500 and 502, which Duffel's docs say not to retry.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof DuffelTransportError) return true;
  if (!(error instanceof DuffelHttpError)) return false;
  if (error.status === 429) return (error.waitMs ?? 0) <= MAX_RATE_LIMIT_WAIT_MS;
  return error.status >= 500 && !NOT_RETRIED_SERVER_ERRORS.has(error.status);
}

/** Duffel is down for us: no answer, or a server error (the circuit breaker counts these). */
export const isOutage = (error: unknown) =>
  error instanceof DuffelTransportError || (error instanceof DuffelHttpError && error.status >= 500);

/** product.md §8's texts for a failed call. */
export function toTravelProviderError(error: unknown): TravelProviderError {
  if (!(error instanceof DuffelHttpError))
    return new TravelProviderError('unavailable', messages.searchFailed);
  // The access token is ours: a refusal is our configuration's fault, never the user's request.
  if (error.status === 401 || error.status === 403) {
    return new TravelProviderError('unavailable', messages.credentialsInvalid);
  }
  return travelErrorForStatus(error.status, error.explanation);
}
