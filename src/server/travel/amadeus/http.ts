import { TaskCancelledError, TimeoutStrategy, timeout } from 'cockatiel';
import type { z } from 'zod';
import { ProviderHttpError, ProviderTransportError, parseErrorDetails, type AmadeusEndpoint } from './errors';

export interface HttpAnswer {
  status: number;
  text: string;
}

/** One HTTP request to Amadeus, body included, bounded by a timeout. */
export type Exchange = (
  endpoint: AmadeusEndpoint,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
) => Promise<HttpAnswer>;

/** How one exchange ended: the answer's status class ('2xx', '4xx', '5xx'; '429' on its own), or no answer. */
export type ExchangeOutcome = '2xx' | '3xx' | '4xx' | '429' | '5xx' | 'timeout' | 'network' | 'cancelled';
export type ExchangeObserver = (endpoint: AmadeusEndpoint, outcome: ExchangeOutcome) => void;

export const outcomeOf = (status: number): ExchangeOutcome =>
  status === 429 ? '429' : status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx';

export function createExchange(
  fetchFn: typeof fetch,
  timeoutMs: number,
  observe: ExchangeObserver = () => undefined,
): Exchange {
  const deadline = timeout(timeoutMs, TimeoutStrategy.Aggressive);
  return async (endpoint, url, init, signal) => {
    try {
      const answer = await deadline.execute(async ({ signal: attemptSignal }) => {
        const response = await fetchFn(url, { ...init, signal: attemptSignal });
        return { status: response.status, text: await response.text() };
      }, signal);
      observe(endpoint, outcomeOf(answer.status));
      return answer;
    } catch (error) {
      // The caller's abort wins over anything it caused, so cancelled calls are never mistaken for failures.
      if (signal.aborted) observe(endpoint, 'cancelled');
      signal.throwIfAborted();
      if (error instanceof TaskCancelledError) {
        observe(endpoint, 'timeout');
        throw new ProviderTransportError(endpoint, `no answer within ${timeoutMs} ms`);
      }
      observe(endpoint, 'network');
      throw new ProviderTransportError(endpoint, 'request failed', { cause: error });
    }
  };
}

/** The body of a 2xx answer in the shape `schema` expects; anything else throws. */
export function readAnswer<T>(endpoint: AmadeusEndpoint, answer: HttpAnswer, schema: z.ZodType<T>): T {
  if (answer.status < 200 || answer.status >= 300) {
    throw new ProviderHttpError(endpoint, answer.status, parseErrorDetails(answer.text));
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch (error) {
    throw new ProviderTransportError(endpoint, 'body is not JSON', { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ProviderTransportError(endpoint, 'body does not match the API', { cause: parsed.error });
  }
  return parsed.data;
}
