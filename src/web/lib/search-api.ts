import type { SearchEvent, SearchResult, SearchStep } from '../../core/search-events';
import type { SearchParamsInput } from '../../core/search-params';

/** SPEC §8's fallback when a failure carries no message of its own. */
export const searchFailedMessage = 'Search failed. Please try again.';

/** A search that ended without deals; `message` is fit to show (SPEC §8). */
export class SearchFailedError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SearchFailedError';
  }
}

function isErrorBody(value: unknown): value is { error: { code: string; message: string } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'message' in error && 'code' in error;
}

async function failureFrom(response: Response): Promise<SearchFailedError> {
  const body: unknown = await response.json().catch(() => undefined);
  return isErrorBody(body) && body.error.message
    ? new SearchFailedError(body.error.message, response.status, body.error.code)
    : new SearchFailedError(searchFailedMessage, response.status, 'unknown');
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
 * Rejects with SearchFailedError carrying SPEC's message, or with the abort reason when `signal` aborts.
 */
export async function searchDeals(
  params: SearchParamsInput,
  options: { signal: AbortSignal; onStep?: (step: SearchStep) => void },
): Promise<SearchResult> {
  const response = await fetch('/api/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
    body: JSON.stringify(params),
    signal: options.signal,
  });
  if (!response.ok || !response.body) throw await failureFrom(response);

  for await (const line of readLines(response.body)) {
    const event = JSON.parse(line) as SearchEvent;
    if (event.type === 'step') options.onStep?.(event.step);
    else if (event.type === 'error') {
      throw new SearchFailedError(event.error.message || searchFailedMessage, event.status, event.error.code);
    } else {
      return { deals: event.deals, currency: event.currency, timings: event.timings };
    }
  }
  throw new SearchFailedError(searchFailedMessage, 502, 'incomplete_answer');
}
