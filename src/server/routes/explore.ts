import { Hono } from 'hono';
import { exploreWindow } from '../../core/explore';
import { travellersWithBags } from '../../core/flight-bags';
import { createExploreParamsSchema } from '../../core/explore-params';
import { todayUtc } from '../clock';
import { ApiError } from '../http/api-error';
import { exploreWithHistory } from '../price-history/explore-history';
import { deadline } from '../http/deadline';
import { answerLanguage } from '../http/page-language';
import { rateLimitPerClient } from '../http/rate-limit';
import { readQuery } from '../http/validation';
import { describeRoute } from '../openapi/describe-route';
import type { Services } from '../services';
import { exploreAnswer, exploreOrigin } from '../travel/explore-answer';
import { localizeExploreAnswer } from '../travel/localized-explore';
import { toApiError } from '../travel/provider-errors';

/** An explore is one page view; 30 a minute lets a visitor try months and budgets, not scrape every origin. */
const EXPLORES_PER_MINUTE = 30;
/** A cold sandbox index takes about 2 s; live fares and hotel rates take longer, and are cached after. */
const EXPLORE_TIMEOUT_MS = 30_000;

type ExploreServices = Pick<Services, 'explore' | 'rateLimiters' | 'config'> &
  Partial<Pick<Services, 'priceHistory'>>;

/**
 * GET /api/explore: every destination whose flight plus hotel fits the budget over a month (or the next three),
 * cheapest first. Validation and errors as for /api/search.
 */
export function exploreRoutes(services: ExploreServices, { timeoutMs = EXPLORE_TIMEOUT_MS } = {}) {
  const limiter = services.rateLimiters({
    name: 'explore',
    points: EXPLORES_PER_MINUTE,
    durationSeconds: 60,
  });
  return new Hono().get(
    '/explore',
    describeRoute({
      operation: { path: '/api/explore', method: 'get' },
      operationId: 'exploreDestinations',
      summary: 'Every destination whose flight plus hotel fits the budget over a month, cheapest first',
      description:
        'month is YYYY-MM or next3 (tomorrow to three months ahead); nights a range a-b within 1-21 (the page ' +
        'offers 2-4, 5-7 and 8-14) or weekend (Thursday or Friday out, Sunday or Monday back); cabin as a ' +
        'search’s (live explore has economy fares only); level budget, ' +
        'mid (hotels rated 7+) or comfort (8+). On the sandbox a search for a destination’s code and dates ' +
        'finds its total; live figures are estimates (`estimate: true`) from cached fares, with their age. ' +
        'Each destination served is recorded as a price observation; `history` (verdict and typical band) is ' +
        'set where its trip (month, nights, party, level) has 7 or more days observed in the last 60.',
      example: { query: { from: 'BEG', budget: '800', currency: 'EUR', month: 'next3', nights: '2-4' } },
      responses: { 200: { description: 'Destinations' } },
      errors: [400, 404, 429, 502, 503, 504],
    }),
    rateLimitPerClient(
      limiter,
      services.config.TRUST_PROXY,
      'Too many searches. Please wait a moment and try again.',
    ),
    async (c) => {
      const today = todayUtc();
      const params = readQuery(c, createExploreParamsSchema(today));
      const window = exploreWindow(params.month, params.nights, today);
      // The schema refuses a month without dates; this only narrows the type.
      if (!window) throw new ApiError(400, 'validation_failed', 'month: has no travel dates left');
      const origin = exploreOrigin(params.from);
      if (!origin)
        throw new ApiError(404, 'origin_not_found', `No airport or city found for ${params.from}.`);
      const { min, max, weekend } = params.nights;
      const timeout = deadline(timeoutMs, 'Explore timed out');
      const signal = AbortSignal.any([c.req.raw.signal, timeout.signal]);
      try {
        const trips = await services.explore.findTrips(
          {
            origin: params.from,
            window,
            minNights: min,
            maxNights: max,
            weekend,
            adults: params.adults,
            children: params.children,
            childrenAges: params.childrenAges,
            rooms: params.rooms,
            level: params.level,
            cabin: params.cabin,
            directOnly: params.direct,
            bags: params.bags,
            currency: params.currency,
            budget: params.budget,
          },
          signal,
        );
        const answer = await exploreWithHistory(
          services.priceHistory,
          exploreAnswer(origin, trips, params.budget, params.currency, params.nearby, {
            cabin: params.cabin,
            // Seats as the search counts them for CO₂: lap infants have none.
            travellers: travellersWithBags(params),
            guests: params.adults + params.children,
          }),
          { ...params, origin: params.from },
        );
        return c.json(localizeExploreAnswer(answer, answerLanguage(c, params.lang)));
      } catch (error) {
        if (timeout.signal.aborted && !c.req.raw.signal.aborted) {
          throw new ApiError(504, 'explore_timeout', 'Explore took too long. Please try again.');
        }
        throw toApiError(error);
      } finally {
        timeout.clear();
      }
    },
  );
}
