import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/infra/logger';
import { connectRedis } from '../../src/server/infra/redis';
import { testRedisUrl } from './helpers/backends';

/**
 * A TCP front for the test Redis that drops the first `dropFirst` connections at once, as a Redis still starting
 * (or a connect outlasting its timeout) would, then forwards the rest.
 */
async function flakyRedisFront(target: URL, dropFirst: number) {
  let seen = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    seen += 1;
    if (seen <= dropFirst) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    sockets.add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    connections: () => seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.runIf(testRedisUrl)('connecting to Redis at start', () => {
  const logger = createLogger('silent');
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closing.splice(0).map((close) => close()));
  });

  it('waits for a Redis whose first connection fails, then answers', async () => {
    const front = await flakyRedisFront(new URL(testRedisUrl ?? ''), 1);
    closing.push(front.close);
    const redis = await connectRedis(front.url, logger);
    closing.push(async () => redis.disconnect());
    expect(front.connections()).toBeGreaterThanOrEqual(2);
    expect(await redis.ping()).toBe('PONG');
  });

  it('fails the start with the first error when Redis never comes within the grace', async () => {
    const front = await flakyRedisFront(new URL(testRedisUrl ?? ''), Number.POSITIVE_INFINITY);
    closing.push(front.close);
    await expect(connectRedis(front.url, logger, { startupGraceMs: 300 })).rejects.toThrow(
      'Connection is closed',
    );
  });
});
