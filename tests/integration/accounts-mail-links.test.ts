import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  linkIn,
  mailsTo,
  newUser,
  resetWithLink,
  signedInUser,
  signIn,
  signUp,
  startAccountsServer,
  type OutboxMail,
} from './helpers/accounts';
import { databaseBackends, testRedisUrl } from './helpers/backends';
import type { TestServer } from './helpers/test-server';

const resetMails = (mails: OutboxMail[]) =>
  mails.filter((mail) => mail.subject === 'Reset your TripFit password');
const verifyMails = (mails: OutboxMail[]) =>
  mails.filter((mail) => mail.subject === 'Verify your TripFit email address');

/** Asks for a reset link for `email` from a new client address each time, as nine strangers would. */
const askForReset = (server: TestServer, email: string) =>
  new Browser(server).request('/api/auth/request-password-reset', { json: { email } });

describe.each(databaseBackends)('mailed links on $name', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startAccountsServer(backend);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('ends every other reset link once a password was reset', async () => {
    const { user } = await signedInUser(server);
    expect((await askForReset(server, user.email)).status).toBe(200);
    expect((await askForReset(server, user.email)).status).toBe(200);
    const [older, newer] = resetMails(await mailsTo(server, user.email)) as [OutboxMail, OutboxMail];

    expect((await resetWithLink(new Browser(server), newer, 'the newer passphrase')).reset?.status).toBe(200);
    const stale = await resetWithLink(new Browser(server), older, 'the older passphrase');
    expect(stale.error).toBe('INVALID_TOKEN');
    expect(stale.reset).toBeUndefined();
    expect((await signIn(new Browser(server), { ...user, password: 'the newer passphrase' })).status).toBe(
      200,
    );
  });

  it('refuses an older reset token posted directly after the password was reset', async () => {
    const { user } = await signedInUser(server);
    await askForReset(server, user.email);
    await askForReset(server, user.email);
    const [older, newer] = resetMails(await mailsTo(server, user.email)) as [OutboxMail, OutboxMail];
    const olderToken = new URL(linkIn(older, server)).pathname.split('/').at(-1);
    expect((await resetWithLink(new Browser(server), newer, 'the newer passphrase')).reset?.status).toBe(200);

    const replay = await new Browser(server).request('/api/auth/reset-password', {
      json: { token: olderToken, newPassword: 'the older passphrase' },
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('ends every reset link when the password is changed from the profile', async () => {
    const { browser, user } = await signedInUser(server);
    await askForReset(server, user.email);
    const changed = await browser.request('/api/auth/change-password', {
      json: { currentPassword: user.password, newPassword: 'changed on the profile page' },
    });
    expect(changed.status).toBe(200);
    const [link] = resetMails(await mailsTo(server, user.email)) as [OutboxMail];
    const stale = await resetWithLink(new Browser(server), link, 'a stranger’s passphrase');
    expect(stale.error).toBe('INVALID_TOKEN');
    expect(
      (await signIn(new Browser(server), { ...user, password: 'changed on the profile page' })).status,
    ).toBe(200);
  });

  it('mails one inbox at most three reset links an hour, answering every request the same', async () => {
    const { user } = await signedInUser(server);
    const answers = [];
    for (let request = 0; request < 9; request++) answers.push(await askForReset(server, user.email));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(200));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(resetMails(await mailsTo(server, user.email))).toHaveLength(3);
  });

  it('mails one inbox at most three verification links an hour, however they are asked for', async () => {
    const user = newUser();
    await signUp(new Browser(server), user);
    for (let request = 0; request < 4; request++) {
      const resend = await new Browser(server).request('/api/auth/send-verification-email', {
        json: { email: user.email, callbackURL: '/auth?verified=1' },
      });
      expect(resend.status).toBe(200);
      expect(await resend.json()).toEqual({ status: true });
    }
    expect(verifyMails(await mailsTo(server, user.email))).toHaveLength(3);
  });

  it('says a new link was mailed when a sign-in comes before the address is verified', async () => {
    const user = newUser();
    await signUp(new Browser(server), user);
    const answer = await signIn(new Browser(server), user);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email not verified. We have mailed you a new verification link.',
      verificationLinkSent: true,
    });
    expect(verifyMails(await mailsTo(server, user.email))).toHaveLength(2);
  });

  it('says no new link was mailed once the inbox had its share, and sends none', async () => {
    const user = newUser();
    await signUp(new Browser(server), user);
    expect((await signIn(new Browser(server), user)).status).toBe(403);
    expect((await signIn(new Browser(server), user)).status).toBe(403);
    const answer = await signIn(new Browser(server), user);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message:
        'Email not verified. We did not mail another link just now: use the newest one we sent, or ask again later.',
      verificationLinkSent: false,
    });
    expect(verifyMails(await mailsTo(server, user.email))).toHaveLength(3);
  });

  it('answers a wrong password before verification as any wrong password, mailing nothing', async () => {
    const user = newUser();
    await signUp(new Browser(server), user);
    const answer = await signIn(new Browser(server), { ...user, password: 'not the password' });
    expect(answer.status).toBe(401);
    expect(verifyMails(await mailsTo(server, user.email))).toHaveLength(1);
  });
});

describe.runIf(testRedisUrl)('the per-inbox mail limit shared through Redis', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const [pglite] = databaseBackends;
    if (!pglite) throw new Error('no database backend');
    [first, second] = await Promise.all([
      startAccountsServer(pglite, { REDIS_URL: testRedisUrl ?? '' }),
      startAccountsServer(pglite, { REDIS_URL: testRedisUrl ?? '' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first.stop(), second.stop()]);
  });

  it('counts one inbox across instances', async () => {
    // Two instances with databases of their own, so the same address has an account on each.
    const email = newUser().email;
    await signedInUser(first, { email });
    await signedInUser(second, { email });
    for (const server of [first, second, first, second]) await askForReset(server, email);
    const sent =
      resetMails(await mailsTo(first, email)).length + resetMails(await mailsTo(second, email)).length;
    expect(sent).toBe(3);
  });
});
