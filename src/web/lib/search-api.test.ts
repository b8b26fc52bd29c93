import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchEvent } from '../../core/search-events';
import { searchDeals, SearchFailedError } from './search-api';

const params = {
  budget: 1500,
  currency: 'EUR' as const,
  from: 'BEG',
  to: 'CDG',
  departureDate: '2030-06-01',
};

/** A streamed answer whose lines arrive in the given chunks, split mid-line on purpose. */
function streamed(chunks: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'application/x-ndjson' } },
  );
}

const line = (event: SearchEvent) => `${JSON.stringify(event)}\n`;
const result = {
  deals: [],
  currency: 'EUR' as const,
  timings: { flightsMs: 1, hotelsMs: 2, combineMs: 0, totalMs: 3 },
};

afterEach(() => vi.unstubAllGlobals());

describe('searchDeals', () => {
  it('reports each step and resolves with the result, across chunk boundaries', async () => {
    const text =
      line({ type: 'step', step: 'flights' }) +
      line({ type: 'step', step: 'hotels' }) +
      line({ type: 'result', ...result });
    const fetchMock = vi.fn(async () => streamed([text.slice(0, 17), text.slice(17, 60), text.slice(60)]));
    vi.stubGlobal('fetch', fetchMock);
    const steps: string[] = [];
    const answer = await searchDeals(params, {
      signal: new AbortController().signal,
      onStep: (step) => steps.push(step),
    });
    expect(steps).toEqual(['flights', 'hotels']);
    expect(answer).toEqual(result);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/search');
    expect(new Headers(init.headers).get('accept')).toBe('application/x-ndjson');
    expect(JSON.parse(String(init.body))).toEqual(params);
  });

  it("keeps the answer's price history", async () => {
    const priceHistory = { status: 'tooFew' as const, daysObserved: 3, daysNeeded: 7 };
    vi.stubGlobal('fetch', async () => streamed([line({ type: 'result', ...result, priceHistory })]));
    const answer = await searchDeals(params, { signal: new AbortController().signal });
    expect(answer).toEqual({ ...result, priceHistory });
  });

  it("rejects with the stream's error event message", async () => {
    const message = 'No hotels found for your destination';
    vi.stubGlobal('fetch', async () =>
      streamed([
        line({ type: 'step', step: 'flights' }),
        line({ type: 'error', status: 404, error: { code: 'no_hotels', message } }),
      ]),
    );
    await expect(searchDeals(params, { signal: new AbortController().signal })).rejects.toEqual(
      new SearchFailedError(message, 404, 'no_hotels'),
    );
  });

  it('rejects with the message of a plain JSON error answer', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        {
          error: { code: 'rate_limited', message: 'Too many searches. Please wait a moment and try again.' },
        },
        { status: 429 },
      ),
    );
    await expect(searchDeals(params, { signal: new AbortController().signal })).rejects.toMatchObject({
      message: 'Too many searches. Please wait a moment and try again.',
      status: 429,
    });
  });

  it("falls back to product.md's message when an answer is not ours", async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(searchDeals(params, { signal: new AbortController().signal })).rejects.toMatchObject({
      message: 'Search failed. Please try again.',
    });
    vi.stubGlobal('fetch', async () => streamed([line({ type: 'step', step: 'flights' })]));
    await expect(searchDeals(params, { signal: new AbortController().signal })).rejects.toMatchObject({
      message: 'Search failed. Please try again.',
    });
  });
});
