import { TaskCancelledError, TimeoutStrategy, timeout } from 'cockatiel';
import { outcomeOf, type ExchangeOutcome } from '../amadeus/http';
import { DuffelHttpError, DuffelTransportError, fromSdkFailure, type DuffelEndpoint } from './errors';

export type DuffelCallObserver = (endpoint: DuffelEndpoint, outcome: ExchangeOutcome) => void;

/**
 * One SDK call (one HTTP exchange) bounded by a timeout. Rejects with DuffelHttpError or DuffelTransportError,
 * or with the caller's abort reason.
 */
export type DuffelExchange = (
  endpoint: DuffelEndpoint,
  send: () => Promise<unknown>,
  signal: AbortSignal,
) => Promise<unknown>;

export function createDuffelExchange(
  timeoutMs: number,
  now: () => number,
  observe: DuffelCallObserver = () => undefined,
): DuffelExchange {
  // Aggressive: the SDK takes no AbortSignal, so waiting stops at the timeout or the caller's abort while the
  // SDK's request runs out on its own.
  const deadline = timeout(timeoutMs, TimeoutStrategy.Aggressive);
  return async (endpoint, send, signal) => {
    try {
      const answer = await deadline.execute(send, signal);
      observe(endpoint, '2xx');
      return answer;
    } catch (error) {
      // The caller's abort wins over anything it caused, so cancelled calls are never mistaken for failures.
      if (signal.aborted) observe(endpoint, 'cancelled');
      signal.throwIfAborted();
      if (error instanceof TaskCancelledError) {
        observe(endpoint, 'timeout');
        throw new DuffelTransportError(endpoint, `no answer within ${timeoutMs} ms`);
      }
      const failure = fromSdkFailure(endpoint, error, now());
      observe(endpoint, failure instanceof DuffelHttpError ? outcomeOf(failure.status) : 'network');
      throw failure;
    }
  };
}
