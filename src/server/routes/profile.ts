import { Hono } from 'hono';
import { profileUpdateSchema } from '../../core/profile';
import { readProfile, updateProfile } from '../accounts/profiles';
import { listSavedSearches } from '../accounts/saved-searches';
import { readBody, type JsonBodyVariables } from '../http/json-body';
import { requireUser, type SessionVariables } from '../http/session';
import { describeRoute } from '../openapi/describe-route';
import type { Services } from '../services';

/** The signed-in user's own profile (product.md §3), and everything we hold about them as one download. */
export function profileRoutes(services: Pick<Services, 'auth' | 'database'>) {
  const { db } = services.database;
  const signedIn = requireUser(services.auth);
  return new Hono<{ Variables: JsonBodyVariables & SessionVariables }>()
    .get(
      '/profile',
      describeRoute({
        operation: { path: '/api/profile', method: 'get' },
        operationId: 'getProfile',
        summary: 'The signed-in user’s profile',
        responses: { 200: { description: 'Profile' } },
        errors: [401],
      }),
      signedIn,
      async (c) => c.json(await readProfile(db, c.get('user'))),
    )
    .put(
      '/profile',
      describeRoute({
        operation: { path: '/api/profile', method: 'put' },
        operationId: 'updateProfile',
        summary: 'Update name, preferred currency and language',
        responses: { 200: { description: 'Profile' } },
        errors: [400, 401, 403],
      }),
      signedIn,
      async (c) => {
        const update = readBody(c, profileUpdateSchema);
        return c.json(await updateProfile(db, c.get('user'), update));
      },
    )
    .get(
      '/profile/export',
      describeRoute({
        operation: { path: '/api/profile/export', method: 'get' },
        operationId: 'exportAccountData',
        summary: 'Everything held about the user, as a JSON download',
        responses: { 200: { description: 'Account, profile and saved searches' } },
        errors: [401],
      }),
      signedIn,
      async (c) => {
        const user = c.get('user');
        const { fullName, preferredCurrency, preferredLanguage } = await readProfile(db, user);
        const data = {
          exportedAt: new Date().toISOString(),
          account: {
            email: user.email,
            createdAt: user.createdAt.toISOString(),
            emailVerified: user.emailVerified,
            twoFactorEnabled: user.twoFactorEnabled,
          },
          profile: { fullName, preferredCurrency, preferredLanguage },
          savedSearches: await listSavedSearches(db, user.id),
        };
        c.header('Content-Disposition', 'attachment; filename="tripfit-data.json"');
        return c.body(JSON.stringify(data, null, 2), 200, {
          'Content-Type': 'application/json; charset=utf-8',
        });
      },
    );
}
