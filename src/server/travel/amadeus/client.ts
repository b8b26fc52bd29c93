import { handleWhen, retry } from 'cockatiel';
import type { z } from 'zod';
import type { Logger } from '../../infra/logger';
import type { Throttle } from '../../infra/throttle';
import type { TravelProviderError } from '../port';
import { MAX_RETRIES, retryDelayMs } from '../retry-policy';
import {
  ProviderHttpError,
  isRetryable,
  isUnauthorized,
  toTravelProviderError,
  type AmadeusEndpoint,
} from './errors';
import { readAnswer, type Exchange } from './http';
import type { AccessTokens } from './token';

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export interface AmadeusRequest<T> {
  endpoint: Exclude<AmadeusEndpoint, 'token'>;
  path: string;
  query: Record<string, string>;
  schema: z.ZodType<T>;
  /** SPEC §9's client rate limit for this endpoint, when it has one. */
  throttle?: Throttle;
  /** The endpoint's own SPEC §8 text for an HTTP failure, when it has one. */
  describeFailure?: (failure: ProviderHttpError) => TravelProviderError | undefined;
}

/** Authenticated GETs with SPEC §8's retries; failures reject with TravelProviderError, aborts with the reason. */
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

function describeForLog(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createAmadeusClient(options: AmadeusClientOptions): AmadeusClient {
  const { baseUrl, tokens, exchange, sleep, logger } = options;
  // The wait before a retry happens inside the attempt, through `sleep`, so it stops at once on abort and
  // tests can skip it; cockatiel decides what is retried and how often.
  const retryFailures = retry(handleWhen(isRetryable), { maxAttempts: MAX_RETRIES });
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
    get: async (request, callerSignal) => {
      // A signal of its own: the many concurrent calls of one search would otherwise pile listeners onto the
      // search's signal (AbortSignal.any follows its source without adding a listener to it).
      const signal = AbortSignal.any([callerSignal]);
      try {
        return await retryFailures.execute(async ({ attempt }) => {
          if (attempt > 0) {
            const delayMs = retryDelayMs(attempt);
            logger.warn({ endpoint: request.endpoint, retry: attempt, delayMs }, 'retrying amadeus call');
            await sleep(delayMs, signal);
          }
          try {
            return await retryUnauthorized.execute(() => send(request, signal), signal);
          } catch (error) {
            if (!signal.aborted) {
              logger.warn(
                { endpoint: request.endpoint, reason: describeForLog(error) },
                'amadeus call failed',
              );
            }
            throw error;
          }
        }, signal);
      } catch (error) {
        signal.throwIfAborted();
        const ownFailure = error instanceof ProviderHttpError && error.endpoint === request.endpoint;
        const described = ownFailure ? request.describeFailure?.(error) : undefined;
        throw described ?? toTravelProviderError(error);
      }
    },
  };
}
