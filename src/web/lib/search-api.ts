import type { SearchResult, SearchStep } from '../../core/search-events';
import { ApiError, apiResponse } from './api-client';
import type { z } from 'zod';
import type { searchEventSchema } from '../../core/api/search';
import type { createSearchParamsSchema } from '../../core/search-params';

type SearchRequest = z.input<ReturnType<typeof createSearchParamsSchema>>;
/** One line of the streamed answer, as the route's schema declares it. */
type SearchEvent = z.output<typeof searchEventSchema>;

/** product.md §8's fallback when a failure carries no message of its own. */
export const searchFailedMessage = 'Search failed. Please try again.';

/** A search that ended without deals; `message` is fit to show (product.md §8). */
export class SearchFailedError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** How long the server asked to wait before trying again, when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'SearchFailedError';
  }
}

/** A failed answer's own message, or product.md's when it carries none. */
function failureFrom({ message, status, code }: ApiError): SearchFailedError {
  return message
    ? new SearchFailedError(message, status, code)
    : new SearchFailedError(searchFailedMessage, status, 'unknown');
}

/** The streamed answer; a failure before the stream starts is plain JSON, as for any call. */
async function searchStream(params: SearchRequest, signal: AbortSignal): Promise<Response> {
  try {
    return await apiResponse('post', '/api/search', { body: params, accept: 'application/x-ndjson', signal });
  } catch (error) {
    throw error instanceof ApiError ? failureFrom(error) : error;
  }
}

/** Reads newline-delimited JSON as it arrives. */
async function* readLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    // `stream: true` keeps a character split across two chunks whole.
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    yield* lines.filter((line) => line.trim() !== '');
  }
  if (buffered.trim() !== '') yield buffered;
}

/**
 * Runs a search on our server, reporting each step as the server starts it, and resolves with the deals.
 * Rejects with SearchFailedError carrying product.md's message, or with the abort reason when `signal` aborts.
 */
export async function searchDeals(
  params: SearchRequest,
  options: { signal: AbortSignal; onStep?: (step: SearchStep) => void },
): Promise<SearchResult> {
  const response = await searchStream(params, options.signal);
  if (!response.body) throw new SearchFailedError(searchFailedMessage, response.status, 'unknown');

  for await (const line of readLines(response.body)) {
    // The server writes each line as the document's SearchEvent.
    const event: SearchEvent = JSON.parse(line);
    if (event.type === 'step') options.onStep?.(event.step);
    else if (event.type === 'error') {
      throw new SearchFailedError(
        event.error.message || searchFailedMessage,
        event.status,
        event.error.code,
        event.retryAfterSeconds,
      );
    } else {
      const { deals, currency, timings, priceHistory } = event;
      return { deals, currency, timings, ...(priceHistory && { priceHistory }) };
    }
  }
  throw new SearchFailedError(searchFailedMessage, 502, 'incomplete_answer');
}
