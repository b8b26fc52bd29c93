import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBackoff, CHECKS_PER_CLIENT_PER_MINUTE } from '../../src/server/auth/password-checks';
import { Browser, newUser, signedInUser, signIn, startAccountsServer } from './helpers/accounts';
import { databaseBackends, testRedisUrl } from './helpers/backends';
import type { TestServer } from './helpers/test-server';

const SIGN_INS_PER_MINUTE = 5;

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(await response.json()).toMatchObject({ message: 'Too many requests. Please try again later.' });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

/** The answer while an account must wait, whichever address tries: the right password is not even checked. */
async function expectAccountSlowedDown(response: Response, shape: 'auth' | 'api') {
  expect(response.status).toBe(429);
  const code = 'too_many_attempts';
  const message = 'Too many wrong attempts for this account. Please wait a minute and try again.';
  expect(await response.json()).toEqual(shape === 'auth' ? { code, message } : { error: { code, message } });
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(accountBackoff.firstDelaySeconds);
}

function deleteAccount(browser: Browser, password: string) {
  return browser.request('/api/account', { method: 'DELETE', json: { password } });
}

describe.each(databaseBackends)('password and code checks on $name', (backend) => {
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
      // Other accounts each time, so only the per-client limit is at work.
      const answer = await signIn(attacker, { email: newUser().email, password: `guess number ${attempt}` });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    await expectRateLimited(await signIn(attacker, user));
    expect(attacker.jar.has('tripfit.session_token')).toBe(false);

    const owner = new Browser(server);
    expect((await signIn(owner, user)).status).toBe(200);
  });

  it('slows down an account that failed too often, from any address, and only that account', async () => {
    const { user } = await signedInUser(server);
    for (let attempt = 1; attempt <= accountBackoff.freeFailures; attempt++) {
      // A new address each time: the limit is on the account, not on who tries.
      const answer = await signIn(new Browser(server), { ...user, password: `guess number ${attempt}` });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const owner = new Browser(server);
    await expectAccountSlowedDown(
      await signIn(owner, { email: user.email.toUpperCase(), password: user.password }),
      'auth',
    );
    expect(owner.jar.has('tripfit.session_token')).toBe(false);
    // Other accounts are not affected.
    expect((await signedInUser(server)).id).toBeTruthy();
  });

  it('counts wrong passwords when deleting the account, per account and per client', async () => {
    const { browser, id } = await signedInUser(server);
    for (let attempt = 1; attempt <= accountBackoff.freeFailures; attempt++) {
      const answer = await deleteAccount(browser, `guess number ${attempt}`);
      expect(answer.status, `attempt ${attempt}`).toBe(400);
    }
    await expectAccountSlowedDown(await deleteAccount(browser, 'any password'), 'api');
    expect(id).toBeTruthy();

    // One client trying other accounts' sessions is stopped by its own limit.
    const client = new Browser(server);
    const sessions = await Promise.all(
      [1, 2, 3].map(async () => new Browser(server, (await signedInUser(server)).browser.jar, client.ip)),
    );
    const answers: number[] = [];
    for (let attempt = 0; attempt <= CHECKS_PER_CLIENT_PER_MINUTE; attempt++) {
      const session = sessions[attempt % sessions.length] ?? client;
      answers.push((await deleteAccount(session, `guess ${attempt}`)).status);
    }
    expect(answers.slice(0, CHECKS_PER_CLIENT_PER_MINUTE)).toEqual(
      Array<number>(CHECKS_PER_CLIENT_PER_MINUTE).fill(400),
    );
    expect(answers.at(-1)).toBe(429);
  });

  it('counts the current password when changing it or turning two-factor on', async () => {
    const { browser, user } = await signedInUser(server);
    for (let attempt = 1; attempt <= accountBackoff.freeFailures; attempt++) {
      const path = attempt % 2 ? '/api/auth/change-password' : '/api/auth/two-factor/enable';
      const json =
        attempt % 2
          ? { currentPassword: `guess ${attempt}`, newPassword: 'a new travel passphrase' }
          : { password: `guess ${attempt}` };
      expect((await browser.request(path, { json })).status, `attempt ${attempt}`).toBe(400);
    }
    const answer = await browser.request('/api/auth/change-password', {
      json: { currentPassword: user.password, newPassword: 'a new travel passphrase' },
    });
    await expectAccountSlowedDown(answer, 'auth');
  });
});

describe.runIf(testRedisUrl)('password checks shared through Redis', () => {
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
    for (let attempt = 1; attempt <= SIGN_INS_PER_MINUTE; attempt++) {
      const guess = { email: newUser().email, password: 'a wrong guess' };
      const answer = await signIn(attempt % 2 ? onFirst : onSecond, guess);
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const guess = { email: 'nobody@example.com', password: 'a wrong guess' };
    await expectRateLimited(await signIn(onSecond, guess));
    await expectRateLimited(await signIn(onFirst, guess));
  });

  it('slows down one account across instances', async () => {
    const email = newUser().email;
    for (let attempt = 1; attempt <= accountBackoff.freeFailures; attempt++) {
      const answer = await signIn(new Browser(attempt % 2 ? first : second), { email, password: 'wrong' });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    await expectAccountSlowedDown(await signIn(new Browser(first), { email, password: 'wrong' }), 'auth');
    await expectAccountSlowedDown(await signIn(new Browser(second), { email, password: 'wrong' }), 'auth');
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
