import { Hono } from 'hono';
import { createSearchParamsSchema } from '../../core/search-params';
import { ApiError } from '../http/api-error';
import { readBody, type JsonBodyVariables } from '../http/json-body';
import { rateLimitPerClient } from '../http/rate-limit';
import type { Services } from '../services';
import { toApiError } from '../travel/provider-errors';
import { runSearch } from '../travel/search-pipeline';

/** A search costs several provider calls; 20 a minute is plenty for a person and stops one visitor draining quota. */
const SEARCHES_PER_MINUTE = 20;
/** Longer than the provider's retries take, shorter than a visitor's patience. */
const SEARCH_TIMEOUT_MS = 45_000;

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function searchRoutes(services: Pick<Services, 'travel' | 'rateLimiters' | 'config' | 'logger'>) {
  const limiter = services.rateLimiters({ name: 'search', points: SEARCHES_PER_MINUTE, durationSeconds: 60 });
  return new Hono<{ Variables: JsonBodyVariables }>().post(
    '/search',
    rateLimitPerClient(
      limiter,
      services.config.TRUST_PROXY,
      'Too many searches. Please wait a moment and try again.',
    ),
    async (c) => {
      const params = readBody(c, createSearchParamsSchema(todayUtc()));
      // Stop provider work when the visitor goes away or the search runs too long.
      const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(SEARCH_TIMEOUT_MS)]);
      try {
        return c.json(await runSearch(services.travel, params, signal));
      } catch (error) {
        if (signal.aborted && !c.req.raw.signal.aborted) {
          throw new ApiError(504, 'search_timeout', 'Search failed. Please try again.');
        }
        throw toApiError(error);
      }
    },
  );
}
