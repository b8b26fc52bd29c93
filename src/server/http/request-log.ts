import type { MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import type { Logger } from '../infra/logger';

/** Paths that carry a secret (the password reset link's token), with the secret masked. */
export function loggedPath(path: string): string {
  return path.replace(/^(\/api\/auth\/reset-password\/)[^/]+/, '$1[token]');
}

/** One JSON line per request with its id, status and duration; query strings (tokens) are never logged. */
export function requestLog(logger: Logger): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: loggedPath(c.req.path),
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
