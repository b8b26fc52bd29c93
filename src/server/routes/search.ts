import { Hono } from 'hono';
import { todayUtc } from '../clock';
import { stream } from 'hono/streaming';
import { searchEventSchema } from '../../core/api/search';
import type { SearchEvent } from '../../core/search-events';
import { addDays } from '../../core/iso-date';
import { createSearchParamsSchema } from '../../core/search-params';
import { ApiError } from '../http/api-error';
import { deadline as startDeadline } from '../http/deadline';
import { readBody, type JsonBodyVariables } from '../http/json-body';
import { rateLimitPerClient } from '../http/rate-limit';
import { describeRoute } from '../openapi/describe-route';
import type { Services } from '../services';
import { priceDateGrid } from '../travel/date-grid';
import { toApiError } from '../travel/provider-errors';
import { runSearch } from '../travel/search-pipeline';

/** A search costs several provider calls; 20 a minute is plenty for a person and stops one visitor draining quota. */
const SEARCHES_PER_MINUTE = 20;
/** A grid asks the providers up to 49 times; it has its own allowance, so looking at one never blocks searching. */
const DATE_GRIDS_PER_MINUTE = 20;
/** Longer than the provider's retries take, shorter than a visitor's patience. */
const SEARCH_TIMEOUT_MS = 45_000;
/** A weekend in Paris from Belgrade a month ahead, as the documented example of both routes' body. */
const exampleSearch = (today: string) => ({
  body: {
    budget: 1500,
    currency: 'EUR',
    from: 'BEG',
    to: 'CDG',
    departureDate: addDays(today, 30),
    returnDate: addDays(today, 33),
    flightAdults: 2,
    hotelAdults: 2,
  },
});

const NDJSON = 'application/x-ndjson';

type SearchServices = Pick<
  Services,
  'travel' | 'exchangeRates' | 'priceHistory' | 'cache' | 'rateLimiters' | 'config' | 'logger'
>;

/** What a failed search tells the visitor: product.md's text for known failures, a timeout, or the error itself. */
function searchFailure(error: unknown, signal: AbortSignal, request: Request): unknown {
  if (signal.aborted && !request.signal.aborted) {
    return new ApiError(504, 'search_timeout', 'Search failed. Please try again.');
  }
  return toApiError(error);
}

/** The stream's last line for a failure: the status and body the plain JSON answer would have had. */
function errorEvent(failure: unknown, services: Pick<Services, 'logger'>): SearchEvent {
  if (failure instanceof ApiError) {
    const retryAfter = Number(failure.headers['Retry-After']);
    return {
      type: 'error',
      status: failure.status,
      error: { code: failure.code, message: failure.message },
      ...(Number.isInteger(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
    };
  }
  services.logger.error({ err: failure }, 'search failed');
  return {
    type: 'error',
    status: 500,
    error: { code: 'internal_error', message: 'Search failed. Please try again.' },
  };
}

/**
 * POST /api/search answers JSON, or with `Accept: application/x-ndjson` a stream of SearchEvent lines: each step
 * as it starts, then the result or the error. Input and rate-limit errors come before any stream, as plain JSON.
 * POST /api/search/date-grid answers the same search's flexible-dates grid (DateGrid) as JSON.
 */
export function searchRoutes(services: SearchServices) {
  const limiter = services.rateLimiters({ name: 'search', points: SEARCHES_PER_MINUTE, durationSeconds: 60 });
  const gridLimiter = services.rateLimiters({
    name: 'date-grid',
    points: DATE_GRIDS_PER_MINUTE,
    durationSeconds: 60,
  });
  const tooMany = 'Too many searches. Please wait a moment and try again.';
  return new Hono<{ Variables: JsonBodyVariables }>()
    .post(
      '/search',
      describeRoute({
        operation: { path: '/api/search', method: 'post' },
        operationId: 'searchDeals',
        summary: 'Up to 10 flight + hotel deals within the budget, best value first',
        description:
          'With `Accept: application/x-ndjson` the answer streams one JSON object per line: ' +
          '`{"type":"step","step":"flights"|"hotels"|"combining"}` as each step starts, then ' +
          '`{"type":"result",...SearchResult}` or `{"type":"error","status","error":{code,message}}`. ' +
          'The result carries `priceHistory` when the history could be read in time: `enough` (7 or more days ' +
          'observed in the last 60) places the cheapest total among the daily best totals of comparable trips ' +
          '(same cities, month, nights, party, cabin, bags) with the 25th–75th percentile band; `tooFew` gives ' +
          'the days observed. Every search is recorded as an observation.',
        example: exampleSearch,
        responses: { 200: { description: 'Deals', ndjson: searchEventSchema } },
        errors: [400, 404, 429, 502, 503, 504],
      }),
      rateLimitPerClient(limiter, services.config.TRUST_PROXY, tooMany),
      async (c) => {
        const params = readBody(c, createSearchParamsSchema(todayUtc()));
        // Stop provider work when the visitor goes away or the search runs too long.
        const deadline = startDeadline(SEARCH_TIMEOUT_MS, 'The search timed out');
        const signal = AbortSignal.any([c.req.raw.signal, deadline.signal]);
        if (!(c.req.header('accept') ?? '').includes(NDJSON)) {
          try {
            return c.json(await runSearch(services, params, signal));
          } catch (error) {
            throw searchFailure(error, signal, c.req.raw);
          } finally {
            deadline.clear();
          }
        }
        c.header('Content-Type', `${NDJSON}; charset=utf-8`);
        c.header('Cache-Control', 'no-store');
        return stream(c, async (out) => {
          const send = (event: SearchEvent) => out.write(`${JSON.stringify(event)}\n`);
          try {
            const result = await runSearch(services, params, signal, {
              onStep: (step) => void send({ type: 'step', step }),
            });
            await send({ type: 'result', ...result });
          } catch (error) {
            await send(errorEvent(searchFailure(error, signal, c.req.raw), services));
          } finally {
            deadline.clear();
          }
        });
      },
    )
    .post(
      '/search/date-grid',
      describeRoute({
        operation: { path: '/api/search/date-grid', method: 'post' },
        operationId: 'priceDateGrid',
        summary: 'Flexible dates: the best total for departure and return each ±3 days around the search',
        description:
          'The same body as /api/search. Each cell is the cheapest flight plus the cheapest hotel for its ' +
          'dates in the search currency, cached 30 minutes; a cell whose provider call fails is unavailable, ' +
          'and only when every cell fails does the answer carry the error /api/search would have. Each priced ' +
          'cell is recorded as a price observation.',
        example: exampleSearch,
        responses: { 200: { description: 'The grid' } },
        errors: [400, 404, 429, 502, 503, 504],
      }),
      rateLimitPerClient(gridLimiter, services.config.TRUST_PROXY, tooMany),
      async (c) => {
        const today = todayUtc();
        const params = readBody(c, createSearchParamsSchema(today));
        const deadline = startDeadline(SEARCH_TIMEOUT_MS, 'The search timed out');
        const signal = AbortSignal.any([c.req.raw.signal, deadline.signal]);
        try {
          return c.json(await priceDateGrid(services, params, today, signal));
        } catch (error) {
          throw searchFailure(error, signal, c.req.raw);
        } finally {
          deadline.clear();
        }
      },
    );
}
