import { handleWhen, retry } from 'cockatiel';
import type { z } from 'zod';
import type { Logger } from '../../infra/logger';
import type { Throttle } from '../../infra/throttle';
import type { Sleep } from '../amadeus/client';
import type { TravelProviderError } from '../port';
import { LiteApiHttpError, isRetryable, toTravelProviderError, type LiteApiEndpoint } from './errors';
import { readAnswer, type Exchange } from './http';

/** SPEC §8/§9: up to 3 retries, waiting 2^n seconds before retry n + 1. */
const MAX_RETRIES = 3;
const retryDelayMs = (retryNumber: number) => 1000 * 2 ** (retryNumber - 1);
/** A 429 asking for a longer wait than this is not retried: the search would stall, and fail anyway. */
const MAX_RETRY_AFTER_MS = 8_000;

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
  /** The endpoint's own SPEC §8 text for an HTTP failure, when it has one. */
  describeFailure?: (failure: LiteApiHttpError) => TravelProviderError | undefined;
}

/** Calls with SPEC §8's retries; failures reject with TravelProviderError, aborts with the signal's reason. */
export interface LiteApiClient {
  send<T>(request: LiteApiRequest<T>, signal: AbortSignal): Promise<T>;
}

export interface LiteApiClientOptions {
  baseUrl: string;
  apiKey: string;
  exchange: Exchange;
  /** LiteAPI limits requests per key, whatever the endpoint: every exchange, retries included, takes a slot. */
  throttle: Throttle;
  sleep: Sleep;
  now: () => number;
  logger: Logger;
}

const waitAskedFor = (error: unknown) => (error instanceof LiteApiHttpError ? error.retryAfterMs : undefined);

/** Retryable, unless a 429 asks for a longer wait than a search can afford. */
const shouldRetry = (error: unknown) =>
  isRetryable(error) && (waitAskedFor(error) ?? 0) <= MAX_RETRY_AFTER_MS;

const describeForLog = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createLiteApiClient(options: LiteApiClientOptions): LiteApiClient {
  const { baseUrl, apiKey, exchange, throttle, sleep, now, logger } = options;
  // The wait before a retry happens inside the attempt, through `sleep`, so it stops at once on abort and
  // tests can skip it; cockatiel decides what is retried and how often.
  const retryFailures = retry(handleWhen(shouldRetry), { maxAttempts: MAX_RETRIES });

  async function sendOnce<T>(request: LiteApiRequest<T>, signal: AbortSignal): Promise<T> {
    // The slot is taken right before sending, so requests leave at the pace the throttle grants them.
    await throttle.acquire(signal);
    const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    const headers: Record<string, string> = { 'x-api-key': apiKey, accept: 'application/json' };
    if (request.body) headers['content-type'] = 'application/json';
    const answer = await exchange(
      request.endpoint,
      `${baseUrl}${request.path}${query}`,
      { method: request.method, headers, ...(request.body ? { body: JSON.stringify(request.body) } : {}) },
      signal,
    );
    return readAnswer(request.endpoint, answer, request.schema, request.noContent, now());
  }

  return {
    send: async (request, callerSignal) => {
      // A signal of its own: the concurrent calls of one search would otherwise pile listeners onto its signal.
      const signal = AbortSignal.any([callerSignal]);
      let lastFailure: unknown;
      try {
        return await retryFailures.execute(async ({ attempt }) => {
          if (attempt > 0) {
            // Retry-After, when LiteAPI sends one, may ask for longer than our backoff.
            const delayMs = Math.max(retryDelayMs(attempt), waitAskedFor(lastFailure) ?? 0);
            logger.warn({ endpoint: request.endpoint, retry: attempt, delayMs }, 'retrying liteapi call');
            await sleep(delayMs, signal);
          }
          try {
            return await sendOnce(request, signal);
          } catch (error) {
            lastFailure = error;
            if (!signal.aborted) {
              logger.warn(
                { endpoint: request.endpoint, reason: describeForLog(error) },
                'liteapi call failed',
              );
            }
            throw error;
          }
        }, signal);
      } catch (error) {
        signal.throwIfAborted();
        const described = error instanceof LiteApiHttpError ? request.describeFailure?.(error) : undefined;
        throw described ?? toTravelProviderError(error);
      }
    },
  };
}
