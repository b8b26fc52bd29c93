import { Hono } from 'hono';
import { z } from 'zod';
import { errorBodySchema } from '../../core/api/error-body';
import { createSavedSearchInputSchema } from '../../core/saved-search';
import { savedSearchLimits } from '../../core/search-limits';
import { decodeCursor } from '../accounts/saved-search-cursor';
import { createSavedSearch, deleteSavedSearch, listSavedSearchPage } from '../accounts/saved-searches';
import { todayUtc } from '../clock';
import { ApiError } from '../http/api-error';
import { readBody, type JsonBodyVariables } from '../http/json-body';
import { requireUser, type SessionVariables } from '../http/session';
import { readQuery } from '../http/validation';
import { describeRoute } from '../openapi/describe-route';
import type { Services } from '../services';
import { watchJobIds } from '../trip-watch/watch-store';

const savedSearchId = z.uuid();

const { perAccount, page } = savedSearchLimits;
const limitMessage = `a whole number from 1 to ${page.max}`;

/**
 * GET /api/saved-searches?limit=&cursor=: digits only for the limit, and a cursor this API handed out. The
 * document describes the query with savedSearchPageQuerySchema, the meaning of these texts.
 */
const savedSearchListQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, limitMessage)
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= page.max, limitMessage)
    .default(page.default),
  cursor: z
    .string()
    .transform((cursor, ctx) => {
      const position = decodeCursor(cursor);
      if (!position)
        ctx.addIssue({
          code: 'custom',
          message: 'not a valid cursor; use the nextCursor of the previous page',
        });
      return position;
    })
    .optional(),
});

/** The signed-in user's saved searches (product.md §3); someone else's id is as unknown as a made-up one. */
export function savedSearchRoutes(services: Pick<Services, 'auth' | 'database' | 'tripWatches'>) {
  const { db } = services.database;
  return new Hono<{ Variables: JsonBodyVariables & SessionVariables }>()
    .get(
      '/saved-searches',
      describeRoute({
        operation: { path: '/api/saved-searches', method: 'get' },
        operationId: 'listSavedSearches',
        summary: 'The user’s saved searches, newest first, one page at a time',
        responses: { 200: { description: 'A page of saved searches' } },
        errors: [400, 401],
      }),
      requireUser(services.auth),
      async (c) => {
        const { limit, cursor } = readQuery(c, savedSearchListQuerySchema);
        return c.json(await listSavedSearchPage(db, c.get('user').id, { limit, after: cursor }));
      },
    )
    .post(
      '/saved-searches',
      describeRoute({
        operation: { path: '/api/saved-searches', method: 'post' },
        operationId: 'createSavedSearch',
        summary: `Save a search (at most ${perAccount} per account)`,
        responses: {
          201: { description: 'Saved' },
          409: {
            description: `The account already keeps ${perAccount} saved searches (code \`saved_search_limit\`)`,
            json: errorBodySchema,
          },
        },
        errors: [400, 401, 403],
      }),
      requireUser(services.auth, 'User must be logged in to save searches'),
      async (c) => {
        const input = readBody(c, createSavedSearchInputSchema(todayUtc()));
        const saved = await createSavedSearch(db, c.get('user').id, input);
        if (!saved) {
          throw new ApiError(
            409,
            'saved_search_limit',
            `You can keep up to ${perAccount} saved searches. Delete one to save another.`,
          );
        }
        return c.json(saved, 201);
      },
    )
    .delete(
      '/saved-searches/:id',
      describeRoute({
        operation: { path: '/api/saved-searches/{id}', method: 'delete' },
        operationId: 'deleteSavedSearch',
        summary: 'Delete one of the user’s saved searches',
        responses: { 204: { description: 'Deleted' } },
        errors: [401, 403, 404],
      }),
      requireUser(services.auth),
      async (c) => {
        const id = savedSearchId.safeParse(c.req.param('id'));
        const userId = c.get('user').id;
        // The watch goes with the search (ON DELETE CASCADE); its queued check is removed here.
        const jobIds = id.success ? await watchJobIds(db, { userId, savedSearchId: id.data }) : [];
        if (!id.success || !(await deleteSavedSearch(db, userId, id.data))) {
          throw new ApiError(404, 'not_found', 'No saved search with this id.');
        }
        await services.tripWatches.forget(jobIds);
        return c.body(null, 204);
      },
    );
}
