import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, isLoopbackClient } from './client-ip';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/** What @hono/node-server hands the app: the request's socket, whose peer address a client cannot forge. */
const fromSocket = (remoteAddress: string | undefined) => ({ incoming: { socket: { remoteAddress } } });

async function ask(
  remoteAddress: string | undefined,
  headers: Record<string, string> = {},
  trust?: TrustProxy,
) {
  const app = new Hono().get('/', (c) =>
    c.json({ loopback: isLoopbackClient(c), ip: clientIp(c, trust ?? { kind: 'hops', hops: 0 }) }),
  );
  const response = await app.request('/', { headers }, fromSocket(remoteAddress));
  return (await response.json()) as { loopback: boolean; ip: string };
}

describe('isLoopbackClient', () => {
  it.each(['127.0.0.1', '127.42.0.9', '::1', '::ffff:127.0.0.1'])(
    'is true for a socket from %s',
    async (address) => {
      expect(await ask(address)).toMatchObject({ loopback: true });
    },
  );

  it.each(['203.0.113.9', '10.0.0.1', '::ffff:10.0.0.1', 'fd00::1', '0.0.0.0', '::', undefined])(
    'is false for a socket from %s',
    async (address) => {
      expect(await ask(address)).toMatchObject({ loopback: false });
    },
  );

  it('never believes forwarded headers, even when the proxy is trusted', async () => {
    const forged = { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1', 'x-real-ip': '127.0.0.1' };
    expect(await ask('203.0.113.9', forged, parseTrustProxy('true'))).toMatchObject({ loopback: false });
  });

  it('is false when the app runs without a Node socket', async () => {
    const app = new Hono().get('/', (c) => c.json({ loopback: isLoopbackClient(c) }));
    expect(await (await app.request('/')).json()).toEqual({ loopback: false });
  });
});

describe('clientIp', () => {
  it('is the socket peer unless TRUST_PROXY says otherwise', async () => {
    expect(await ask('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' })).toMatchObject({
      ip: '203.0.113.9',
    });
  });

  it('reads X-Forwarded-For as TRUST_PROXY says', async () => {
    const header = { 'x-forwarded-for': '198.51.100.1, 10.0.0.7' };
    expect(await ask('10.0.0.2', header, parseTrustProxy('1'))).toMatchObject({ ip: '10.0.0.7' });
    expect(await ask('10.0.0.2', header, parseTrustProxy('2'))).toMatchObject({ ip: '198.51.100.1' });
    expect(await ask('10.0.0.2', header, parseTrustProxy('10.0.0.0/8'))).toMatchObject({
      ip: '198.51.100.1',
    });
  });

  it('keeps a random string in the header out of the rate-limit key', async () => {
    const header = { 'x-forwarded-for': 'anything-at-all' };
    expect(await ask('203.0.113.9', header, parseTrustProxy('1'))).toMatchObject({ ip: '203.0.113.9' });
  });
});
