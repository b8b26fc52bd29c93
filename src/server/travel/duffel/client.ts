import type { z } from 'zod';
import type { Logger } from '../../infra/logger';
import type { Throttle } from '../../infra/throttle';
import type { Sleep } from '../abort';
import { asPartnerError, BREAKER_FAILURES, BREAKER_HALF_OPEN_AFTER_MS } from '../partner-errors';
import { createRetryingCall } from '../retrying-call';
import {
  DuffelHttpError,
  DuffelTransportError,
  isOutage,
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

/** SDK calls with product.md §8's retries; failures reject as TravelProviderError, aborts with the signal's reason. */
export interface DuffelClient {
  call<T>(call: DuffelCall<T>, signal: AbortSignal): Promise<T>;
}

export interface DuffelClientOptions {
  exchange: DuffelExchange;
  sleep: Sleep;
  logger: Logger;
}

const waitAskedFor = (error: unknown) => (error instanceof DuffelHttpError ? error.waitMs : undefined);

export function createDuffelClient(options: DuffelClientOptions): DuffelClient {
  const { exchange, sleep, logger } = options;
  // A 429's rate-limit headers may ask for longer than the backoff.
  const withRetries = createRetryingCall({
    provider: 'duffel',
    isRetryable,
    waitAskedFor,
    sleep,
    logger,
    breaker: { isOutage, failures: BREAKER_FAILURES, halfOpenAfterMs: BREAKER_HALF_OPEN_AFTER_MS },
  });

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
    call: (call, signal) =>
      withRetries(
        call.endpoint,
        (attemptSignal) => callOnce(call, attemptSignal),
        (failure) =>
          asPartnerError(toTravelProviderError(failure), 'flights', logger, {
            endpoint: call.endpoint,
            ...(failure instanceof DuffelHttpError
              ? { status: failure.status, explanation: failure.explanation, waitMs: failure.waitMs }
              : {}),
          }),
        signal,
      ),
  };
}
