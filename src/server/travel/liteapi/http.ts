import { TaskCancelledError, TimeoutStrategy, timeout } from 'cockatiel';
import type { z } from 'zod';
import type { ExchangeOutcome } from '../amadeus/http';
import { LiteApiHttpError, LiteApiTransportError, parseErrorDetails, type LiteApiEndpoint } from './errors';
import { NO_AVAILABILITY_CODE, errorBody } from './wire';

export interface HttpAnswer {
  status: number;
  text: string;
  /** The Retry-After header, when the answer has one. */
  retryAfter?: string;
}

/** One HTTP request to LiteAPI, body included, bounded by a timeout. */
export type Exchange = (
  endpoint: LiteApiEndpoint,
  url: string,
  init: RequestInit,
  signal: AbortSignal,
) => Promise<HttpAnswer>;

export type ExchangeObserver = (endpoint: LiteApiEndpoint, outcome: ExchangeOutcome) => void;

const outcomeOf = (status: number): ExchangeOutcome =>
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
        const retryAfter = response.headers.get('retry-after') ?? undefined;
        return {
          status: response.status,
          text: await response.text(),
          ...(retryAfter ? { retryAfter } : {}),
        };
      }, signal);
      observe(endpoint, outcomeOf(answer.status));
      return answer;
    } catch (error) {
      // The caller's abort wins over anything it caused, so cancelled calls are never mistaken for failures.
      if (signal.aborted) observe(endpoint, 'cancelled');
      signal.throwIfAborted();
      if (error instanceof TaskCancelledError) {
        observe(endpoint, 'timeout');
        throw new LiteApiTransportError(endpoint, `no answer within ${timeoutMs} ms`);
      }
      observe(endpoint, 'network');
      throw new LiteApiTransportError(endpoint, 'request failed', { cause: error });
    }
  };
}

/** Retry-After in milliseconds: delay-seconds or an HTTP date (RFC 9110); undefined when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: number): number | undefined {
  if (header === undefined) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function isNoAvailability(json: unknown): boolean {
  const parsed = errorBody.safeParse(json);
  return parsed.success && parsed.data.error.code === NO_AVAILABILITY_CODE;
}

/**
 * The body of a 2xx answer in the shape `schema` expects; `noContent` when LiteAPI says it has nothing (204, or
 * the "no availability" error code in a 200 body). Anything else throws.
 */
export function readAnswer<T>(
  endpoint: LiteApiEndpoint,
  answer: HttpAnswer,
  schema: z.ZodType<T>,
  noContent: T,
  now: number,
): T {
  if (answer.status === 204) return noContent;
  if (answer.status < 200 || answer.status >= 300) {
    const waitMs = answer.status === 429 ? retryAfterMs(answer.retryAfter, now) : undefined;
    throw new LiteApiHttpError(endpoint, answer.status, parseErrorDetails(answer.text), waitMs);
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch (error) {
    throw new LiteApiTransportError(endpoint, 'body is not JSON', { cause: error });
  }
  if (isNoAvailability(json)) return noContent;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new LiteApiTransportError(endpoint, 'body does not match the API', { cause: parsed.error });
  }
  return parsed.data;
}
