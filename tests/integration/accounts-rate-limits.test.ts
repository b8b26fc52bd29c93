import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, signedInUser, signIn, startAccountsServer } from './helpers/accounts';
import { databaseBackends, testRedisUrl } from './helpers/backends';
import type { TestServer } from './helpers/test-server';

const SIGN_INS_PER_MINUTE = 5;

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ message: 'Too many requests. Please try again later.' });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe.each(databaseBackends)('sign-in rate limit on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer(backend);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('refuses a client after repeated failed sign-ins, even with the right password, but not others', async () => {
    const { user } = await signedInUser(server);
    const attacker = new Browser(server);
    for (let attempt = 1; attempt <= SIGN_INS_PER_MINUTE; attempt++) {
      const answer = await signIn(attacker, { ...user, password: `guess number ${attempt}` });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    await expectRateLimited(await signIn(attacker, user));
    expect(attacker.jar.has('tripfit.session_token')).toBe(false);

    const owner = new Browser(server);
    expect((await signIn(owner, user)).status).toBe(200);
  });
});

describe.runIf(testRedisUrl)('sign-in rate limit shared through Redis', () => {
  const [pglite] = databaseBackends;
  if (!pglite) throw new Error('the PGlite backend is always available');
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      startAccountsServer(pglite, { REDIS_URL: testRedisUrl ?? '' }),
      startAccountsServer(pglite, { REDIS_URL: testRedisUrl ?? '' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.stop(), second.stop()]);
  });

  it('counts one client across instances', async () => {
    const onFirst = new Browser(first);
    const onSecond = new Browser(second, undefined, onFirst.ip);
    const guess = { email: 'nobody@example.com', password: 'a wrong guess' };
    for (let attempt = 1; attempt <= SIGN_INS_PER_MINUTE; attempt++) {
      const answer = await signIn(attempt % 2 ? onFirst : onSecond, guess);
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    await expectRateLimited(await signIn(onSecond, guess));
    await expectRateLimited(await signIn(onFirst, guess));
  });

  it('answers 503 while Redis is away, rather than counting nothing', async () => {
    first.services.redis?.disconnect();
    const answer = await signIn(new Browser(first), {
      email: 'nobody@example.com',
      password: 'a wrong guess',
    });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      error: { code: 'service_unavailable', message: 'The service is busy. Please try again in a moment.' },
    });
  });
});
