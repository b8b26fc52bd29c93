import { Hono } from 'hono';
import { z } from 'zod';
import { savedSearchInputSchema } from '../../core/saved-search';
import { createSavedSearch, deleteSavedSearch, listSavedSearches } from '../accounts/saved-searches';
import { ApiError } from '../http/api-error';
import { readBody, type JsonBodyVariables } from '../http/json-body';
import { requireUser, type SessionVariables } from '../http/session';
import type { Services } from '../services';

const savedSearchId = z.uuid();

/** The signed-in user's saved searches (SPEC §3); someone else's id is as unknown as a made-up one. */
export function savedSearchRoutes(services: Pick<Services, 'auth' | 'database'>) {
  const { db } = services.database;
  return new Hono<{ Variables: JsonBodyVariables & SessionVariables }>()
    .get('/saved-searches', requireUser(services.auth), async (c) =>
      c.json({ data: await listSavedSearches(db, c.get('user').id) }),
    )
    .post(
      '/saved-searches',
      requireUser(services.auth, 'User must be logged in to save searches'),
      async (c) => {
        const input = readBody(c, savedSearchInputSchema);
        return c.json(await createSavedSearch(db, c.get('user').id, input), 201);
      },
    )
    .delete('/saved-searches/:id', requireUser(services.auth), async (c) => {
      const id = savedSearchId.safeParse(c.req.param('id'));
      if (!id.success || !(await deleteSavedSearch(db, c.get('user').id, id.data))) {
        throw new ApiError(404, 'not_found', 'No saved search with this id.');
      }
      return c.body(null, 204);
    });
}
