import { z } from 'zod';
import { contactMessageSchema } from '../../core/contact';
import { profileUpdateSchema } from '../../core/profile';
import { createSavedSearchInputSchema } from '../../core/saved-search';
import { createExploreParamsSchema } from '../../core/explore-params';
import { createSearchParamsSchema } from '../../core/search-params';
import { savedSearchLimits } from '../../core/search-limits';
import { deleteAccountSchema } from '../routes/account';
import { locationsQuerySchema } from '../routes/locations';
import { unsubscribeSchema, watchToggleSchema } from '../routes/trip-watches';
import {
  dateGridSchema,
  dealSchema,
  errorBodySchema,
  exploreAnswerSchema,
  locationSchema,
  popularPlacesSchema,
  profileSchema,
  savedSearchPageSchema,
  savedSearchSchema,
  searchResultSchema,
  unsubscribeAnswerSchema,
  watchedTripsSchema,
} from './response-schemas';

type JsonSchema = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** JSON Schemas of the named zod schemas, as OpenAPI components that refer to each other by name. */
function components(entries: Record<string, z.ZodType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(entries)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    unrepresentable: 'any',
    uri: (id) => ref(id).$ref,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]),
  );
}

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, { description: 'Error', ...json(ref('Error')) }]));
const signedIn = [{ session: [] }];

/**
 * The OpenAPI 3.1 description of our API, built from the zod schemas the routes validate with (requests) and
 * the shapes they answer (responses). `today` dates the search schemas' date rules.
 */
export function openApiDocument(today: string) {
  const schemas = {
    ...components(
      {
        SearchRequest: createSearchParamsSchema(today),
        SavedSearchInput: createSavedSearchInputSchema(today),
        ProfileUpdate: profileUpdateSchema,
        ContactMessage: contactMessageSchema,
        DeleteAccount: deleteAccountSchema,
        WatchToggle: watchToggleSchema,
        Unsubscribe: unsubscribeSchema,
      },
      'input',
    ),
    ...components(
      {
        Error: errorBodySchema,
        Location: locationSchema,
        PopularPlaces: popularPlacesSchema,
        Deal: dealSchema,
        SearchResult: searchResultSchema,
        DateGrid: dateGridSchema,
        ExploreAnswer: exploreAnswerSchema,
        Profile: profileSchema,
        SavedSearch: savedSearchSchema,
        SavedSearchPage: savedSearchPageSchema,
        WatchedTrips: watchedTripsSchema,
        UnsubscribeAnswer: unsubscribeAnswerSchema,
      },
      'output',
    ),
  };
  const queryParameters = (schema: z.ZodType) => {
    const query = components({ Query: schema }, 'input').Query;
    const required = new Set((query?.required ?? []) as string[]);
    return Object.entries((query?.properties ?? {}) as Record<string, JsonSchema>).map(
      ([name, property]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema: property,
      }),
    );
  };

  return {
    openapi: '3.1.0',
    info: {
      title: 'TripFit API',
      version: '1',
      description:
        'Budget-first flight + hotel search. Errors always answer `{ "error": { "code", "message" } }`. ' +
        'Writes must come from the site itself (Origin checked). Sign-in, sign-up, password reset and ' +
        'two-factor live under /api/auth/* (Better Auth) and set the session cookie used below.',
    },
    components: {
      schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'tripfit.session_token' },
      },
    },
    paths: {
      '/api/health': {
        get: { summary: 'Liveness', responses: { 200: { description: 'The process answers' } } },
      },
      '/api/ready': {
        get: {
          summary: 'Readiness: the database (and Redis, when configured) answer',
          responses: { 200: { description: 'Ready' }, ...errors(503) },
        },
      },
      '/api/config': {
        get: { summary: 'Public settings (support mailbox)', responses: { 200: { description: 'OK' } } },
      },
      '/api/locations': {
        get: {
          summary: 'Airports and cities for autocomplete (at most 10)',
          parameters: queryParameters(locationsQuerySchema),
          responses: {
            200: {
              description: 'Matches, best first',
              ...json({ type: 'object', properties: { data: { type: 'array', items: ref('Location') } } }),
            },
            ...errors(400, 429, 502, 503),
          },
        },
      },
      '/api/locations/popular': {
        get: {
          summary:
            'The busiest airports and their cities, for answering autocomplete before /api/locations does',
          description:
            'About 500 places (every scheduled hub, busy airport and capital airport, and their cities) with the ' +
            'texts, importance and site-language names /api/locations ranks them by, so a client can rank them ' +
            'the same way. The same for every provider; cacheable for a day.',
          responses: {
            200: { description: 'The places', ...json(ref('PopularPlaces')) },
            ...errors(429, 503),
          },
        },
      },
      '/api/search': {
        post: {
          summary: 'Up to 10 flight + hotel deals within the budget, best value first',
          description:
            'With `Accept: application/x-ndjson` the answer streams one JSON object per line: ' +
            '`{"type":"step","step":"flights"|"hotels"|"combining"}` as each step starts, then ' +
            '`{"type":"result",...SearchResult}` or `{"type":"error","status","error":{code,message}}`.',
          requestBody: { required: true, ...json(ref('SearchRequest')) },
          responses: {
            200: { description: 'Deals', ...json(ref('SearchResult')) },
            ...errors(400, 404, 429, 502, 503, 504),
          },
        },
      },
      '/api/explore': {
        get: {
          summary: 'Every destination whose flight plus hotel fits the budget over a month, cheapest first',
          description:
            'month is YYYY-MM or next3 (tomorrow to three months ahead); nights 2-4, 5-7 or 8-14; level budget, ' +
            'mid (hotels rated 7+) or comfort (8+). On the sandbox a search for a destination’s code and dates ' +
            'finds its total; live figures are estimates (`estimate: true`) from cached fares, with their age.',
          parameters: queryParameters(createExploreParamsSchema(today)),
          responses: {
            200: { description: 'Destinations', ...json(ref('ExploreAnswer')) },
            ...errors(400, 404, 429, 502, 503, 504),
          },
        },
      },
      '/api/search/date-grid': {
        post: {
          summary: 'Flexible dates: the best total for departure and return each ±3 days around the search',
          description:
            'The same body as /api/search. Each cell is the cheapest flight plus the cheapest hotel for its ' +
            'dates in the search currency, cached 30 minutes; a cell whose provider call fails is unavailable, ' +
            'and only when every cell fails does the answer carry the error /api/search would have.',
          requestBody: { required: true, ...json(ref('SearchRequest')) },
          responses: {
            200: { description: 'The grid', ...json(ref('DateGrid')) },
            ...errors(400, 404, 429, 502, 503, 504),
          },
        },
      },
      '/api/profile': {
        get: {
          summary: 'The signed-in user’s profile',
          security: signedIn,
          responses: { 200: { description: 'Profile', ...json(ref('Profile')) }, ...errors(401) },
        },
        put: {
          summary: 'Update name, preferred currency and language',
          security: signedIn,
          requestBody: { required: true, ...json(ref('ProfileUpdate')) },
          responses: { 200: { description: 'Profile', ...json(ref('Profile')) }, ...errors(400, 401, 403) },
        },
      },
      '/api/profile/export': {
        get: {
          summary: 'Everything held about the user, as a JSON download',
          security: signedIn,
          responses: { 200: { description: 'Account, profile and saved searches' }, ...errors(401) },
        },
      },
      '/api/account': {
        delete: {
          summary: 'Delete the account and everything in it (password required)',
          security: signedIn,
          requestBody: { required: true, ...json(ref('DeleteAccount')) },
          responses: {
            204: { description: 'Deleted; the session cookie is cleared' },
            ...errors(400, 401, 403),
            429: {
              description:
                'Too many password checks from this client (`rate_limited`) or wrong answers for this account (`too_many_attempts`); see Retry-After',
              ...json(ref('Error')),
            },
          },
        },
      },
      '/api/saved-searches': {
        get: {
          summary: 'The user’s saved searches, newest first, one page at a time',
          security: signedIn,
          parameters: [
            {
              name: 'limit',
              in: 'query',
              description: 'How many saved searches to answer',
              schema: {
                type: 'integer',
                minimum: 1,
                maximum: savedSearchLimits.page.max,
                default: savedSearchLimits.page.default,
              },
            },
            {
              name: 'cursor',
              in: 'query',
              description: 'The `nextCursor` of the previous page; leave out for the first page',
              schema: { type: 'string' },
            },
          ],
          responses: {
            200: { description: 'A page of saved searches', ...json(ref('SavedSearchPage')) },
            ...errors(400, 401),
          },
        },
        post: {
          summary: `Save a search (at most ${savedSearchLimits.perAccount} per account)`,
          security: signedIn,
          requestBody: { required: true, ...json(ref('SavedSearchInput')) },
          responses: {
            201: { description: 'Saved', ...json(ref('SavedSearch')) },
            409: {
              description: `The account already keeps ${savedSearchLimits.perAccount} saved searches (code \`saved_search_limit\`)`,
              ...json(ref('Error')),
            },
            ...errors(400, 401, 403),
          },
        },
      },
      '/api/saved-searches/{id}': {
        delete: {
          summary: 'Delete one of the user’s saved searches',
          security: signedIn,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { 204: { description: 'Deleted' }, ...errors(401, 403, 404) },
        },
      },
      '/api/saved-searches/{id}/watch': {
        put: {
          summary:
            'Watch a saved search (mail when deals fit the budget or get cheaper), or stop watching it',
          security: signedIn,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: true, ...json(ref('WatchToggle')) },
          responses: {
            200: { description: 'The saved search with its watch', ...json(ref('SavedSearch')) },
            409: {
              description: 'The trip has departed, so it cannot be watched (code `trip_departed`)',
              ...json(ref('Error')),
            },
            ...errors(400, 401, 403, 404),
          },
        },
      },
      '/api/watches': {
        get: {
          summary: 'The user’s watched trips (on or off), departure soonest first',
          security: signedIn,
          responses: {
            200: { description: 'Watched trips', ...json(ref('WatchedTrips')) },
            ...errors(401),
          },
        },
      },
      '/api/watches/unsubscribe': {
        post: {
          summary:
            'Turn off the watch a mail was about; no sign-in. The token comes in the body, or in the query for RFC 8058 one-click POSTs',
          parameters: [{ name: 'token', in: 'query', required: false, schema: { type: 'string' } }],
          requestBody: { required: false, ...json(ref('Unsubscribe')) },
          responses: {
            200: { description: 'No longer watched', ...json(ref('UnsubscribeAnswer')) },
            ...errors(400, 403, 429),
          },
        },
      },
      '/api/contact': {
        post: {
          summary: 'Send a message to support (stored and mailed)',
          requestBody: { required: true, ...json(ref('ContactMessage')) },
          responses: { 201: { description: 'Sent' }, ...errors(400, 403, 429) },
        },
      },
      '/metrics': {
        get: {
          summary: 'Prometheus metrics (bearer METRICS_TOKEN when configured)',
          responses: { 200: { description: 'Prometheus text format' }, ...errors(401) },
        },
      },
    },
  };
}
