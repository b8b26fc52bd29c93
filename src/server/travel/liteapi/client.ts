import type { z } from 'zod';
import type { Logger } from '../../infra/logger';
import type { Throttle } from '../../infra/throttle';
import type { Sleep } from '../abort';
import type { TravelProviderError } from '../port';
import { createRetryingCall } from '../retrying-call';
import { asPartnerError, BREAKER_FAILURES, BREAKER_HALF_OPEN_AFTER_MS } from '../partner-errors';
import {
  LiteApiHttpError,
  isOutage,
  isRetryable,
  toTravelProviderError,
  type LiteApiEndpoint,
} from './errors';
import { readAnswer, type Exchange } from './http';

export interface LiteApiRequest<T> {
  endpoint: LiteApiEndpoint;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  /** Sent as JSON. */
  body?: object;
  schema: z.ZodType<T>;
  /** The answer when LiteAPI has nothing to return (204 or "no availability"). */
  noContent: T;
  /** Extra data the search can do without (ratings): one short attempt, never retried. */
  optional?: boolean;
  /** The endpoint's own product.md §8 text for an HTTP failure, when it has one. */
  describeFailure?: (failure: LiteApiHttpError) => TravelProviderError | undefined;
}

/** Calls with product.md §8's retries; failures reject with TravelProviderError, aborts with the signal's reason. */
export interface LiteApiClient {
  send<T>(request: LiteApiRequest<T>, signal: AbortSignal): Promise<T>;
}

export interface LiteApiClientOptions {
  baseUrl: string;
  apiKey: string;
  exchange: Exchange;
  /** The exchange of optional requests, with a short timeout. */
  optionalExchange: Exchange;
  /** LiteAPI limits requests per key, whatever the endpoint: every exchange, retries included, takes a slot. */
  throttle: Throttle;
  sleep: Sleep;
  now: () => number;
  logger: Logger;
}

const waitAskedFor = (error: unknown) => (error instanceof LiteApiHttpError ? error.retryAfterMs : undefined);

export function createLiteApiClient(options: LiteApiClientOptions): LiteApiClient {
  const { baseUrl, apiKey, throttle, sleep, now, logger } = options;
  // Retry-After, when LiteAPI sends one, may ask for longer than our backoff.
  const withRetries = createRetryingCall({
    provider: 'liteapi',
    isRetryable,
    waitAskedFor,
    sleep,
    logger,
    breaker: { isOutage, failures: BREAKER_FAILURES, halfOpenAfterMs: BREAKER_HALF_OPEN_AFTER_MS },
  });

  async function sendOnce<T>(request: LiteApiRequest<T>, signal: AbortSignal): Promise<T> {
    // The slot is taken right before sending, so requests leave at the pace the throttle grants them.
    await throttle.acquire(signal);
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    const headers: Record<string, string> = { 'x-api-key': apiKey, accept: 'application/json' };
    if (request.body) headers['content-type'] = 'application/json';
    const exchange = request.optional ? options.optionalExchange : options.exchange;
    const answer = await exchange(
      request.endpoint,
      `${baseUrl}${request.path}${query}`,
      { method: request.method, headers, ...(request.body ? { body: JSON.stringify(request.body) } : {}) },
      signal,
    );
    return readAnswer(request.endpoint, answer, request.schema, request.noContent, now());
  }

  return {
    send: (request, signal) =>
      withRetries(
        request.endpoint,
        (attemptSignal) => sendOnce(request, attemptSignal),
        (error) => {
          const described = error instanceof LiteApiHttpError ? request.describeFailure?.(error) : undefined;
          return asPartnerError(described ?? toTravelProviderError(error), 'hotels', logger, {
            endpoint: request.endpoint,
            ...(error instanceof LiteApiHttpError
              ? { status: error.status, explanation: error.details.detail, waitMs: error.retryAfterMs }
              : {}),
          });
        },
        signal,
        { optional: request.optional === true },
      ),
  };
}
