import { BlockList } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { forwardedClient, isListed, type TrustProxy } from './trust-proxy';

/** The socket's peer, which a client cannot forge; undefined when the app runs without a Node socket. */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The visitor's address, for per-client rate limits: the socket's peer, or behind trusted proxies the address
 * they forwarded in X-Forwarded-For (see forwardedClient).
 */
export function clientIp(c: Context, trustProxy: TrustProxy): string {
  return forwardedClient(trustProxy, socketAddress(c), c.req.header('x-forwarded-for')) ?? 'unknown';
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * True when the request comes from this machine (127.0.0.0/8, ::1, ::ffff:127.x.x.x), judged by the socket's
 * peer alone: forwarded headers never count, as anyone can send them.
 */
export function isLoopbackClient(c: Context): boolean {
  const address = socketAddress(c);
  return address !== undefined && isListed(loopback, address);
}
