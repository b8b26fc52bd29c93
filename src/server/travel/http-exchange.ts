import {
  createTimedExchange,
  outcomeOf,
  type ExchangeObserver,
  type TransportErrorFactory,
} from './timed-exchange';

export interface HttpAnswer {
  status: number;
  text: string;
  /** The Retry-After header, when the answer has one. */
  retryAfter?: string;
}

/** One fetch to a provider, body included, bounded by a timeout. */
export type HttpExchange<Endpoint extends string> = (
  endpoint: Endpoint,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
) => Promise<HttpAnswer>;

export function createHttpExchange<Endpoint extends string>(
  fetchFn: typeof fetch,
  timeoutMs: number,
  observe: ExchangeObserver<Endpoint> | undefined,
  transportError: TransportErrorFactory<Endpoint>,
): HttpExchange<Endpoint> {
  const timed = createTimedExchange<Endpoint, HttpAnswer>({
    timeoutMs,
    observe,
    transportError,
    outcomeOfAnswer: (answer) => outcomeOf(answer.status),
  });
  return (endpoint, url, init, signal) =>
    timed(
      endpoint,
      async (attemptSignal) => {
        const response = await fetchFn(url, { ...init, signal: attemptSignal });
        const retryAfter = response.headers.get('retry-after') ?? undefined;
        return {
          status: response.status,
          text: await response.text(),
          ...(retryAfter ? { retryAfter } : {}),
        };
      },
      signal,
    );
}
