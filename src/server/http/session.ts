import type { MiddlewareHandler } from 'hono';
import type { Auth, AuthUser } from '../auth/auth-port';
import { ApiError } from './api-error';

export type SessionVariables = { user: AuthUser };

/** product.md §8's answer to a signed-out caller. */
export const SIGNED_OUT_MESSAGE = 'User must be logged in';

const sessionGuards = new WeakSet<object>();

/** Whether a handler of app.routes is requireUser's: the API document marks those routes as needing the session. */
export const isSessionGuard = (handler: object): boolean => sessionGuards.has(handler);

/**
 * Lets the request through only with a live session, and hands its user to the route. Answers with one
 * user's data are never cached.
 */
export function requireUser(
  auth: Pick<Auth, 'getSession'>,
  message = SIGNED_OUT_MESSAGE,
): MiddlewareHandler<{ Variables: SessionVariables }> {
  const guard: MiddlewareHandler<{ Variables: SessionVariables }> = async (c, next) => {
    const user = await auth.getSession(c.req.raw.headers);
    if (!user) throw new ApiError(401, 'unauthorized', message);
    c.set('user', user);
    c.header('Cache-Control', 'private, no-store');
    await next();
  };
  sessionGuards.add(guard);
  return guard;
}
