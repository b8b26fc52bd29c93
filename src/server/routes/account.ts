import { Hono } from 'hono';
import { deleteAccountSchema } from '../../core/api/account';
import { errorBodySchema } from '../../core/api/error-body';
import { TooManyChecks } from '../auth/password-checks';
import { ApiError } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { readBody, type JsonBodyVariables } from '../http/json-body';
import { requireUser, SIGNED_OUT_MESSAGE, type SessionVariables } from '../http/session';
import { describeRoute } from '../openapi/describe-route';
import type { Services } from '../services';
import { watchJobIds } from '../trip-watch/watch-store';

/**
 * DELETE /api/account: with the right password, removes the user; the database cascades to their sessions,
 * sign-in accounts, profile and saved searches. The answer clears the session cookie.
 */
export function accountRoutes(
  services: Pick<Services, 'auth' | 'config' | 'passwordChecks' | 'database' | 'tripWatches'>,
) {
  return new Hono<{ Variables: JsonBodyVariables & SessionVariables }>().delete(
    '/account',
    describeRoute({
      operation: { path: '/api/account', method: 'delete' },
      operationId: 'deleteAccount',
      summary: 'Delete the account and everything in it (password required)',
      responses: {
        204: { description: 'Deleted; the session cookie is cleared' },
        429: {
          description:
            'Too many password checks from this client (`rate_limited`) or wrong answers for this account (`too_many_attempts`); see Retry-After',
          json: errorBodySchema,
        },
      },
      errors: [400, 401, 403],
    }),
    requireUser(services.auth),
    async (c) => {
      const { password } = readBody(c, deleteAccountSchema);
      const account = c.get('user').id;
      await services.passwordChecks
        .admit(clientIp(c, services.config.TRUST_PROXY), account)
        .catch((error: unknown) => {
          throw error instanceof TooManyChecks ? error.toApiError() : error;
        });
      // Read before the account goes: its watches go with it (ON DELETE CASCADE), their queued checks here.
      const jobIds = await watchJobIds(services.database.db, { userId: account });
      const answer = await services.auth.deleteUser(c.req.raw.headers, password);
      await services.passwordChecks.settle(
        account,
        answer.ok ? 'right' : answer.status === 400 ? 'wrong' : 'unknown',
      );
      if (answer.status === 400) {
        throw new ApiError(
          400,
          'invalid_password',
          'The password is not correct. Your account was not deleted.',
        );
      }
      if (answer.status === 401) throw new ApiError(401, 'unauthorized', SIGNED_OUT_MESSAGE);
      if (!answer.ok) throw new Error(`account deletion answered ${answer.status}`);
      await services.tripWatches.forget(jobIds);
      const response = c.body(null, 204);
      for (const cookie of answer.headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
      return response;
    },
  );
}
