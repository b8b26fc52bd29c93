import { Hono, type Context } from 'hono';
import { CLIENT_IP_HEADER } from '../auth/auth';
import { checkedAuthPaths, outcomeOf, TooManyChecks } from '../auth/password-checks';
import { errorBody, serviceUnavailable } from '../http/api-error';
import { clientIp } from '../http/client-ip';
import { unreachableStore } from '../infra/store-health';
import type { Services } from '../services';

type AuthRouteServices = Pick<Services, 'auth' | 'config' | 'database' | 'redis' | 'passwordChecks'>;

const AUTH_BASE = '/api/auth';

/** The account a password or code check is about: the email being signed in to, or the session's user. */
async function accountTried(request: Request, by: 'email' | 'session', services: AuthRouteServices) {
  if (by === 'session') return (await services.auth.getSession(request.headers))?.id;
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => undefined);
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? `email:${email.trim().toLowerCase()}` : undefined;
}

async function errorCodeOf(response: Response): Promise<string | undefined> {
  if (response.ok) return undefined;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  const code = (body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Better Auth's own answer, or ours in its shape ({ code, message }) so the web reads both the same way. */
async function answer(c: Context, request: Request, services: AuthRouteServices): Promise<Response> {
  const checked = checkedAuthPaths[c.req.path.slice(AUTH_BASE.length)];
  if (!checked || c.req.method !== 'POST') return services.auth.handler(request);
  const account = await accountTried(request, checked, services);
  try {
    await services.passwordChecks.admit(clientIp(c, services.config.TRUST_PROXY), account);
  } catch (error) {
    if (!(error instanceof TooManyChecks)) throw error;
    return c.json({ code: error.code, message: error.message }, 429, {
      'Retry-After': String(error.retryAfterSeconds),
    });
  }
  const response = await services.auth.handler(request);
  await services.passwordChecks.settle(account, outcomeOf(response.status, await errorCodeOf(response)));
  return response;
}

/**
 * Hands /api/auth/* to Better Auth with the raw request, adding the client's address (the one our rate limits
 * use) so its limits count per visitor; password and code checks also count per account.
 */
export function authRoutes(services: AuthRouteServices) {
  return new Hono().on(['GET', 'POST'], '/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, services.config.TRUST_PROXY));
    const response = await answer(c, new Request(c.req.raw, { headers }), services);
    // Better Auth turns a lost database into a bare 500; during an outage, say what happened instead.
    if (response.status >= 500 && (await unreachableStore(services))) {
      throw serviceUnavailable();
    }
    const retryAfter = response.headers.get('x-retry-after');
    if (response.status === 429 && retryAfter) response.headers.set('Retry-After', retryAfter);
    if (response.status === 404 && !response.headers.get('content-type')?.includes('json')) {
      return c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}.`), 404);
    }
    return response;
  });
}
