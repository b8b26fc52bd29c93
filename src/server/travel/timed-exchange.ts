import { TaskCancelledError, TimeoutStrategy, timeout } from 'cockatiel';

/** How one exchange ended: the answer's status class ('2xx', '4xx', '5xx'; '429' on its own), or no answer. */
export type ExchangeOutcome = '2xx' | '3xx' | '4xx' | '429' | '5xx' | 'timeout' | 'network' | 'cancelled';

/** Told how each HTTP call to a provider ended (for metrics). */
export type ExchangeObserver<Endpoint extends string> = (
  endpoint: Endpoint,
  outcome: ExchangeOutcome,
) => void;

export const outcomeOf = (status: number): ExchangeOutcome =>
  status === 429 ? '429' : status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';

/** The adapter's error for an exchange that got no usable answer. */
export type TransportErrorFactory<Endpoint extends string> = (
  endpoint: Endpoint,
  message: string,
  options?: ErrorOptions,
) => Error;

export interface TimedExchangeOptions<Endpoint extends string, Answer> {
  timeoutMs: number;
  observe: ExchangeObserver<Endpoint> | undefined;
  transportError: TransportErrorFactory<Endpoint>;
  /** How an answer counts in metrics. */
  outcomeOfAnswer: (answer: Answer) => ExchangeOutcome;
  /**
   * For a client that throws on an HTTP failure (an SDK does): that failure as the adapter's error, with its
   * status; undefined when there was no answer at all.
   */
  thrownAnswer?: (endpoint: Endpoint, error: unknown) => { failure: Error; status: number } | undefined;
}

/**
 * One exchange, bounded by a timeout. Rejects with the adapter's errors, or with the caller's abort reason;
 * `send` gets a signal that aborts at the timeout or with the caller's.
 */
export type TimedExchange<Endpoint extends string, Answer> = (
  endpoint: Endpoint,
  send: (signal: AbortSignal) => Promise<Answer>,
  signal: AbortSignal,
) => Promise<Answer>;

export function createTimedExchange<Endpoint extends string, Answer>(
  options: TimedExchangeOptions<Endpoint, Answer>,
): TimedExchange<Endpoint, Answer> {
  const { timeoutMs, transportError, outcomeOfAnswer, thrownAnswer } = options;
  const observe = options.observe ?? (() => undefined);
  // Aggressive: waiting stops at the timeout or the caller's abort even when `send` cannot be cancelled.
  const deadline = timeout(timeoutMs, TimeoutStrategy.Aggressive);
  return async (endpoint, send, signal) => {
    try {
      const answer = await deadline.execute(({ signal: attemptSignal }) => send(attemptSignal), signal);
      observe(endpoint, outcomeOfAnswer(answer));
      return answer;
    } catch (error) {
      // The caller's abort wins over anything it caused, so cancelled calls are never mistaken for failures.
      if (signal.aborted) observe(endpoint, 'cancelled');
      signal.throwIfAborted();
      if (error instanceof TaskCancelledError) {
        observe(endpoint, 'timeout');
        throw transportError(endpoint, `no answer within ${timeoutMs} ms`);
      }
      const answered = thrownAnswer?.(endpoint, error);
      observe(endpoint, answered ? outcomeOf(answered.status) : 'network');
      throw answered?.failure ?? transportError(endpoint, 'request failed', { cause: error });
    }
  };
}
