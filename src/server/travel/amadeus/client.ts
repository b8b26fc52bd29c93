import { handleWhen, retry } from 'cockatiel';
import type { z } from 'zod';
import type { Logger } from '../../infra/logger';
import type { Throttle } from '../../infra/throttle';
import type { Sleep } from '../abort';
import type { TravelProviderError } from '../port';
import { createRetryingCall } from '../retrying-call';
import {
  ProviderHttpError,
  isRetryable,
  isUnauthorized,
  toTravelProviderError,
  type AmadeusEndpoint,
} from './errors';
import { readAnswer, type Exchange } from './http';
import type { AccessTokens } from './token';

export interface AmadeusRequest<T> {
  endpoint: Exclude<AmadeusEndpoint, 'token'>;
  path: string;
  query: Record<string, string>;
  schema: z.ZodType<T>;
  /** product.md §9's client rate limit for this endpoint, when it has one. */
  throttle?: Throttle;
  /** The endpoint's own product.md §8 text for an HTTP failure, when it has one. */
  describeFailure?: (failure: ProviderHttpError) => TravelProviderError | undefined;
}

/** Authenticated GETs with product.md §8's retries; failures reject as TravelProviderError, aborts with the reason. */
export interface AmadeusClient {
  get<T>(request: AmadeusRequest<T>, signal: AbortSignal): Promise<T>;
}

export interface AmadeusClientOptions {
  baseUrl: string;
  tokens: AccessTokens;
  exchange: Exchange;
  sleep: Sleep;
  logger: Logger;
}

export function createAmadeusClient(options: AmadeusClientOptions): AmadeusClient {
  const { baseUrl, tokens, exchange, sleep, logger } = options;
  const withRetries = createRetryingCall({ provider: 'amadeus', isRetryable, sleep, logger });
  const retryUnauthorized = retry(handleWhen(isUnauthorized), { maxAttempts: 1 });

  async function send<T>(request: AmadeusRequest<T>, signal: AbortSignal): Promise<T> {
    const token = await tokens.get(signal);
    // The slot is taken last, right before sending, so requests leave at the pace the throttle grants them.
    await request.throttle?.acquire(signal);
    const url = `${baseUrl}${request.path}?${new URLSearchParams(request.query).toString()}`;
    const answer = await exchange(
      request.endpoint,
      url,
      { headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.amadeus+json' } },
      signal,
    );
    if (answer.status === 401) tokens.invalidate(token);
    return readAnswer(request.endpoint, answer, request.schema);
  }

  return {
    get: (request, signal) =>
      withRetries(
        request.endpoint,
        (attemptSignal) => retryUnauthorized.execute(() => send(request, attemptSignal), attemptSignal),
        (error) => {
          const ownFailure = error instanceof ProviderHttpError && error.endpoint === request.endpoint;
          const described = ownFailure ? request.describeFailure?.(error) : undefined;
          return described ?? toTravelProviderError(error);
        },
        signal,
      ),
  };
}
