import { createTimedExchange, type ExchangeObserver, type TimedExchange } from '../timed-exchange';
import { DuffelTransportError, httpFailureFromSdk, type DuffelEndpoint } from './errors';

export type DuffelCallObserver = ExchangeObserver<DuffelEndpoint>;

/**
 * One SDK call (one HTTP exchange) bounded by a timeout. Rejects with DuffelHttpError or DuffelTransportError,
 * or with the caller's abort reason.
 */
export type DuffelExchange = TimedExchange<DuffelEndpoint, unknown>;

export function createDuffelExchange(
  timeoutMs: number,
  now: () => number,
  observe?: DuffelCallObserver,
): DuffelExchange {
  // The SDK takes no AbortSignal: waiting stops at the timeout or the caller's abort while its request runs out.
  return createTimedExchange({
    timeoutMs,
    observe,
    transportError: (endpoint, message, options) => new DuffelTransportError(endpoint, message, options),
    // The SDK resolves only with a 2xx answer.
    outcomeOfAnswer: () => '2xx',
    thrownAnswer: (endpoint, error) => {
      const failure = httpFailureFromSdk(endpoint, error, now());
      return failure && { failure, status: failure.status };
    },
  });
}
