import { Hono } from 'hono';
import { z } from 'zod';
import { errorBodySchema } from '../../core/api/error-body';
import { unsubscribeSchema, watchToggleSchema } from '../../core/api/trip-watches';
import { watchRules } from '../../core/trip-watch';
import { todayUtc } from '../clock';
import { ApiError } from '../http/api-error';
import { readBody, type JsonBodyVariables } from '../http/json-body';
import { rateLimitPerClient } from '../http/rate-limit';
import { requireUser, type SessionVariables } from '../http/session';
import { readQuery } from '../http/validation';
import { describeRoute } from '../openapi/describe-route';
import type { Services } from '../services';
import { listWatchedTrips, setWatching, stopWatching, unsubscribeTrip } from '../trip-watch/watch-store';

const savedSearchId = z.uuid();

/** One-click unsubscribes arrive from mail providers' servers, many users behind one address: a generous limit. */
const UNSUBSCRIBES_PER_MINUTE = 300;

/**
 * Trip watching (issue 15): on and off for a saved search, the profile's list, and the mail's unsubscribe link,
 * whose page only reads (GET) until its button is pressed (POST), like a mail app's one-click POST (RFC 8058).
 */
export function tripWatchRoutes(
  services: Pick<
    Services,
    'auth' | 'database' | 'config' | 'rateLimiters' | 'tripWatches' | 'unsubscribeTokens'
  >,
) {
  const { db } = services.database;
  const unsubscribeLimiter = services.rateLimiters({
    name: 'unsubscribe',
    points: UNSUBSCRIBES_PER_MINUTE,
    durationSeconds: 60,
  });
  const tooMany = 'Too many requests. Please wait a moment and try again.';
  /** The saved search an unsubscribe link's token was signed for; a token TripFit did not sign is a 400. */
  const verifiedWatch = ({ token }: { token: string }): string => {
    const id = services.unsubscribeTokens.verify(token);
    if (!id) throw new ApiError(400, 'invalid_token', 'This unsubscribe link is not valid.');
    return id;
  };
  return new Hono<{ Variables: JsonBodyVariables & SessionVariables }>()
    .put(
      '/saved-searches/:id/watch',
      describeRoute({
        operation: { path: '/api/saved-searches/{id}/watch', method: 'put' },
        operationId: 'setTripWatch',
        summary: 'Watch a saved search (mail when deals fit the budget or get cheaper), or stop watching it',
        responses: {
          200: { description: 'The saved search with its watch' },
          409: {
            description: `The trip has departed, so it cannot be watched (code \`trip_departed\`), or the account already watches ${watchRules.watchedTripsPerAccount} trips (code \`watch_limit\`)`,
            json: errorBodySchema,
          },
        },
        errors: [400, 401, 403, 404],
      }),
      requireUser(services.auth),
      async (c) => {
        const id = savedSearchId.safeParse(c.req.param('id'));
        const { watching, language } = readBody(c, watchToggleSchema);
        const outcome = id.success
          ? await setWatching(db, c.get('user').id, id.data, watching, { today: todayUtc(), language })
          : ({ kind: 'missing' } as const);
        if (outcome.kind === 'missing') throw new ApiError(404, 'not_found', 'No saved search with this id.');
        if (outcome.kind === 'departed') {
          throw new ApiError(
            409,
            'trip_departed',
            'This trip has already departed, so it cannot be watched.',
          );
        }
        if (outcome.kind === 'limit') {
          const limit = watchRules.watchedTripsPerAccount;
          throw new ApiError(
            409,
            'watch_limit',
            `You can watch up to ${limit} trips. Stop watching one to watch this trip.`,
          );
        }
        if (!watching && outcome.jobId) await services.tripWatches.forget([outcome.jobId]);
        return c.json(outcome.search);
      },
    )
    .get(
      '/watches',
      describeRoute({
        operation: { path: '/api/watches', method: 'get' },
        operationId: 'listWatchedTrips',
        summary: 'The user’s watched trips (on or off), departure soonest first',
        responses: {
          200: {
            description: 'Watched trips, each with its latest checks’ best totals (`watch.history`)',
          },
        },
        errors: [401],
      }),
      requireUser(services.auth),
      async (c) => c.json({ data: await listWatchedTrips(db, c.get('user').id) }),
    )
    .get(
      '/watches/unsubscribe',
      describeRoute({
        operation: { path: '/api/watches/unsubscribe', method: 'get' },
        operationId: 'getUnsubscribeTrip',
        summary:
          'The trip a watch mail’s unsubscribe link is about, and whether it is still watched; no sign-in, and nothing changes',
        responses: { 200: { description: 'The trip' } },
        errors: [400, 429],
      }),
      rateLimitPerClient(unsubscribeLimiter, services.config.TRUST_PROXY, tooMany),
      async (c) =>
        c.json({ trip: await unsubscribeTrip(db, verifiedWatch(readQuery(c, unsubscribeSchema))) }),
    )
    .post(
      '/watches/unsubscribe',
      describeRoute({
        operation: { path: '/api/watches/unsubscribe', method: 'post' },
        operationId: 'unsubscribeTrip',
        summary:
          'Turn off the watch a mail was about; no sign-in. The token comes in the body, or in the query for RFC 8058 one-click POSTs',
        responses: { 200: { description: 'No longer watched' } },
        errors: [400, 403, 429],
      }),
      rateLimitPerClient(unsubscribeLimiter, services.config.TRUST_PROXY, tooMany),
      async (c) => {
        const link =
          c.req.query('token') === undefined
            ? readBody(c, unsubscribeSchema)
            : readQuery(c, unsubscribeSchema);
        return c.json({ trip: await stopWatching(db, verifiedWatch(link)) });
      },
    );
}
