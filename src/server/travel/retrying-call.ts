import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  noop,
  retry,
  wrap,
} from 'cockatiel';
import type { Logger } from '../infra/logger';
import type { Sleep } from './abort';
import { MAX_RETRIES, retryDelayMs } from './retry-policy';

export interface RetryingCallOptions {
  /** Names the provider in log lines ('retrying duffel call'). */
  provider: string;
  isRetryable: (error: unknown) => boolean;
  /** How long a failure asks us to wait (a 429's headers), when it says. */
  waitAskedFor?: (error: unknown) => number | undefined;
  sleep: Sleep;
  logger: Logger;
  /**
   * A circuit breaker over whole calls (retries included): after `failures` calls in a row fail with an outage,
   * calls fail at once for `halfOpenAfterMs`, then one is let through to try. Absent: no breaker.
   */
  breaker?: { isOutage: (error: unknown) => boolean; failures: number; halfOpenAfterMs: number };
}

/** A call may be optional (hotel ratings): one attempt, no retries, so a failure costs no backoff. */
export interface CallOptions {
  optional?: boolean;
}

/**
 * Runs `attempt` with product.md §8's retries. Rejects with the caller's abort reason once it aborts, else with the
 * last failure as `translate` makes it (the adapter's TravelProviderError).
 */
export type RetryingCall = <T>(
  endpoint: string,
  attempt: (signal: AbortSignal) => Promise<T>,
  translate: (failure: unknown) => unknown,
  callerSignal: AbortSignal,
  callOptions?: CallOptions,
) => Promise<T>;

const describeForLog = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createRetryingCall(options: RetryingCallOptions): RetryingCall {
  const { provider, isRetryable, waitAskedFor = () => undefined, sleep, logger } = options;
  // The wait before a retry happens inside the attempt, through `sleep`, so it stops at once on abort and
  // tests can skip it; cockatiel decides what is retried and how often.
  const retryFailures = retry(handleWhen(isRetryable), { maxAttempts: MAX_RETRIES });
  const { breaker } = options;
  const stopWhenFailing = breaker
    ? circuitBreaker(handleWhen(breaker.isOutage), {
        halfOpenAfter: breaker.halfOpenAfterMs,
        breaker: new ConsecutiveBreaker(breaker.failures),
      })
    : undefined;
  stopWhenFailing?.onBreak(() => logger.error(`${provider} keeps failing: calls stop for a while`));
  const withRetries = wrap(stopWhenFailing ?? noop, retryFailures);
  // An optional call is tried once: retries would add their backoff to the search for something it can skip.
  // Its failures do not count towards the breaker (a slow extra is no outage), but an open breaker stops it.
  const once = retry(
    handleWhen(() => false),
    { maxAttempts: 0 },
  );

  return async (endpoint, attempt, translate, callerSignal, callOptions = {}) => {
    // A signal of its own: the concurrent calls of one search would otherwise pile listeners onto the search's
    // signal (AbortSignal.any follows its source without adding a listener to it).
    const signal = AbortSignal.any([callerSignal]);
    let lastFailure: unknown;
    try {
      if (callOptions.optional && stopWhenFailing?.state === CircuitState.Open)
        throw new BrokenCircuitError();
      const policy = callOptions.optional ? once : withRetries;
      return await policy.execute(async ({ attempt: retryNumber }) => {
        if (retryNumber > 0) {
          // A 429 may ask for longer than the backoff.
          const delayMs = Math.max(retryDelayMs(retryNumber), waitAskedFor(lastFailure) ?? 0);
          logger.warn({ endpoint, retry: retryNumber, delayMs }, `retrying ${provider} call`);
          await sleep(delayMs, signal);
        }
        try {
          return await attempt(signal);
        } catch (error) {
          lastFailure = error;
          if (!signal.aborted)
            logger.warn({ endpoint, reason: describeForLog(error) }, `${provider} call failed`);
          throw error;
        }
      }, signal);
    } catch (error) {
      // An abort is never the provider's failure, whatever it caused.
      signal.throwIfAborted();
      throw translate(error);
    }
  };
}
