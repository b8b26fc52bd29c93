import { Hono } from 'hono';
import { locationsQuerySchema, popularPlacesQuerySchema } from '../../core/api/locations';
import { isLongEnoughKeyword } from '../../core/location-keyword';
import { ApiError } from '../http/api-error';
import { answerLanguage } from '../http/page-language';
import { rateLimitPerClient } from '../http/rate-limit';
import { describeRoute } from '../openapi/describe-route';
import type { Services } from '../services';
import { toApiError } from '../travel/provider-errors';
import { localizeLocations } from '../travel/sandbox/localized-locations';
import { popularPlacesBody } from '../travel/sandbox/popular-places';

const MAX_RESULTS = 10;
/** Autocomplete sends at most two lookups a second while typing (500 ms debounce); this leaves room for several tabs. */
const LOOKUPS_PER_MINUTE = 120;
/** The search form asks for the popular places once per page, and browsers keep them a day. */
const POPULAR_PER_MINUTE = 30;

export function locationRoutes(services: Pick<Services, 'travel' | 'rateLimiters' | 'config'>) {
  const limiter = services.rateLimiters({
    name: 'locations',
    points: LOOKUPS_PER_MINUTE,
    durationSeconds: 60,
  });
  const popularLimiter = services.rateLimiters({
    name: 'locations-popular',
    points: POPULAR_PER_MINUTE,
    durationSeconds: 60,
  });
  const tooMany = 'Please wait a moment and try again.';
  return new Hono()
    .get(
      '/locations/popular',
      describeRoute({
        operation: { path: '/api/locations/popular', method: 'get' },
        operationId: 'listPopularPlaces',
        summary:
          'The busiest airports and their cities, for answering autocomplete before /api/locations does',
        description:
          'About 500 places (every scheduled hub, busy airport and capital airport, and their cities) with the ' +
          'texts, importance and site-language names /api/locations ranks them by, so a client can rank them ' +
          'the same way, each also as named in the asked language. The same for every provider; cacheable for ' +
          'a day.',
        example: { query: { lang: 'fr' } },
        responses: { 200: { description: 'The places' } },
        errors: [429, 503],
      }),
      rateLimitPerClient(popularLimiter, services.config.TRUST_PROXY, tooMany),
      (c) => {
        const { lang } = popularPlacesQuerySchema.parse(c.req.query());
        const language = answerLanguage(c, lang);
        // The offline index's busiest places, whatever provider answers lookups: the same for everyone, for a day.
        c.header('Cache-Control', 'public, max-age=86400');
        return c.json(popularPlacesBody(language));
      },
    )
    .get(
      '/locations',
      describeRoute({
        operation: { path: '/api/locations', method: 'get' },
        operationId: 'searchLocations',
        summary: 'Airports and cities for autocomplete (at most 10), named in the asked language',
        example: { query: { keyword: 'paris', lang: 'fr' } },
        responses: { 200: { description: 'Matches, best first' } },
        errors: [400, 429, 502, 503],
      }),
      rateLimitPerClient(limiter, services.config.TRUST_PROXY, tooMany),
      async (c) => {
        const parsed = locationsQuerySchema.safeParse(c.req.query());
        if (!parsed.success)
          throw new ApiError(400, 'validation_failed', parsed.error.issues[0]?.message ?? '');
        const { keyword, type, lang } = parsed.data;
        // product.md's message stays: only keywords in Chinese, Japanese or Korean may have 2 characters.
        if (!isLongEnoughKeyword(keyword))
          throw new ApiError(400, 'keyword_too_short', 'Type at least 3 characters to search');
        if (keyword.length > 100)
          throw new ApiError(400, 'validation_failed', 'keyword must be at most 100 characters');

        const locations = await services.travel
          .searchLocations(keyword, c.req.raw.signal)
          .catch((error: unknown) => {
            throw toApiError(error);
          });
        const kept =
          type === 'city' ? locations.filter((location) => location.subType === 'CITY') : locations;
        const language = answerLanguage(c, lang);
        c.header('Cache-Control', 'public, max-age=300');
        return c.json({ data: localizeLocations(kept.slice(0, MAX_RESULTS), language) });
      },
    );
}
