import { handleWhen, retry } from 'cockatiel';
import type { z } from 'zod';
import type { Logger } from '../../infra/logger';
import type { Throttle } from '../../infra/throttle';
import type { Sleep } from '../amadeus/client';
import { MAX_RETRIES, retryDelayMs } from '../retry-policy';
import {
  DuffelHttpError,
  DuffelTransportError,
  isRetryable,
  toTravelProviderError,
  type DuffelEndpoint,
} from './errors';
import type { DuffelExchange } from './exchange';

export interface DuffelCall<T> {
  endpoint: DuffelEndpoint;
  /** One SDK call; sent again on a retry. */
  send: () => Promise<unknown>;
  /** What the answer must hold. */
  schema: z.ZodType<T>;
  /** A client-side budget for this call, when it has one. */
  throttle?: Throttle;
}

/** SDK calls with SPEC §8's retries; failures reject with TravelProviderError, aborts with the signal's reason. */
export interface DuffelClient {
  call<T>(call: DuffelCall<T>, signal: AbortSignal): Promise<T>;
}

export interface DuffelClientOptions {
  exchange: DuffelExchange;
  sleep: Sleep;
  logger: Logger;
}

const waitAskedFor = (error: unknown) => (error instanceof DuffelHttpError ? error.waitMs : undefined);

const describeForLog = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createDuffelClient(options: DuffelClientOptions): DuffelClient {
  const { exchange, sleep, logger } = options;
  // The wait before a retry happens inside the attempt, through `sleep`, so it stops at once on abort and
  // tests can skip it; cockatiel decides what is retried and how often.
  const retryFailures = retry(handleWhen(isRetryable), { maxAttempts: MAX_RETRIES });

  async function callOnce<T>(call: DuffelCall<T>, signal: AbortSignal): Promise<T> {
    // The slot is taken right before sending, so requests leave at the pace the throttle grants them.
    await call.throttle?.acquire(signal);
    const answer = await exchange(call.endpoint, call.send, signal);
    const parsed = call.schema.safeParse(answer);
    if (!parsed.success) {
      throw new DuffelTransportError(call.endpoint, 'body does not match the API', { cause: parsed.error });
    }
    return parsed.data;
  }

  return {
    call: async (call, callerSignal) => {
      // A signal of its own: the calls of one search would otherwise pile listeners onto the search's signal.
      const signal = AbortSignal.any([callerSignal]);
      let lastFailure: unknown;
      try {
        return await retryFailures.execute(async ({ attempt }) => {
          if (attempt > 0) {
            // A 429's rate-limit headers may ask for longer than the backoff.
            const delayMs = Math.max(retryDelayMs(attempt), waitAskedFor(lastFailure) ?? 0);
            logger.warn({ endpoint: call.endpoint, retry: attempt, delayMs }, 'retrying duffel call');
            await sleep(delayMs, signal);
          }
          try {
            return await callOnce(call, signal);
          } catch (error) {
            lastFailure = error;
            if (!signal.aborted) {
              logger.warn({ endpoint: call.endpoint, reason: describeForLog(error) }, 'duffel call failed');
            }
            throw error;
          }
        }, signal);
      } catch (error) {
        signal.throwIfAborted();
        throw toTravelProviderError(error);
      }
    },
  };
}
