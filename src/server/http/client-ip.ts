import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The visitor's address, for per-client rate limits. Behind a load balancer (TRUST_PROXY=true) it is the
 * right-most address the balancer appended to X-Forwarded-For; otherwise the socket's peer, which a client
 * cannot forge.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
