import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../core/iso-date';
import { loadConfig } from '../config';
import { todayUtc } from '../clock';
import { ApiError } from '../http/api-error';
import { createRateLimiterFactory } from '../infra/rate-limit';
import { ExploreBusyError, type ExploreSource } from '../travel/explore-port';
import { TravelProviderError } from '../travel/port';
import { exploreRoutes } from './explore';

/** The app's error handler in small: ApiError → its status and body. */
function appWith(explore: ExploreSource, timeoutMs?: number) {
  const app = new Hono();
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json({ error: { code: error.code, message: error.message } }, error.status, error.headers);
    }
    throw error;
  });
  app.route(
    '/',
    exploreRoutes(
      { explore, rateLimiters: createRateLimiterFactory(), config: loadConfig({}) },
      { timeoutMs },
    ),
  );
  return app;
}

const month = addDays(todayUtc(), 60).slice(0, 7);
const query = `/explore?from=BEG&budget=800&currency=EUR&month=${month}&nights=5-7`;

describe('GET /explore failures', () => {
  afterEach(() => vi.useRealTimers());

  it('answers 504 explore_timeout when the source outlasts the limit, and stops its work', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let stopped = false;
    const hanging: ExploreSource = {
      findTrips: (_query, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            stopped = true;
            reject(signal.reason);
          });
        }),
      close: async () => {},
    };
    const answer = appWith(hanging, 30_000).request(query);
    await vi.advanceTimersByTimeAsync(30_000);
    const response = await answer;
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: { code: 'explore_timeout', message: 'Explore took too long. Please try again.' },
    });
    expect(stopped).toBe(true);
  });

  it('answers a provider failure with its product.md message and status', async () => {
    const failing: ExploreSource = {
      findTrips: async () => {
        throw new TravelProviderError(
          'rate_limited',
          'Too many requests. Please wait a moment and try again.',
        );
      },
      close: async () => {},
    };
    const response = await appWith(failing).request(query);
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      error: {
        code: 'provider_rate_limited',
        message: 'Too many requests. Please wait a moment and try again.',
      },
    });
  });

  it('answers 503 explore_busy with Retry-After when uncached explores are at their limit', async () => {
    const busy: ExploreSource = {
      findTrips: async () => {
        throw new ExploreBusyError();
      },
      close: async () => {},
    };
    const response = await appWith(busy).request(query);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      error: {
        code: 'explore_busy',
        message: 'Explore is busy right now. Please try again in a few seconds.',
      },
    });
  });
});
